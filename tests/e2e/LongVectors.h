// Shared by the LongVectors*Test.cpp suites, which check 8- and 16-wide
// vectors lane by lane against a C++ reference: the host element types
// (including a `half` that rounds like the device's), the reference
// operators, the expected-lanes comparison, kernel source instantiation per
// element type and width, and the typed fixture with its random data. Split
// out so that each suite file holds one concern and stays short.
#pragma once

#include "E2eFixture.h"

#include <string>
#include <utility>
#include <vector>

namespace vkcl::e2e {

// ---------------------------------------------------------------------------
// Host element types.

inline uint16_t floatToHalfBits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  const uint16_t sign = uint16_t((x >> 16) & 0x8000);
  const uint32_t a = x & 0x7FFFFFFFu;
  if (a > 0x7F800000u) // NaN: quiet, top payload bits kept
    return uint16_t(sign | 0x7E00 | ((a >> 13) & 0x3FF));
  if (a >= 0x47800000u) // >= 65536 (or infinity): infinity
    return uint16_t(sign | 0x7C00);
  if (a < 0x38800000u) { // below 2^-14: a denormal half (or zero)
    float scaled = std::fabs(f) * 16777216.0f; // in units of 2^-24, exact
    return uint16_t(sign | uint16_t(std::nearbyint(scaled)));
  }
  uint32_t h = ((((a >> 23) - 127 + 15) << 10) | ((a >> 13) & 0x3FF));
  const uint32_t rest = a & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h; // may carry into the exponent, up to infinity: correct
  return uint16_t(sign | h);
}

inline float halfBitsToFloat(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000) << 16;
  const uint32_t e = (h >> 10) & 0x1F, m = h & 0x3FF;
  uint32_t bits;
  if (e == 0) {
    float v = std::ldexp(float(m), -24);
    return (h & 0x8000) ? -v : v;
  }
  if (e == 31)
    bits = sign | 0x7F800000u | (m << 13);
  else
    bits = sign | ((e - 15 + 127) << 23) | (m << 13);
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

/// OpenCL's `half` as stored: arithmetic in float (exact for + - * /
/// operands of 11 bits), rounded once to the nearest half.
struct Half {
  uint16_t bits = 0;
  Half() = default;
  explicit Half(float f) : bits(floatToHalfBits(f)) {}
  float value() const { return halfBitsToFloat(bits); }
};
inline Half operator+(Half a, Half b) { return Half(a.value() + b.value()); }
inline Half operator-(Half a, Half b) { return Half(a.value() - b.value()); }
inline Half operator*(Half a, Half b) { return Half(a.value() * b.value()); }
inline Half operator/(Half a, Half b) { return Half(a.value() / b.value()); }
inline Half operator-(Half a) {
  Half r;
  r.bits = uint16_t(a.bits ^ 0x8000);
  return r;
}
inline bool operator==(Half a, Half b) { return a.value() == b.value(); }
inline bool operator!=(Half a, Half b) { return a.value() != b.value(); }
inline bool operator<(Half a, Half b) { return a.value() < b.value(); }
inline bool operator<=(Half a, Half b) { return a.value() <= b.value(); }
inline bool operator>(Half a, Half b) { return a.value() > b.value(); }
inline bool operator>=(Half a, Half b) { return a.value() >= b.value(); }

template <typename E> struct Elem;
#define VKCL_ELEM(E, NAME, SIGNED)                                             \
  template <> struct Elem<E> {                                                 \
    static constexpr const char *name = NAME;                                  \
    using Signed = SIGNED;                                                     \
  };
VKCL_ELEM(int8_t, "char", int8_t)
VKCL_ELEM(uint8_t, "uchar", int8_t)
VKCL_ELEM(int16_t, "short", int16_t)
VKCL_ELEM(uint16_t, "ushort", int16_t)
VKCL_ELEM(int32_t, "int", int32_t)
VKCL_ELEM(uint32_t, "uint", int32_t)
VKCL_ELEM(int64_t, "long", int64_t)
VKCL_ELEM(uint64_t, "ulong", int64_t)
VKCL_ELEM(float, "float", int32_t)
VKCL_ELEM(double, "double", int64_t)
VKCL_ELEM(Half, "half", int16_t)
#undef VKCL_ELEM

template <typename E>
inline constexpr bool isFloat =
    std::is_floating_point_v<E> || std::is_same_v<E, Half>;
template <typename E> using Signed = typename Elem<E>::Signed;
/// Unsigned arithmetic at least 32 bits wide: wrapping C semantics.
template <typename E>
using Wide = std::conditional_t<(sizeof(E) <= 4), uint32_t, uint64_t>;

template <typename E> bool isNan(E v) {
  if constexpr (std::is_same_v<E, Half>)
    return std::isnan(v.value());
  else if constexpr (std::is_floating_point_v<E>)
    return std::isnan(v);
  else
    return false;
}
template <typename E> double asDouble(E v) {
  if constexpr (std::is_same_v<E, Half>)
    return v.value();
  else
    return double(v);
}
/// A normal, finite, non-zero float (division is only checked there).
template <typename E> bool isPlain(E v) {
  double d = asDouble(v);
  return std::isfinite(d) && d != 0.0;
}
template <typename E> E fromInt(int v) {
  if constexpr (std::is_same_v<E, Half>)
    return Half(float(v));
  else
    return E(v);
}

template <typename E> uint64_t bitsOf(E v) {
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof(E));
  return b;
}
/// Distance in units in the last place, on the monotonic integer line.
template <typename E> uint64_t ulps(E a, E b) {
  auto key = [](E v) {
    const uint64_t bits = bitsOf(v);
    const uint64_t signBit = uint64_t(1) << (8 * sizeof(E) - 1);
    const int64_t magnitude = int64_t(bits & (signBit - 1));
    return (bits & signBit) ? -magnitude : magnitude;
  };
  int64_t d = key(a) - key(b);
  return uint64_t(d < 0 ? -d : d);
}

template <typename E> std::string show(E v) {
  std::ostringstream os;
  if constexpr (isFloat<E>)
    os << asDouble(v);
  else if constexpr (std::is_signed_v<E>)
    os << int64_t(v);
  else
    os << uint64_t(v);
  os << " (0x" << std::hex << bitsOf(v) << ")";
  return os.str();
}

template <typename E, size_t N> using Vec = std::array<E, N>;

// Reference integer operators (C semantics of the OpenCL element type).
template <typename E> E add(E a, E b) {
  if constexpr (isFloat<E>)
    return a + b;
  else
    return E(Wide<E>(a) + Wide<E>(b));
}
template <typename E> E sub(E a, E b) {
  if constexpr (isFloat<E>)
    return a - b;
  else
    return E(Wide<E>(a) - Wide<E>(b));
}
template <typename E> E mul(E a, E b) {
  if constexpr (isFloat<E>)
    return a * b;
  else
    return E(Wide<E>(a) * Wide<E>(b));
}
template <typename E> E neg(E a) {
  if constexpr (isFloat<E>)
    return -a;
  else
    return E(Wide<E>(0) - Wide<E>(a));
}
template <typename E> E div(E a, E b) { return E(a / b); }
template <typename E> E rem(E a, E b) { return E(a % b); }
template <typename E> unsigned shiftCount(E b) {
  return unsigned(std::make_unsigned_t<E>(b) & (8 * sizeof(E) - 1));
}
template <typename E> E shl(E a, E b) { return E(Wide<E>(a) << shiftCount(b)); }
template <typename E> E shr(E a, E b) {
  if constexpr (std::is_signed_v<E>)
    return E(int64_t(a) >> shiftCount(b));
  else
    return E(a >> shiftCount(b));
}
template <typename E> bool truth(E a) { return a != fromInt<E>(0); }
template <typename E> Signed<E> mask(bool b) { return b ? Signed<E>(-1) : 0; }
template <typename S> bool msb(S c) { return c < 0; }

// ---------------------------------------------------------------------------
// Expected results and their comparison.

enum Care : uint8_t {
  Skip,  ///< Unspecified (division by zero): not compared.
  Exact, ///< Bit for bit; any NaN matches any NaN.
  Near,  ///< Within MaxDivUlp (float division); NaN-ness must match.
};
/// Vulkan allows 2.5 ulp for OpFDiv.
inline constexpr uint64_t MaxDivUlp = 3;

/// The expected lanes of `rows` result vectors per work-item.
template <typename E> struct Expected {
  size_t lanes = 0;
  std::vector<std::string> rowNames;
  std::vector<E> want;
  std::vector<uint8_t> care;

  template <size_t N> void push(const Vec<E, N> &v, Care c = Exact) {
    for (const E &x : v) {
      want.push_back(x);
      care.push_back(c);
    }
  }
  template <size_t N>
  void push(const Vec<E, N> &v, const std::array<uint8_t, N> &cares) {
    for (size_t j = 0; j < N; ++j) {
      want.push_back(v[j]);
      care.push_back(cares[j]);
    }
  }
  void pushScalar(E v) {
    want.push_back(v);
    care.push_back(Exact);
  }
  size_t size() const { return want.size(); }
};

template <typename E>
::testing::AssertionResult matches(const std::vector<E> &got,
                                   const Expected<E> &e) {
  if (got.size() != e.want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << e.want.size();
  const size_t rows = e.rowNames.size(), perItem = rows * e.lanes;
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    const E g = got[i], w = e.want[i];
    bool ok = true;
    if (e.care[i] == Skip)
      continue;
    if (isNan(w) || isNan(g))
      ok = isNan(w) && isNan(g);
    else if (e.care[i] == Near)
      ok = ulps(g, w) <= MaxDivUlp;
    else
      ok = bitsOf(g) == bitsOf(w);
    if (ok)
      continue;
    if (++bad <= 12)
      os << "\n  item " << i / perItem << " "
         << e.rowNames[i % perItem / e.lanes] << " lane " << i % e.lanes
         << ": got " << show(g) << ", want " << show(w);
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " lanes differ:" << os.str();
}

/// Replaces ${KEY} in `source` by each value.
inline std::string
instantiate(std::string source,
            const std::vector<std::pair<std::string, std::string>> &subs) {
  for (const auto &[key, value] : subs) {
    const std::string k = "${" + key + "}";
    for (size_t at = source.find(k); at != std::string::npos;
         at = source.find(k, at + value.size()))
      source.replace(at, k.size(), value);
  }
  return source;
}

template <typename E> std::string pragmas() {
  if constexpr (std::is_same_v<E, double>)
    return "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  else if constexpr (std::is_same_v<E, Half>)
    return "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  else
    return "";
}

template <typename E> std::string vecName(size_t n) {
  return std::string(Elem<E>::name) + std::to_string(n);
}

/// The kernel source for element type E and width N.
template <typename E, size_t N> std::string forType(const char *source) {
  return pragmas<E>() + instantiate(source, {{"T", Elem<E>::name},
                                             {"V", vecName<E>(N)},
                                             {"S", vecName<Signed<E>>(N)},
                                             {"M", std::to_string(N - 1)},
                                             {"H", std::to_string(N / 2 - 1)},
                                             {"Q", std::to_string(N / 4 - 1)},
                                             {"V8", vecName<E>(8)},
                                             {"V16", vecName<E>(16)}});
}

// ---------------------------------------------------------------------------
// The fixture: random data of every element type, device feature checks.

inline constexpr size_t Items = 64, Local = 16;

template <typename E> class LongVectors : public E2eTest {
protected:
  /// Skips when the device lacks the element type (or its comparison type).
  bool unsupported() {
    if constexpr (sizeof(E) == 8)
      if (!profile().int64)
        return true; // long, ulong, and double's long comparison results
    if constexpr (std::is_same_v<E, double>)
      if (!profile().float64)
        return true;
    if constexpr (std::is_same_v<E, Half>)
      if (!profile().float16)
        return true;
    return false;
  }

  E randomValue() {
    if constexpr (std::is_same_v<E, Half>) {
      // Magnitudes in [0.5, 100]: products, quotients and sums stay normal.
      std::uniform_real_distribution<float> d(0.5f, 100.0f);
      float f = d(rng());
      return Half(rng()() & 1 ? -f : f);
    } else if constexpr (std::is_floating_point_v<E>) {
      std::uniform_real_distribution<E> d(E(1e-3), E(1e3));
      E f = d(rng());
      return rng()() & 1 ? -f : f;
    } else {
      return E(rng()());
    }
  }
  /// A value from the edges of the type: extremes, 0, +-1 (ints); NaN,
  /// infinities, signed zeros, 1 (floats).
  E specialValue() {
    const uint64_t pick = rng()() % 6;
    if constexpr (isFloat<E>) {
      const double values[6] = {std::numeric_limits<double>::quiet_NaN(),
                                std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(),
                                0.0,
                                -0.0,
                                1.0};
      if constexpr (std::is_same_v<E, Half>)
        return Half(float(values[pick]));
      else
        return E(values[pick]);
    } else {
      const E values[6] = {std::numeric_limits<E>::min(),
                           std::numeric_limits<E>::max(),
                           E(0),
                           E(1),
                           E(-1),
                           E(std::numeric_limits<E>::max() - 1)};
      return values[pick];
    }
  }
  std::vector<E> values(size_t n, bool specials) {
    std::vector<E> v(n);
    for (E &x : v)
      x = specials && rng()() % 4 == 0 ? specialValue() : randomValue();
    return v;
  }
  template <size_t N> std::vector<Vec<E, N>> vectors(size_t n, bool specials) {
    std::vector<E> flat = values(n * N, specials);
    std::vector<Vec<E, N>> v(n);
    std::memcpy(v.data(), flat.data(), n * sizeof(Vec<E, N>));
    return v;
  }
  /// Integer divisors: never 0 nor -1 (those are the edge-case test's).
  E divisor(E v) {
    if constexpr (!isFloat<E>)
      if (v == E(0) || v == E(-1))
        return E(3);
    return v;
  }
  /// Finite non-zero floats for the scalar operand.
  E plain(E v) {
    if constexpr (isFloat<E>)
      if (!isPlain(v))
        return randomValue();
    return v;
  }

  /// Options of every kernel built (-O0 for the unoptimized suite).
  CompileOptions options_;

  // The checks the typed tests run. gtest wants a typed suite's tests in one
  // file, so every typed suite is in LongVectorsOperatorsTest.cpp, with the
  // operator and swizzle checks; checkMemory is in LongVectorsMemoryTest.cpp,
  // explicitly instantiated there for every type of AllElements.
  template <size_t N> void checkOperators();
  template <size_t N> void checkSwizzles();
  void checkMemory();
};

struct TypeNames {
  template <typename E> static std::string GetName(int) {
    return Elem<E>::name;
  }
};
/// Every element type. Adding one: instantiate checkMemory for it too.
using AllElements =
    ::testing::Types<int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t,
                     int64_t, uint64_t, float, double, Half>;

} // namespace vkcl::e2e
