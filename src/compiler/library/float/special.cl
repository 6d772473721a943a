// erf, erfc, tgamma, lgamma and lgamma_r (OpenCL C 3.0, 6.15.2; full
// profile: erf, erfc, tgamma 16 ulp; lgamma and lgamma_r have no bound,
// these aim at a few ulp away from lgamma's zeros and keep relative
// precision at its zeros 1 and 2). Float only, from the explog.cl and
// pow.cl cores; minimax coefficients from tests/library/fit_explog.py.
//  - erf: x + x P(x^2) below 1; on [1, 3.92] a degree-15 polynomial in
//    x - 2.3125 (16 fused steps where 1 - erfc took a division, two
//    polynomials and an exp); 1 beyond. 0.96 ulp fused, 1.16 unfused.
//  - erfc: 1 - erf below 1/2; beyond, erfc(x) = t e^(-x^2 + P(t)) with
//    t = 2 / (2 + x) (after W. J. Cody's and Numerical Recipes' form),
//    P a degree-10 minimax fit on [0.5, 10.1]; x^2 is kept exact in
//    float-float and e^(-x^2 + P) reduced as one sum, so the relative
//    error stays near an ulp down to the subnormal results near 10. t is
//    the quotient corrected by its exact remainder (Vulkan's division may
//    be 2.5 ulp off).
//  - tgamma: Gamma(1 + t) minimax on [0, 1] with the recurrence below 8
//    (at most 8 factors, each exact or once rounded); from 8 on, Stirling's
//    series as 2^((x - 1/2) log2 x - x log2 e + log2 sqrt(2 pi) + ...)
//    through pow's float-float core, so the result is rounded about once;
//    below -8 the reflection pi / (x sin(pi x) Gamma(-x)), with the scale
//    of pi / (x sin(pi x)) moved into the exponent so that results that
//    are subnormal or whose Gamma(-x) would overflow stay exact in range.
//  - lgamma: minimax t P(t) around the zeros 1 (x in [0.7, 1.4], t = x - 1)
//    and 2 ([1.4, 3], t = x - 2), Stirling with float-float products from
//    8 on, -log|x| near 0, and log|tgamma| (or the reflection) elsewhere.

/// erf(x) / x - 1 as a polynomial in x^2, |x| <= 1 (minimax "erf", its
/// constant term less 1): erf is then x + x p, one rounding where Fma is
/// fused and a small second one elsewhere, instead of x times a p near
/// 1.13 whose own rounding cost up to 2 ulp below erf = 1/2.
VKCL_LIB float __vkcl_xl_erf_poly(float t) {
  float p = 0x1.4771fep-14f;
  p = __vkcl_muladd_f32(p, t, -0x1.a3515ep-11f);
  p = __vkcl_muladd_f32(p, t, 0x1.53f224p-8f);
  p = __vkcl_muladd_f32(p, t, -0x1.b7f71ap-6f);
  p = __vkcl_muladd_f32(p, t, 0x1.ce2ce6p-4f);
  p = __vkcl_muladd_f32(p, t, -0x1.81273ep-2f);
  return __vkcl_muladd_f32(p, t, 0x1.06eba8p-3f);
}

/// log(erfc(x) / t) + x^2 as a polynomial in t = 2 / (2 + x), x in
/// [0.5, 10.1] (minimax "erfc").
VKCL_LIB float __vkcl_xl_erfc_poly(float t) {
  float p = 0x1.873af2p-6f;
  p = __vkcl_muladd_f32(p, t, 0x1.267feap-3f);
  p = __vkcl_muladd_f32(p, t, -0x1.f1acf2p-1f);
  p = __vkcl_muladd_f32(p, t, 0x1.f162ap+0f);
  p = __vkcl_muladd_f32(p, t, -0x1.b49a26p+0f);
  p = __vkcl_muladd_f32(p, t, 0x1.5d26c8p-1f);
  p = __vkcl_muladd_f32(p, t, -0x1.702096p-2f);
  p = __vkcl_muladd_f32(p, t, 0x1.23d1b6p-3f);
  p = __vkcl_muladd_f32(p, t, 0x1.77bdf8p-2f);
  p = __vkcl_muladd_f32(p, t, 0x1.002932p+0f);
  return __vkcl_muladd_f32(p, t, -0x1.43fap+0f);
}

/// e^(a + b) for a in [-103, 0] and |b| <= 2: both reduced by k ln2
/// together, the reduced argument kept in float-float.
VKCL_LIB float __vkcl_xl_exp_sum(float a, float b) {
  float kt = __vkcl_xl_round_shift((a + b) * 0x1.715476p+0f);
  float kf = __vkcl_xl_shifted_float(kt);
  float c = kf * -0x1.62e4p-1f; // exact
  float h = a + c;
  float he = __vkcl_two_sum_err(a, c, h);
  float s = h + b;
  float se = __vkcl_two_sum_err(h, b, s);
  float d = kf * -0x1.7f7d1cp-20f;
  float rh = s + d;
  float rl = (__vkcl_two_sum_err(s, d, rh) + se) + he;
  return __vkcl_xl_exp_core_fast(rh, rl, __vkcl_xl_shifted_int(kt));
}

/// erfc(x) for x in [0.5, 10.1].
VKCL_LIB float __vkcl_xl_erfc_pos(float x) {
  // t = 2 / (2 + x) from the float-float 2 + x = d + dl, corrected by the
  // exact remainder of the quotient
  float d = 2.0f + x;
  float dl = __vkcl_two_sum_err(2.0f, x, d);
  float t0 = 2.0f / d;
  float p = t0 * d;
  float pe = __vkcl_xl_two_prod_err(t0, d, p);
  float t = t0 + (((2.0f - p) - pe) - t0 * dl) / d;
  float xx = x * x;
  float xe = __vkcl_xl_two_prod_err(x, x, xx);
  return t * __vkcl_xl_exp_sum(-xx, __vkcl_xl_erfc_poly(t) - xe);
}

/// erf(x) for x in [1, 3.92] as a polynomial in u = x - 2.3125, exact
/// (minimax "erf_mid", absolute error 2^-26.6 with its float
/// coefficients): no division and no exp, where 1 - erfc took both.
VKCL_LIB float __vkcl_xl_erf_mid(float x) {
  float u = x - 2.3125f;
  float p = -0x1.80d354p-22f;
  p = __vkcl_muladd_f32(p, u, 0x1.fc2c5ep-20f);
  p = __vkcl_muladd_f32(p, u, -0x1.125aa8p-23f);
  p = __vkcl_muladd_f32(p, u, -0x1.557608p-16f);
  p = __vkcl_muladd_f32(p, u, 0x1.a1a4a6p-15f);
  p = __vkcl_muladd_f32(p, u, 0x1.8d572ap-16f);
  p = __vkcl_muladd_f32(p, u, -0x1.7eb88ap-12f);
  p = __vkcl_muladd_f32(p, u, 0x1.a10a56p-11f);
  p = __vkcl_muladd_f32(p, u, -0x1.d220f6p-13f);
  p = __vkcl_muladd_f32(p, u, -0x1.95ff4p-9f);
  p = __vkcl_muladd_f32(p, u, 0x1.38299ep-7f);
  p = __vkcl_muladd_f32(p, u, -0x1.04f44p-6f);
  p = __vkcl_muladd_f32(p, u, 0x1.1c5a66p-6f);
  p = __vkcl_muladd_f32(p, u, -0x1.96f09ep-7f);
  p = __vkcl_muladd_f32(p, u, 0x1.5ff276p-8f);
  return __vkcl_muladd_f32(p, u, 0x1.ff7338p-1f);
}

VKCL_LIB float __vkcl_erf_f32(float x) {
  float ax = fabs(x);
  if (ax < 0x1p-64f) { // x 2/sqrt(pi), scaled up so that no part is
    // subnormal (x p would be, which a flushing device loses); the result,
    // normal for normal x, is scaled back exactly
    float xs = x * 0x1p32f;
    return __vkcl_muladd_f32(xs, 0x1.20dd76p+0f, xs * -0x1.f7ac92p-25f) *
           0x1p-32f;
  }
  if (ax < 1.0f)
    return __vkcl_muladd_f32(x, __vkcl_xl_erf_poly(x * x), x);
  if (!(ax < 3.92f)) // erfc below 2^-25: 1
    return x != x ? x : copysign(1.0f, x);
  return copysign(__vkcl_xl_erf_mid(ax), x);
}

VKCL_LIB float __vkcl_erfc_f32(float x) {
  float ax = fabs(x);
  if (ax < 0.5f)
    return 1.0f - __vkcl_muladd_f32(x, __vkcl_xl_erf_poly(x * x), x);
  if (!(ax < 10.1f)) // NaN; 0 beyond 10.06, 2 below -4
    return x != x ? x : (x > 0.0f ? 0.0f : 2.0f);
  float r = __vkcl_xl_erfc_pos(ax);
  return x < 0.0f ? 2.0f - r : r;
}

/// Gamma(1 + t) for t in [0, 1] (minimax "gamma").
VKCL_LIB float __vkcl_xl_gamma_poly(float t) {
  float p = 0x1.13abf8p-6f;
  p = __vkcl_muladd_f32(p, t, -0x1.b9b0d6p-4f);
  p = __vkcl_muladd_f32(p, t, 0x1.47bb16p-2f);
  p = __vkcl_muladd_f32(p, t, -0x1.325b6ap-1f);
  p = __vkcl_muladd_f32(p, t, 0x1.a5fc0cp-1f);
  p = __vkcl_muladd_f32(p, t, -0x1.dd7a9ep-1f);
  p = __vkcl_muladd_f32(p, t, 0x1.f1d562p-1f);
  p = __vkcl_muladd_f32(p, t, -0x1.d014ccp-1f);
  p = __vkcl_muladd_f32(p, t, 0x1.fa5d34p-1f);
  p = __vkcl_muladd_f32(p, t, -0x1.27889ep-1f);
  return __vkcl_muladd_f32(p, t, 0x1p+0f);
}

/// |sin(pi x)| for |x| < 2^22: x = n/2 + r, |r| <= 1/4, sin(pi r) =
/// r P(r^2) or cos(pi r) = Q(r^2) (minimax "sinpi", "cospi").
VKCL_LIB float __vkcl_xl_abs_sinpi(float x) {
  float n = rint(x + x);
  float r = x - 0.5f * n; // exact
  float t = r * r;
  if ((int)fabs(n) & 1) {
    float q = 0x1.cf7b54p-3f;
    q = __vkcl_muladd_f32(q, t, -0x1.55a176p+0f);
    q = __vkcl_muladd_f32(q, t, 0x1.03c196p+2f);
    q = __vkcl_muladd_f32(q, t, -0x1.3bd3ccp+2f);
    return __vkcl_muladd_f32(q, t, 0x1p+0f);
  }
  float p = -0x1.33198ep-1f;
  p = __vkcl_muladd_f32(p, t, 0x1.4680a4p+1f);
  p = __vkcl_muladd_f32(p, t, -0x1.4abc24p+2f);
  p = __vkcl_muladd_f32(p, t, 0x1.921fb6p+1f);
  return fabs(r * p);
}

/// 2^(-(x - 1/2) log2(x) + ...)-ready Stirling terms for x >= 8: the high
/// part of -x log2(e) + log2(sqrt(2 pi)) (the low part from
/// __vkcl_xl_stirling_lo), so that
/// log2 Gamma(x) = (x - 1/2) log2(x) + hi + lo.
VKCL_LIB float __vkcl_xl_stirling_hi(float x) {
  return 0x1.53643ap+0f - x * 0x1.715476p+0f;
}

VKCL_LIB float __vkcl_xl_stirling_lo(float x, float hi) {
  float p = x * 0x1.715476p+0f;
  float pe = __vkcl_xl_two_prod_err(x, 0x1.715476p+0f, p) + x * 0x1.4ae0cp-26f;
  float e = __vkcl_two_sum_err(0x1.53643ap+0f, -p, hi);
  // log2(e) (1/(12x) - 1/(360x^3) + 1/(1260x^5)); 1/x's division error
  // is far below the result's last place
  float u = 1.0f / x, u2 = u * u;
  float s = u * (0x1.555556p-4f - u2 * (0x1.6c16c2p-9f - u2 * 0x1.a01a02p-11f));
  return ((e - pe) + -0x1.6ce442p-26f) + s * 0x1.715476p+0f;
}

/// Gamma(x) for -8 < x < 8, x not a non-positive integer: Gamma(a) num /
/// den with a in [1, 2), num = (x - 1)...(a) for x >= 2 (every x - k
/// exact), den = x (x + 1)...(a - 1) for x < 1.
VKCL_LIB float __vkcl_xl_gamma_mid(float x) {
  float num = 1.0f, den = 1.0f, a = x;
  for (int k = 0; k < 7 && a >= 2.0f; ++k) {
    a -= 1.0f;
    num *= a;
  }
  for (int k = 1; k < 10 && a < 1.0f; ++k) {
    den *= a;
    a = x + (float)k; // the factor near a pole is exact
  }
  return __vkcl_xl_div(__vkcl_xl_gamma_poly(a - 1.0f) * num, den);
}

/// Gamma(x) for x <= -8, not an integer: sign pi / (|x sin(pi x)|
/// Gamma(|x|)) with pi / |x sin(pi x)| = m 2^k, the 2^k and 1/Gamma(|x|)
/// applied together through pow's core.
VKCL_LIB float __vkcl_xl_gamma_reflect(float x) {
  float ax = -x;
  float v = __vkcl_xl_div(0x1.921fb6p+1f, ax * __vkcl_xl_abs_sinpi(x));
  uint vb = as_uint(v);
  float m = as_float((vb & 0x7fffffu) | 0x3f800000u);
  float k = (float)((int)(vb >> 23) - 127);
  float hi = __vkcl_xl_stirling_hi(ax);
  float lo = __vkcl_xl_stirling_lo(ax, hi);
  float h = k - hi;
  float l = __vkcl_two_sum_err(k, -hi, h) - lo;
  // The core's result 4x too large, then m / 4 (exact): where Gamma(x) is
  // normal the core's result is too, which a flushing device needs (m in
  // [1, 2) would make 2^-127 results normal only after the multiply).
  float h4 = h + 2.0f;
  float l4 = __vkcl_two_sum_err(h, 2.0f, h4) + l;
  float g = m * 0.25f * __vkcl_xl_pow_core(ax, 0.5f - ax, 0.0f, 0, h4, l4);
  // Gamma(x) < 0 where floor(x) is odd
  return ((int)floor(x) & 1) ? -g : g;
}

VKCL_LIB float __vkcl_tgamma_f32(float x) {
  if (x == 0.0f) // +-inf with the sign of the zero
    return copysign(as_float(0x7f800000u), x);
  if (x != x)
    return x;
  if (x < 0.0f && trunc(x) == x) // negative integers and -inf
    return as_float(0x7fc00000u);
  if (x > 35.5f) // overflow from 35.04, +inf
    return as_float(0x7f800000u);
  if (x >= 8.0f) {
    float hi = __vkcl_xl_stirling_hi(x);
    return __vkcl_xl_pow_core(x, x - 0.5f, 0.0f, 0, hi,
                              __vkcl_xl_stirling_lo(x, hi));
  }
  if (x <= -8.0f) // from -42 on, 0 with Gamma's sign
    return __vkcl_xl_gamma_reflect(x);
  return __vkcl_xl_gamma_mid(x);
}

/// lgamma(1 + t) / t for t in [-0.3, 0.4] (minimax "lgamma1").
VKCL_LIB float __vkcl_xl_lgamma1_poly(float t) {
  float p = -0x1.40bd64p-1f;
  p = __vkcl_muladd_f32(p, t, 0x1.6aac5ap-2f);
  p = __vkcl_muladd_f32(p, t, 0x1.9fb16ap-3f);
  p = __vkcl_muladd_f32(p, t, -0x1.ba6dcap-3f);
  p = __vkcl_muladd_f32(p, t, 0x1.ff07f6p-4f);
  p = __vkcl_muladd_f32(p, t, -0x1.158192p-3f);
  p = __vkcl_muladd_f32(p, t, 0x1.5a6d16p-3f);
  p = __vkcl_muladd_f32(p, t, -0x1.a95052p-3f);
  p = __vkcl_muladd_f32(p, t, 0x1.151736p-2f);
  p = __vkcl_muladd_f32(p, t, -0x1.9a4c7p-2f);
  p = __vkcl_muladd_f32(p, t, 0x1.a51a62p-1f);
  return __vkcl_muladd_f32(p, t, -0x1.2788dp-1f);
}

/// lgamma(2 + t) / t for t in [-0.6, 1] (minimax "lgamma2").
VKCL_LIB float __vkcl_xl_lgamma2_poly(float t) {
  float p = 0x1.94e988p-17f;
  p = __vkcl_muladd_f32(p, t, -0x1.ab5a1ep-15f);
  p = __vkcl_muladd_f32(p, t, 0x1.d4cee6p-14f);
  p = __vkcl_muladd_f32(p, t, -0x1.d594cep-13f);
  p = __vkcl_muladd_f32(p, t, 0x1.086528p-11f);
  p = __vkcl_muladd_f32(p, t, -0x1.3864eep-10f);
  p = __vkcl_muladd_f32(p, t, 0x1.7b005p-9f);
  p = __vkcl_muladd_f32(p, t, -0x1.e4087p-8f);
  p = __vkcl_muladd_f32(p, t, 0x1.5131ccp-6f);
  p = __vkcl_muladd_f32(p, t, -0x1.13dffep-4f);
  p = __vkcl_muladd_f32(p, t, 0x1.4a34ccp-2f);
  return __vkcl_muladd_f32(p, t, 0x1.b0ee6p-2f);
}

/// lgamma(x) for x >= 8: (x - 1/2) log(x) - x + log(sqrt(2 pi)) + 1/(12x)
/// - ..., log(x) and the product with x - 1/2 in float-float.
VKCL_LIB float __vkcl_xl_lgamma_big(float x) {
  if (x > 0x1p120f) // x (log(x) - 1), overflowing from 4.1e36
    return x * (__vkcl_log_f32(x) - 1.0f);
  int e = __vkcl_xl_log_exponent(x);
  float f = __vkcl_xl_log_fraction(x, e);
  float ef = (float)e;
  float a = ef * 0x1.62e4p-1f;
  float lh = a + f;
  float ll = (__vkcl_xl_fast_two_sum_err(a, f, lh) + ef * 0x1.7f7d1cp-20f) +
             __vkcl_xl_log_tail(f);
  float y = x - 0.5f;
  float ph = y * lh;
  float pl = __vkcl_xl_two_prod_err(y, lh, ph) + y * ll;
  float qh = ph - x;
  float qe = __vkcl_two_sum_err(ph, -x, qh);
  float u = 1.0f / x, u2 = u * u;
  float s = u * (0x1.555556p-4f - u2 * (0x1.6c16c2p-9f - u2 * 0x1.a01a02p-11f));
  return qh + (((qe + pl) + 0x1.d67f1cp-1f) + (s + 0x1.0c97d6p-26f));
}

VKCL_LIB float __vkcl_lgamma_f32(float x) {
  float ax = fabs(x);
  if (x != x)
    return x;
  if (isinf(x) || (x <= 0.0f && trunc(x) == x)) // poles, +-0, +-inf
    return as_float(0x7f800000u);
  if (ax < 0x1p-20f) // -log|x| - gamma x
    return -(__vkcl_log_f32(ax) + 0x1.2788dp-1f * x);
  if (x >= 8.0f)
    return __vkcl_xl_lgamma_big(x);
  // lgamma(1) = lgamma(2) = +0, answered before t * P(t) gives -0 where
  // P(0) < 0 (an added +0.0f does not help: lavapipe folds x + 0 to x).
  if (x == 1.0f || x == 2.0f)
    return 0.0f;
  if (x >= 0.7f && x < 1.4f) {
    float t = x - 1.0f;
    return t * __vkcl_xl_lgamma1_poly(t);
  }
  if (x >= 1.4f && x < 3.0f) {
    float t = x - 2.0f;
    return t * __vkcl_xl_lgamma2_poly(t);
  }
  if (x > -8.0f)
    return __vkcl_log_f32(fabs(__vkcl_xl_gamma_mid(x)));
  // log(pi / |x sin(pi x)|) - lgamma(|x|)
  float v = __vkcl_xl_div(0x1.921fb6p+1f, ax * __vkcl_xl_abs_sinpi(x));
  return __vkcl_log_f32(v) - __vkcl_xl_lgamma_big(ax);
}

VKCL_LIB float __vkcl_lgamma_r_f32(float x) { return __vkcl_lgamma_f32(x); }

/// lgamma_r's sign output: the sign of Gamma(x); +1 at +0, -1 at -0, 0 for
/// NaN and the negative integers (Gamma has no sign there).
VKCL_LIB int __vkcl_lgamma_r_sign_f32(float x) {
  if (x != x)
    return 0;
  if (x == 0.0f)
    return signbit(x) ? -1 : 1;
  if (x > 0.0f)
    return 1;
  if (isinf(x) || trunc(x) == x)
    return 0;
  return ((int)floor(x) & 1) ? -1 : 1;
}
