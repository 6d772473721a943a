// sqrt (OpenCL C 3.0, 6.15.2): correctly rounded, which also meets
// -cl-fp32-correctly-rounded-divide-sqrt. The device's Sqrt is only an
// estimate (Vulkan promises the precision of 1/InverseSqrt, and drivers
// differ), so:
//  - where the device's Fma is fused (FP_FAST_FMAF), a positive normal x
//    takes the estimate of 1/sqrt(x), one fused Newton step and
//    Tuckerman's exact test of the last unit (__vkcl_sqrt_f32); otherwise
//  - a positive normal x is scaled to m in [1, 4) and the estimate r of
//    sqrt(m) moved by one Newton step on its exact residual m - r^2
//    (Dekker's product, no fma): r + (m - r^2) / 2r is within 2^-19 ulp of
//    the root, so its rounding is the correctly rounded root unless the
//    root lies within 2^-12 ulp of a midpoint between two floats (one input
//    in some 4,000). A few float operations, no loop and no integers: the
//    integer check alone made sqrt 24x the hardware's on an H100.
//  - those near-midpoint inputs, subnormals and special values take the
//    exact path: the estimate checked against the exact square of its two
//    neighbouring midpoints in 32-bit integer arithmetic (no 64-bit
//    integers: SwiftShader has none) and moved by one unit where it is on
//    the wrong side. Zeros and subnormals are told apart on the bits: a
//    flushing device (SwiftShader) compares a subnormal equal to zero.

/// The error of s = a + b rounded to nearest: a + b = s + err exactly
/// (Knuth's TwoSum; shared by fma and the exp/log/pow cores).
VKCL_LIB float __vkcl_two_sum_err(float a, float b, float s) {
  float bb = s - a;
  return (a - (s - bb)) + (b - bb);
}

/// x with its low 12 significand bits cleared: x = hi + (x - hi), both
/// halves of 12 bits, so products of halves are exact.
VKCL_LIB float __vkcl_xl_hi12(float x) {
  return as_float(as_uint(x) & 0xfffff000u);
}

/// The rounding error of p = a * b, exactly, when a * b neither overflows
/// nor comes near the subnormal range (shared by sqrt, rsqrt, tan and the
/// exp/log/pow cores): one fused multiply-add where the device's Fma is
/// fused (the compiler defines FP_FAST_FMAF exactly there), Dekker's
/// product of 12-bit halves elsewhere (a dozen instructions).
VKCL_LIB float __vkcl_xl_two_prod_err(float a, float b, float p) {
#ifdef FP_FAST_FMAF
  return fma(a, b, -p);
#else
  float ah = __vkcl_xl_hi12(a), al = a - ah;
  float bh = __vkcl_xl_hi12(b), bl = b - bh;
  return (((ah * bh - p) + ah * bl) + al * bh) + al * bl;
#endif
}

/// a * b + c where either rounding is good enough (polynomials, reduction
/// steps whose bound allows it): the device's one fused instruction where
/// it has one (FP_FAST_FMAF), a multiply and an add elsewhere, where the
/// library's exact fma would cost dozens of instructions. Every function
/// built on it meets its bound in both forms: the host sweeps run each
/// (tests/library/, the *-fused sweeps).
VKCL_LIB float __vkcl_muladd_f32(float a, float b, float c) {
#ifdef FP_FAST_FMAF
  return fma(a, b, c);
#else
  return a * b + c;
#endif
}

/// v + 1.5 * 2^23 for |v| < 2^22: the sum's last place is 1, so it holds
/// v rounded to the nearest integer k, ties to even as rint rounds
/// (1.5 * 2^23 is even). k = sum - 0x1.8p23f exactly, and k is also the
/// sum's bits less the offset's: as_int(sum) - 0x4b400000, so k & 3 is
/// as_int(sum) & 3. Two additions where rint (its subnormal guard, which
/// the library's arguments never need) and a float-to-int conversion cost
/// a dozen instructions, most of them integer ones.
VKCL_LIB float __vkcl_xl_round_shift(float v) { return v + 0x1.8p23f; }

/// k from a __vkcl_xl_round_shift sum, as a float and as an int.
VKCL_LIB float __vkcl_xl_shifted_float(float sum) { return sum - 0x1.8p23f; }
VKCL_LIB int __vkcl_xl_shifted_int(float sum) {
  return as_int(sum) - 0x4b400000;
}

/// x * 2^24 for a subnormal x, from its bits: a flushing device would
/// flush the subnormal operand of a multiply.
VKCL_LIB float __vkcl_subnormal_up24_f32(float x) {
  return copysign((float)(as_uint(x) & 0x7fffffu) * 0x1p-125f, x);
}

/// Whether (2r + 1)^2 > 4 * mx * 2^shift, for the 24-bit mantissas r (the
/// candidate root) and mx (the radicand, shift 0 or 1 for its exponent's
/// parity): the candidate's upper midpoint lies above the true root.
VKCL_LIB int __vkcl_sqrt_above_f32(uint r, uint mx, uint shift) {
  uint m = 2u * r + 1u; // 25 bits
  uint mh = mul_hi(m, m), ml = m * m;
  // 4 * mx << shift, as a 64-bit value of two words; the radicand's
  // mantissa is pre-scaled by 2^23 (r has 24 bits for a 24-bit root of a
  // 47/48-bit value), so 4 * mx * 2^(23 + shift) = mx << (25 + shift).
  uint s = 25u + shift;
  uint xh = mx >> (32u - s), xl = mx << s;
  return mh > xh || (mh == xh && ml > xl);
}

VKCL_LIB float __vkcl_sqrt_exact_f32(float x) {
  if (x != x || (as_uint(x) & 0x7fffffffu) == 0u ||
      x == as_float(0x7f800000u))
    return x; // NaN, +-0 and +inf are their own roots
  if (as_uint(x) == 0x80000000u || (as_uint(x) > 0x80000000u &&
                                   as_uint(x) < 0x80800000u))
    return -0.0f; // a negative subnormal, read as -0 (no CL_FP_DENORM)
  if (x < 0.0f)
    return as_float(0x7fc00000u);
  float scale = 1.0f;
  if (as_uint(x) < 0x800000u) { // subnormal: scale into the normal range
    x = __vkcl_subnormal_up24_f32(x);
    scale = 0x1p-12f;
  }
  uint bits = as_uint(x);
  int e = (int)(bits >> 23) - 127;
  uint mx = (bits & 0x7fffffu) | 0x800000u;
  uint shift = (uint)e & 1u; // x = mx * 2^(e - 23), e = 2k + shift
  float r = native_sqrt(x);
  uint rb = as_uint(r);
  uint rm = (rb & 0x7fffffu) | 0x800000u;
  // r's mantissa in units of the root's last place: r = rm * 2^(k - 23).
  int k = (e - (int)shift) / 2;
  int re = (int)(rb >> 23) - 127;
  if (re != k) // the estimate crossed a binade edge: start from its edge
    rm = re > k ? 0xffffffu : 0x800000u;
  // Two steps at most in either direction for an estimate within 2 ulp.
  for (int step = 0; step < 3; ++step) {
    if (rm > 0x800000u && __vkcl_sqrt_above_f32(rm - 1u, mx, shift))
      rm -= 1u; // the root lies below rm's lower midpoint
    else if (rm < 0xffffffu && !__vkcl_sqrt_above_f32(rm, mx, shift))
      rm += 1u; // the root lies above rm's upper midpoint
  }
  return as_float(((uint)(k + 127) << 23) | (rm & 0x7fffffu)) * scale;
}

/// For a positive normal x (its bits), the k with x = m * 2^2k and m in
/// [1, 4): floor(e / 2) for x's exponent e = (bits >> 23) - 127. sqrt and
/// rsqrt work on m, whose root lies in [1, 2).
VKCL_LIB int __vkcl_half_exponent_f32(uint bits) {
  return ((int)((bits >> 23) - 1u) >> 1) - 63;
}

VKCL_LIB float __vkcl_sqrt_f32(float x) {
  uint bits = as_uint(x);
  // Positive normal and finite only (NaNs and negatives have bit 31 set).
  if (bits < 0x800000u || bits >= 0x7f800000u)
    return __vkcl_sqrt_exact_f32(x);
#ifdef FP_FAST_FMAF
  // With a fused fma: s = x y from the estimate y of 1/sqrt(x), one
  // Newton step s + (x - s^2) y/2 on the exact residual (within about half
  // an ulp of the root), then Tuckerman's test decides the last unit
  // exactly: s is the correctly rounded root iff s (s - u) < x <= s (s + u)
  // for its neighbours s - u and s + u, each product compared with x
  // exactly inside one fma. Those differences can be as small as some
  // 2^-48 x, so x below 2^-64 is scaled up by 2^64 first (its root then
  // down by 2^-32): they stay normal, and their sign is never a flushed
  // zero's.
  int tiny = x < 0x1p-64f;
  float xs = tiny ? x * 0x1p64f : x;
  float y = native_rsqrt(xs);
  float s = xs * y;
  s = fma(fma(-s, s, xs), 0.5f * y, s);
  float below = as_float(as_uint(s) - 1u), above = as_float(as_uint(s) + 1u);
  if (fma(s, below, -xs) >= 0.0f)
    s = below;
  else if (fma(s, above, -xs) < 0.0f)
    s = above;
  return tiny ? s * 0x1p-32f : s;
#else
  // sqrt(x) = sqrt(m) * 2^k
  int k = __vkcl_half_exponent_f32(bits);
  float m = as_float(bits - ((uint)(2 * k) << 23));
  // The root lies in [1, 2): an estimate outside only comes closer.
  float r = native_sqrt(m);
  r = r < 1.0f ? 1.0f : r > 0x1.fffffep0f ? 0x1.fffffep0f : r;
  // r^2 = p + pl exactly; m - p is exact (Sterbenz: p is within a few ulp
  // of m).
  float p = r * r;
  float pl = __vkcl_xl_two_prod_err(r, r, p);
  float correction = ((m - p) - pl) * (0.5f / r);
  // The correction in units of r's last place (2^-23): r + correction
  // rounds to the correctly rounded root unless the exact sum lies near a
  // half unit (or the estimate was far off, which the bound above assumes
  // it is not).
  float units = correction * 0x1p23f;
  if (fabs(units - floor(units) - 0.5f) < 0x1p-12f || fabs(units) > 8.0f)
    return __vkcl_sqrt_exact_f32(x);
  return as_float(as_uint(r + correction) + ((uint)k << 23));
#endif
}
