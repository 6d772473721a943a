// A host reference for IEEE 754 binary16 ("half") conversions, the oracle
// of the vload_half / vstore_half tests: half -> float (exact) and float or
// double -> half in the four IEEE rounding modes OpenCL's vstore_half*_rte,
// _rtz, _rtp and _rtn name.
//
// Written from the IEEE definition with integer arithmetic only, so it does
// not depend on the host's floating-point environment, on F16C, or on a
// compiler's _Float16: the unit tests check it against the CPU's F16C
// instructions (float) and against an independent bracketing oracle
// (double). A double is rounded to half once, never through float (which
// would round twice and get ties wrong).
//
// Denormal halves are produced and read exactly, overflow follows the
// rounding mode (round to nearest: infinity; toward zero: the largest finite
// half; toward +inf / -inf: infinity on one side, the largest finite half on
// the other), infinities stay infinities, a NaN becomes a quiet NaN of the
// same sign whose payload is the top bits of the source payload.
#pragma once

#include <cstdint>
#include <cstring>

namespace vkcl::reference {

enum class Rounding {
  Rte, ///< To nearest, ties to even (vstore_half's default).
  Rtz, ///< Toward zero.
  Rtp, ///< Toward +infinity.
  Rtn, ///< Toward -infinity.
};

inline constexpr Rounding AllRoundings[] = {Rounding::Rte, Rounding::Rtz,
                                            Rounding::Rtp, Rounding::Rtn};

inline const char *roundingName(Rounding r) {
  switch (r) {
  case Rounding::Rte:
    return "rte";
  case Rounding::Rtz:
    return "rtz";
  case Rounding::Rtp:
    return "rtp";
  case Rounding::Rtn:
    return "rtn";
  }
  return "?";
}

inline constexpr uint16_t HalfSignBit = 0x8000;
inline constexpr uint16_t HalfInfinity = 0x7C00;
inline constexpr uint16_t HalfMaxFinite = 0x7BFF; // 65504

inline bool halfIsNan(uint16_t h) {
  return (h & 0x7C00) == 0x7C00 && (h & 0x03FF) != 0;
}

namespace detail {

inline int topBit(uint64_t m) { return 63 - __builtin_clzll(m); }

/// Rounds (-1)^negative * m * 2^e, m > 0, to the nearest half in mode `r`.
/// Every half is an integer multiple of its "quantum" 2^qe: qe = -24 for
/// denormals and exponents up to -15, else (unbiased exponent - 10).
inline uint16_t roundToHalf(bool negative, uint64_t m, int e, Rounding r) {
  const uint16_t sign = negative ? HalfSignBit : 0;
  // Inexact results move away from zero in these two cases only.
  const bool away =
      (r == Rounding::Rtp && !negative) || (r == Rounding::Rtn && negative);
  const int u = topBit(m) + e; // |x| is in [2^u, 2^(u+1))
  if (u >= 16)                 // |x| >= 65536: past the largest finite half
    return sign | (r == Rounding::Rte || away ? HalfInfinity : HalfMaxFinite);
  const int qe = u < -14 ? -24 : u - 10;
  const int shift = qe - e; // |x| / 2^qe = m / 2^shift
  uint64_t q;               // the truncated quotient
  // The remainder compared with half a quantum, and whether it is nonzero.
  bool aboveTie = false, atTie = false, inexact = false;
  if (shift <= 0) {
    q = m << -shift; // exact (q < 2048)
  } else if (shift < 64) {
    q = m >> shift;
    const uint64_t rem = m & ((uint64_t(1) << shift) - 1);
    const uint64_t tie = uint64_t(1) << (shift - 1);
    aboveTie = rem > tie;
    atTie = rem == tie;
    inexact = rem != 0;
  } else { // q = 0, the remainder is m itself
    q = 0;
    inexact = true;
    if (shift == 64) {
      aboveTie = m > (uint64_t(1) << 63);
      atTie = m == (uint64_t(1) << 63);
    }
  }
  bool up = false;
  switch (r) {
  case Rounding::Rte:
    up = aboveTie || (atTie && (q & 1));
    break;
  case Rounding::Rtz:
    break;
  case Rounding::Rtp:
  case Rounding::Rtn:
    up = away && inexact;
    break;
  }
  // Denormal: the bits are the quantum count. Normal: q is in [1024, 2048)
  // and the implicit bit adds one to the exponent field, hence u + 14. A
  // carry out of the mantissa (q + up == 2048) correctly bumps the exponent,
  // up to infinity (0x7C00).
  const uint32_t bits =
      (u < -14 ? 0u : uint32_t(u + 14) << 10) + uint32_t(q) + (up ? 1u : 0u);
  return uint16_t(sign | bits);
}

} // namespace detail

/// `f` rounded to half in mode `r`.
inline uint16_t floatToHalf(float f, Rounding r = Rounding::Rte) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  const bool negative = b >> 31;
  const uint16_t sign = negative ? HalfSignBit : 0;
  const uint32_t exponent = (b >> 23) & 0xFF, fraction = b & 0x7FFFFF;
  if (exponent == 0xFF) // infinity, or a NaN: quiet, top payload bits kept
    return fraction ? uint16_t(sign | 0x7E00 | (fraction >> 13))
                    : uint16_t(sign | HalfInfinity);
  if (exponent == 0 && fraction == 0)
    return sign;
  if (exponent == 0) // denormal float: fraction * 2^-149
    return detail::roundToHalf(negative, fraction, -149, r);
  return detail::roundToHalf(negative, fraction | 0x800000u,
                             int(exponent) - 150, r);
}

/// `d` rounded to half in mode `r`, in one rounding step.
inline uint16_t doubleToHalf(double d, Rounding r = Rounding::Rte) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  const bool negative = b >> 63;
  const uint16_t sign = negative ? HalfSignBit : 0;
  const uint32_t exponent = uint32_t(b >> 52) & 0x7FF;
  const uint64_t fraction = b & ((uint64_t(1) << 52) - 1);
  if (exponent == 0x7FF)
    return fraction ? uint16_t(sign | 0x7E00 | (fraction >> 42))
                    : uint16_t(sign | HalfInfinity);
  if (exponent == 0 && fraction == 0)
    return sign;
  if (exponent == 0) // denormal double: fraction * 2^-1074
    return detail::roundToHalf(negative, fraction, -1074, r);
  return detail::roundToHalf(negative, fraction | (uint64_t(1) << 52),
                             int(exponent) - 1075, r);
}

/// The float whose value is the half `h` (always exact). A NaN stays a NaN
/// of the same sign and payload, made quiet.
inline float halfToFloat(uint16_t h) {
  const uint32_t sign = uint32_t(h & HalfSignBit) << 16;
  const uint32_t exponent = (h >> 10) & 0x1F;
  uint32_t fraction = h & 0x3FF;
  uint32_t bits;
  if (exponent == 0x1F) {
    bits = sign | 0x7F800000u | (fraction << 13) | (fraction ? 0x400000u : 0);
  } else if (exponent == 0 && fraction == 0) {
    bits = sign;
  } else if (exponent == 0) {
    // fraction * 2^-24: normalize so that bit 10 is the implicit one.
    const int shift = __builtin_clz(fraction) - 21;
    fraction = (fraction << shift) & 0x3FF;
    bits = sign | (uint32_t(113 - shift) << 23) | (fraction << 13);
  } else {
    bits = sign | ((exponent + 112) << 23) | (fraction << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

} // namespace vkcl::reference
