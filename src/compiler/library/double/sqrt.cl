// Double-word building blocks shared by every double file, and sqrt, rsqrt
// and hypot (OpenCL C 3.0, 6.15.2; double: sqrt correctly rounded, rsqrt
// 2 ulp, hypot 4 ulp).

/// The error of s = a + b rounded to nearest: a + b = s + err exactly
/// (Knuth's TwoSum, any magnitudes).
VKCL_LIB double __vkcl_two_sum_err_f64(double a, double b, double s) {
  double bb = s - a;
  return (a - (s - bb)) + (b - bb);
}

/// The error of s = a + b, exact when |a| >= |b| or a == 0 (Dekker).
VKCL_LIB double __vkcl_fast_two_sum_err_f64(double a, double b, double s) {
  return b - (s - a);
}

/// x's high half by Veltkamp's splitting (constant 2^27 + 1): x = hi + lo
/// with both halves of at most 26 significant bits, so every product of
/// halves is exact. For |x| < 2^995 (the constant times x must not
/// overflow).
VKCL_LIB double __vkcl_split_hi_f64(double x) {
  double c = 134217729.0 * x;
  return c - (c - x);
}

/// The rounding error of p = a * b, exactly (Dekker), where a * b neither
/// overflows nor comes near the subnormal range (|a|, |b| < 2^995 and
/// a * b's error representable: |a * b| >= 2^-969).
/// One fused multiply-add where the device's double Fma is fused
/// (FP_FAST_FMA), as float's (float/sqrt.cl).
VKCL_LIB double __vkcl_two_prod_err_f64(double a, double b, double p) {
#ifdef FP_FAST_FMA
  return fma(a, b, -p);
#else
  double ah = __vkcl_split_hi_f64(a), al = a - ah;
  double bh = __vkcl_split_hi_f64(b), bl = b - bh;
  return (((ah * bh - p) + ah * bl) + al * bh) + al * bl;
#endif
}

/// a * b + c, fused where the device's double Fma is (FP_FAST_FMA), as
/// float's __vkcl_muladd_f32.
VKCL_LIB double __vkcl_muladd_f64(double a, double b, double c) {
#ifdef FP_FAST_FMA
  return fma(a, b, c);
#else
  return a * b + c;
#endif
}

/// Whether (2r + 1)^2 > mx * 2^(54 + shift), for the 53-bit mantissas r
/// (the candidate root) and mx (the radicand, shift 0 or 1 for its
/// exponent's parity): the candidate's upper midpoint lies above the true
/// root. Both sides are 108-bit values held in two 64-bit words; they are
/// never equal (the left side is odd).
VKCL_LIB int __vkcl_dsqrt_above_f64(ulong r, ulong mx, ulong shift) {
  ulong m = 2ul * r + 1ul; // 54 bits
  ulong mh = mul_hi(m, m), ml = m * m;
  ulong s = 54ul + shift;
  ulong xh = mx >> (64ul - s), xl = mx << s;
  return mh > xh || (mh == xh && ml > xl);
}

/// sqrt, correctly rounded (OpenCL requires it of double). The device's
/// Sqrt promises single precision only, so two Newton steps bring its
/// estimate within a few units (each step's quotient may itself be 2.5 ulp
/// off), and the root's mantissa is then moved unit by unit until the exact
/// integer comparison of the neighbouring midpoints' squares with the
/// radicand puts it on the right side of both.
VKCL_LIB double __vkcl_sqrt_f64(double x) {
  ulong bits = as_ulong(x);
  if (x != x || (bits << 1) == 0ul || bits == 0x7ff0000000000000ul)
    return x; // NaN, +-0 and +inf are their own roots
  if (bits >> 63)
    return as_double(0x7ff8000000000000ul);
#ifdef FP_FAST_FMA
  // With a fused fma, a normal x as for float (float/sqrt.cl): x = m 2^2k
  // with m in [1, 4) (from the bits), the float estimate of 1/sqrt(m)
  // (some 2^-22 off) through two Goldschmidt steps g -> sqrt(m),
  // h -> 1/(2 sqrt(m)) (each squares the error), one Newton step on the
  // exact residual m - g^2, and Tuckerman's test on g's neighbours, each
  // product compared with m exactly inside one fma. No loop and no 64-bit
  // multiply: the integer path below made sqrt 24x NVIDIA's.
  if (bits >= 0x0010000000000000ul) {
    long k = ((long)(bits >> 52) - 1023l) >> 1; // floor(e / 2)
    double m = as_double(bits - ((ulong)(2l * k) << 52));
    double y = (double)native_rsqrt((float)m);
    double g = m * y, h = 0.5 * y;
    double r = fma(-g, h, 0.5);
    g = fma(g, r, g);
    h = fma(h, r, h);
    r = fma(-g, h, 0.5);
    g = fma(g, r, g);
    h = fma(h, r, h);
    g = fma(fma(-g, g, m), h, g);
    double below = as_double(as_ulong(g) - 1ul);
    double above = as_double(as_ulong(g) + 1ul);
    if (fma(g, below, -m) >= 0.0)
      g = below;
    else if (fma(g, above, -m) < 0.0)
      g = above;
    return as_double(as_ulong(g) + ((ulong)k << 52));
  }
#endif
  int scale = 0;
  if (bits < 0x0010000000000000ul) { // subnormal: 2^54 x, from the bits
    x = (double)bits * 0x1p-1020;
    bits = as_ulong(x);
    scale = -27;
  }
  int e = (int)(bits >> 52) - 1023;
  ulong mx = (bits & 0xffffffffffffful) | 0x10000000000000ul;
  ulong shift = (ulong)e & 1ul; // x = mx * 2^(e - 52), e = 2k + shift
  int k = (e - (int)shift) / 2;
  double r = __vkcl_native_sqrt_f64(x);
  r = 0.5 * (r + x / r);
  r = 0.5 * (r + x / r);
  // r's mantissa in units of the root's last place: r = rm * 2^(k - 52).
  ulong rb = as_ulong(r);
  ulong rm = (rb & 0xffffffffffffful) | 0x10000000000000ul;
  int re = (int)(rb >> 52) - 1023;
  if (re != k) // the estimate crossed a binade edge: start from its edge
    rm = re > k ? 0x1ffffffffffffful : 0x10000000000000ul;
  for (int step = 0; step < 6; ++step) {
    if (rm > 0x10000000000000ul && __vkcl_dsqrt_above_f64(rm - 1ul, mx, shift))
      rm -= 1ul; // the root lies below rm's lower midpoint
    else if (rm < 0x1ffffffffffffful && !__vkcl_dsqrt_above_f64(rm, mx, shift))
      rm += 1ul; // the root lies above rm's upper midpoint
  }
  k += scale;
  return as_double(((ulong)(k + 1023) << 52) | (rm & 0xffffffffffffful));
}

/// rsqrt (2 ulp): y = 1 / sqrt(x) from the correctly rounded root s, then
/// one Newton step on the exact residual 1 - s y (Dekker's product), which
/// takes away the division's own error: within 0.5 ulp of 1 / s, which is
/// within 0.5 ulp of the true value.
VKCL_LIB double __vkcl_rsqrt_f64(double x) {
  if (x != x || x < 0.0)
    return as_double(0x7ff8000000000000ul);
  if ((as_ulong(x) << 1) == 0ul)
    return copysign(as_double(0x7ff0000000000000ul), x);
  if (as_ulong(x) == 0x7ff0000000000000ul)
    return 0.0;
  double s = __vkcl_sqrt_f64(x);
  double y = 1.0 / s;
  double p = s * y;
  double residual = (1.0 - p) - __vkcl_two_prod_err_f64(s, y, p);
  return y + y * residual;
}

/// hypot (4 ulp): the larger magnitude a brought near 1 by a power of two
/// where a^2 could overflow or b^2 matter below the normal range, then the
/// correctly rounded root of a^2 + b^2 (about 1.25 ulp in all: the squares
/// and their sum round once each, the root halves their error), scaled
/// back. Infinities win over NaNs (C99 Annex F).
VKCL_LIB double __vkcl_hypot_f64(double x, double y) {
  double a = fabs(x), b = fabs(y);
  if (as_ulong(a) == 0x7ff0000000000000ul ||
      as_ulong(b) == 0x7ff0000000000000ul)
    return as_double(0x7ff0000000000000ul);
  if (a != a || b != b)
    return a + b;
  if (a < b) {
    double t = a;
    a = b;
    b = t;
  }
  if (b == 0.0)
    return a;
  double up = 1.0, down = 1.0;
  if (a > 0x1p500) {
    up = 0x1p-600;
    down = 0x1p600;
  } else if (a < 0x1p-500) {
    up = 0x1p600;
    down = 0x1p-600;
  }
  a *= up;
  b *= up;
  return __vkcl_sqrt_f64(a * a + b * b) * down;
}
