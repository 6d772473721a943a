// asin, acos, atan, atan2 and asinpi, acospi, atanpi, atan2pi on double
// (OpenCL C 3.0, 6.15.2; full profile: 4, 4, 5, 6 and 5, 5, 5, 6 ulp).
//
// One core for all eight: every angle is an atan2 of a double-word ratio,
// c + sgn * atan(t) with t in [0, 1] and c = 0, pi/2 or pi (the octant):
//  - atan2(y, x): t = min(|x|, |y|) / max(|x|, |y|);
//  - atan(x): t = |x| or, beyond 1, t = 1/|x| and c = pi/2;
//  - asin(x) = atan2(x, sqrt(1 - x^2)), acos(x) = atan2(sqrt(1 - x^2), x),
//    with 1 - x^2 exact as a double-word (Dekker's product) and its root
//    as s + sl (the root's exact residual gives sl, so the root adds no
//    error of size, and even a root a few ulp off would not). This avoids
//    asin's slowly converging series near 1/2 and the cancellation near 1.
// The quotients are double-words too: q = n / d from the device's division
// (up to 2.5 ulp off), corrected by the exact remainder n - q d.
// atan(t) on [0, 1]: breakpoints c = k/8 (k = round(8t)), atan(t) =
// atan(c) + atan(q), q = (t - c) / (1 + t c) with |q| <= 1/16 (t - c is
// exact by Sterbenz, 1 + t c a double-word), atan(c) a double-double
// table, atan(q) = q + q^3 P(q^2) with P a degree-5 minimax polynomial
// (tests/library/fit_trig_inverse_f64.py: relative error 2^-54 as
// doubles; the tail is under 2^-9.5 of the result, so 2^-63 of it).
// The result c + sgn * (h + l) is taken with c + h exact (Fast2Sum,
// |c| >= |h|), so the last rounding is the only one of size: every
// function is within about 0.5 ulp + 2^-7 ulp on the host, and the
// device's divisions only touch corrections (their error is below 2^-50
// of the result). The pi forms multiply h + l by 1/pi as a double-word
// (Dekker's product) before the one last rounding; where their result may
// be tiny (subnormal) h + l is first scaled up by 2^200 so the products
// stay exact, and the scaled result is brought down with one rounding
// (__vkcl_dinv_down_f64: a plain product would round twice, 0.75 ulp).

/// atan(k/8) for k = 0..8, as hi, lo pairs.
__constant double __vkcl_dinv_atan_table_f64[18] = {
    0.0,
    0.0,
    0x1.fd5ba9aac2f6ep-4,
    -0x1.cd37686760c17p-59,
    0x1.f5b75f92c80ddp-3,
    0x1.8ab6e3cf7afbdp-57,
    0x1.6f61941e4def1p-2,
    -0x1.c63aae6f6e918p-56,
    0x1.dac670561bb4fp-2,
    0x1.a2b7f222f65e2p-56,
    0x1.1e00babdefeb4p-1,
    -0x1.928df287a668fp-58,
    0x1.4978fa3269ee1p-1,
    0x1.2419a87f2a458p-56,
    0x1.700a7c5784634p-1,
    -0x1.8c34d25aadef6p-56,
    0x1.921fb54442d18p-1,
    0x1.1a62633145c07p-55,
};

/// A double-word value hi + lo.
struct __vkcl_dinv_dd {
  double hi, lo;
};

/// y with x's sign bit flipped in (y >= 0: copysign).
VKCL_LIB double __vkcl_dinv_sign_f64(double y, double x) {
  return as_double(as_ulong(y) ^ (as_ulong(x) & 0x8000000000000000ul));
}

/// (nh + nl) / (dh + dl) as a double-word, for 2^-60 <= dh <= 2 and
/// 2^-900 <= nh <= 2 dh (|nl|, |dl| below half an ulp of nh, dh, or 0):
/// q from the device's division, then the exact remainder nh - q dh
/// (Sterbenz: q is a few ulp from the quotient) over dh.
VKCL_LIB struct __vkcl_dinv_dd __vkcl_dinv_ratio_dd_f64(double nh, double nl,
                                                        double dh, double dl) {
  struct __vkcl_dinv_dd r;
  double q = nh / dh;
  double p = q * dh;
  double rem = (((nh - p) - __vkcl_two_prod_err_f64(q, dh, p)) + nl) - q * dl;
  r.hi = q;
  r.lo = rem / dh;
  return r;
}

/// 2^k for -1022 <= k <= 1023.
VKCL_LIB double __vkcl_dinv_pow2_f64(int k) {
  return as_double((ulong)(k + 1023) << 52);
}

/// (h + l) 2^-200 rounded once, also where it is subnormal: h is rounded
/// onto the final grid first, and the rest (exact, under an ulp there)
/// rounds onto it by itself (a plain (h + l) 2^-200 rounds twice).
VKCL_LIB double __vkcl_dinv_down_f64(double h, double l) {
  double hd = h * 0x1p-200;
  if (fabs(hd) >= 0x1p-1022) // normal: the scaling is exact
    return (h + l) * 0x1p-200;
  return hd + ((h - hd * 0x1p200) + l) * 0x1p-200;
}

/// The octant of an angle: quarter * pi/2 + (negate ? -1 : 1) * atan(t),
/// with t 2^200 times too large where scaled (a quotient under 2^-900:
/// atan(t) = t there, so the core's result only needs scaling back).
struct __vkcl_dinv_octant {
  struct __vkcl_dinv_dd t;
  int quarter;
  int negate;
  int scaled;
};

/// n / d for 0 <= n <= d, d > 0 finite, as a double-word whatever their
/// exponents: d is brought to [1, 2) and n with it by exact powers of two;
/// a quotient under 2^-900 is computed 2^200 larger (scaled). quarter and
/// negate are left to the caller.
VKCL_LIB struct __vkcl_dinv_octant __vkcl_dinv_ratio_f64(double n, double d) {
  struct __vkcl_dinv_octant o;
  o.quarter = 0;
  o.negate = 0;
  o.scaled = 0;
  if (d < 0x1p-1000) { // exact: both subnormal or nearly
    n *= 0x1p600;
    d *= 0x1p600;
  }
  int e = (int)(as_ulong(d) >> 52) - 1023; // d in [2^e, 2^(e+1))
  double f1 = __vkcl_dinv_pow2_f64(-(e >> 1)),
         f2 = __vkcl_dinv_pow2_f64((e >> 1) - e);
  d = d * f1 * f2;
  double m = n * f1 * f2; // exact unless the quotient is below 2^-1022
  if (!(m >= 0x1p-900)) {
    // n < 2^(e-899): n 2^200 cannot overflow; only a quotient below
    // 2^-1222 (zero once brought down) loses bits on the way.
    m = n * 0x1p200 * f1 * f2;
    o.scaled = 1;
  }
  o.t = __vkcl_dinv_ratio_dd_f64(m, 0.0, d, 0.0);
  return o;
}

/// atan(t + tl) for 0 <= t <= 1 (plus a few ulp), |tl| <= a few ulp of t,
/// as hi + lo (see the header: breakpoints k/8, then q + q^3 P(q^2)).
VKCL_LIB struct __vkcl_dinv_dd __vkcl_dinv_atan_core_f64(double t, double tl) {
  int k = (int)(t * 8.0 + 0.5);
  double q = t, ql = tl, ah = 0.0, al = 0.0;
  if (k > 0) {
    double c = (double)k * 0.125;
    double num = t - c; // exact: c/2 <= t <= 2c
    double p = t * c;
    double dh = 1.0 + p;
    double dl = (__vkcl_fast_two_sum_err_f64(1.0, p, dh) +
                 __vkcl_two_prod_err_f64(t, c, p)) +
                tl * c;
    struct __vkcl_dinv_dd r = __vkcl_dinv_ratio_dd_f64(num, tl, dh, dl);
    q = r.hi;
    ql = r.lo;
    ah = __vkcl_dinv_atan_table_f64[2 * k];
    al = __vkcl_dinv_atan_table_f64[2 * k + 1];
  }
  double s = q * q;
  double poly =
      -0x1.5555555555555p-2 +
      s * (0x1.999999999994ap-3 +
           s * (-0x1.24924924589d5p-3 +
                s * (0x1.c71c6fdf8f376p-4 +
                     s * (-0x1.7459735130e9dp-4 + s * 0x1.37ddb5c3155e8p-4))));
  struct __vkcl_dinv_dd a;
  // atan(q + ql) = atan(q) + ql / (1 + q^2): ql is a few ulp of q where
  // the device's quotient was off, so its factor matters at 2^-8.
  a.hi = ah + q; // |ah| >= |q| or ah = 0
  a.lo = (__vkcl_fast_two_sum_err_f64(ah, q, a.hi) + al) +
         ((ql - ql * s) + q * s * poly);
  return a;
}

/// quarter * pi/2 +- (h + l), rounded once (quarter 0, 1, 2).
VKCL_LIB double __vkcl_dinv_angle_f64(struct __vkcl_dinv_octant o) {
  struct __vkcl_dinv_dd a = __vkcl_dinv_atan_core_f64(o.t.hi, o.t.lo);
  if (o.scaled) { // atan(t) = t, brought down once
    a.hi = __vkcl_dinv_down_f64(a.hi, a.lo);
    a.lo = 0.0;
  }
  double h = o.negate ? -a.hi : a.hi, l = o.negate ? -a.lo : a.lo;
  double ch = o.quarter == 0   ? 0.0
              : o.quarter == 1 ? 0x1.921fb54442d18p+0
                               : 0x1.921fb54442d18p+1;
  double cl = o.quarter == 0   ? 0.0
              : o.quarter == 1 ? 0x1.1a62633145c07p-54
                               : 0x1.1a62633145c07p-53;
  double r = ch + h;
  return r + ((__vkcl_fast_two_sum_err_f64(ch, h, r) + cl) + l);
}

/// The same angle over pi: quarter / 2 +- (h + l) / pi, rounded once; a
/// small h + l (quarter 0) is scaled by 2^200 first so that the product
/// with 1/pi is exact in double-words, and the result comes down after.
VKCL_LIB double __vkcl_dinv_angle_pi_f64(struct __vkcl_dinv_octant o) {
  struct __vkcl_dinv_dd a = __vkcl_dinv_atan_core_f64(o.t.hi, o.t.lo);
  double h = a.hi, l = a.lo;
  int tiny = o.quarter == 0 && (o.scaled || h < 0x1p-800);
  if (o.scaled && !tiny) { // next to pi/2 or pi: no need of its last bits
    h = __vkcl_dinv_down_f64(h, l);
    l = 0.0;
  } else if (tiny && !o.scaled) {
    h *= 0x1p200;
    l *= 0x1p200;
  }
  // 1/pi = 0x1.45f306dc9c883p-2 - 0x1.6b01ec5417056p-56
  double p = h * 0x1.45f306dc9c883p-2;
  double pl = __vkcl_two_prod_err_f64(h, 0x1.45f306dc9c883p-2, p) +
              (l * 0x1.45f306dc9c883p-2 - h * 0x1.6b01ec5417056p-56);
  if (o.negate) {
    p = -p;
    pl = -pl;
  }
  if (tiny)
    return __vkcl_dinv_down_f64(p, pl);
  double c = 0.5 * (double)o.quarter;
  double r = c + p; // |c| >= |p| or c = 0
  return r + (__vkcl_fast_two_sum_err_f64(c, p, r) + pl);
}

/// The octant of atan2(y, x) for |y|, |x| given as double-words (ny for
/// y's magnitude, nx for x's) and x's sign: the smaller over the larger.
VKCL_LIB struct __vkcl_dinv_octant
__vkcl_dinv_octant_dd_f64(struct __vkcl_dinv_dd ny, struct __vkcl_dinv_dd nx,
                          int left) {
  struct __vkcl_dinv_octant o;
  o.scaled = 0;
  int steep = ny.hi > nx.hi;
  o.t = steep ? __vkcl_dinv_ratio_dd_f64(nx.hi, nx.lo, ny.hi, ny.lo)
              : __vkcl_dinv_ratio_dd_f64(ny.hi, ny.lo, nx.hi, nx.lo);
  o.quarter = steep ? 1 : (left ? 2 : 0);
  o.negate = steep != left;
  return o;
}

/// sqrt(1 - a^2) for 2^-40 <= a <= 1 as a double-word: 1 - a^2 exactly
/// as z + zl (Dekker's product, Fast2Sum), then the correctly rounded
/// root s of z and s's exact residual (z - s^2 + zl) / 2s.
VKCL_LIB struct __vkcl_dinv_dd __vkcl_dinv_cos_of_f64(double a) {
  double p = a * a;
  double pe = __vkcl_two_prod_err_f64(a, a, p);
  double z = 1.0 - p;
  double zl = __vkcl_fast_two_sum_err_f64(1.0, -p, z) - pe;
  double zz = z + zl; // normalised: z may be as small as 2^-53
  zl = __vkcl_fast_two_sum_err_f64(z, zl, zz);
  z = zz;
  struct __vkcl_dinv_dd r;
  double s = __vkcl_sqrt_f64(z);
  r.hi = s;
  if (s > 0.0) {
    double ss = s * s;
    r.lo = (((z - ss) - __vkcl_two_prod_err_f64(s, s, ss)) + zl) / (s + s);
  } else {
    r.lo = 0.0;
  }
  return r;
}

/// The octant of asin for 2^-40 <= |x| <= 1: atan2(|x|, root).
VKCL_LIB struct __vkcl_dinv_octant __vkcl_dinv_asin_octant_f64(double ax) {
  struct __vkcl_dinv_dd y = {ax, 0.0};
  return __vkcl_dinv_octant_dd_f64(y, __vkcl_dinv_cos_of_f64(ax), 0);
}

/// The octant of acos for 2^-40 <= |x| <= 1: atan2(root, x).
VKCL_LIB struct __vkcl_dinv_octant __vkcl_dinv_acos_octant_f64(double x) {
  struct __vkcl_dinv_dd ax = {fabs(x), 0.0};
  return __vkcl_dinv_octant_dd_f64(__vkcl_dinv_cos_of_f64(ax.hi), ax, x < 0.0);
}

/// The octant of atan(|x|) directly (t = |x|); also that of a tiny asin
/// (|x| < 2^-28 for acos, 2^-40 for asinpi: asin - atan = x^3/2 is below
/// 2^-80 of the result there).
VKCL_LIB struct __vkcl_dinv_octant
__vkcl_dinv_direct_f64(double ax, int quarter, int negate) {
  struct __vkcl_dinv_octant o;
  o.scaled = 0;
  o.t.hi = ax;
  o.t.lo = 0.0;
  o.quarter = quarter;
  o.negate = negate;
  return o;
}

VKCL_LIB double __vkcl_asin_f64(double x) {
  double ax = fabs(x);
  if (!(ax <= 1.0))
    return x != x ? x : as_double(0x7ff8000000000000ul);
  if (ax < 0x1p-28) // x + x^3/6 rounds to x
    return x;
  return __vkcl_dinv_sign_f64(
      __vkcl_dinv_angle_f64(__vkcl_dinv_asin_octant_f64(ax)), x);
}

VKCL_LIB double __vkcl_acos_f64(double x) {
  double ax = fabs(x);
  if (!(ax <= 1.0))
    return x != x ? x : as_double(0x7ff8000000000000ul);
  // pi/2 - x for tiny x: asin(t) = atan(t) = t there
  return __vkcl_dinv_angle_f64(ax < 0x1p-28
                                   ? __vkcl_dinv_direct_f64(ax, 1, x > 0.0)
                                   : __vkcl_dinv_acos_octant_f64(x));
}

VKCL_LIB double __vkcl_asinpi_f64(double x) {
  double ax = fabs(x);
  if (!(ax <= 1.0))
    return x != x ? x : as_double(0x7ff8000000000000ul);
  return __vkcl_dinv_sign_f64(
      __vkcl_dinv_angle_pi_f64(ax < 0x1p-40 ? __vkcl_dinv_direct_f64(ax, 0, 0)
                                            : __vkcl_dinv_asin_octant_f64(ax)),
      x);
}

VKCL_LIB double __vkcl_acospi_f64(double x) {
  double ax = fabs(x);
  if (!(ax <= 1.0))
    return x != x ? x : as_double(0x7ff8000000000000ul);
  return __vkcl_dinv_angle_pi_f64(ax < 0x1p-28
                                      ? __vkcl_dinv_direct_f64(ax, 1, x > 0.0)
                                      : __vkcl_dinv_acos_octant_f64(x));
}

/// The octant of atan(|x|): t = |x| up to 1, pi/2 - atan(1/|x|) beyond
/// (1/|x| a corrected double-word; +-inf gives t = 0).
VKCL_LIB struct __vkcl_dinv_octant __vkcl_dinv_atan_octant_f64(double ax) {
  struct __vkcl_dinv_octant o = __vkcl_dinv_direct_f64(ax, 0, 0);
  if (ax > 1.0) {
    if (as_ulong(ax) == 0x7ff0000000000000ul)
      o.t.hi = 0.0;
    else
      o = __vkcl_dinv_ratio_f64(1.0, ax);
    o.quarter = 1;
    o.negate = 1;
  }
  return o;
}

VKCL_LIB double __vkcl_atan_f64(double x) {
  if (x != x)
    return x;
  double ax = fabs(x);
  if (ax < 0x1p-28) // x - x^3/3 rounds to x
    return x;
  return __vkcl_dinv_sign_f64(
      __vkcl_dinv_angle_f64(__vkcl_dinv_atan_octant_f64(ax)), x);
}

VKCL_LIB double __vkcl_atanpi_f64(double x) {
  if (x != x)
    return x;
  return __vkcl_dinv_sign_f64(
      __vkcl_dinv_angle_pi_f64(__vkcl_dinv_atan_octant_f64(fabs(x))), x);
}

/// The octant of atan2(y, x) (C99 Annex F): the smaller of |x|, |y| over
/// the larger; inf/inf is 1 (pi/4, 3pi/4), finite/inf 0, +-0/+-0 is 0
/// (then 0 or pi by x's sign); the result takes y's sign.
VKCL_LIB struct __vkcl_dinv_octant __vkcl_dinv_atan2_octant_f64(double y,
                                                                double x) {
  double ax = fabs(x), ay = fabs(y);
  // not NaN (the callers return first): a compare, where fmin and fmax
  // order on the bits
  double n = ay < ax ? ay : ax, d = ay < ax ? ax : ay;
  int steep = ay > ax;
  int left = signbit(x) != 0;
  struct __vkcl_dinv_octant o = __vkcl_dinv_direct_f64(0.0, 0, 0);
  if (as_ulong(d) == 0x7ff0000000000000ul)
    o.t.hi = as_ulong(n) == 0x7ff0000000000000ul ? 1.0 : 0.0;
  else if (d > 0.0)
    o = __vkcl_dinv_ratio_f64(n, d);
  o.quarter = steep ? 1 : (left ? 2 : 0);
  o.negate = steep != left;
  return o;
}

VKCL_LIB double __vkcl_atan2_f64(double y, double x) {
  if (x != x || y != y)
    return x + y;
  return __vkcl_dinv_sign_f64(
      __vkcl_dinv_angle_f64(__vkcl_dinv_atan2_octant_f64(y, x)), y);
}

VKCL_LIB double __vkcl_atan2pi_f64(double y, double x) {
  if (x != x || y != y)
    return x + y;
  return __vkcl_dinv_sign_f64(
      __vkcl_dinv_angle_pi_f64(__vkcl_dinv_atan2_octant_f64(y, x)), y);
}
