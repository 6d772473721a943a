// Double x / y correctly rounded, as OpenCL C requires of double division
// (OpenCL C 3.0, 7.4: 0 ulp); the compiler calls it for a program's own
// double `/` and `/=`. Vulkan promises double arithmetic only single
// precision's accuracy beyond + - *, so OpFDiv on doubles may be some
// 2^-21 off: float/divide.cl's method, with more corrections:
//  - x = mx 2^ex and y = my 2^ey, mx and my in [1, 2) read on the bits
//    (subnormals too), mx doubled where mx < my: Q = mx / my in [1, 2),
//    one unit u = 2^-52;
//  - one OpFDiv, the reciprocal estimate c of my (relative error e up to
//    2^-21); q = mx c, then twice q + (mx - q my) c: each correction
//    multiplies the relative error by e, so q is within 0.5 u + 2^-11 u of
//    Q, faithful, and its remainder r = mx - q my is exact (a multiple of
//    2^-104 below 2^-51; Dekker's product, one fma where fused);
//  - r against +-h = +-my u / 2 (exact) moves the last bit (no quotient of
//    two 53-bit mantissas is a midpoint); a subnormal quotient rounds at
//    2^-1074 from q's bits below that unit and the sign of r.
// No loop; one OpFDiv, three remainders.
//
// Where Fma is fused (FP_FAST_FMA: NVIDIA), operands and quotient well
// inside the normal range take float/divide.cl's ordinary path, with one
// Newton step on a float reciprocal instead of the double OpFDiv
// (__vkcl_divide_ordinary_f64).

/// |x| = m 2^e with m in [1, 2), for the magnitude bits `a` of a finite
/// nonzero double, read on the bits: how far a subnormal's leading one
/// lies below bit 52 (0 for a normal double), then m and e.
VKCL_LIB ulong __vkcl_divide_shift_f64(ulong a) {
  return a < 0x10000000000000UL ? clz(a) - 11UL : 0UL;
}
VKCL_LIB double __vkcl_divide_mantissa_f64(ulong a, ulong shift) {
  return as_double(((a << shift) & 0xfffffffffffffUL) | 0x3ff0000000000000UL);
}
VKCL_LIB int __vkcl_divide_exponent_f64(ulong a, ulong shift) {
  return a < 0x10000000000000UL ? -1022 - (int)shift : (int)(a >> 52) - 1023;
}

/// A quotient estimate held inside [1, 2), where Q lies.
VKCL_LIB double __vkcl_divide_clamp_f64(double q) {
  return q < 1.0 ? 1.0 : q > 0x1.fffffffffffffp0 ? 0x1.fffffffffffffp0 : q;
}

/// mx - q my for mx in [1, 4) and q, my in [1, 2) with q my near mx:
/// exact where q is faithful, within its last bit otherwise.
VKCL_LIB double __vkcl_divide_remainder_f64(double mx, double my, double q) {
  double p = q * my;
  return (mx - p) - __vkcl_two_prod_err_f64(q, my, p);
}

#ifdef FP_FAST_FMA
/// Whether ax / ay takes the ordinary path: biased exponent fields bx in
/// [64, 2045] and by in [1, 2044], bx - by in [-960, 1000]. Then 2^-ey
/// and the reciprocal estimate are normal, the quotient lies in
/// [2^-961, 2^1001), and its half unit times ay, about ax 2^-54, is
/// normal.
VKCL_LIB int __vkcl_divide_is_ordinary_f64(ulong xa, ulong ya) {
  uint bx = (uint)(xa >> 52), by = (uint)(ya >> 52);
  return bx - 64u <= 1981u && by - 1u <= 2043u && bx - by + 960u <= 1960u;
}

/// ax / ay correctly rounded for positive ax, ay with
/// __vkcl_divide_is_ordinary_f64, with fused fma, as
/// __vkcl_divide_cr_ordinary_f32:
///  - c: the float reciprocal of ay's mantissa my (OpFDiv, 2.5 ulp, after
///    my's rounding to float: relative error below 2^-21), scaled by
///    2^-ey exactly; one Newton step c + c (1 - ay c) squares its error
///    (2^-42); q = ax c and one correction make q faithful (2^-84);
///  - the remainder of a faithful q is exact in one fma, and its size
///    against h = ay ulp(q) / 2 decides the last bit (no midpoints, and
///    no quotient between a power of two and the double below it: X / Y
///    <= 1 - 1 / Y for 53-bit mantissas).
VKCL_LIB double __vkcl_divide_ordinary_f64(double ax, double ay) {
  ulong yb = as_ulong(ay);
  double my = as_double((yb & 0xfffffffffffffUL) | 0x3ff0000000000000UL);
  double scale = as_double((2046UL - (yb >> 52)) << 52); // 2^-ey
  double c = (double)native_divide(1.0f, (float)my) * scale;
  c = fma(c, fma(-ay, c, 1.0), c);
  double q = ax * c;
  q = fma(fma(-q, ay, ax), c, q);
  double r = fma(-q, ay, ax); // exact
  ulong qb = as_ulong(q);
  double h = ay * as_double((qb & 0x7ff0000000000000UL) - (53UL << 52));
  return as_double(r > h ? qb + 1UL : r < -h ? qb - 1UL : qb);
}
#endif

VKCL_LIB double __vkcl_divide_f64(double x, double y) {
  ulong xa = as_ulong(x) & 0x7fffffffffffffffUL;
  ulong ya = as_ulong(y) & 0x7fffffffffffffffUL;
  ulong sign = (as_ulong(x) ^ as_ulong(y)) & 0x8000000000000000UL;
#ifdef FP_FAST_FMA
  if (__vkcl_divide_is_ordinary_f64(xa, ya))
    return as_double(sign | as_ulong(__vkcl_divide_ordinary_f64(
                                as_double(xa), as_double(ya))));
#endif
  ulong inf = 0x7ff0000000000000UL;
  if (xa > inf || ya > inf)
    return x + y; // a NaN operand: a NaN
  if (xa == inf || ya == 0UL) // inf / y or x / 0
    return xa == ya ? as_double(0x7ff8000000000000UL) // inf / inf, 0 / 0
                    : as_double(sign | inf);
  if (xa == 0UL || ya == inf) // 0 / y or x / inf
    return as_double(sign);
  ulong sx = __vkcl_divide_shift_f64(xa), sy = __vkcl_divide_shift_f64(ya);
  double mx = __vkcl_divide_mantissa_f64(xa, sx);
  double my = __vkcl_divide_mantissa_f64(ya, sy);
  int e = __vkcl_divide_exponent_f64(xa, sx) -
          __vkcl_divide_exponent_f64(ya, sy);
  if (mx < my) {
    mx *= 2.0;
    e -= 1;
  }
  double c = __vkcl_native_divide_f64(1.0, my);
  double q = __vkcl_divide_clamp_f64(mx * c);
  q = __vkcl_divide_clamp_f64(q + __vkcl_divide_remainder_f64(mx, my, q) * c);
  q = __vkcl_divide_clamp_f64(q + __vkcl_divide_remainder_f64(mx, my, q) * c);
  double r = __vkcl_divide_remainder_f64(mx, my, q); // exact
  if (e >= -1022) {
    double h = my * 0x1p-53;
    ulong qb = as_ulong(q);
    if (r > h)
      qb += 1UL; // 0x1.fffffffffffffp0 + u carries into 2.0
    else if (r < -h)
      qb -= 1UL; // never below 1: Q >= 1
    if ((int)(qb >> 52) + e > 2046)
      return as_double(sign | inf);
    return as_double(sign | (qb + ((ulong)(long)e << 52)));
  }
  // A subnormal quotient: in units of 2^-1074 it is m 2^-s, m the 53-bit
  // mantissa of q (plus the fraction r / (my u) in (-1, 1)).
  ulong s = (ulong)(-1022 - e);
  if (s > 53UL) // below half the smallest subnormal
    return as_double(sign);
  ulong m = (as_ulong(q) & 0xfffffffffffffUL) | 0x10000000000000UL;
  ulong low = m & ((1UL << s) - 1UL), halfway = 1UL << (s - 1UL);
  ulong k = m >> s;
  if (low > halfway ||
      (low == halfway && (r > 0.0 || (r == 0.0 && (k & 1UL) != 0UL))))
    k += 1UL; // may carry into the smallest normal
  return as_double(sign | k);
}
