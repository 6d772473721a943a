// sinh, cosh, tanh, asinh, acosh and atanh (OpenCL C 3.0, 6.15.2; full
// profile: sinh cosh asinh acosh 4 ulp, tanh atanh 5 ulp), from explog.cl's
// exp and log cores (float only: no fma, no double, no 64-bit integers).
//  - sinh, cosh, tanh near 0: odd/even minimax polynomials
//    (tests/library/fit_explog.py "sinh", "cosh", "tanh"), where the
//    formulas through e^x would cancel. Beyond: e^|x| / 2 from the exp core
//    with the halving in its exponent (so sinh and cosh stay finite up to
//    89.4 where e^x itself overflows), plus or minus 1/(4 (e^|x| / 2)); the
//    division's error (2.5 ulp on Vulkan) reaches the result scaled by at
//    most 0.16 (sinh) or 0.24 (cosh), 1/e^2 and beyond 9 nothing at all.
//    tanh = 1 - 2 / (e^2|x| + 1): the quotient is at most half the result,
//    its 2.5 ulp at most 1.25 ulp.
//  - asinh, acosh, atanh: log1p of an argument built without cancellation
//    (near 0 and 1) or log of one (large |x|: log(|x|) + ln2 beyond 2^12).

/// sinh(x) - x over x^3 as a polynomial in x^2, |x| <= 1 (minimax).
VKCL_LIB float __vkcl_xl_sinh_poly(float t) {
  float p = 0x1.756c1ep-19f;
  p = __vkcl_muladd_f32(p, t, 0x1.a022bcp-13f);
  p = __vkcl_muladd_f32(p, t, 0x1.1110ep-7f);
  return __vkcl_muladd_f32(p, t, 0x1.555556p-3f);
}

/// (cosh(x) - 1) / x^2 as a polynomial in x^2, |x| <= 1 (minimax).
VKCL_LIB float __vkcl_xl_cosh_poly(float t) {
  float p = 0x1.acf41p-16f;
  p = __vkcl_muladd_f32(p, t, 0x1.6be63ap-10f);
  p = __vkcl_muladd_f32(p, t, 0x1.5555e4p-5f);
  return __vkcl_muladd_f32(p, t, 0x1.fffffep-2f);
}

/// (tanh(x) - x) / x^3 as a polynomial in x^2, |x| <= 0.55 (minimax).
VKCL_LIB float __vkcl_xl_tanh_poly(float t) {
  float p = -0x1.9921a2p-8f;
  p = __vkcl_muladd_f32(p, t, 0x1.58e518p-6f);
  p = __vkcl_muladd_f32(p, t, -0x1.b91e7ep-5f);
  p = __vkcl_muladd_f32(p, t, 0x1.110ceep-3f);
  return __vkcl_muladd_f32(p, t, -0x1.55554ap-2f);
}

VKCL_LIB float __vkcl_sinh_f32(float x) {
  float ax = fabs(x);
  if (ax < 1.0f)
    return x + x * (x * x) * __vkcl_xl_sinh_poly(x * x);
  if (!(ax < 90.0f)) // NaN, or beyond 89.42: overflow
    return x + copysign(as_float(0x7f800000u), x);
  float h = __vkcl_xl_exp_scaled(ax, -1); // e^|x| / 2
  return copysign(ax < 9.0f ? h - 0.25f / h : h, x);
}

VKCL_LIB float __vkcl_cosh_f32(float x) {
  float ax = fabs(x);
  if (ax < 1.0f)
    return 1.0f + (x * x) * __vkcl_xl_cosh_poly(x * x);
  if (!(ax < 90.0f))
    return ax * as_float(0x7f800000u); // NaN stays NaN
  float h = __vkcl_xl_exp_scaled(ax, -1);
  return ax < 9.0f ? h + 0.25f / h : h;
}

VKCL_LIB float __vkcl_tanh_f32(float x) {
  float ax = fabs(x);
  if (ax < 0x1p-13f) // x^3/3 below x's last place (and -0 stays -0)
    return x;
  if (ax < 0.55f)
    return x + x * (x * x) * __vkcl_xl_tanh_poly(x * x);
  if (!(ax < 9.1f)) // 1 - tanh(x) below 2^-25 from 9.01 on
    return x != x ? x : copysign(1.0f, x);
  float e = __vkcl_xl_exp_scaled(ax + ax, 0);
  return copysign(1.0f - 2.0f / (e + 1.0f), x);
}

VKCL_LIB float __vkcl_asinh_f32(float x) {
  float ax = fabs(x);
  float r;
  if (ax < 0x1p-12f) // asinh(x) = x (1 - x^2/6 ...)
    return x;
  if (!(ax < as_float(0x7f800000u)))
    return x + x;
  if (ax >= 0x1p12f) // log(2|x|), the next term 1/(4x^2) below 2^-26
    r = __vkcl_xl_log_pos(ax, 1, 0.0f);
  else if (ax >= 2.0f)
    r = __vkcl_log_f32(ax + __vkcl_sqrt_f32(ax * ax + 1.0f));
  else { // log1p(|x| + x^2 / (1 + sqrt(1 + x^2))), no cancellation; the
         // quotient is below 0.4 of log1p's argument, and log1p's slope
         // there below 1, so a 2.5-ulp division costs at most 1 ulp
    float t = ax * ax;
    r = __vkcl_log1p_f32(ax + t / (1.0f + __vkcl_sqrt_f32(1.0f + t)));
  }
  return copysign(r, x);
}

VKCL_LIB float __vkcl_acosh_f32(float x) {
  if (!(x >= 1.0f)) // NaN, or below 1
    return as_float(0x7fc00000u);
  if (x >= 0x1p12f) // log(2x), the next term below 2^-26
    return x == as_float(0x7f800000u) ? x : __vkcl_xl_log_pos(x, 1, 0.0f);
  if (x >= 2.0f)
    return __vkcl_log_f32(x + __vkcl_sqrt_f32(x * x - 1.0f));
  // log1p(t + sqrt(t (x + 1))), t = x - 1 exact
  float t = x - 1.0f;
  return __vkcl_log1p_f32(t + __vkcl_sqrt_f32(t * (x + 1.0f)));
}

VKCL_LIB float __vkcl_atanh_f32(float x) {
  float ax = fabs(x);
  if (ax < 0x1p-12f) // atanh(x) = x (1 + x^2/3 ...)
    return x;
  if (!(ax < 1.0f)) // +-1: +-inf; beyond, or NaN: NaN
    return ax == 1.0f ? copysign(as_float(0x7f800000u), x)
                      : as_float(0x7fc00000u);
  // atanh(x) = log1p(2|x| / (1 - |x|)) / 2, the quotient written as
  // 2|x| + 2x^2 / (1 - |x|): the division's error is scaled by the second
  // term's share (|x| for small |x|), and log1p's slope damps it near 1.
  float t = ax + ax;
  return copysign(0.5f * __vkcl_log1p_f32(t + t * ax / (1.0f - ax)), x);
}
