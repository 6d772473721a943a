// The exact math functions that take doubles apart (OpenCL C 3.0, 6.15.2,
// all 0 ulp, signed zeros included): fdim, maxmag, minmag, nextafter,
// ldexp, frexp, ilogb, logb, fmod, remainder, remquo, fract and modf.
//
// Everything that scales or rebuilds a double does it on the bits in 64-bit
// integers, never by multiplying: a subnormal operand or result stays exact
// even where a device flushed double subnormals in its multiplier, and the
// one rounding ldexp needs (into the subnormal range) is done to nearest
// even by hand. fmod divides the 53-bit mantissas in 64-bit integers, 11
// quotient bits per step (a remainder below 2^53 shifted by 11 still fits),
// so the widest exponent difference, 1023 - (-1022) = 2045, takes 186 steps;
// the same division yields the low quotient bits remquo returns, and
// remainder rounds the quotient by comparing integers, so no floating-point
// operation touches a subnormal there either.
//
// The floating-point operations left are each the spec's definition with
// its one rounding (fdim's x - y, fract's x - floor(x) for negative x) or
// exact (modf's x - trunc(x)); the comparisons that order subnormals and
// signed zeros (maxmag, minmag, nextafter) are on the bits.

/// Whether x is +-0 (not a subnormal).
VKCL_LIB int __vkcl_dman_is_zero_f64(double x) {
  return (as_ulong(x) & 0x7fffffffffffffffUL) == 0UL;
}

/// |x| as an integer, ordered as the magnitudes are (x not NaN).
VKCL_LIB ulong __vkcl_dman_magnitude_f64(double x) {
  return as_ulong(x) & 0x7fffffffffffffffUL;
}

/// x's place in double order as an unsigned integer (-0 just below +0; x
/// not NaN).
VKCL_LIB ulong __vkcl_dman_order_f64(double x) {
  ulong b = as_ulong(x);
  return (b & 0x8000000000000000UL) ? ~b : b | 0x8000000000000000UL;
}

VKCL_LIB double __vkcl_dman_nan_f64(void) {
  return as_double(0x7ff8000000000000UL);
}

VKCL_LIB double __vkcl_fdim_f64(double x, double y) {
  if (x != x || y != y)
    return __vkcl_dman_nan_f64();
  return x > y ? x - y : 0.0;
}

/// fmax on the bits: the larger in double order, the other operand for a
/// NaN (-0 below +0, subnormals ordered even where a device flushes them).
VKCL_LIB double __vkcl_dman_max_bits_f64(double x, double y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return __vkcl_dman_order_f64(x) >= __vkcl_dman_order_f64(y) ? x : y;
}

VKCL_LIB double __vkcl_dman_min_bits_f64(double x, double y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  return __vkcl_dman_order_f64(x) <= __vkcl_dman_order_f64(y) ? x : y;
}

VKCL_LIB double __vkcl_maxmag_f64(double x, double y) {
  if (x != x || y != y)
    return __vkcl_dman_max_bits_f64(x, y);
  ulong ax = __vkcl_dman_magnitude_f64(x), ay = __vkcl_dman_magnitude_f64(y);
  return ax > ay ? x : ay > ax ? y : __vkcl_dman_max_bits_f64(x, y);
}

VKCL_LIB double __vkcl_minmag_f64(double x, double y) {
  if (x != x || y != y)
    return __vkcl_dman_min_bits_f64(x, y);
  ulong ax = __vkcl_dman_magnitude_f64(x), ay = __vkcl_dman_magnitude_f64(y);
  return ax < ay ? x : ay < ax ? y : __vkcl_dman_min_bits_f64(x, y);
}

VKCL_LIB double __vkcl_nextafter_f64(double x, double y) {
  if (x != x || y != y)
    return __vkcl_dman_nan_f64();
  ulong ox = __vkcl_dman_order_f64(x), oy = __vkcl_dman_order_f64(y);
  if (ox == oy || (__vkcl_dman_is_zero_f64(x) && __vkcl_dman_is_zero_f64(y)))
    return y;
  if (__vkcl_dman_is_zero_f64(x)) // the smallest subnormal of y's sign
    return as_double((as_ulong(y) & 0x8000000000000000UL) | 1UL);
  // One step up or down the double order, which is the bits' order for
  // positive x and its reverse for negative x (the step from the largest
  // finite value is infinity, from the smallest subnormal +-0).
  ulong bits = as_ulong(x);
  int up = ox < oy, negative = (bits >> 63) != 0UL;
  return as_double(up != negative ? bits + 1UL : bits - 1UL);
}

/// The mantissa of a finite non-zero x as an integer m in [2^52, 2^53)
/// (subnormals normalized by their leading zeros), x = +-m * 2^(e - 52).
VKCL_LIB ulong __vkcl_dman_split_f64(double x, __private int *e) {
  ulong a = as_ulong(x) & 0x7fffffffffffffffUL;
  if (a < 0x0010000000000000UL) { // subnormal: 2^-1074 units, bits 0..51
    int lz = (int)clz(a) - 11;    // the shift that brings the top to bit 52
    *e = -1022 - lz;
    return a << lz;
  }
  *e = (int)(a >> 52) - 1023;
  return (a & 0x000fffffffffffffUL) | 0x0010000000000000UL;
}

/// sign | m * 2^(e - 52) for m in [2^52, 2^53) and any e, rounded once to
/// nearest even (also into the subnormal range), infinity past DBL_MAX.
VKCL_LIB double __vkcl_dman_make_f64(ulong sign, ulong m, int e) {
  if (e > 1023)
    return as_double(sign | 0x7ff0000000000000UL);
  if (e >= -1022)
    return as_double(sign | ((ulong)(e + 1023) << 52) |
                     (m & 0x000fffffffffffffUL));
  if (e < -1075) // below half the smallest subnormal
    return as_double(sign);
  // A subnormal result in 2^-1074 units: m shifted right by 1 .. 53 bits,
  // rounded to nearest even on the bits shifted out. A carry into bit 52
  // makes it 2^-1022, as it should.
  uint shift = (uint)(-1022 - e);
  ulong kept = m >> shift, rest = m & ((1UL << shift) - 1UL);
  ulong midpoint = 1UL << (shift - 1u);
  if (rest > midpoint || (rest == midpoint && (kept & 1UL)))
    kept += 1UL;
  return as_double(sign | kept);
}

/// sign | r * 2^(e - 52) for r < 2^53 and e >= -1022, a value that is a
/// multiple of 2^-1074 and so exact as a double (fmod's result).
VKCL_LIB double __vkcl_dman_exact_f64(ulong sign, ulong r, int e) {
  if (r == 0UL)
    return as_double(sign);
  int lz = (int)clz(r) - 11; // 0 .. 63 - 11: the top bit to bit 52
  return __vkcl_dman_make_f64(sign, r << lz, e - lz);
}

VKCL_LIB double __vkcl_ldexp_f64(double x, int n) {
  if (__vkcl_dman_is_zero_f64(x) || isinf(x) || x != x)
    return x;
  // Past +-2200 every result is 0 or infinity already (exponents of
  // finite doubles span -1074 .. 1023): the clamp keeps e + n in range.
  n = n < -2200 ? -2200 : n > 2200 ? 2200 : n;
  int e;
  ulong m = __vkcl_dman_split_f64(x, &e);
  return __vkcl_dman_make_f64(as_ulong(x) & 0x8000000000000000UL, m, e + n);
}

/// The unbiased exponent of a finite non-zero x, subnormals included.
VKCL_LIB int __vkcl_dman_exponent_f64(double x) {
  int e;
  __vkcl_dman_split_f64(x, &e);
  return e;
}

VKCL_LIB double __vkcl_frexp_f64(double x) {
  if (__vkcl_dman_is_zero_f64(x) || isinf(x) || x != x)
    return x;
  int e;
  ulong m = __vkcl_dman_split_f64(x, &e);
  // The mantissa with the exponent of [0.5, 1).
  return as_double((as_ulong(x) & 0x8000000000000000UL) | 0x3fe0000000000000UL |
                   (m & 0x000fffffffffffffUL));
}

VKCL_LIB int __vkcl_frexp_exp_f64(double x) {
  if (__vkcl_dman_is_zero_f64(x) || isinf(x) || x != x)
    return 0;
  return __vkcl_dman_exponent_f64(x) + 1;
}

VKCL_LIB int __vkcl_ilogb_f64(double x) {
  if (x != x)
    return 2147483647; // FP_ILOGBNAN
  if (__vkcl_dman_is_zero_f64(x))
    return -2147483647 - 1; // FP_ILOGB0
  if (isinf(x))
    return 2147483647;
  return __vkcl_dman_exponent_f64(x);
}

VKCL_LIB double __vkcl_logb_f64(double x) {
  if (x != x)
    return x;
  if (__vkcl_dman_is_zero_f64(x))
    return -as_double(0x7ff0000000000000UL);
  if (isinf(x))
    return as_double(0x7ff0000000000000UL);
  return (double)__vkcl_dman_exponent_f64(x);
}

/// The field-wise mantissa and exponent of a finite |x|: x = m * 2^(e - 52)
/// with e >= -1022 (a subnormal keeps exponent -1022 and m < 2^52), the
/// form in which mantissas of different exponents align by shifting.
VKCL_LIB ulong __vkcl_dman_fields_f64(double x, __private int *e) {
  ulong a = as_ulong(x) & 0x7fffffffffffffffUL;
  if (a < 0x0010000000000000UL) {
    *e = -1022;
    return a;
  }
  *e = (int)(a >> 52) - 1023;
  return (a & 0x000fffffffffffffUL) | 0x0010000000000000UL;
}

/// mx * 2^d = q * my + r for my in (0, 2^53), mx < 2^53 and d >= 0: returns
/// r (< my) and stores q's low 64 bits. Long division, 11 bits per step:
/// r < 2^53 shifted left by 11 stays below 2^64.
VKCL_LIB ulong __vkcl_dman_divide_f64(ulong mx, ulong my, int d,
                                      __private ulong *quo) {
  ulong q = mx / my;
  ulong r = mx - q * my;
  while (d > 0) {
    int step = d < 11 ? d : 11;
    ulong wide = r << step;
    ulong digit = wide / my;
    q = (q << step) | digit;
    r = wide - digit * my;
    d -= step;
  }
  *quo = q;
  return r;
}

VKCL_LIB double __vkcl_fmod_f64(double x, double y) {
  if (x != x || y != y || isinf(x) || __vkcl_dman_is_zero_f64(y))
    return __vkcl_dman_nan_f64();
  if (isinf(y) || __vkcl_dman_magnitude_f64(x) < __vkcl_dman_magnitude_f64(y))
    return x;
  // |x| >= |y|, so ex >= ey; the remainder is a multiple of y's unit.
  int ex, ey;
  ulong mx = __vkcl_dman_fields_f64(x, &ex);
  ulong my = __vkcl_dman_fields_f64(y, &ey);
  ulong q;
  ulong r = __vkcl_dman_divide_f64(mx, my, ex - ey, &q);
  return __vkcl_dman_exact_f64(as_ulong(x) & 0x8000000000000000UL, r, ey);
}

/// remainder's result, and its quotient's sign and low seven bits, as the
/// shared part of remainder and remquo.
VKCL_LIB double __vkcl_dman_remquo_both_f64(double x, double y,
                                            __private int *quo) {
  *quo = 0;
  if (x != x || y != y || isinf(x) || __vkcl_dman_is_zero_f64(y))
    return __vkcl_dman_nan_f64();
  if (isinf(y))
    return x;
  int ex, ey;
  ulong mx = __vkcl_dman_fields_f64(x, &ex);
  ulong my = __vkcl_dman_fields_f64(y, &ey);
  // |x| < 2^(ex + 1) <= 2^(ey - 1) <= |y| / 2: the quotient rounds to 0.
  if (ex < ey - 1)
    return x;
  ulong q = 0UL, r = mx;
  if (ex < ey) { // ey = ex + 1: y as 2 my at x's exponent (below 2^54)
    my <<= 1;
    ey = ex;
  } else {
    r = __vkcl_dman_divide_f64(mx, my, ex - ey, &q);
  }
  // |x| = q |y| + r (in units of 2^(ey - 52)), r < my: round the quotient
  // to nearest, ties to even, by comparing 2r with my (below 2^55).
  ulong sign = as_ulong(x) & 0x8000000000000000UL;
  if (2UL * r > my || (2UL * r == my && (q & 1UL))) {
    r = my - r; // <= my / 2 < 2^53
    q += 1UL;
    sign ^= 0x8000000000000000UL;
  }
  int negative = ((as_ulong(x) ^ as_ulong(y)) >> 63) != 0UL;
  *quo = negative ? -(int)(q & 0x7fUL) : (int)(q & 0x7fUL);
  // A zero remainder keeps x's sign (r = 0 never took the branch above).
  return __vkcl_dman_exact_f64(sign, r, ey);
}

VKCL_LIB double __vkcl_remainder_f64(double x, double y) {
  int quo;
  return __vkcl_dman_remquo_both_f64(x, y, &quo);
}

VKCL_LIB double __vkcl_remquo_f64(double x, double y) {
  return __vkcl_remainder_f64(x, y);
}

VKCL_LIB int __vkcl_remquo_quo_f64(double x, double y) {
  int quo;
  __vkcl_dman_remquo_both_f64(x, y, &quo);
  return quo;
}

/// fmin(x - floor(x), 0x1.fffffffffffffp-1). For x in [+0, 1) that is x
/// itself, returned without arithmetic (a positive subnormal stays one,
/// -0 stays -0 where -0 - -0 would give +0); for a negative x it is 1 - |x|
/// rounded, which the clamp keeps below 1 (a negative subnormal gives the
/// largest double below 1).
VKCL_LIB double __vkcl_fract_f64(double x) {
  if (x != x)
    return x;
  if (isinf(x))
    return copysign(0.0, x);
  if (__vkcl_dman_is_zero_f64(x) || as_ulong(x) < 0x3ff0000000000000UL)
    return x;
  return fmin(x - floor(x), 0x1.fffffffffffffp-1);
}

VKCL_LIB double __vkcl_fract_floor_f64(double x) { return floor(x); }

/// x - trunc(x) is exact (trunc(x) is x with its fraction bits cleared);
/// its sign is x's, also for integers (-3 gives -0) and infinities.
VKCL_LIB double __vkcl_modf_f64(double x) {
  if (isinf(x))
    return copysign(0.0, x);
  return copysign(x - trunc(x), x);
}

VKCL_LIB double __vkcl_modf_trunc_f64(double x) { return trunc(x); }
