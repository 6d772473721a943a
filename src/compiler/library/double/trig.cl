// sin, cos, tan, sinpi, cospi, tanpi on double (OpenCL C 3.0, 6.15.2; full
// profile: 4, 4, 5, 4, 4 and 6 ulp; sincos is sin and cos). All of them
// stay under 1 ulp: the reduced argument is a double-double far more
// accurate than its last place, the polynomials' own error is below 2^-56
// of the result, and what rounds is a correction term small beside it.
//
// sin/cos/tan reduce |x| to r = |x| - k * pi/2, |r| <= pi/4, kept as a
// double-double hi + lo, and pick by the quadrant k mod 4:
//  - |x| < 2^20 (k < 2^20): Cody-Waite with pi/2 cut into three 33-bit
//    pieces and a double rest, so that k times each piece is exact. The
//    first step is exact (both terms are on the grid of 2^-53 and their
//    difference below 1), the next two keep their rounding errors (2Sum),
//    and the rest (k times 2^-104, and pi/2's bits beyond 2^-157) leaves
//    r within 2^-134 of the truth: no double is closer than 2^-61 to a
//    multiple of pi/2, so that is 2^-73 of r at worst.
//  - larger |x| (and up to DBL_MAX): Payne-Hanek with 1280 bits of 2/pi
//    in 64-bit words: a 192-bit window of them times the 53-bit mantissa
//    gives x * 2/pi mod 4 to 190 fraction bits, the ignored later bits add
//    under 2^-137. Over all doubles the fraction is at least 2^-62 from an
//    integer (x = 6381956970095103 * 2^797 comes nearest), so some 128
//    significant bits remain after normalising, and the fraction's top
//    117 bits times pi/2 (double-double) give r to about 2^-105 of itself.
// The polynomials (tests/library/fit_trig_f64.py, degree 6 in r^2 on
// [0, (pi/4)^2]) take the double-double and return one too:
//   sin(hi + lo) = hi + (hi^3 P(hi^2) + lo cos(hi)),
//   cos(hi + lo) = 1 - hi^2/2 + hi^4 Q(hi^2) - lo hi,
// with hi^2 exact (Dekker) for cos, where its rounding would show. The
// correction term is at most 0.115 of the result (sin; cos's rounded
// part is smaller), so its four or so roundings add up to some 0.3 ulp
// beside the last one's half: sin and cos within about 0.8 ulp (0.80
// measured).
// tan is sin/cos (or -cos/sin in the odd quadrants) of those
// double-doubles: the device's quotient may be 2.5 ulp off (begin.h), so
// it is corrected by its exact remainder (Dekker's product), which leaves
// half an ulp plus the parts' own errors: about 1 ulp (0.94 measured).
// sinpi/cospi/tanpi reduce exactly: x mod 2 and then r = x - k/2 are
// exact in double, pi r is a double-double (Dekker), and the same
// polynomials follow (0.77, 0.76 and 0.91 ulp measured); a tiny r (below
// 2^-500) is scaled up by 2^200 around the product, so that a subnormal
// pi r is within 0.5 ulp (plus 2^-53 of double rounding).
// The sign of x is handled apart (sin and tan odd, cos even), so that the
// signed zeros come out as the edge-case rules ask.

/// The bits of 2/pi from the binary point on, after one zero word so that
/// a window of them may start up to 63 bits above the point (words of
/// floor(2^(64 i) * 2/pi) mod 2^64, from mpmath at 400 digits:
/// tests/library/fit_trig_f64.py).
__constant ulong __vkcl_dtrig_two_over_pi[21] = {
    0x0000000000000000ul, 0xa2f9836e4e441529ul, 0xfc2757d1f534ddc0ul,
    0xdb6295993c439041ul, 0xfe5163abdebbc561ul, 0xb7246e3a424dd2e0ul,
    0x06492eea09d1921cul, 0xfe1deb1cb129a73eul, 0xe88235f52ebb4484ul,
    0xe99c7026b45f7e41ul, 0x3991d639835339f4ul, 0x9c845f8bbdf9283bul,
    0x1ff897ffde05980ful, 0xef2f118b5a0a6d1ful, 0x6d367ecf27cb09b7ul,
    0x4f463f669e5fea2dul, 0x7527bac7ebe5f17bul, 0x3d0739f78a5292eaul,
    0x6bfb5fb11f8d5d08ul, 0x56033046fc7b6babul, 0xf0cfbc209af4361dul};

/// A double-double hi + lo, |lo| <= ulp(hi) / 2.
struct __vkcl_dtrig_dd {
  double hi, lo;
};

/// r = hi + lo with |r| <= pi/4 (a little more where k was rounded the
/// other way) and x = (4n + q) * pi/2 + r.
struct __vkcl_dtrig_reduced {
  double hi, lo;
  int q;
};

/// Payne-Hanek reduction of 2^20 <= ax (or inf/NaN, giving NaN).
VKCL_LIB struct __vkcl_dtrig_reduced __vkcl_dtrig_reduce_huge_f64(double ax) {
  struct __vkcl_dtrig_reduced red;
  ulong bits = as_ulong(ax);
  if (bits >= 0x7ff0000000000000ul) { // inf or NaN
    red.hi = ax - ax;
    red.lo = red.hi;
    red.q = 0;
    return red;
  }
  int e = (int)(bits >> 52) - 1075; // ax = m * 2^e, e in [-32, 971]
  ulong m = (bits & 0xffffffffffffful) | 0x10000000000000ul;
  // Bits of 2/pi at places e-1 .. e+190 after the point: m * 2^e times
  // the earlier ones is a multiple of 4, the later ones add < 2^-137.
  int j = e + 62; // the window's first bit in the table
  int i = j >> 6, sh = j & 63;
  ulong w0 = (__vkcl_dtrig_two_over_pi[i] << sh) |
             ((__vkcl_dtrig_two_over_pi[i + 1] >> 1) >> (63 - sh));
  ulong w1 = (__vkcl_dtrig_two_over_pi[i + 1] << sh) |
             ((__vkcl_dtrig_two_over_pi[i + 2] >> 1) >> (63 - sh));
  ulong w2 = (__vkcl_dtrig_two_over_pi[i + 2] << sh) |
             ((__vkcl_dtrig_two_over_pi[i + 3] >> 1) >> (63 - sh));
  // m * (w0:w1:w2) mod 2^192 = x * 2/pi mod 4 in units of 2^-190.
  ulong p0 = m * w2;
  ulong t = m * w1;
  ulong p1 = t + mul_hi(m, w2);
  ulong p2 = mul_hi(m, w1) + (p1 < t ? 1ul : 0ul) + m * w0;
  // Round to the nearest quadrant; a fraction above one half is taken as
  // its (one's) complement, negative.
  ulong neg = (p2 >> 61) & 1ul;
  red.q = (int)(((p2 >> 62) + neg) & 3ul);
  ulong mask = 0ul - neg;
  ulong a = (p2 ^ mask) & 0x3ffffffffffffffful; // < 2^61
  ulong b = p1 ^ mask, c = p0 ^ mask;
  int s = 0;
  if (a == 0ul) { // never for a double (see the header), kept for safety
    a = b;
    b = c;
    c = 0ul;
    s = 64;
  }
  // Normalise a:b so that bit 63 of a is set.
  ulong z = clz(a);
  a = (a << z) | ((b >> 1) >> (63ul - z));
  b = (b << z) | ((c >> 1) >> (63ul - z));
  s += (int)z;
  // |fraction| = (hh + ll) * 2^(-62 - s): hh a's top 53 bits, ll < 2^11.
  double hh = (double)(a >> 11) * 0x1p11;
  double ll = (double)(a & 0x7fful) + (double)(b >> 11) * 0x1p-53;
  // Times pi/2 = 0x1.921fb54442d18p0 + 0x1.1a62633145c07p-54.
  double ph = hh * 0x1.921fb54442d18p0;
  double pl = __vkcl_two_prod_err_f64(hh, 0x1.921fb54442d18p0, ph) +
              (hh * 0x1.1a62633145c07p-54 + ll * 0x1.921fb54442d18p0);
  double rh = ph + pl;
  double rl = __vkcl_fast_two_sum_err_f64(ph, pl, rh);
  double scale = as_double((ulong)(961 - s) << 52);
  double sign = neg ? -scale : scale;
  red.hi = rh * sign;
  red.lo = rl * sign;
  return red;
}

/// x = (4n + q) * pi/2 + hi + lo for ax = |x| (or NaN for inf/NaN).
VKCL_LIB struct __vkcl_dtrig_reduced __vkcl_dtrig_reduce_f64(double ax) {
  if (!(ax < 0x1p20))
    return __vkcl_dtrig_reduce_huge_f64(ax);
  struct __vkcl_dtrig_reduced red;
  double k = rint(ax * 0x1.45f306dc9c883p-1); // < 2^20
  // pi/2 = 0x1.921fb544p0 + 0x1.0b4611a6p-34 + 0x1.3198a2ep-69 +
  // 0x1.b839a252049c1p-104 + under 2^-157, the first three of 33 bits.
  double t1 = ax - k * 0x1.921fb544p0; // exact
  double c2 = k * 0x1.0b4611a6p-34;    // exact
  double t2 = t1 - c2;
  double e2 = __vkcl_two_sum_err_f64(t1, -c2, t2);
  double c3 = k * 0x1.3198a2ep-69; // exact
  double t3 = t2 - c3;
  double e3 = __vkcl_two_sum_err_f64(t2, -c3, t3);
  double lo = (e2 + e3) - k * 0x1.b839a252049c1p-104;
  red.hi = t3 + lo;
  red.lo = __vkcl_fast_two_sum_err_f64(t3, lo, red.hi);
  red.q = (int)k & 3;
  return red;
}

/// A double-double from hi + t, |t| well below |hi| (or hi zero).
VKCL_LIB struct __vkcl_dtrig_dd __vkcl_dtrig_join_f64(double hi, double t) {
  struct __vkcl_dtrig_dd y;
  y.hi = hi + t;
  y.lo = __vkcl_fast_two_sum_err_f64(hi, t, y.hi);
  return y;
}

/// sin(hi + lo), |hi + lo| <= pi/4: hi + hi^3 P(hi^2), plus lo * cos(hi).
/// The polynomial's error is under 2^-57 of the result.
VKCL_LIB struct __vkcl_dtrig_dd __vkcl_dtrig_sin_poly_f64(double hi,
                                                          double lo) {
  double s = hi * hi;
  double p = -0x1.5555555555555p-3 +
             s * (0x1.111111111111p-7 +
                  s * (-0x1.a01a01a019939p-13 +
                       s * (0x1.71de3a5460acfp-19 +
                            s * (-0x1.ae645412e9afbp-26 +
                                 s * (0x1.61217f25a1759p-33 +
                                      s * -0x1.ab17e21f7abebp-41)))));
  return __vkcl_dtrig_join_f64(hi, hi * s * p + lo * (1.0 - 0.5 * s));
}

/// cos(hi + lo), |hi + lo| <= pi/4: 1 - s/2 + s^2 Q(s) with s = hi^2
/// exactly (s + se), less lo * sin(hi). The polynomial's error is under
/// 2^-60 of the result.
VKCL_LIB struct __vkcl_dtrig_dd __vkcl_dtrig_cos_poly_f64(double hi,
                                                          double lo) {
  double s = hi * hi;
  // Garbage below 2^-969 for a tiny hi, where it cannot matter beside 1.
  double se = __vkcl_two_prod_err_f64(hi, hi, s);
  double q = 0x1.5555555555555p-5 +
             s * (-0x1.6c16c16c16c16p-10 +
                  s * (0x1.a01a01a019d0bp-16 +
                       s * (-0x1.27e4fb7712dfap-22 +
                            s * (0x1.1eed8deba62c6p-29 +
                                 s * (-0x1.9394ba21b962cp-37 +
                                      s * 0x1.ab78664618b5dp-45)))));
  double h = 0.5 * s;
  double c = 1.0 - h;
  double ce = (1.0 - c) - h; // 1 - h - c, exact: h <= 0.31
  return __vkcl_dtrig_join_f64(c, ce + (s * s * q - (0.5 * se + hi * lo)));
}

/// (nh + nl) / (dh + dl) to about half an ulp: the device's quotient
/// corrected by its exact remainder (Dekker's product), so that a quotient
/// a few ulp off still ends within about half an ulp. For tan's operands:
/// sin and cos of |r| <= pi/4, the numerator at least 2^-500 (so that
/// Dekker's product stays exact).
VKCL_LIB double __vkcl_dtrig_div_f64(struct __vkcl_dtrig_dd n,
                                     struct __vkcl_dtrig_dd d) {
  double q = n.hi / d.hi;
  double p = q * d.hi;
  double pe = __vkcl_two_prod_err_f64(q, d.hi, p);
  double rem = ((n.hi - p) - pe) + (n.lo - q * d.lo); // n.hi - p exact
  return q + rem / d.hi;
}

/// tan(hi + lo) from sin and cos, or -1/tan for an odd quadrant.
VKCL_LIB double __vkcl_dtrig_tan_dd_f64(struct __vkcl_dtrig_dd sn,
                                        struct __vkcl_dtrig_dd cs, int odd) {
  if (odd) {
    sn.hi = -sn.hi;
    sn.lo = -sn.lo;
    return __vkcl_dtrig_div_f64(cs, sn);
  }
  if (fabs(sn.hi) < 0x1p-500) // tan(r) = r (1 + r^2/3), cos(r) = 1
    return sn.hi;
  return __vkcl_dtrig_div_f64(sn, cs);
}

/// Flips the sign of y where x is negative.
VKCL_LIB double __vkcl_dtrig_sign_f64(double y, double x) {
  return as_double(as_ulong(y) ^ (as_ulong(x) & 0x8000000000000000ul));
}

VKCL_LIB double __vkcl_sin_f64(double x) {
  struct __vkcl_dtrig_reduced r = __vkcl_dtrig_reduce_f64(fabs(x));
  double y = (r.q & 1) ? __vkcl_dtrig_cos_poly_f64(r.hi, r.lo).hi
                       : __vkcl_dtrig_sin_poly_f64(r.hi, r.lo).hi;
  return __vkcl_dtrig_sign_f64((r.q & 2) ? -y : y, x);
}

VKCL_LIB double __vkcl_cos_f64(double x) {
  struct __vkcl_dtrig_reduced r = __vkcl_dtrig_reduce_f64(fabs(x));
  double y = (r.q & 1) ? __vkcl_dtrig_sin_poly_f64(r.hi, r.lo).hi
                       : __vkcl_dtrig_cos_poly_f64(r.hi, r.lo).hi;
  return ((r.q + 1) & 2) ? -y : y;
}

VKCL_LIB double __vkcl_tan_f64(double x) {
  struct __vkcl_dtrig_reduced r = __vkcl_dtrig_reduce_f64(fabs(x));
  double y =
      __vkcl_dtrig_tan_dd_f64(__vkcl_dtrig_sin_poly_f64(r.hi, r.lo),
                              __vkcl_dtrig_cos_poly_f64(r.hi, r.lo), r.q & 1);
  return __vkcl_dtrig_sign_f64(y, x);
}

/// ax mod 2, exact (NaN for inf and NaN).
VKCL_LIB double __vkcl_dtrig_mod2_f64(double ax) {
  return ax - 2.0 * floor(0.5 * ax);
}

/// pi r as a double-double, |r| <= 1/4. Below 2^-500 the product is
/// taken at 2^200 r (Dekker's product needs 2^-969) and scaled back: a
/// subnormal result rounds twice, within 0.5 ulp plus 2^-53 of one.
VKCL_LIB struct __vkcl_dtrig_dd __vkcl_dtrig_pi_mul_f64(double r) {
  struct __vkcl_dtrig_dd y;
  if (fabs(r) < 0x1p-500) {
    double rs = r * 0x1p200; // >= 2^-874: Dekker's product is exact
    double h = rs * 0x1.921fb54442d18p1;
    double l = __vkcl_two_prod_err_f64(rs, 0x1.921fb54442d18p1, h) +
               rs * 0x1.1a62633145c07p-53;
    y.hi = (h + l) * 0x1p-200;
    y.lo = 0.0;
    return y;
  }
  double h = r * 0x1.921fb54442d18p1;
  double l = __vkcl_two_prod_err_f64(r, 0x1.921fb54442d18p1, h) +
             r * 0x1.1a62633145c07p-53;
  return __vkcl_dtrig_join_f64(h, l);
}

/// sin(pi r), |r| <= 1/4.
VKCL_LIB double __vkcl_dtrig_sinpi_poly_f64(double r) {
  struct __vkcl_dtrig_dd a = __vkcl_dtrig_pi_mul_f64(r);
  return __vkcl_dtrig_sin_poly_f64(a.hi, a.lo).hi;
}

/// cos(pi r), |r| <= 1/4.
VKCL_LIB double __vkcl_dtrig_cospi_poly_f64(double r) {
  struct __vkcl_dtrig_dd a = __vkcl_dtrig_pi_mul_f64(r);
  return __vkcl_dtrig_cos_poly_f64(a.hi, a.lo).hi;
}

VKCL_LIB double __vkcl_sinpi_f64(double x) {
  double a = __vkcl_dtrig_mod2_f64(fabs(x));
  double k = rint(a + a);
  double r = a - 0.5 * k;
  int q = (int)fmin(k, 4.0) & 3; // NaN (from inf, NaN) to 0
  // sin(pi (k/2 + r)) by quadrant; 0 - r rather than -r so that integers
  // give +0 before the sign of x is applied.
  double y = (q & 1) ? __vkcl_dtrig_cospi_poly_f64(r)
                     : __vkcl_dtrig_sinpi_poly_f64(q ? 0.0 - r : r);
  return __vkcl_dtrig_sign_f64(q == 3 ? -y : y, x);
}

VKCL_LIB double __vkcl_cospi_f64(double x) {
  double a = __vkcl_dtrig_mod2_f64(fabs(x));
  double k = rint(a + a);
  double r = a - 0.5 * k;
  int q = (int)fmin(k, 4.0) & 3; // NaN (from inf, NaN) to 0
  // cos(pi (k/2 + r)); n + 1/2 gives +0.
  double y = (q & 1) ? __vkcl_dtrig_sinpi_poly_f64(q == 1 ? 0.0 - r : r)
                     : __vkcl_dtrig_cospi_poly_f64(r);
  return q == 2 ? -y : y;
}

VKCL_LIB double __vkcl_tanpi_f64(double x) {
  double a = __vkcl_dtrig_mod2_f64(fabs(x));
  double k = rint(a + a);
  double r = a - 0.5 * k;
  int q = (int)fmin(k, 4.0) & 3; // NaN (from inf, NaN) to 0
  double y;
  if (r == 0.0) // n: +-0 by n's parity; n + 1/2: +-inf
    y = as_double((q & 1 ? 0x7ff0000000000000ul : 0ul) |
                  (q >= 2 ? 0x8000000000000000ul : 0ul));
  else {
    struct __vkcl_dtrig_dd pr = __vkcl_dtrig_pi_mul_f64(r);
    y = __vkcl_dtrig_tan_dd_f64(__vkcl_dtrig_sin_poly_f64(pr.hi, pr.lo),
                                __vkcl_dtrig_cos_poly_f64(pr.hi, pr.lo), q & 1);
  }
  return __vkcl_dtrig_sign_f64(y, x);
}
