// The host reference of the explicit conversions (ConvertTest.cpp):
// convert_<type>[_sat][_<rounding>] of one source value, as the bits of
// the result.
//
// It shares nothing with the compiler's lowering. Every source value
// (8- to 64-bit integers, half, float, double) is exact in x87's 80-bit
// long double (64-bit significand), so each conversion is that one value
// rounded once: to an integer by truncl/nearbyintl/ceill/floorl, to float
// and double by the x87 store under std::fesetround (volatile operands
// keep the compiler from folding across the mode change), to half by
// tests/common/HalfReference.h's integer rounding of the value's 64-bit
// significand. Integer-to-integer conversions wrap (C's modular rule) or
// clamp (_sat). Float-to-integer conversions out of range, and NaN, give
// the saturated value with or without _sat: OpenCL leaves the unsaturated
// ones implementation-defined and vkcl documents that choice
// (docs/mapping.md, conversions).
#pragma once

#include "HalfReference.h"

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace vkcl::e2e::convert {

using reference::Rounding;

/// The scalar types of the conversions.
struct Type {
  const char *name;
  const char *bitsName; ///< the unsigned type of its size (as_<bitsName>)
  unsigned bits;
  bool isFloat, isSigned;
  bool needsInt64, needsFp64, needsFp16;
};

inline constexpr Type Types[] = {
    {"char", "uchar", 8, false, true, false, false, false},
    {"uchar", "uchar", 8, false, false, false, false, false},
    {"short", "ushort", 16, false, true, false, false, false},
    {"ushort", "ushort", 16, false, false, false, false, false},
    {"int", "uint", 32, false, true, false, false, false},
    {"uint", "uint", 32, false, false, false, false, false},
    {"long", "ulong", 64, false, true, true, false, false},
    {"ulong", "ulong", 64, false, false, true, false, false},
    {"half", "ushort", 16, true, true, false, false, true},
    {"float", "uint", 32, true, true, false, false, false},
    {"double", "ulong", 64, true, true, false, true, false},
};

inline const Type *typeNamed(const std::string &name) {
  for (const Type &t : Types)
    if (name == t.name)
      return &t;
  return nullptr;
}

inline uint64_t maskOf(unsigned bits) {
  return bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
}

/// The value of bits `b` of type `t`: exact, or NaN.
inline long double valueOf(const Type &t, uint64_t b) {
  if (t.isFloat) {
    if (t.bits == 16)
      return reference::halfToFloat(uint16_t(b));
    if (t.bits == 32) {
      float f;
      uint32_t w = uint32_t(b);
      std::memcpy(&f, &w, 4);
      return f;
    }
    double d;
    std::memcpy(&d, &b, 8);
    return d;
  }
  b &= maskOf(t.bits);
  if (t.isSigned && t.bits < 64 && (b >> (t.bits - 1)))
    return static_cast<long double>(int64_t(b | ~maskOf(t.bits)));
  if (t.isSigned)
    return static_cast<long double>(int64_t(b));
  return static_cast<long double>(b);
}

/// One conversion: destination, saturation, rounding (as the name says;
/// `defaultRounding` when it names none).
struct Variant {
  bool saturate;
  bool hasRounding;
  Rounding rounding;
  std::string suffix() const {
    std::string s = saturate ? "_sat" : "";
    if (hasRounding)
      s += std::string("_") + reference::roundingName(rounding);
    return s;
  }
};

/// The variants OpenCL declares for a destination type, in the order the
/// kernels store them: "", _rte, _rtz, _rtp, _rtn, then (integers) the
/// same five with _sat.
inline std::vector<Variant> variantsOf(const Type &to) {
  std::vector<Variant> v;
  for (bool sat : {false, true}) {
    if (sat && to.isFloat)
      break;
    v.push_back({sat, false, Rounding::Rte});
    for (Rounding r : reference::AllRoundings)
      v.push_back({sat, true, r});
  }
  return v;
}

/// Sets the host's rounding mode for as long as it lives.
class ScopedRounding {
public:
  explicit ScopedRounding(Rounding r) : saved_(std::fegetround()) {
    static const int modes[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD,
                                FE_DOWNWARD};
    std::fesetround(modes[static_cast<int>(r)]);
  }
  ~ScopedRounding() { std::fesetround(saved_); }
  ScopedRounding(const ScopedRounding &) = delete;
  ScopedRounding &operator=(const ScopedRounding &) = delete;

private:
  int saved_;
};

/// `v` rounded to half in mode `r`, from its 64-bit significand.
inline uint16_t toHalf(long double v, Rounding r) {
  const bool negative = std::signbit(v);
  if (std::isnan(v))
    return 0x7E00;
  if (std::isinf(v))
    return negative ? 0xFC00 : 0x7C00;
  if (v == 0)
    return negative ? 0x8000 : 0;
  int e = 0;
  long double fraction = std::frexp(std::fabs(v), &e); // [0.5, 1)
  auto m = static_cast<uint64_t>(std::ldexp(fraction, 64));
  return reference::detail::roundToHalf(negative, m, e - 64, r);
}

/// The result of converting `v` (a value of type `from`) to `to`, as its
/// bits. Float results rounded in the host's
/// current mode, which the caller sets to `r` (ScopedRounding).
inline uint64_t convert(const Type &from, long double v, const Type &to,
                        bool saturate, Rounding r) {
  if (to.isFloat) {
    if (to.bits == 16)
      return toHalf(v, r);
    volatile long double exact = v;
    if (to.bits == 32) {
      volatile float f = static_cast<float>(exact);
      float copy = f;
      uint32_t w;
      std::memcpy(&w, &copy, 4);
      return w;
    }
    volatile double d = static_cast<double>(exact);
    double copy = d;
    uint64_t w;
    std::memcpy(&w, &copy, 8);
    return w;
  }
  const long double lowest =
      to.isSigned ? -std::ldexp(1.0L, int(to.bits) - 1) : 0.0L;
  const long double highest =
      std::ldexp(1.0L, int(to.bits) - (to.isSigned ? 1 : 0)) - 1;
  if (!from.isFloat && !saturate) // C's modular conversion
    return (v < 0 ? uint64_t(static_cast<int64_t>(v))
                  : static_cast<uint64_t>(v)) &
           maskOf(to.bits);
  if (std::isnan(v))
    return 0;
  long double i = v;
  if (from.isFloat) {
    switch (r) {
    case Rounding::Rte: {
      ScopedRounding nearest(Rounding::Rte);
      volatile long double x = v;
      i = std::nearbyint(x);
      break;
    }
    case Rounding::Rtz:
      i = std::trunc(v);
      break;
    case Rounding::Rtp:
      i = std::ceil(v);
      break;
    case Rounding::Rtn:
      i = std::floor(v);
      break;
    }
  }
  if (i <= lowest)
    i = lowest;
  if (i >= highest)
    i = highest;
  const uint64_t bits =
      i < 0 ? uint64_t(static_cast<int64_t>(i)) : static_cast<uint64_t>(i);
  return bits & maskOf(to.bits);
}

} // namespace vkcl::e2e::convert
