// 8- and 16-wide vectors as first-class values, run on the device and
// compared lane by lane with a C++ reference on random data. Vulkan's SPIR-V
// has no vectors of 8 or 16 components, so vkcl holds them as arrays
// operated on lane by lane; these tests check that every lane of every
// operator, swizzle, literal, conversion and memory access is the one
// OpenCL C defines:
//
// - Operators: every arithmetic, bitwise, shift (count masked to the element
//   width), unary, comparison (-1/0 lanes), logical and ternary (vector
//   condition: each lane's MSB; scalar condition) operator, ++/--, compound
//   assignments, vector op scalar and scalar op vector, for every element
//   type the device has, both widths. Integer lanes wrap (char16 overflow);
//   float inputs include NaN, infinities and signed zeros.
// - Integer division by zero and INT_MIN / -1 do not crash and leave the
//   other lanes right (their own results are unspecified).
// - Swizzles (.sN/.SN, hex lanes, .lo/.hi/.even/.odd, nested) as rvalues and
//   lvalues, literals (constant, splat, from halves, mixed), v[k].
// - Memory: __global, __constant (argument and program scope), __local
//   (static and argument), private arrays, pointer arithmetic (32-byte
//   stride for float8), element and swizzle stores through pointers,
//   structs with vector members (OpenCL layout), by-value kernel arguments,
//   helper functions taking and returning vectors.
// - as_type between long vectors and other types of the same size.
// - Corners: concurrent lane stores by different work-items (no lost
//   lanes), vectors at odd offsets of packed structs, pointer casts to and
//   from the element type, loops and unions, implicit scalar conversions,
//   ++/-- on swizzles, overlapping swizzle assignments, push-constant and
//   struct arguments, __local argument alignment, and the -O0 emitter
//   output of the operator and swizzle kernels.
//
// Element types the device lacks (long/ulong without int64, double, half)
// are skipped. Kernels are batched (one per width and concern) to keep the
// SwiftShader run short.
#include "E2eFixture.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace vkcl::e2e {
namespace {

// ---------------------------------------------------------------------------
// Host element types.

uint16_t floatToHalfBits(float f) {
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

float halfBitsToFloat(uint16_t h) {
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
Half operator+(Half a, Half b) { return Half(a.value() + b.value()); }
Half operator-(Half a, Half b) { return Half(a.value() - b.value()); }
Half operator*(Half a, Half b) { return Half(a.value() * b.value()); }
Half operator/(Half a, Half b) { return Half(a.value() / b.value()); }
Half operator-(Half a) {
  Half r;
  r.bits = uint16_t(a.bits ^ 0x8000);
  return r;
}
bool operator==(Half a, Half b) { return a.value() == b.value(); }
bool operator!=(Half a, Half b) { return a.value() != b.value(); }
bool operator<(Half a, Half b) { return a.value() < b.value(); }
bool operator<=(Half a, Half b) { return a.value() <= b.value(); }
bool operator>(Half a, Half b) { return a.value() > b.value(); }
bool operator>=(Half a, Half b) { return a.value() >= b.value(); }

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
constexpr bool isFloat = std::is_floating_point_v<E> || std::is_same_v<E, Half>;
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
constexpr uint64_t MaxDivUlp = 3;

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
std::string
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

constexpr size_t Items = 64, Local = 16;

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

  template <size_t N> void checkOperators();
  template <size_t N> void checkSwizzles();
  void checkMemory();
};

struct TypeNames {
  template <typename E> static std::string GetName(int) {
    return Elem<E>::name;
  }
};
using AllElements =
    ::testing::Types<int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t,
                     int64_t, uint64_t, float, double, Half>;
TYPED_TEST_SUITE(LongVectors, AllElements, TypeNames);

// ---------------------------------------------------------------------------
// Operators.

const char *IntOpsKernel = R"CL(
__kernel void ops(__global const ${V} *a, __global const ${V} *b,
                  __global const ${T} *s, __global const ${T} *s2,
                  __global const ${S} *m, __global ${V} *out,
                  __global ${S} *cmp) {
  size_t i = get_global_id(0);
  ${V} x = a[i], y = b[i];
  ${T} z = s[i], w = s2[i];
  ${S} c = m[i];
  __global ${V} *o = out + 34 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = x % y;
  o[5] = x & y;
  o[6] = x | y;
  o[7] = x ^ y;
  o[8] = ~x;
  o[9] = x << y;
  o[10] = x >> y;
  o[11] = -x;
  o[12] = +x;
  o[13] = x + z;
  o[14] = z - x;
  o[15] = x * z;
  o[16] = x / z;
  o[17] = x << z;
  o[18] = x >> z;
  o[19] = z % y;
  o[20] = c ? x : y;
  o[21] = w ? x : y;
  o[22] = x < y ? x : y;
  ${V} t = x;
  o[23] = t++;
  o[24] = t;
  o[25] = --t;
  o[26] = t--;
  o[27] = ++t;
  t += y;
  t -= z;
  t *= y;
  t /= y;
  t %= y;
  t <<= y;
  t >>= z;
  t ^= x;
  t |= y;
  t &= x;
  o[28] = t;
  o[29] = (x & (${T})0x5A) | (${T})3;
  o[30] = y ? x : ~x;
  o[31] = (~x) >> 1;
  o[32] = (x + y) >> 1;
  o[33] = (x * y) / y;
  __global ${S} *q = cmp + 12 * i;
  q[0] = x == y;
  q[1] = x != y;
  q[2] = x < y;
  q[3] = x <= y;
  q[4] = x > y;
  q[5] = x >= y;
  q[6] = !x;
  q[7] = x && y;
  q[8] = x || y;
  q[9] = x > z;
  q[10] = z == x;
  q[11] = (x + y) < x;
}
)CL";

const char *FloatOpsKernel = R"CL(
__kernel void ops(__global const ${V} *a, __global const ${V} *b,
                  __global const ${T} *s, __global const ${T} *s2,
                  __global const ${S} *m, __global ${V} *out,
                  __global ${S} *cmp) {
  size_t i = get_global_id(0);
  ${V} x = a[i], y = b[i];
  ${T} z = s[i], w = s2[i];
  ${S} c = m[i];
  __global ${V} *o = out + 16 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = -x;
  o[5] = +x;
  o[6] = x + z;
  o[7] = z - x;
  o[8] = x * z;
  o[9] = z / x;
  o[10] = c ? x : y;
  o[11] = w != 0 ? x : y;
  o[12] = x < y ? x : y;
  ${V} t = x;
  t += y;
  t -= z;
  t *= y;
  o[13] = t;
  t /= z;
  o[14] = t;
  o[15] = x - 1;
  __global ${S} *q = cmp + 12 * i;
  q[0] = x == y;
  q[1] = x != y;
  q[2] = x < y;
  q[3] = x <= y;
  q[4] = x > y;
  q[5] = x >= y;
  q[6] = !x;
  q[7] = x && y;
  q[8] = x || y;
  q[9] = x > z;
  q[10] = z == x;
  q[11] = (x + y) < x;
}
)CL";

template <typename E>
template <size_t N>
void LongVectors<E>::checkOperators() {
  using S = Signed<E>;
  using V = Vec<E, N>;
  using SV = Vec<S, N>;
  SCOPED_TRACE(vecName<E>(N));
  Kernel k = this->kernel(
      forType<E, N>(isFloat<E> ? FloatOpsKernel : IntOpsKernel), "", options_);

  auto a = this->template vectors<N>(Items, true);
  auto b = this->template vectors<N>(Items, true);
  std::vector<E> s = this->values(Items, false), s2 = this->values(Items, true);
  std::vector<SV> m(Items);
  for (size_t i = 0; i < Items; ++i) {
    s[i] = this->plain(this->divisor(s[i]));
    if (i % 3 == 0)
      s2[i] = fromInt<E>(0); // the scalar condition is false
    for (size_t j = 0; j < N; ++j) {
      b[i][j] = this->divisor(b[i][j]);
      if (this->rng()() % 5 == 0)
        a[i][j] = b[i][j]; // equal lanes for == and friends
      m[i][j] = S(this->rng()());
    }
  }
  if constexpr (std::is_same_v<E, int8_t>) { // char lanes that overflow
    a[0].fill(127);
    b[0].fill(1);
  }

  const size_t rows = isFloat<E> ? 16 : 34;
  Buffer ba = this->upload(a), bb = this->upload(b), bs = this->upload(s),
         bs2 = this->upload(s2), bm = this->upload(m),
         out = this->makeBuffer(Items * rows * sizeof(V)),
         cmp = this->makeBuffer(Items * 12 * sizeof(SV));
  this->run(k, NDRange::linear(Items, Local), ba, bb, bs, bs2, bm, out, cmp);

  Expected<E> want;
  Expected<S> wantCmp;
  want.lanes = wantCmp.lanes = N;
  wantCmp.rowNames = {"==", "!=", "<",  "<=",    ">",      ">=",
                      "!x", "&&", "||", "x > z", "z == x", "(x + y) < x"};
  auto each = [](const V &x, auto f) {
    V r;
    for (size_t j = 0; j < N; ++j)
      r[j] = f(x[j], j);
    return r;
  };
  for (size_t i = 0; i < Items; ++i) {
    const V x = a[i], y = b[i];
    const E z = s[i], w = s2[i];
    const SV c = m[i];
    auto lanes = [&](auto f) {
      return each(x, [&](E, size_t j) { return f(x[j], y[j], j); });
    };
    if constexpr (isFloat<E>) {
      want.rowNames = {"x + y",
                       "x - y",
                       "x * y",
                       "x / y",
                       "-x",
                       "+x",
                       "x + z",
                       "z - x",
                       "x * z",
                       "z / x",
                       "c ? x : y",
                       "w ? x : y",
                       "x < y ? x : y",
                       "t += y -= z *= y",
                       "t /= z",
                       "x - 1"};
      std::array<uint8_t, N> divXY, divZX, divChain;
      V t;
      for (size_t j = 0; j < N; ++j) {
        divXY[j] = isPlain(x[j]) && isPlain(y[j]) ? Near : Skip;
        divZX[j] = isPlain(x[j]) ? Near : Skip;
        t[j] = mul(sub(add(x[j], y[j]), z), y[j]);
        divChain[j] = isPlain(t[j]) ? Near : Skip;
      }
      want.push(lanes([](E p, E q, size_t) { return add(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return sub(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return mul(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p / q); }), divXY);
      want.push(lanes([](E p, E, size_t) { return neg(p); }));
      want.push(x);
      want.push(lanes([&](E p, E, size_t) { return add(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return sub(z, p); }));
      want.push(lanes([&](E p, E, size_t) { return mul(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return E(z / p); }), divZX);
      want.push(lanes([&](E p, E q, size_t j) { return msb(c[j]) ? p : q; }));
      want.push(truth(w) ? x : y);
      want.push(lanes([](E p, E q, size_t) { return p < q ? p : q; }));
      want.push(t);
      want.push(each(t, [&](E p, size_t) { return E(p / z); }), divChain);
      want.push(lanes([](E p, E, size_t) { return sub(p, fromInt<E>(1)); }));
    } else {
      want.rowNames = {"x + y",
                       "x - y",
                       "x * y",
                       "x / y",
                       "x % y",
                       "x & y",
                       "x | y",
                       "x ^ y",
                       "~x",
                       "x << y",
                       "x >> y",
                       "-x",
                       "+x",
                       "x + z",
                       "z - x",
                       "x * z",
                       "x / z",
                       "x << z",
                       "x >> z",
                       "z % y",
                       "c ? x : y",
                       "w ? x : y",
                       "x < y ? x : y",
                       "t++",
                       "t",
                       "--t",
                       "t--",
                       "++t",
                       "compound chain",
                       "(x & 0x5A) | 3",
                       "y ? x : ~x (condition of the operands' type)",
                       "(~x) >> 1",
                       "(x + y) >> 1",
                       "(x * y) / y"};
      want.push(lanes([](E p, E q, size_t) { return add(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return sub(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return mul(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return div(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return rem(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p & q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p | q); }));
      want.push(lanes([](E p, E q, size_t) { return E(p ^ q); }));
      want.push(lanes([](E p, E, size_t) { return E(~p); }));
      want.push(lanes([](E p, E q, size_t) { return shl(p, q); }));
      want.push(lanes([](E p, E q, size_t) { return shr(p, q); }));
      want.push(lanes([](E p, E, size_t) { return neg(p); }));
      want.push(x);
      want.push(lanes([&](E p, E, size_t) { return add(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return sub(z, p); }));
      want.push(lanes([&](E p, E, size_t) { return mul(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return div(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return shl(p, z); }));
      want.push(lanes([&](E p, E, size_t) { return shr(p, z); }));
      want.push(lanes([&](E, E q, size_t) { return rem(z, q); }));
      want.push(lanes([&](E p, E q, size_t j) { return msb(c[j]) ? p : q; }));
      want.push(truth(w) ? x : y);
      want.push(lanes([](E p, E q, size_t) { return p < q ? p : q; }));
      const V x1 = lanes([](E p, E, size_t) { return add(p, E(1)); });
      want.push(x);
      want.push(x1);
      want.push(x);
      want.push(x);
      want.push(x);
      want.push(lanes([&](E p, E q, size_t) {
        E t = add(p, q);
        t = sub(t, z);
        t = mul(t, q);
        t = div(t, q);
        t = rem(t, q);
        t = shl(t, q);
        t = shr(t, z);
        t = E(t ^ p);
        t = E(t | q);
        return E(t & p);
      }));
      want.push(lanes([](E p, E, size_t) { return E((p & E(0x5A)) | E(3)); }));
      // An unsigned condition selects on its MSB too (OpenCL's select()).
      want.push(lanes([](E p, E q, size_t) { return msb(S(q)) ? p : E(~p); }));
      want.push(lanes([](E p, E, size_t) { return shr(E(~p), E(1)); }));
      want.push(lanes([](E p, E q, size_t) { return shr(add(p, q), E(1)); }));
      want.push(lanes([](E p, E q, size_t) { return div(mul(p, q), q); }));
    }
    auto cmpLanes = [&](auto f) {
      SV r;
      for (size_t j = 0; j < N; ++j)
        r[j] = mask<E>(f(x[j], y[j]));
      return r;
    };
    wantCmp.push(cmpLanes([](E p, E q) { return p == q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p != q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p < q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p <= q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p > q; }));
    wantCmp.push(cmpLanes([](E p, E q) { return p >= q; }));
    wantCmp.push(cmpLanes([](E p, E) { return !truth(p); }));
    wantCmp.push(cmpLanes([](E p, E q) { return truth(p) && truth(q); }));
    wantCmp.push(cmpLanes([](E p, E q) { return truth(p) || truth(q); }));
    wantCmp.push(cmpLanes([&](E p, E) { return p > z; }));
    wantCmp.push(cmpLanes([&](E p, E) { return z == p; }));
    wantCmp.push(cmpLanes([](E p, E q) { return add(p, q) < p; }));
  }
  EXPECT_TRUE(matches(this->template download<E>(out, want.size()), want));
  EXPECT_TRUE(
      matches(this->template download<S>(cmp, wantCmp.size()), wantCmp));
}

TYPED_TEST(LongVectors, Operators) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->template checkOperators<8>();
  this->template checkOperators<16>();
}

// ---------------------------------------------------------------------------
// Integer division edge cases: x / 0, x % 0 and MIN / -1 are unspecified
// but must not crash, and the other lanes of the same vectors stay right.

const char *DivEdgesKernel = R"CL(
__kernel void div_edges(__global const ${V} *a, __global const ${V} *b,
                        __global ${V} *out) {
  size_t i = get_global_id(0);
  ${V} x = a[i], y = b[i];
  __global ${V} *o = out + 5 * i;
  o[0] = x / y;
  o[1] = x % y;
  ${V} t = x;
  t /= y;
  o[2] = t;
  o[3] = x / y.s1;
  o[4] = x % y.s1;
}
)CL";

template <typename E> class LongVectorsInt : public LongVectors<E> {};
using IntElements = ::testing::Types<int8_t, uint8_t, int16_t, uint16_t,
                                     int32_t, uint32_t, int64_t, uint64_t>;
TYPED_TEST_SUITE(LongVectorsInt, IntElements, TypeNames);

TYPED_TEST(LongVectorsInt, DivisionByZeroAndOverflowDoNotCrash) {
  using E = TypeParam;
  constexpr size_t N = 16;
  using V = Vec<E, N>;
  if (this->unsupported())
    GTEST_SKIP() << Elem<E>::name << " is not on this device";
  Kernel k = this->kernel(forType<E, N>(DivEdgesKernel));
  auto a = this->template vectors<N>(Items, false);
  auto b = this->template vectors<N>(Items, false);
  const E min = std::numeric_limits<E>::min();
  for (size_t i = 0; i < Items; ++i)
    for (size_t j = 0; j < N; ++j) {
      switch (this->rng()() % 4) {
      case 0:
        b[i][j] = 0;
        break;
      case 1:
        a[i][j] = min;
        b[i][j] = E(-1);
        break;
      case 2:
        b[i][j] = E(-1);
        break;
      default:
        break;
      }
      if (b[i][j] == E(0) && j == 1 && i % 2)
        b[i][j] = E(5); // half the scalar divisors are usable
    }
  Buffer ba = this->upload(a), bb = this->upload(b),
         out = this->makeBuffer(Items * 5 * sizeof(V));
  this->run(k, NDRange::linear(Items, Local), ba, bb, out);

  auto unspecified = [&](E x, E y) {
    return y == E(0) || (std::is_signed_v<E> && x == min && y == E(-1));
  };
  Expected<E> want;
  want.lanes = N;
  want.rowNames = {"x / y", "x % y", "t /= y", "x / y.s1", "x % y.s1"};
  for (size_t i = 0; i < Items; ++i) {
    V q, r, qs, rs;
    std::array<uint8_t, N> care, careS;
    const E d = b[i][1];
    for (size_t j = 0; j < N; ++j) {
      const E x = a[i][j], y = b[i][j];
      care[j] = unspecified(x, y) ? Skip : Exact;
      careS[j] = unspecified(x, d) ? Skip : Exact;
      q[j] = care[j] ? div(x, y) : E(0);
      r[j] = care[j] ? rem(x, y) : E(0);
      qs[j] = careS[j] ? div(x, d) : E(0);
      rs[j] = careS[j] ? rem(x, d) : E(0);
    }
    want.push(q, care);
    want.push(r, care);
    want.push(q, care);
    want.push(qs, careS);
    want.push(rs, careS);
  }
  EXPECT_TRUE(matches(this->template download<E>(out, want.size()), want));
}

// ---------------------------------------------------------------------------
// Swizzles, literals and dynamic indices.

const char *Swizzles8Kernel = R"CL(
__kernel void swizzles(__global const ${V} *a, __global const int *idx,
                       __global ${V} *out, __global ${T} *lanes) {
  size_t i = get_global_id(0);
  ${V} v = a[i];
  int k = idx[i];
  __global ${V} *o = out + 13 * i;
  o[0] = v.s76543210;
  o[1] = (${V})(v.hi, v.lo);
  o[2] = (${V})(v.even, v.odd);
  o[3] = (${V})(v.hi.lo.s1, v.S0, v.s35, v.odd.even, v.lo.hi);
  o[4] = (${V})(v.s0123, v.s4567.wzyx);
  o[5] = (${V})(v.s7, v.s6, v.s5, v.s4, v.s3, v.s2, v.s1, v.s0);
  o[6] = (${V})(v.s0);
  o[7] = (${V})(1, 2, 3, 4, 5, 6, 7, 8);
  o[8] = (${V})(v.s01, v.s2, v.s3, v.s4567);
  o[9] = (${V})(v.lo.even.yx, v.hi.odd, v.s7777);
  ${V} w = v;
  w.s35 = v.s53;
  w.hi += v.lo;
  w.odd = w.even;
  w.lo.hi = v.s77;
  w.S0 = v.s7;
  w.hi.odd.y = v.s2;
  w.s7654 = v.lo;
  o[10] = w;
  ${V} d = v;
  d[k & 7] = v[(k + 3) & 7];
  d[(k + 1) & 7] += 1;
  o[11] = d;
  lanes[3 * i] = v[k & 7];
  lanes[3 * i + 1] = v.odd[k & ${H}];
  lanes[3 * i + 2] = (v + v)[(k + 5) & ${M}];
  ${V} e = v;
  e.odd[k & ${H}] = v.s0;
  e.hi.even[(k + 1) & ${Q}] = v.s1;
  o[12] = e;
  o[12].lo[(k + 2) & ${H}] = v.s2;
}
)CL";

const char *Swizzles16Kernel = R"CL(
__kernel void swizzles(__global const ${V} *a, __global const int *idx,
                       __global ${V} *out, __global ${T} *lanes) {
  size_t i = get_global_id(0);
  ${V} v = a[i];
  int k = idx[i];
  __global ${V} *o = out + 13 * i;
  o[0] = v.sfedcba9876543210;
  o[1] = (${V})(v.hi, v.lo);
  o[2] = (${V})(v.even, v.odd);
  o[3] = (${V})(v.hi.lo.s1, v.SF, v.s3a, v.odd.even.hi, v.lo.hi, v.sBAD0,
                v.s9C);
  o[4] = (${V})(v.s01234567, v.s89ABCDEF.s76543210);
  o[5] = (${V})(v.lo.lo, v.hi.hi, v.lo.hi.s3210, v.hi.lo.wzyx);
  o[6] = (${V})(v.sA);
  o[7] = (${V})(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
  o[8] = (${V})(v.s01, v.s2, v.s3, v.s4567, v.hi);
  o[9] = (${V})(v.even.odd, v.odd.even.hi, v.s0, v.sf, v.hi.hi.hi, v.s3333,
                v.lo.odd.odd);
  ${V} w = v;
  w.s35 = v.s53;
  w.hi += v.lo;
  w.odd = w.even;
  w.lo.hi.s1 = v.sF;
  w.sE = v.s0;
  w.Sa = v.s1;
  w.hi.odd -= v.lo.even;
  w.sfedc = v.s0123;
  o[10] = w;
  ${V} d = v;
  d[k & 15] = v[(k + 3) & 15];
  d[(k + 1) & 15] += 1;
  o[11] = d;
  lanes[3 * i] = v[k & 15];
  lanes[3 * i + 1] = v.odd[k & ${H}];
  lanes[3 * i + 2] = (v + v)[(k + 5) & ${M}];
  ${V} e = v;
  e.odd[k & ${H}] = v.s0;
  e.hi.even[(k + 1) & ${Q}] = v.s1;
  o[12] = e;
  o[12].lo[(k + 2) & ${H}] = v.s2;
}
)CL";

template <typename E, size_t N>
Vec<E, N> pick(const Vec<E, N> &v, const std::array<int, N> &lanes) {
  Vec<E, N> r;
  for (size_t j = 0; j < N; ++j)
    r[j] = v[size_t(lanes[j])];
  return r;
}
template <size_t N> std::array<int, N> iota(int from = 0, int step = 1) {
  std::array<int, N> r;
  for (size_t j = 0; j < N; ++j)
    r[j] = from + int(j) * step;
  return r;
}

template <typename E> template <size_t N> void LongVectors<E>::checkSwizzles() {
  using V = Vec<E, N>;
  SCOPED_TRACE(vecName<E>(N));
  Kernel k = this->kernel(
      forType<E, N>(N == 8 ? Swizzles8Kernel : Swizzles16Kernel), "", options_);
  auto a = this->template vectors<N>(Items, false);
  std::vector<int32_t> idx =
      this->template random<int32_t>(Items, -1000000, 1000000);
  Buffer ba = this->upload(a), bi = this->upload(idx),
         out = this->makeBuffer(Items * 13 * sizeof(V)),
         lanes = this->makeBuffer(Items * 3 * sizeof(E));
  this->run(k, NDRange::linear(Items, Local), ba, bi, out, lanes);

  Expected<E> want, wantLanes;
  want.lanes = N;
  want.rowNames = {"reversed",
                   "(hi, lo)",
                   "(even, odd)",
                   "nested",
                   "(s0123, s4567.wzyx)",
                   "from lanes",
                   "splat",
                   "constant",
                   "(s01, s2, s3, ...)",
                   "mixed nested",
                   "lvalues",
                   "v[k]",
                   "swizzle[k] stores"};
  wantLanes.lanes = 1;
  wantLanes.rowNames = {"v[k]", "v.odd[k]", "(v + v)[k]"};
  for (size_t i = 0; i < Items; ++i) {
    const V v = a[i];
    const int k = idx[i];
    V w = v, constants, d = v;
    for (size_t j = 0; j < N; ++j)
      constants[j] = fromInt<E>(int(j) + 1);
    std::array<int, N> reversed = iota<N>(int(N) - 1, -1), halves, evenOdd;
    for (size_t j = 0; j < N / 2; ++j) {
      halves[j] = int(N / 2 + j);
      halves[N / 2 + j] = int(j);
      evenOdd[j] = int(2 * j);
      evenOdd[N / 2 + j] = int(2 * j + 1);
    }
    want.push(pick(v, reversed));
    want.push(pick(v, halves));
    want.push(pick(v, evenOdd));
    if constexpr (N == 8) {
      want.push(pick(v, {5, 0, 3, 5, 1, 5, 2, 3}));
      want.push(pick(v, {0, 1, 2, 3, 7, 6, 5, 4}));
    } else {
      want.push(
          pick(v, {9, 15, 3, 10, 9, 13, 4, 5, 6, 7, 11, 10, 13, 0, 9, 12}));
      want.push(
          pick(v, {0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8}));
    }
    if constexpr (N == 8) {
      want.push(pick(v, reversed));
      V splat;
      splat.fill(v[0]);
      want.push(splat);
    } else {
      want.push(
          pick(v, {0, 1, 2, 3, 12, 13, 14, 15, 7, 6, 5, 4, 11, 10, 9, 8}));
      V splat;
      splat.fill(v[10]);
      want.push(splat);
    }
    want.push(constants);
    want.push(v);
    if constexpr (N == 8) {
      want.push(pick(v, {2, 0, 5, 7, 7, 7, 7, 7}));
      w[3] = v[5];
      w[5] = v[3];
      for (size_t j = 0; j < 4; ++j)
        w[4 + j] = add(w[4 + j], v[j]);
      for (size_t j = 0; j < 4; ++j)
        w[2 * j + 1] = w[2 * j];
      w[2] = w[3] = v[7];
      w[0] = v[7];
      w[7] = v[2];
      for (size_t j = 0; j < 4; ++j)
        w[7 - j] = v[j];
    } else {
      want.push(
          pick(v, {2, 6, 10, 14, 9, 13, 0, 15, 14, 15, 3, 3, 3, 3, 3, 7}));
      w[3] = v[5];
      w[5] = v[3];
      for (size_t j = 0; j < 8; ++j)
        w[8 + j] = add(w[8 + j], v[j]);
      for (size_t j = 0; j < 8; ++j)
        w[2 * j + 1] = w[2 * j];
      w[5] = v[15];
      w[14] = v[0];
      w[10] = v[1];
      for (size_t j = 0; j < 4; ++j)
        w[9 + 2 * j] = sub(w[9 + 2 * j], v[2 * j]);
      for (size_t j = 0; j < 4; ++j)
        w[15 - j] = v[j];
    }
    want.push(w);
    d[size_t(k) & (N - 1)] = v[size_t(k + 3) & (N - 1)];
    d[size_t(k + 1) & (N - 1)] = add(d[size_t(k + 1) & (N - 1)], fromInt<E>(1));
    want.push(d);
    V e = v;
    e[2 * (size_t(k) & (N / 2 - 1)) + 1] = v[0];
    e[N / 2 + 2 * (size_t(k + 1) & (N / 4 - 1))] = v[1];
    e[size_t(k + 2) & (N / 2 - 1)] = v[2];
    want.push(e);
    wantLanes.pushScalar(v[size_t(k) & (N - 1)]);
    wantLanes.pushScalar(v[2 * (size_t(k) & (N / 2 - 1)) + 1]);
    const E lane = v[size_t(k + 5) & (N - 1)];
    wantLanes.pushScalar(add(lane, lane));
  }
  EXPECT_TRUE(matches(this->template download<E>(out, want.size()), want));
  EXPECT_TRUE(
      matches(this->template download<E>(lanes, wantLanes.size()), wantLanes));
}

TYPED_TEST(LongVectors, SwizzlesLiteralsAndDynamicIndex) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->template checkSwizzles<8>();
  this->template checkSwizzles<16>();
}

// ---------------------------------------------------------------------------
// Memory in every address space, structs, by-value arguments, functions.

const char *MemoryKernel = R"CL(
typedef struct {
  int tag;
  ${V8} a;
  ${V16} b;
  short tail;
} Rec;

__constant ${V8} table[2] = {(${V8})(1, 2, 3, 4, 5, 6, 7, 8), (${V8})(9)};

${V8} twice(${V8} v) { return v + v; }
${V16} join(${V8} lo, ${V8} hi) { return (${V16})(lo, hi); }
Rec bump(Rec r, ${V8} d) {
  r.tag += 1;
  r.a += d;
  r.b.hi = r.b.lo;
  r.tail = -r.tail;
  return r;
}
void store_reversed(__global ${V16} *p, ${V16} v) {
  *p = v.sfedcba9876543210;
}

__kernel void memory(__global const ${V8} *a8, __global const ${V16} *a16,
                     __constant ${V8} *c8, __global Rec *recs,
                     __global ${V8} *o8, __global ${V16} *o16,
                     __global uint *sizes, __local ${V16} *scratch, int k,
                     ${V8} arg8, ${V16} arg16) {
  __local ${V16} tile[16];
  size_t i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
  tile[l] = a16[i];
  scratch[l] = a16[i] + arg16;
  barrier(CLK_LOCAL_MEM_FENCE);
  __global ${V16} *p16 = o16 + 5 * i;
  p16[0] = tile[n - 1 - l];
  p16[1] = scratch[(l + 1) % n];

  ${V8} arr[4];
  for (int j = 0; j < 4; ++j)
    arr[j] = a8[(i + j) % get_global_size(0)];
  arr[k & 3].s1 = arr[(k + 1) & 3].s6;
  __global ${V8} *p8 = o8 + 6 * i;
  p8[0] = arr[k & 3];
  __global const ${V8} *q = a8 + i;
  p8[1] = *(q + 1 - 1);
  (p8 + 2)[0] = c8[i] + table[i & 1];
  p8[3] = twice(arg8);
  p16[2] = join(p8[1], arr[0]);
  store_reversed(p16 + 4, a16[i]);

  p8[4] = a8[i];
  p8[4].odd = a8[i].even;
  p8[4].s2 = (${T})k;
  p8[5] = a8[i];
  p8[5][k & 7] = (${T})(k + 1);
  p16[3] = a16[i];
  p16[3].hi.lo = a16[i].lo.hi;
  p16[3].sF = arg16.s0;

  Rec r = recs[i];
  recs[i] = bump(r, arg8);
  recs[i].b.sE = (${T})(int)i;

  if (i == 0) {
    sizes[0] = sizeof(${V8});
    sizes[1] = __alignof__(${V8});
    sizes[2] = sizeof(${V16});
    sizes[3] = __alignof__(${V16});
    sizes[4] = sizeof(Rec);
    sizes[5] = (uint)__builtin_offsetof(Rec, a);
    sizes[6] = (uint)__builtin_offsetof(Rec, b);
    sizes[7] = (uint)__builtin_offsetof(Rec, tail);
    sizes[8] = (uint)((__global char *)(o8 + 1) - (__global char *)o8);
    sizes[9] = (uint)((__global char *)(p16 + 1) - (__global char *)p16);
  }
}
)CL";

/// The host twin of the kernel's Rec: OpenCL aligns a vector to its size.
template <typename E> struct Rec {
  int32_t tag;
  alignas(8 * sizeof(E)) Vec<E, 8> a;
  alignas(16 * sizeof(E)) Vec<E, 16> b;
  int16_t tail;
};

template <typename E> void LongVectors<E>::checkMemory() {
  using V8 = Vec<E, 8>;
  using V16 = Vec<E, 16>;
  Kernel k = this->kernel(forType<E, 8>(MemoryKernel));
  auto a8 = this->template vectors<8>(Items, false);
  auto a16 = this->template vectors<16>(Items, false);
  auto c8 = this->template vectors<8>(Items, false);
  std::vector<Rec<E>> recs(Items);
  for (Rec<E> &r : recs) {
    r.tag = int32_t(this->rng()());
    r.a = this->template vectors<8>(1, false)[0];
    r.b = this->template vectors<16>(1, false)[0];
    r.tail = int16_t(this->rng()());
  }
  const V8 arg8 = this->template vectors<8>(1, false)[0];
  const V16 arg16 = this->template vectors<16>(1, false)[0];
  const int32_t kk = int32_t(this->rng()() % 100);
  Buffer ba8 = this->upload(a8), ba16 = this->upload(a16),
         bc8 = this->upload(c8), brecs = this->upload(recs),
         o8 = this->makeBuffer(Items * 6 * sizeof(V8)),
         o16 = this->makeBuffer(Items * 5 * sizeof(V16)),
         sizes = this->makeBuffer(10 * 4);
  this->run(k, NDRange::linear(Items, Local), ba8, ba16, bc8, brecs, o8, o16,
            sizes, LocalBytes{Local * sizeof(V16)}, kk, arg8, arg16);

  const uint32_t s = sizeof(E);
  EXPECT_TRUE(
      allEqual(this->template download<uint32_t>(sizes, 10),
               {8 * s, 8 * s, 16 * s, 16 * s, uint32_t(sizeof(Rec<E>)),
                uint32_t(offsetof(Rec<E>, a)), uint32_t(offsetof(Rec<E>, b)),
                uint32_t(offsetof(Rec<E>, tail)), 8 * s, 16 * s}))
      << "sizeof, alignment, struct offsets and pointer strides";

  Expected<E> w8, w16;
  w8.lanes = 8;
  w8.rowNames = {"private array[k]",       "*(q + 1 - 1)",
                 "__constant arg + table", "twice(by-value arg)",
                 ".odd/.s2 stores",        "p[5][k] store"};
  w16.lanes = 16;
  w16.rowNames = {"static __local", "__local argument", "join(lo, hi)",
                  ".hi.lo/.sF stores", "store_reversed"};
  for (size_t i = 0; i < Items; ++i) {
    const size_t l = i % Local, g0 = i - l;
    V16 t0 = a16[g0 + Local - 1 - l], t1;
    const V16 &neighbour = a16[g0 + (l + 1) % Local];
    for (size_t j = 0; j < 16; ++j)
      t1[j] = add(neighbour[j], arg16[j]);
    V8 arr[4];
    for (size_t j = 0; j < 4; ++j)
      arr[j] = a8[(i + j) % Items];
    arr[kk & 3][1] = arr[(kk + 1) & 3][6];
    V8 sum, tw, odd = a8[i], dyn = a8[i];
    for (size_t j = 0; j < 8; ++j) {
      sum[j] = add(c8[i][j], fromInt<E>(i & 1 ? 9 : int(j) + 1));
      tw[j] = add(arg8[j], arg8[j]);
    }
    for (size_t j = 0; j < 4; ++j)
      odd[2 * j + 1] = a8[i][2 * j];
    odd[2] = fromInt<E>(kk);
    dyn[kk & 7] = fromInt<E>(kk + 1);
    w8.push(arr[kk & 3]);
    w8.push(a8[i]);
    w8.push(sum);
    w8.push(tw);
    w8.push(odd);
    w8.push(dyn);
    V16 joined, part = a16[i], reversed;
    for (size_t j = 0; j < 8; ++j) {
      joined[j] = a8[i][j];
      joined[8 + j] = arr[0][j];
    }
    for (size_t j = 0; j < 4; ++j)
      part[8 + j] = a16[i][4 + j];
    part[15] = arg16[0];
    for (size_t j = 0; j < 16; ++j)
      reversed[j] = a16[i][15 - j];
    w16.push(t0);
    w16.push(t1);
    w16.push(joined);
    w16.push(part);
    w16.push(reversed);
  }
  EXPECT_TRUE(matches(this->template download<E>(o8, w8.size()), w8));
  EXPECT_TRUE(matches(this->template download<E>(o16, w16.size()), w16));

  // The structs, field by field (padding is not compared).
  auto got = this->template download<Rec<E>>(brecs, Items);
  Expected<E> wa, wb;
  wa.lanes = 8;
  wa.rowNames = {"Rec.a"};
  wb.lanes = 16;
  wb.rowNames = {"Rec.b"};
  std::vector<E> gotA, gotB;
  std::vector<int32_t> tags, wantTags;
  std::vector<int16_t> tails, wantTails;
  for (size_t i = 0; i < Items; ++i) {
    Rec<E> r = recs[i];
    for (size_t j = 0; j < 8; ++j) {
      r.a[j] = add(r.a[j], arg8[j]);
      r.b[8 + j] = r.b[j];
    }
    r.b[14] = fromInt<E>(int(i));
    wa.push(r.a);
    wb.push(r.b);
    gotA.insert(gotA.end(), got[i].a.begin(), got[i].a.end());
    gotB.insert(gotB.end(), got[i].b.begin(), got[i].b.end());
    tags.push_back(got[i].tag);
    wantTags.push_back(int32_t(uint32_t(r.tag) + 1));
    tails.push_back(got[i].tail);
    wantTails.push_back(int16_t(-r.tail));
  }
  EXPECT_TRUE(matches(gotA, wa));
  EXPECT_TRUE(matches(gotB, wb));
  EXPECT_TRUE(allEqual(tags, wantTags)) << "Rec.tag";
  EXPECT_TRUE(allEqual(tails, wantTails)) << "Rec.tail";
}

TYPED_TEST(LongVectors, MemoryStructsArgumentsAndFunctions) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->checkMemory();
}

// ---------------------------------------------------------------------------
// as_type: the bytes of a long vector seen as another type of its size.

class LongVectorsAsType : public E2eTest {
protected:
  std::vector<uint32_t> words(size_t n) { return random<uint32_t>(n); }
};

/// Bytes of `v` as a vector of T.
template <typename T, typename U> std::vector<T> reinterpret(const U &v) {
  std::vector<T> r(sizeof(U) / sizeof(T));
  std::memcpy(r.data(), &v, sizeof(U));
  return r;
}

TEST_F(LongVectorsAsType, ThirtyTwoBitAndNarrowerLanes) {
  Kernel k = kernel(R"CL(
__kernel void as_types(__global const uint16 *in, __global uint16 *out,
                       __global float8 *fout) {
  size_t i = get_global_id(0);
  uint16 u = in[i];
  __global uint16 *o = out + 4 * i;
  float8 f = as_float8(as_int8(u.lo));
  uchar16 b = as_uchar16(as_float4(u.s4567));
  char16 c = as_char16(as_short8(u.s89ab));
  ushort16 s = as_ushort16(f);
  uchar8 e = as_uchar8(u.sEF);
  b.odd += (uchar8)(1);
  c = c.sfedcba9876543210;
  s.even = s.odd;
  fout[i] = f;
  o[0] = (uint16)(as_uint4(b), as_uint4(c), as_uint8(s));
  o[1] = as_uint16(as_float16(u));
  o[2] = (uint16)(as_uint8(as_short16(as_int8(u.hi)) + (short16)(1)),
                  as_uint4(as_char16(u.s0123) - (char16)(3)),
                  as_uint2(e.s76543210), as_uint2(as_ushort4(e) >> (ushort)4));
  o[3] = as_uint16(as_int16(u) >> 3);
}
)CL");
  auto in = words(Items * 16);
  Buffer bin = upload(in), out = makeBuffer(Items * 4 * 64),
         fout = makeBuffer(Items * 32);
  run(k, NDRange::linear(Items, Local), bin, out, fout);
  std::vector<uint32_t> want, wantF;
  for (size_t i = 0; i < Items; ++i) {
    const uint32_t *u = &in[16 * i];
    std::array<uint32_t, 16> o0, o2, o3;
    auto b =
        reinterpret<uint8_t>(std::array<uint32_t, 4>{u[4], u[5], u[6], u[7]});
    for (size_t j = 1; j < 16; j += 2)
      b[j] = uint8_t(b[j] + 1);
    auto c =
        reinterpret<int8_t>(std::array<uint32_t, 4>{u[8], u[9], u[10], u[11]});
    std::reverse(c.begin(), c.end());
    auto s = reinterpret<uint16_t>(std::array<uint32_t, 8>{
        u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7]});
    for (size_t j = 0; j < 16; j += 2)
      s[j] = s[j + 1];
    std::memcpy(&o0[0], b.data(), 16);
    std::memcpy(&o0[4], c.data(), 16);
    std::memcpy(&o0[8], s.data(), 32);
    auto h = reinterpret<int16_t>(std::array<uint32_t, 8>{
        u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]});
    for (int16_t &x : h)
      x = int16_t(x + 1);
    auto c2 =
        reinterpret<int8_t>(std::array<uint32_t, 4>{u[0], u[1], u[2], u[3]});
    for (int8_t &x : c2)
      x = int8_t(x - 3);
    auto e = reinterpret<uint8_t>(std::array<uint32_t, 2>{u[14], u[15]});
    std::vector<uint8_t> er(e.rbegin(), e.rend());
    auto es = reinterpret<uint16_t>(std::array<uint32_t, 2>{u[14], u[15]});
    for (uint16_t &x : es)
      x = uint16_t(x >> 4);
    std::memcpy(&o2[0], h.data(), 32);
    std::memcpy(&o2[8], c2.data(), 16);
    std::memcpy(&o2[12], er.data(), 8);
    std::memcpy(&o2[14], es.data(), 8);
    for (size_t j = 0; j < 16; ++j)
      o3[j] = uint32_t(int32_t(u[j]) >> 3);
    want.insert(want.end(), o0.begin(), o0.end());
    want.insert(want.end(), u, u + 16);
    want.insert(want.end(), o2.begin(), o2.end());
    want.insert(want.end(), o3.begin(), o3.end());
    wantF.insert(wantF.end(), u, u + 8);
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(out, want.size()), want));
  EXPECT_TRUE(allEqual(download<uint32_t>(fout, wantF.size()), wantF))
      << "float8 from random bits, stored unchanged";
}

TEST_F(LongVectorsAsType, SixtyFourBitLanes) {
  E2E_REQUIRE_INT64();
  E2E_REQUIRE_FP64();
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void as_types64(__global const ulong8 *in, __global ulong8 *out) {
  size_t i = get_global_id(0);
  ulong8 v = in[i];
  __global ulong8 *o = out + 4 * i;
  int8 w = as_int8(as_long4(v.lo));
  w.even = w.odd;
  o[0] = (ulong8)(as_ulong4(w), as_ulong4(as_int8(v.hi) + (int8)(1)));
  o[1] = as_ulong8(as_double8(v));
  o[2] = as_ulong8(as_long8(as_int16(v).s1032547698badcfe));
  uchar16 b = as_uchar16(v.s25);
  o[3] = (ulong8)(as_ulong2(b.sfedcba9876543210), as_ulong2(as_double2(v.s01)),
                  as_ulong4(as_short16(v.hi) * (short16)(3)));
}
)CL");
  auto in = random<uint64_t>(Items * 8);
  Buffer bin = upload(in), out = makeBuffer(Items * 4 * 64);
  run(k, NDRange::linear(Items, Local), bin, out);
  std::vector<uint64_t> want;
  for (size_t i = 0; i < Items; ++i) {
    const uint64_t *v = &in[8 * i];
    std::array<uint64_t, 8> o0, o2, o3;
    auto w =
        reinterpret<int32_t>(std::array<uint64_t, 4>{v[0], v[1], v[2], v[3]});
    for (size_t j = 0; j < 8; j += 2)
      w[j] = w[j + 1];
    auto h =
        reinterpret<uint32_t>(std::array<uint64_t, 4>{v[4], v[5], v[6], v[7]});
    for (uint32_t &x : h)
      x += 1;
    std::memcpy(&o0[0], w.data(), 32);
    std::memcpy(&o0[4], h.data(), 32);
    for (size_t j = 0; j < 8; ++j)
      o2[j] = (v[j] << 32) | (v[j] >> 32);
    auto b = reinterpret<uint8_t>(std::array<uint64_t, 2>{v[2], v[5]});
    std::reverse(b.begin(), b.end());
    auto s =
        reinterpret<int16_t>(std::array<uint64_t, 4>{v[4], v[5], v[6], v[7]});
    for (int16_t &x : s)
      x = int16_t(x * 3);
    std::memcpy(&o3[0], b.data(), 16);
    o3[2] = v[0];
    o3[3] = v[1];
    std::memcpy(&o3[4], s.data(), 32);
    want.insert(want.end(), o0.begin(), o0.end());
    want.insert(want.end(), v, v + 8);
    want.insert(want.end(), o2.begin(), o2.end());
    want.insert(want.end(), o3.begin(), o3.end());
  }
  EXPECT_TRUE(allEqual(download<uint64_t>(out, want.size()), want));
}

TEST_F(LongVectorsAsType, HalfLanes) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void as_types_half(__global const ushort16 *in,
                            __global ushort16 *out) {
  size_t i = get_global_id(0);
  ushort16 u = in[i];
  __global ushort16 *o = out + 3 * i;
  half16 h = as_half16(u);
  o[0] = as_ushort16(h);
  half8 g = as_half8(as_short8(u.lo));
  o[1] = (ushort16)(as_ushort8(g.s76543210), as_ushort8(as_half8(as_int4(u.hi))));
  o[2] = as_ushort16(as_half16(as_int8(u)).sfedcba9876543210);
}
)CL");
  auto in = random<uint16_t>(Items * 16);
  for (uint16_t &h : in)
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF))
      h |= 0x200; // quiet NaNs only: CPUs may quiet signalling ones on a move
  Buffer bin = upload(in), out = makeBuffer(Items * 3 * 32);
  run(k, NDRange::linear(Items, Local), bin, out);
  std::vector<uint16_t> want;
  for (size_t i = 0; i < Items; ++i) {
    const uint16_t *u = &in[16 * i];
    want.insert(want.end(), u, u + 16);
    for (size_t j = 0; j < 8; ++j)
      want.push_back(u[7 - j]);
    want.insert(want.end(), u + 8, u + 16);
    for (size_t j = 0; j < 16; ++j)
      want.push_back(u[15 - j]);
  }
  EXPECT_TRUE(allEqual(download<uint16_t>(out, want.size()), want));
}

// ---------------------------------------------------------------------------
// The emitter's own code (-O0) for the operator and swizzle kernels.

template <typename E> class LongVectorsUnoptimized : public LongVectors<E> {
protected:
  void SetUp() override {
    LongVectors<E>::SetUp();
    this->options_.optimize = false;
  }
};
using UnoptimizedElements =
    ::testing::Types<int8_t, int32_t, int64_t, float, double, Half>;
TYPED_TEST_SUITE(LongVectorsUnoptimized, UnoptimizedElements, TypeNames);

TYPED_TEST(LongVectorsUnoptimized, OperatorsAndSwizzles) {
  if (this->unsupported())
    GTEST_SKIP() << Elem<TypeParam>::name << " is not on this device";
  this->template checkOperators<8>();
  this->template checkSwizzles<16>();
}

// ---------------------------------------------------------------------------
// Memory corners, control flow, conversions and arguments.

class LongVectorsMore : public E2eTest {};

TEST_F(LongVectorsMore, ConcurrentLaneStoresKeepOtherLanes) {
  // Each work-item writes one lane of a vector shared with 7 or 15 others:
  // a lane store must not rewrite the lanes other work-items store.
  Kernel k = kernel(R"CL(
__kernel void lane_stores(__global const int *in, __global char16 *c,
                          __global short8 *s, __global int8 *w,
                          __global float16 *f, __global char16 *lc) {
  __local char16 tile[4];
  size_t i = get_global_id(0), l = get_local_id(0);
  size_t e = i / 16, j = i % 16;
  int x = in[i];
  c[e][j] = (char)x;
  s[i / 8][i % 8] = (short)x;
  w[i / 8][i % 8] = x;
  switch ((int)j) {
  case 0:
    f[e].s0 = (float)x;
    break;
  case 7:
    f[e].s7 = (float)x;
    break;
  case 10:
    f[e].sA = (float)x;
    break;
  case 15:
    f[e].sF = (float)x;
    break;
  default:
    f[e][j] = (float)x;
    break;
  }
  tile[l / 16][l % 16] = (char)(x >> 8);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (j == 0)
    lc[e] = tile[l / 16];
}
)CL");
  const size_t n = 256;
  auto in = random<int32_t>(n, -1000000, 1000000);
  Buffer bin = upload(in), c = makeBuffer(n), s = makeBuffer(2 * n),
         w = makeBuffer(4 * n), f = makeBuffer(4 * n), lc = makeBuffer(n);
  run(k, NDRange::linear(n, 64), bin, c, s, w, f, lc);
  std::vector<int8_t> wantC(n), wantL(n);
  std::vector<int16_t> wantS(n);
  std::vector<float> wantF(n);
  for (size_t i = 0; i < n; ++i) {
    wantC[i] = int8_t(in[i]);
    wantS[i] = int16_t(in[i]);
    wantF[i] = float(in[i]);
    wantL[i] = int8_t(in[i] >> 8);
  }
  EXPECT_TRUE(allEqual(download<int8_t>(c, n), wantC)) << "char16 lanes";
  EXPECT_TRUE(allEqual(download<int16_t>(s, n), wantS)) << "short8 lanes";
  EXPECT_TRUE(allEqual(download<int32_t>(w, n), in)) << "int8 lanes";
  EXPECT_TRUE(allEqual(download<float>(f, n), wantF)) << "float16 lanes";
  EXPECT_TRUE(allEqual(download<int8_t>(lc, n), wantL))
      << "__local char16 lanes";
}

#pragma pack(push, 1)
struct Packed {
  int8_t c;
  std::array<int8_t, 8> v;
  std::array<float, 8> f;
  std::array<int16_t, 16> s;
};
#pragma pack(pop)
static_assert(sizeof(Packed) == 73, "packed layout");

TEST_F(LongVectorsMore, PackedStructsAndPointerCasts) {
  // Vectors at odd offsets of packed structs (no alignment at all), and
  // vectors reached through pointers cast from and to their element type.
  Kernel k = kernel(R"CL(
typedef struct __attribute__((packed)) {
  char c;
  char8 v;
  float8 f;
  short16 s;
} Packed;

__kernel void packed(__global Packed *p, __global float *floats,
                     __global float8 *o, __global uint *sizes, int k) {
  size_t i = get_global_id(0);
  Packed x = p[i];
  x.c += 1;
  x.v += (char8)(1, 2, 3, 4, 5, 6, 7, 8);
  x.s.hi = x.s.lo;
  p[i] = x;
  p[i].f.s3 = (float)k;
  p[i].s[k & 15] = -1;
  o[i] = x.f;
  __global float *fp = (__global float *)(o + i);
  fp[k & 7] = 0.5f;
  __global float8 *vp = (__global float8 *)(floats + 8 * i);
  vp->s1 = vp->s0 * 2.0f;
  vp[0].hi = vp[0].lo;
  if (i == 0) {
    sizes[0] = sizeof(Packed);
    sizes[1] = (uint)__builtin_offsetof(Packed, f);
  }
}
)CL");
  std::vector<Packed> recs(Items);
  auto bytes = random<uint8_t>(Items * sizeof(Packed));
  std::memcpy(recs.data(), bytes.data(), bytes.size());
  auto fl = random<float>(Items * 8, -1000.0f, 1000.0f);
  for (Packed &r : recs)
    for (float &x : r.f)
      x = float(int32_t(rng()() % 2000000) - 1000000) / 8.0f;
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer bp = upload(recs), bf = upload(fl), o = makeBuffer(Items * 32),
         sizes = makeBuffer(8);
  run(k, NDRange::linear(Items, Local), bp, bf, o, sizes, kk);
  std::vector<uint8_t> wantP(Items * sizeof(Packed));
  std::vector<float> wantO, wantF = fl;
  for (size_t i = 0; i < Items; ++i) {
    Packed x = recs[i];
    x.c = int8_t(x.c + 1);
    for (size_t j = 0; j < 8; ++j) {
      x.v[j] = int8_t(x.v[j] + int(j) + 1);
      x.s[8 + j] = x.s[j];
    }
    std::array<float, 8> of = x.f;
    of[kk & 7] = 0.5f;
    wantO.insert(wantO.end(), of.begin(), of.end());
    x.f[3] = float(kk);
    x.s[kk & 15] = -1;
    std::memcpy(&wantP[i * sizeof(Packed)], &x, sizeof(Packed));
    float *v = &wantF[8 * i];
    v[1] = v[0] * 2.0f;
    for (size_t j = 0; j < 4; ++j)
      v[4 + j] = v[j];
  }
  EXPECT_TRUE(allEqual(download<uint32_t>(sizes, 2), {73u, 9u}));
  EXPECT_TRUE(allEqual(download<uint8_t>(bp, wantP.size()), wantP))
      << "packed structs, byte by byte";
  EXPECT_TRUE(allEqual(download<float>(o, wantO.size()), wantO))
      << "float8 written, then one lane through a float *";
  EXPECT_TRUE(allEqual(download<float>(bf, wantF.size()), wantF))
      << "float8 lanes through a float8 * cast from a float *";
}

TEST_F(LongVectorsMore, LoopsUnionsAndPrivatePointers) {
  // Long vectors carried around loops, updated under branches on one lane,
  // passed by pointer to a helper, written through an int pointer into the
  // private arena, and seen through a union.
  Kernel k = kernel(R"CL(
typedef union {
  float8 f;
  uint8 u;
  uchar16 b[2];
} Bits;

void bump(int16 *p, int k) {
  *p += (int16)(k);
  p->s2 = 7;
}

__kernel void loops(__global const int16 *in, __global const int *counts,
                    __global const float8 *fin, __global int16 *out,
                    __global uint8 *uout) {
  size_t i = get_global_id(0);
  int n = counts[i];
  int16 acc = in[i];
  for (int j = 0; j < n; ++j) {
    acc = acc * 3 + (int16)(j);
    if ((acc < 0).s0)
      acc.hi ^= acc.lo;
  }
  int16 v = in[i];
  int m = n;
  while ((v != 0).sF && m-- > 0)
    v.sF >>= 1;
  out[3 * i] = acc;
  out[3 * i + 1] = v;
  int16 b = in[i];
  bump(&b, n);
  int *ip = (int *)&b;
  ip[n & 15] = 100;
  out[3 * i + 2] = b;
  Bits u;
  u.f = fin[i];
  u.u.s0 ^= 0x80000000u;
  u.b[1].s3 = 0;
  uout[i] = u.u;
}
)CL");
  using Int16 = std::array<int32_t, 16>;
  using Uint8 = std::array<uint32_t, 8>;
  auto flat = random<int32_t>(Items * 16);
  std::vector<Int16> in(Items);
  std::memcpy(in.data(), flat.data(), flat.size() * 4);
  auto counts = random<int32_t>(Items, 0, 20);
  std::vector<Uint8> fin(Items);
  for (Uint8 &f : fin)
    for (uint32_t &x : f)
      x = uint32_t(rng()());
  Buffer bin = upload(in), bc = upload(counts), bf = upload(fin),
         out = makeBuffer(Items * 3 * 64), uout = makeBuffer(Items * 32);
  run(k, NDRange::linear(Items, Local), bin, bc, bf, out, uout);
  std::vector<Int16> want;
  std::vector<Uint8> wantU;
  for (size_t i = 0; i < Items; ++i) {
    const int n = counts[i];
    Int16 acc = in[i], v = in[i], b = in[i];
    for (int j = 0; j < n; ++j) {
      for (int32_t &x : acc)
        x = int32_t(uint32_t(x) * 3u + uint32_t(j));
      if (acc[0] < 0)
        for (size_t l = 0; l < 8; ++l)
          acc[8 + l] ^= acc[l];
    }
    for (int m = n; v[15] != 0 && m-- > 0;)
      v[15] >>= 1;
    for (int32_t &x : b)
      x = int32_t(uint32_t(x) + uint32_t(n));
    b[2] = 7;
    b[size_t(n) & 15] = 100;
    want.insert(want.end(), {acc, v, b});
    Uint8 u = fin[i];
    u[0] ^= 0x80000000u;
    u[4] &= 0x00FFFFFFu;
    wantU.push_back(u);
  }
  EXPECT_TRUE(allEqual(download<Int16>(out, want.size()), want));
  EXPECT_TRUE(allEqual(download<Uint8>(uout, wantU.size()), wantU));
}

TEST_F(LongVectorsMore, ImplicitConversionsLaneIncrementsAndSideEffects) {
  // Scalars become vectors in initializations, assignments, returns and
  // arguments, and are converted to the element type in literals (uint to
  // float exactly, also on SwiftShader); ++/-- on lanes, halves and nested
  // swizzles; a ternary whose arms assign (only the chosen one runs).
  Kernel k = kernel(R"CL(
float8 splat_ret(float x) { return x; }
int16 add_vec(int16 a, int16 b) { return a + b; }

__kernel void conversions(__global const float *fs, __global const int *is,
                          __global float8 *fo, __global int16 *io,
                          __global char16 *co, int k) {
  size_t i = get_global_id(0);
  float z = fs[i];
  int n = is[i];
  float8 a = z;
  int16 w;
  w = n;
  uint u = (uint)n;
  fo[5 * i] = a;
  fo[5 * i + 1] = splat_ret(z * 2.0f);
  fo[5 * i + 2] = a.s3 + (float8)(0.25f);
  fo[5 * i + 3] = (float8)(u, n, (char)n, 1.5f, 2u, (short)n, u >> 1, -n);
  fo[5 * i + 4] = (float8)(0.0f) + u;
  io[4 * i] = add_vec(w, n);
  w.s3++;
  ++w.hi;
  w[k & 15]--;
  --w.odd.s1;
  io[4 * i + 1] = w;
  int16 t = w.sA;
  t += 1;
  t.even <<= 1;
  io[4 * i + 2] = t;
  io[4 * i + 3] = (int16)(n) == w;
  char16 s = (char16)((char)n);
  char16 r = n & 1 ? (s += (char16)(1)) : (s -= (char16)(2));
  co[2 * i] = r;
  co[2 * i + 1] = s;
}
)CL");
  auto fs = random<float>(Items, -1000.0f, 1000.0f);
  auto is = random<int32_t>(Items, -2000000000, 2000000000);
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer bf = upload(fs), bi = upload(is), fo = makeBuffer(Items * 5 * 32),
         io = makeBuffer(Items * 4 * 64), co = makeBuffer(Items * 2 * 16);
  run(k, NDRange::linear(Items, Local), bf, bi, fo, io, co, kk);
  using Int16 = std::array<int32_t, 16>;
  using Float8 = std::array<float, 8>;
  using Char16 = std::array<int8_t, 16>;
  std::vector<Float8> wantF;
  std::vector<Int16> wantI;
  std::vector<Char16> wantC;
  auto wrap = [](int64_t x) { return int32_t(uint32_t(uint64_t(x))); };
  for (size_t i = 0; i < Items; ++i) {
    const float z = fs[i];
    const int32_t n = is[i];
    const uint32_t u = uint32_t(n);
    Float8 a, a2, a3, lit, plusU;
    a.fill(z);
    a2.fill(z * 2.0f);
    a3.fill(z + 0.25f);
    lit = {float(u), float(n),          float(int8_t(n)), 1.5f,
           2.0f,     float(int16_t(n)), float(u >> 1),    float(-n)};
    plusU.fill(float(u));
    wantF.insert(wantF.end(), {a, a2, a3, lit, plusU});
    Int16 w, sum, t, eq;
    w.fill(n);
    sum.fill(wrap(int64_t(n) * 2));
    w[3] = wrap(int64_t(w[3]) + 1);
    for (size_t j = 8; j < 16; ++j)
      w[j] = wrap(int64_t(w[j]) + 1);
    w[kk & 15] = wrap(int64_t(w[kk & 15]) - 1);
    w[3] = wrap(int64_t(w[3]) - 1);
    t.fill(wrap(int64_t(w[10]) + 1));
    for (size_t j = 0; j < 16; j += 2)
      t[j] = int32_t(uint32_t(t[j]) << 1);
    for (size_t j = 0; j < 16; ++j)
      eq[j] = n == w[j] ? -1 : 0;
    wantI.insert(wantI.end(), {sum, w, t, eq});
    Char16 r, s;
    s.fill(int8_t(n));
    for (int8_t &x : s)
      x = int8_t(n & 1 ? x + 1 : x - 2);
    r = s;
    wantC.insert(wantC.end(), {r, s});
  }
  EXPECT_TRUE(allEqual(download<Float8>(fo, wantF.size()), wantF));
  EXPECT_TRUE(allEqual(download<Int16>(io, wantI.size()), wantI));
  EXPECT_TRUE(allEqual(download<Char16>(co, wantC.size()), wantC));
}

struct Packet {
  alignas(64) std::array<int32_t, 16> w;
  alignas(32) std::array<float, 8> f;
  alignas(8) std::array<int8_t, 8> c;
};
static_assert(sizeof(Packet) == 128, "OpenCL layout of Packet");

TEST_F(LongVectorsMore, ByValueArgumentsInPushConstantsAndStructs) {
  // Small long-vector arguments fit the push constants (char8, uchar16 and
  // short8 are read from them as bytes and halves); a struct of long
  // vectors goes by value in an argument buffer.
  Kernel small = kernel(R"CL(
__kernel void small_args(__global int *out, char8 c, uchar16 d, short8 s) {
  __global int *o = out + 32 * get_global_id(0);
  for (int j = 0; j < 8; ++j) {
    o[j] = c[j];
    o[24 + j] = s[j];
  }
  for (int j = 0; j < 16; ++j)
    o[8 + j] = d[j];
}
)CL");
  Kernel big = kernel(R"CL(
typedef struct {
  int16 w;
  float8 f;
  char8 c;
} Packet;

__kernel void struct_arg(__global int16 *wo, __global float8 *fo,
                         __global char8 *co, int k, Packet p) {
  size_t i = get_global_id(0);
  wo[i] = p.w + k;
  fo[i] = p.f;
  co[i] = p.c.s76543210;
}
)CL");
  auto c = random<int8_t>(8);
  auto d = random<uint8_t>(16);
  auto sv = random<int16_t>(8);
  std::array<int8_t, 8> ca;
  std::array<uint8_t, 16> da;
  std::array<int16_t, 8> sa;
  std::copy(c.begin(), c.end(), ca.begin());
  std::copy(d.begin(), d.end(), da.begin());
  std::copy(sv.begin(), sv.end(), sa.begin());
  Buffer out = makeBuffer(4 * 32 * 4);
  run(small, NDRange::linear(4), out, ca, da, sa);
  std::vector<int32_t> want;
  for (int item = 0; item < 4; ++item) {
    want.insert(want.end(), c.begin(), c.end());
    want.insert(want.end(), d.begin(), d.end());
    want.insert(want.end(), sv.begin(), sv.end());
  }
  EXPECT_TRUE(allEqual(download<int32_t>(out, want.size()), want))
      << "char8, uchar16, short8 by value";

  Packet p{};
  auto w = random<int32_t>(16);
  auto f = random<float>(8, -100.0f, 100.0f);
  auto pc = random<int8_t>(8);
  std::copy(w.begin(), w.end(), p.w.begin());
  std::copy(f.begin(), f.end(), p.f.begin());
  std::copy(pc.begin(), pc.end(), p.c.begin());
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer wo = makeBuffer(4 * 64), fo = makeBuffer(4 * 32), co = makeBuffer(32);
  run(big, NDRange::linear(4), wo, fo, co, kk, p);
  std::vector<int32_t> wantW;
  std::vector<float> wantF;
  std::vector<int8_t> wantC;
  for (int item = 0; item < 4; ++item) {
    for (int32_t x : w)
      wantW.push_back(int32_t(uint32_t(x) + uint32_t(kk)));
    wantF.insert(wantF.end(), f.begin(), f.end());
    wantC.insert(wantC.end(), pc.rbegin(), pc.rend());
  }
  EXPECT_TRUE(allEqual(download<int32_t>(wo, wantW.size()), wantW));
  EXPECT_TRUE(allEqual(download<float>(fo, wantF.size()), wantF));
  EXPECT_TRUE(allEqual(download<int8_t>(co, wantC.size()), wantC));
}

TEST_F(LongVectorsMore, OverlappingSwizzleAssignmentsInRegistersAndMemory) {
  // A swizzle assignment whose source lanes are its own destination lanes
  // reads every source lane before writing any, in registers and in
  // memory; compound assignments and ++/-- on swizzles of vectors in memory.
  Kernel k = kernel(R"CL(
__kernel void overlap(__global int16 *g, __global char16 *c,
                      __global int16 *out, int k) {
  size_t i = get_global_id(0);
  __global int16 *p = g + 5 * i;
  __global int16 *o = out + 4 * i;
  int16 w = p[0];
  w.sfedcba9876543210 = w;
  o[0] = w;
  w = p[0];
  w.s123456789abcdef0 = w;
  o[1] = w;
  w = p[0];
  w.hi = w.lo + w.hi;
  w.lo = w.hi;
  o[2] = w;
  w = p[0];
  w.s70615243 = w.lo;
  o[3] = w;
  p[1].sfedcba9876543210 = p[1];
  p[2].odd += p[2].even;
  p[3][k & 15]++;
  --p[3].hi.s3;
  p[4].s0123 *= p[4].sCDEF;
  __global char16 *q = c + 3 * i;
  q[0].hi += q[0].lo;
  q[1][k & 15] -= 100;
  q[2].odd = q[2].even++;
}
)CL");
  using Int16 = std::array<int32_t, 16>;
  using Char16 = std::array<int8_t, 16>;
  auto gv = random<int32_t>(Items * 5 * 16, -100000, 100000);
  auto cv = random<int8_t>(Items * 3 * 16);
  std::vector<Int16> g(Items * 5);
  std::vector<Char16> c(Items * 3);
  std::memcpy(g.data(), gv.data(), gv.size() * 4);
  std::memcpy(c.data(), cv.data(), cv.size());
  const int32_t kk = int32_t(rng()() % 1000);
  Buffer bg = upload(g), bc = upload(c), out = makeBuffer(Items * 4 * 64);
  run(k, NDRange::linear(Items, Local), bg, bc, out, kk);
  std::vector<Int16> wantG = g, wantO;
  std::vector<Char16> wantC = c;
  for (size_t i = 0; i < Items; ++i) {
    const Int16 v = g[5 * i];
    Int16 r, rot, hl, mixed = v;
    for (size_t j = 0; j < 16; ++j) {
      r[j] = v[15 - j];
      rot[(j + 1) % 16] = v[j];
    }
    for (size_t j = 0; j < 8; ++j)
      hl[j] = hl[8 + j] = v[j] + v[8 + j];
    const int order[8] = {7, 0, 6, 1, 5, 2, 4, 3};
    for (size_t j = 0; j < 8; ++j)
      mixed[size_t(order[j])] = v[j];
    wantO.insert(wantO.end(), {r, rot, hl, mixed});
    Int16 *p = &wantG[5 * i];
    std::reverse(p[1].begin(), p[1].end());
    for (size_t j = 0; j < 8; ++j)
      p[2][2 * j + 1] += p[2][2 * j];
    p[3][kk & 15] += 1;
    p[3][11] -= 1;
    for (size_t j = 0; j < 4; ++j)
      p[4][j] *= p[4][12 + j];
    Char16 *q = &wantC[3 * i];
    for (size_t j = 0; j < 8; ++j)
      q[0][8 + j] = int8_t(q[0][8 + j] + q[0][j]);
    q[1][kk & 15] = int8_t(q[1][kk & 15] - 100);
    for (size_t j = 0; j < 8; ++j) {
      q[2][2 * j + 1] = q[2][2 * j];
      q[2][2 * j] = int8_t(q[2][2 * j] + 1);
    }
  }
  EXPECT_TRUE(allEqual(download<Int16>(out, wantO.size()), wantO))
      << "in registers";
  EXPECT_TRUE(allEqual(download<Int16>(bg, wantG.size()), wantG))
      << "int16 in memory";
  EXPECT_TRUE(allEqual(download<Char16>(bc, wantC.size()), wantC))
      << "char16 in memory";
}

TEST_F(LongVectorsMore, LocalArgumentsAreAlignedForTheirType) {
  // OpenCL aligns every object to its type: a __local float8 * argument is
  // 32-byte aligned and an int16 * one 64-byte aligned, whatever static
  // __local data and earlier arguments take.
  Kernel k = kernel(R"CL(
__kernel void local_align(__global const float8 *in, __global float8 *out,
                          __global uint *addresses, __local char *bytes,
                          __local float8 *f8, __local int16 *i16,
                          __local char16 *c16) {
  __local uchar pad[5];
  size_t l = get_local_id(0), g = get_global_id(0);
  if (l < 5)
    pad[l] = 1;
  bytes[l] = (char)l;
  f8[l] = in[g];
  i16[l] = (int16)((int)l);
  c16[l] = (char16)((char)l);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = f8[(l + 1) % get_local_size(0)] +
           (float)(i16[l].s3 + c16[l].sF + bytes[l] + pad[4] - 1);
  if (l == 0) {
    addresses[0] = (uint)(size_t)f8;
    addresses[1] = (uint)(size_t)i16;
    addresses[2] = (uint)(size_t)c16;
  }
}
)CL");
  using Float8 = std::array<float, 8>;
  auto flat = random<float>(Items * 8, -1000.0f, 1000.0f);
  std::vector<Float8> in(Items);
  std::memcpy(in.data(), flat.data(), flat.size() * 4);
  Buffer bin = upload(in), out = makeBuffer(Items * 32),
         mis = makeBuffer(3 * 4);
  run(k, NDRange::linear(Items, Local), bin, out, mis, LocalBytes{Local},
      LocalBytes{Local * 32}, LocalBytes{Local * 64}, LocalBytes{Local * 16});
  std::vector<Float8> want(Items);
  for (size_t i = 0; i < Items; ++i) {
    const size_t l = i % Local;
    for (size_t j = 0; j < 8; ++j)
      want[i][j] = in[i - l + (l + 1) % Local][j] + float(3 * l);
  }
  EXPECT_TRUE(allEqual(download<Float8>(out, Items), want));
  // The addresses come back raw: a compiler may fold `address % 64` to 0
  // for an int16 *, trusting the alignment the runtime must provide.
  auto addresses = download<uint32_t>(mis, 3);
  EXPECT_TRUE(
      allEqual(std::vector<uint32_t>{addresses[0] % 32, addresses[1] % 64,
                                     addresses[2] % 16},
               {0u, 0u, 0u}))
      << "__local arena offsets " << addresses[0] << ", " << addresses[1]
      << ", " << addresses[2]
      << " of the float8, int16 and char16 arguments, modulo 32, 64, 16";
}

} // namespace
} // namespace vkcl::e2e
