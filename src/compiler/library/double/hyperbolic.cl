// sinh, cosh, tanh, asinh, acosh and atanh on double (OpenCL C 3.0,
// 6.15.2; full profile: sinh cosh asinh acosh 4 ulp, tanh atanh 5 ulp;
// these aim at about half an ulp), from explog.cl's double-double cores:
// e^x as hi + lo (error about 2^-65 of it) and log(hi + lo) as hi + lo.
//  - Near 0 (|x| < 1/16) the odd series (sinh, tanh, asinh, atanh) in x^2
//    <= 2^-8, truncated below 2^-60: the formulas through e^x or log would
//    cancel there. Their coefficients are exact rationals rounded once
//    (tests/library/fit_explog_f64.py "series" prints tanh's and asinh's).
//  - sinh, cosh: (e^|x| +- e^-|x|) / 2 in double-double, e^-|x| the
//    reciprocal of e^|x| corrected by one Newton step on its exact residual
//    (the device's `/` may be 2.5 ulp off). From 22 on e^-|x| is below
//    2^-63 of the result: e^|x| / 2 with the halving in the exponent,
//    rounded once, so sinh and cosh stay finite up to 710.47 where e^x
//    itself overflows.
//  - tanh = (e^2|x| - 1) / (e^2|x| + 1), the quotient corrected by its
//    exact remainder; 1 from 22 on.
//  - asinh, acosh: log of |x| + sqrt(x^2 +- 1) in double-double (the root
//    correctly rounded, __vkcl_sqrt_f64, then corrected by its residual);
//    acosh near 1 as log(1 + t + sqrt(t^2 + 2t)), t = x - 1 exact; beyond
//    2^28, log(|x|) + ln2.
//  - atanh: (log(1 + |x|) - log(1 - |x|)) / 2, both arguments exact in
//    double-double.

/// The odd series sum c_n x^(2n+1) beyond x, over x^3, for x2 = x^2 <=
/// 2^-8: c holds c_1..c_7 (x^15; the truncation is below 2^-60).
VKCL_LIB double __vkcl_dhyp_series_f64(double x2, double c1, double c2,
                                       double c3, double c4, double c5,
                                       double c6, double c7) {
  double p = c7;
  p = __vkcl_muladd_f64(p, x2, c6);
  p = __vkcl_muladd_f64(p, x2, c5);
  p = __vkcl_muladd_f64(p, x2, c4);
  p = __vkcl_muladd_f64(p, x2, c3);
  p = __vkcl_muladd_f64(p, x2, c2);
  return __vkcl_muladd_f64(p, x2, c1);
}

/// sqrt(sh + sl) as the double-double hi + *lo, for sh positive normal.
VKCL_LIB double __vkcl_dhyp_sqrt_dd_f64(double sh, double sl,
                                        __private double *lo) {
  double r = __vkcl_sqrt_f64(sh);
  double rr = r * r;
  double res = ((sh - rr) - __vkcl_two_prod_err_f64(r, r, rr)) + sl;
  *lo = res / (2.0 * r); // a correction below r's last place
  return r;
}

/// 1 / (eh + el) as the double-double hi + *lo, for eh + el in [2^-60,
/// 2^60]: one Newton step on the exact residual 1 - eh q.
VKCL_LIB double __vkcl_dhyp_recip_dd_f64(double eh, double el,
                                         __private double *lo) {
  double q = 1.0 / eh;
  double p = eh * q;
  double res = ((1.0 - p) - __vkcl_two_prod_err_f64(eh, q, p)) - el * q;
  *lo = q * res;
  return q;
}

VKCL_LIB double __vkcl_sinh_f64(double x) {
  double ax = fabs(x);
  if (!(ax >= 0x1p-26)) // x^3/6 below x's last place (+-0, NaN)
    return x;
  if (ax < 0.0625) { // 1/3!, 1/5!, ..., 1/15!
    double x2 = x * x;
    return x + x * x2 *
                   __vkcl_dhyp_series_f64(
                       x2, 0x1.5555555555555p-3, 0x1.1111111111111p-7,
                       0x1.a01a01a01a01ap-13, 0x1.71de3a556c734p-19,
                       0x1.ae64567f544e4p-26, 0x1.6124613a86d09p-33,
                       0x1.ae7f3e733b81fp-41);
  }
  if (ax >= 22.0) { // e^-|x| below 2^-63 of e^|x|
    double h = ax < 711.0 ? __vkcl_dexp_scaled_f64(ax, 1)
                          : as_double(0x7ff0000000000000ul);
    return copysign(h, x);
  }
  double el;
  double eh = __vkcl_dexp_dd_f64(ax, 0.0, 1, &el); // e^|x| / 2
  double il;
  double ih = __vkcl_dhyp_recip_dd_f64(eh, el, &il); // 2 e^-|x|
  ih *= 0.25;
  il *= 0.25;
  double s = eh - ih;
  double se = __vkcl_two_sum_err_f64(eh, -ih, s);
  return copysign(s + (se + (el - il)), x);
}

VKCL_LIB double __vkcl_cosh_f64(double x) {
  double ax = fabs(x);
  if (ax != ax)
    return x;
  if (ax >= 22.0)
    return ax < 711.0 ? __vkcl_dexp_scaled_f64(ax, 1)
                      : as_double(0x7ff0000000000000ul);
  double el;
  double eh = __vkcl_dexp_dd_f64(ax, 0.0, 1, &el); // e^|x| / 2
  double il;
  double ih = __vkcl_dhyp_recip_dd_f64(eh, el, &il); // 2 e^-|x|
  ih *= 0.25;
  il *= 0.25;
  double s = eh + ih;
  double se = __vkcl_two_sum_err_f64(eh, ih, s);
  return s + (se + (el + il));
}

VKCL_LIB double __vkcl_tanh_f64(double x) {
  double ax = fabs(x);
  if (!(ax >= 0x1p-27)) // x^3/3 below x's last place (+-0, NaN)
    return x;
  if (ax >= 22.0) // 1 - tanh(x) below 2^-62 (and +-inf)
    return copysign(1.0, x);
  if (ax < 0.0625) {
    double x2 = x * x;
    return x + x * x2 *
                   __vkcl_dhyp_series_f64(
                       x2, -0x1.5555555555555p-2, 0x1.1111111111111p-3,
                       -0x1.ba1ba1ba1ba1cp-5, 0x1.664f4882c10fap-6,
                       -0x1.226e355e6c23dp-7, 0x1.d6d3d0e157de0p-9,
                       -0x1.7da36452b75e3p-10);
  }
  double el;
  double eh = __vkcl_dexp_dd_f64(2.0 * ax, 0.0, 0, &el); // e^2|x| > 1.13
  double nh = eh - 1.0; // exact (Sterbenz below 2, eh's unit beyond)
  double ne = __vkcl_two_sum_err_f64(eh, -1.0, nh);
  double dh = eh + 1.0;
  double de = __vkcl_two_sum_err_f64(eh, 1.0, dh);
  double nl = ne + el, dl = de + el;
  double q = nh / dh;
  double p = q * dh;
  double res = ((nh - p) - __vkcl_two_prod_err_f64(q, dh, p)) + (nl - q * dl);
  return copysign(q + res / dh, x);
}

/// log(ah + al) + ln2 rounded, for ah + al >= 2^28 (asinh and acosh of
/// large arguments: the neglected 1/(4 a^2) is below 2^-58).
VKCL_LIB double __vkcl_dhyp_log2x_f64(double a) {
  double ll;
  double lh = __vkcl_dexp_log_dd_f64(a, 0.0, &ll);
  double s = lh + 0x1.62e42fefa39efp-1;
  double se = __vkcl_two_sum_err_f64(lh, 0x1.62e42fefa39efp-1, s);
  return s + (se + (ll + 0x1.abc9e3b39803fp-56));
}

VKCL_LIB double __vkcl_asinh_f64(double x) {
  double ax = fabs(x);
  if (!(ax >= 0x1p-27) || ax == as_double(0x7ff0000000000000ul))
    return x;        // x^3/6 below x's last place; +-0, +-inf, NaN
  if (ax < 0.0625) { // (-1)^n (2n)! / (4^n n!^2 (2n + 1))
    double x2 = x * x;
    return x + x * x2 *
                   __vkcl_dhyp_series_f64(
                       x2, -0x1.5555555555555p-3, 0x1.3333333333333p-4,
                       -0x1.6db6db6db6db7p-5, 0x1.f1c71c71c71c7p-6,
                       -0x1.6e8ba2e8ba2e9p-6, 0x1.1c4ec4ec4ec4fp-6,
                       -0x1.c99999999999ap-7);
  }
  if (ax > 0x1p28)
    return copysign(__vkcl_dhyp_log2x_f64(ax), x);
  // x^2 + 1 exactly as a double-double, its root, |x| + the root
  double x2 = ax * ax;
  double x2e = __vkcl_two_prod_err_f64(ax, ax, x2);
  double sh = x2 + 1.0;
  double sl = __vkcl_two_sum_err_f64(x2, 1.0, sh) + x2e;
  double rl;
  double rh = __vkcl_dhyp_sqrt_dd_f64(sh, sl, &rl);
  double ah = ax + rh; // rh > ax
  double al = __vkcl_fast_two_sum_err_f64(rh, ax, ah) + rl;
  double lo;
  return copysign(__vkcl_dexp_log_dd_f64(ah, al, &lo), x);
}

VKCL_LIB double __vkcl_acosh_f64(double x) {
  if (!(x >= 1.0)) // NaN, or x < 1
    return x != x ? x : as_double(0x7ff8000000000000ul);
  if (x > 0x1p28) // and +inf
    return x == as_double(0x7ff0000000000000ul) ? x : __vkcl_dhyp_log2x_f64(x);
  double sh, sl;
  double w; // the argument's excess over 1, t + sqrt(t^2 + 2t)
  double wl;
  if (x <= 2.0) {
    double t = x - 1.0; // exact
    if (t == 0.0)
      return 0.0;
    double t2 = t * t;
    double t2e = __vkcl_two_prod_err_f64(t, t, t2);
    sh = t2 + 2.0 * t;
    sl = __vkcl_two_sum_err_f64(t2, 2.0 * t, sh) + t2e;
    double rl;
    double rh = __vkcl_dhyp_sqrt_dd_f64(sh, sl, &rl);
    w = t + rh;
    wl = __vkcl_two_sum_err_f64(t, rh, w) + rl;
    // 1 + w as a double-double
    double ah = 1.0 + w;
    double al = __vkcl_two_sum_err_f64(1.0, w, ah) + wl;
    double lo;
    return __vkcl_dexp_log_dd_f64(ah, al, &lo);
  }
  // x^2 - 1 exactly as a double-double (x^2 >= 4), its root, x + the root
  double x2 = x * x;
  double x2e = __vkcl_two_prod_err_f64(x, x, x2);
  sh = x2 - 1.0;
  sl = __vkcl_fast_two_sum_err_f64(x2, -1.0, sh) + x2e;
  double rl;
  double rh = __vkcl_dhyp_sqrt_dd_f64(sh, sl, &rl);
  double ah = x + rh; // x > rh
  double al = __vkcl_fast_two_sum_err_f64(x, rh, ah) + rl;
  double lo;
  return __vkcl_dexp_log_dd_f64(ah, al, &lo);
}

VKCL_LIB double __vkcl_atanh_f64(double x) {
  double ax = fabs(x);
  if (!(ax >= 0x1p-27)) // x^3/3 below x's last place (+-0, NaN)
    return x;
  if (!(ax < 1.0)) // +-inf at +-1, NaN beyond
    return ax == 1.0 ? copysign(as_double(0x7ff0000000000000ul), x)
                     : as_double(0x7ff8000000000000ul);
  if (ax < 0.0625) { // 1 / (2n + 1)
    double x2 = x * x;
    return x + x * x2 *
                   __vkcl_dhyp_series_f64(
                       x2, 0x1.5555555555555p-2, 0x1.999999999999ap-3,
                       0x1.2492492492492p-3, 0x1.c71c71c71c71cp-4,
                       0x1.745d1745d1746p-4, 0x1.3b13b13b13b14p-4,
                       0x1.1111111111111p-4);
  }
  // log(1 + |x|) - log(1 - |x|), both arguments exact double-doubles
  double ph = 1.0 + ax;
  double pl = __vkcl_fast_two_sum_err_f64(1.0, ax, ph);
  double mh = 1.0 - ax;
  double ml = __vkcl_fast_two_sum_err_f64(1.0, -ax, mh);
  double l1l, l2l;
  double l1h = __vkcl_dexp_log_dd_f64(ph, pl, &l1l);
  double l2h = __vkcl_dexp_log_dd_f64(mh, ml, &l2l);
  double s = l1h - l2h;
  double se = __vkcl_two_sum_err_f64(l1h, -l2h, s);
  return copysign(0.5 * (s + (se + (l1l - l2l))), x);
}
