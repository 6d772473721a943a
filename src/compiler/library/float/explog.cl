// exp, exp2, exp10, expm1, log, log2, log10, log1p and cbrt (OpenCL C 3.0,
// 6.15.2; full profile: 3 ulp, log1p and cbrt 2 ulp). The device's Exp,
// Exp2, Log and Log2 are far less precise, so these are built from float
// arithmetic alone: no fma beyond float/sqrt.cl's fused helpers (a
// device's may be unfused), no double and no
// 64-bit integers (SwiftShader has neither). Where a step needs more than
// float's precision, it keeps a second float for the low part
// (float-float): Dekker's exact product with the operands split on their
// bits, and the Knuth/Dekker exact sums.
//  - exp family: x = k ln2 + r (Cody-Waite, ln2 in a 16-bit high part so
//    k ln2_hi is exact), r kept as a float-float, e^r = 1 + r + r^2 P(r)
//    (degree 6 minimax, tests/library/fit_explog.py "exp"); 2^k applied in
//    two steps so that results near overflow and in the subnormal range are
//    rounded once. exp2 and exp10 bring their argument to the same r in
//    float-float (r ln2, r ln10).
//  - log family: x = 2^e m, m in [sqrt(1/2), sqrt(2)), f = m - 1 exact,
//    log1p(f) = f + f^2 P(f) (degree 10 minimax, "log"); no table and no
//    division (division may be 2.5 ulp off on Vulkan). The sums with e ln2
//    and the products with 1/ln2 or log10(e) are kept exact in float-float
//    and rounded once at the end.
//  - cbrt: a cubic first guess on [1, 2) and one Newton step whose residual
//    y^3 - x is computed exactly.

/// The rounding error of s = a + b, exact when |a| >= |b| or a == 0
/// (Dekker's fast two-sum).
VKCL_LIB float __vkcl_xl_fast_two_sum_err(float a, float b, float s) {
  return b - (s - a);
}

/// a / b within about half an ulp whatever the device's division (2.5 ulp
/// on Vulkan): the quotient corrected by its exact remainder (a - q b is
/// exact, q b being within a few ulp of a). For quotients that are finite
/// (an infinite one is returned as it is) and normal.
/// A divisor below 2^-100 is scaled up by 2^64 first: its Veltkamp halves
/// would be subnormal, which a flushing device (SwiftShader) loses.
VKCL_LIB float __vkcl_xl_div(float a, float b) {
  float scale = 1.0f;
  if (fabs(b) < 0x1p-100f) {
    b *= 0x1p64f;
    scale = 0x1p64f;
  }
  float q = a / b;
  float p = q * b;
  float r = (a - p) - __vkcl_xl_two_prod_err(q, b, p);
  return (isinf(q) ? q : q + r / b) * scale;
}

/// 2^k * (1 + q) for k in [-152, 152], in two steps (each scale a normal
/// float) so that a subnormal or overflowing result is rounded once. k >> 1
/// (floor, an arithmetic shift) rather than k / 2 (truncation, three
/// integer instructions more): any split of k into two halves will do.
VKCL_LIB float __vkcl_xl_scale(float y, int k) {
  int k1 = k >> 1, k2 = k - k1;
  return y * as_float((uint)(k1 + 127) << 23) *
         as_float((uint)(k2 + 127) << 23);
}

/// e^(rh + rl) - 1 - rh for |rh| <= ln2/2 and a low part rl: the part of
/// e^r below its two leading terms (minimax, fit_explog.py "exp").
VKCL_LIB float __vkcl_xl_exp_tail(float rh, float rl) {
  float p = 0x1.6a23dp-10f;
  p = __vkcl_muladd_f32(p, rh, 0x1.123a2p-7f);
  p = __vkcl_muladd_f32(p, rh, 0x1.5558f2p-5f);
  p = __vkcl_muladd_f32(p, rh, 0x1.555492p-3f);
  p = __vkcl_muladd_f32(p, rh, 0x1.fffffcp-2f);
  return rl + rh * rh * p;
}

/// 2^k * e^(rh + rl), |rh| <= ln2/2, rl the low part of the argument.
VKCL_LIB float __vkcl_xl_exp_core(float rh, float rl, int k) {
  return __vkcl_xl_scale(1.0f + (rh + __vkcl_xl_exp_tail(rh, rl)), k);
}

/// 2^k * e^(rh + rl) as the core above, where a result within 2.3 ulp will
/// do (exp, exp2, exp10: 3 ulp; pow, erfc, tgamma: 16). On a device
/// whose Exp2 is measured within 2.1 ulp over [-1, 1]
/// (TargetProfile::preciseExp2, with a fused Fma): f = (rh + rl) log2(e),
/// |f| <= 1/2, rounded once (2^-26, 0.18 ulp of 2^f), then the device's
/// 2^f, one instruction (NVIDIA's MUFU.EX2, 2.055 ulp) for the
/// polynomial; elsewhere the core above.
VKCL_LIB float __vkcl_xl_exp_core_fast(float rh, float rl, int k) {
#ifdef __VKCL_PRECISE_EXP2
  float f = fma(rh, 0x1.715476p+0f,
                fma(rh, 0x1.4ae0cp-26f, rl * 0x1.715476p+0f));
  return __vkcl_xl_scale(native_exp2(f), k);
#else
  return __vkcl_xl_exp_core(rh, rl, k);
#endif
}

/// 2^(th + tl) for |th| < 152, th + tl a float-float: th = k + f exactly
/// (k = rint(th)), then 2^k 2^(f + tl).
///  - Where the device's Exp2 is measured precise: f + tl rounded once
///    (|f + tl| <= 1/2 + |tl|: 2^-26, 0.18 ulp of the power), the
///    device's 2^(f + tl) (2.055 ulp measured) and 2^k in two steps:
///    within 2.24 ulp (exp, exp2, exp10 and the pow family).
///  - Elsewhere (the pow family): e^((f + tl) ln2) with (f + tl) ln2 in
///    float-float (where Fma is fused, f + tl is rounded to one float
///    first: some 2^-26, a tenth of a unit) through the exp core.
VKCL_LIB float __vkcl_xl_exp2_split(float th, float tl) {
  float kt = __vkcl_xl_round_shift(th);
  float kf = __vkcl_xl_shifted_float(kt);
  float f = th - kf;
#ifdef __VKCL_PRECISE_EXP2
  return __vkcl_xl_scale(native_exp2(f + tl), __vkcl_xl_shifted_int(kt));
#else
#ifdef FP_FAST_FMAF
  float fh = f + tl;
  float gh = fh * 0x1.62e43p-1f;
  float gl = fma(fh, -0x1.05c61p-29f, fma(fh, 0x1.62e43p-1f, -gh));
#else
  float fh = f + tl;
  float fl = __vkcl_two_sum_err(f, tl, fh);
  float gh = fh * 0x1.62e43p-1f;
  float gl = __vkcl_xl_two_prod_err(fh, 0x1.62e43p-1f, gh) +
             (fh * -0x1.05c61p-29f + fl * 0x1.62e43p-1f);
#endif
  return __vkcl_xl_exp_core(gh, gl, __vkcl_xl_shifted_int(kt));
#endif
}

/// e^x * 2^s for |x| < 104 (and s small): Cody-Waite reduction with
/// k ln2_hi exact (ln2_hi has 16 bits, |k| <= 151 has 8).
VKCL_LIB float __vkcl_xl_exp_scaled(float x, int s) {
  float kt = __vkcl_xl_round_shift(x * 0x1.715476p+0f);
  float kf = __vkcl_xl_shifted_float(kt);
  float a = x - kf * 0x1.62e4p-1f; // exact
  float b = kf * 0x1.7f7d1cp-20f;
  float rh = a - b;
  float rl = __vkcl_xl_fast_two_sum_err(a, -b, rh);
  return __vkcl_xl_exp_core(rh, rl, __vkcl_xl_shifted_int(kt) + s);
}

/// exp's answer outside |x| < bound: NaN, +inf or overflow, +0.
VKCL_LIB float __vkcl_xl_exp_outside(float x) {
  return x != x ? x : (x > 0.0f ? as_float(0x7f800000u) : 0.0f);
}

VKCL_LIB float __vkcl_exp_f32(float x) {
  // |x| >= 104: e^x overflows (from 88.72) or rounds to 0 (from -103.98);
  // below, k reaches 151 and the two-step scale overflows or underflows.
  if (!(fabs(x) < 104.0f))
    return __vkcl_xl_exp_outside(x);
#ifdef __VKCL_PRECISE_EXP2
  // x log2(e) as a float-float (the product's error exact in one fma)
  float th = x * 0x1.715476p+0f;
  return __vkcl_xl_exp2_split(
      th, fma(x, 0x1.715476p+0f, -th) + x * 0x1.4ae0cp-26f);
#else
  return __vkcl_xl_exp_scaled(x, 0);
#endif
}

VKCL_LIB float __vkcl_exp2_f32(float x) {
  if (!(fabs(x) < 152.0f))
    return __vkcl_xl_exp_outside(x);
#ifdef __VKCL_PRECISE_EXP2
  return __vkcl_xl_exp2_split(x, 0.0f);
#else
  float kt = __vkcl_xl_round_shift(x);
  float kf = __vkcl_xl_shifted_float(kt);
  float r = x - kf; // exact, |r| <= 1/2
  // r ln2 as a float-float
  float rh = r * 0x1.62e43p-1f;
  float rl = __vkcl_xl_two_prod_err(r, 0x1.62e43p-1f, rh) + r * -0x1.05c61p-29f;
  return __vkcl_xl_exp_core(rh, rl, __vkcl_xl_shifted_int(kt));
#endif
}

VKCL_LIB float __vkcl_exp10_f32(float x) {
  // 10^x overflows from 38.53 and rounds to 0 from -45.2
  if (!(fabs(x) < 46.0f))
    return __vkcl_xl_exp_outside(x);
#ifdef __VKCL_PRECISE_EXP2
  // x log2(10) as a float-float
  float th = x * 0x1.a934fp+1f;
  return __vkcl_xl_exp2_split(
      th, fma(x, 0x1.a934fp+1f, -th) + x * 0x1.2f346ep-24f);
#else
  // x = k log10(2) + r, log10(2) in a 16-bit high part (k log10(2)_hi
  // exact), r a float-float, then r ln10 as a float-float
  float kt = __vkcl_xl_round_shift(x * 0x1.a934fp+1f);
  float kf = __vkcl_xl_shifted_float(kt);
  float a = x - kf * 0x1.3442p-2f;
  float b = kf * -0x1.95ec1p-19f;
  float r = a - b;
  float rlo = __vkcl_xl_fast_two_sum_err(a, -b, r);
  float rh = r * 0x1.26bb1cp+1f;
  float rl = __vkcl_xl_two_prod_err(r, 0x1.26bb1cp+1f, rh) +
             (r * -0x1.12aabap-25f + rlo * 0x1.26bb1cp+1f);
  return __vkcl_xl_exp_core(rh, rl, __vkcl_xl_shifted_int(kt));
#endif
}

VKCL_LIB float __vkcl_expm1_f32(float x) {
  float ax = fabs(x);
  if (ax < 0x1p-25f) // x^2/2 below x's last place (and -0 stays -0)
    return x;
  if (ax < 0x1.62e43p-2f) // |x| < ln2/2: k = 0, no cancellation
    return x + __vkcl_xl_exp_tail(x, 0.0f);
  if (!(x > -30.0f)) // NaN, or e^x below 2^-43: -1
    return x != x ? x : -1.0f;
  if (x > 64.0f) // the 1 is far below e^x's last place
    return __vkcl_exp_f32(x);
  float kt = __vkcl_xl_round_shift(x * 0x1.715476p+0f);
  float kf = __vkcl_xl_shifted_float(kt);
  float a = x - kf * 0x1.62e4p-1f;
  float b = kf * 0x1.7f7d1cp-20f;
  float rh = a - b;
  float rl = __vkcl_xl_fast_two_sum_err(a, -b, rh);
  // 2^k (1 + rh + tail) - 1 = ((2^k - 1) + 2^k rh) + 2^k tail, 2^k - 1
  // exact for k in [-43, 24] (and its error far below the result's unit
  // beyond)
  float t = as_float((uint)(__vkcl_xl_shifted_int(kt) + 127) << 23);
  return ((t - 1.0f) + t * rh) + t * __vkcl_xl_exp_tail(rh, rl);
}

/// log1p(f) - f for f in [sqrt(1/2) - 1, sqrt(2) - 1] (minimax, relative
/// to log1p(f), fit_explog.py "log").
VKCL_LIB float __vkcl_xl_log_tail(float f) {
  float p = -0x1.383024p-4f;
  p = __vkcl_muladd_f32(p, f, 0x1.084a9cp-3f);
  p = __vkcl_muladd_f32(p, f, -0x1.0f387ap-3f);
  p = __vkcl_muladd_f32(p, f, 0x1.22715ap-3f);
  p = __vkcl_muladd_f32(p, f, -0x1.542748p-3f);
  p = __vkcl_muladd_f32(p, f, 0x1.99a3f4p-3f);
  p = __vkcl_muladd_f32(p, f, -0x1.000428p-2f);
  p = __vkcl_muladd_f32(p, f, 0x1.55555p-2f);
  p = __vkcl_muladd_f32(p, f, -0x1.fffff8p-2f);
  return f * f * p;
}

/// The log family's answer for x that is not positive and finite: NaN for
/// NaN and negative x, -inf for +-0, +inf for +inf.
VKCL_LIB float __vkcl_xl_log_special(float x) {
  if (x == 0.0f)
    return as_float(0xff800000u);
  return x < 0.0f ? as_float(0x7fc00000u) : x;
}

/// The exponent e of positive finite x = 2^e m, m in [sqrt(1/2), sqrt(2)).
VKCL_LIB int __vkcl_xl_log_exponent(float x) {
  int sub = x < 0x1p-126f; // subnormal: scaled by 2^23 first
  uint bits = as_uint(sub ? x * 0x1p23f : x);
  // sqrt(1/2)'s bits are 0x3f3504f3: adding 0x3f800000 - 0x3f3504f3 moves
  // m = sqrt(1/2) to the exponent's next binade.
  return (int)((bits + 0x004afb0du) >> 23) - 127 - (sub ? 23 : 0);
}

/// f = m - 1 (exact) for x = 2^e m, e from __vkcl_xl_log_exponent.
VKCL_LIB float __vkcl_xl_log_fraction(float x, int e) {
  int sub = x < 0x1p-126f;
  uint bits = as_uint(sub ? x * 0x1p23f : x);
  int es = e + (sub ? 23 : 0);
  return as_float(bits - ((uint)es << 23)) - 1.0f;
}

/// log(x) + lo for positive finite x and a correction lo of at most an
/// ulp of the result, and de * ln2 (de small).
VKCL_LIB float __vkcl_xl_log_pos(float x, int de, float lo) {
  int e = __vkcl_xl_log_exponent(x);
  float f = __vkcl_xl_log_fraction(x, e);
  float ef = (float)(e + de);
  float a = ef * 0x1.62e4p-1f; // exact: 16-bit ln2_hi, 8-bit e
  float s = a + f;             // |a| >= |f| unless a == 0
  float err = __vkcl_xl_fast_two_sum_err(a, f, s);
  return s + (((err + ef * 0x1.7f7d1cp-20f) + lo) + __vkcl_xl_log_tail(f));
}

VKCL_LIB float __vkcl_log_f32(float x) {
  if (!(x > 0.0f && x < as_float(0x7f800000u)))
    return __vkcl_xl_log_special(x);
  return __vkcl_xl_log_pos(x, 0, 0.0f);
}

VKCL_LIB float __vkcl_log2_f32(float x) {
  if (!(x > 0.0f && x < as_float(0x7f800000u)))
    return __vkcl_xl_log_special(x);
  int e = __vkcl_xl_log_exponent(x);
  float f = __vkcl_xl_log_fraction(x, e);
  float tail = __vkcl_xl_log_tail(f);
  // e + (f + tail) / ln2, f / ln2 exact in float-float
  float p = f * 0x1.715476p+0f;
  float perr = __vkcl_xl_two_prod_err(f, 0x1.715476p+0f, p);
  float ef = (float)e;
  float s = ef + p; // |e| >= 1 > |p| unless e == 0
  float err = __vkcl_xl_fast_two_sum_err(ef, p, s);
  return s + ((err + perr) + (f * 0x1.4ae0cp-26f + tail * 0x1.715476p+0f));
}

VKCL_LIB float __vkcl_log10_f32(float x) {
  if (!(x > 0.0f && x < as_float(0x7f800000u)))
    return __vkcl_xl_log_special(x);
  int e = __vkcl_xl_log_exponent(x);
  float f = __vkcl_xl_log_fraction(x, e);
  float tail = __vkcl_xl_log_tail(f);
  // e log10(2) + (f + tail) log10(e): log10(2) in a 16-bit high part,
  // f log10(e) exact in float-float
  float p = f * 0x1.bcb7b2p-2f;
  float perr = __vkcl_xl_two_prod_err(f, 0x1.bcb7b2p-2f, p);
  float ef = (float)e;
  float a = ef * 0x1.3442p-2f; // exact; |a| >= 0.3 > |p| unless e == 0
  float s = a + p;
  float err = __vkcl_xl_fast_two_sum_err(a, p, s);
  return s + ((err + perr) + ((ef * -0x1.95ec1p-19f + f * -0x1.5b235ep-27f) +
                              tail * 0x1.bcb7b2p-2f));
}

VKCL_LIB float __vkcl_log1p_f32(float x) {
  // 1 + x in [sqrt(1/2), sqrt(2)): e = 0 and f = x itself, exactly
  if (x >= -0x1.2bec34p-2f && x <= 0x1.a827ap-2f)
    return x + __vkcl_xl_log_tail(x);
  if (!(x > -1.0f && x < as_float(0x7f800000u)))
    return x == -1.0f ? as_float(0xff800000u)
                      : (x > 0.0f ? x : as_float(0x7fc00000u));
  // u = 1 + x rounded, c its exact error: log(u + c) = log(u) + c / u
  // (c / u is below u's last place: the division's 2.5 ulp are harmless)
  float u = 1.0f + x;
  float c = __vkcl_two_sum_err(1.0f, x, u);
  return __vkcl_xl_log_pos(u, 0, c / u);
}

/// A first cbrt(m) for m in [1, 2), relative error 2^-13.7 (fit_explog.py
/// "cbrt").
VKCL_LIB float __vkcl_xl_cbrt_guess(float m) {
  float p = 0x1.7a8d3ep-6f;
  p = __vkcl_muladd_f32(p, m, -0x1.4dc30cp-3f);
  p = __vkcl_muladd_f32(p, m, 0x1.2c9a3ep-1f);
  return __vkcl_muladd_f32(p, m, 0x1.1b0bacp-1f);
}

/// 2^(b/3) for b = 0, 1, 2.
__constant float __vkcl_xl_cbrt2[3] = {1.0f, 0x1.428a3p+0f, 0x1.965feap+0f};

VKCL_LIB float __vkcl_cbrt_f32(float x) {
  float ax = fabs(x);
  if (ax == 0.0f || !(ax < as_float(0x7f800000u)))
    return x + x;           // +-0, +-inf, NaN (quieted)
  int sub = ax < 0x1p-126f; // subnormal: scaled by 2^24 first
  uint bits = as_uint(sub ? ax * 0x1p24f : ax);
  int e = (int)(bits >> 23) - 127 - (sub ? 24 : 0);
  int q = (e + 300) / 3 - 100; // floor(e / 3), e = 3q + b
  int b = e - 3 * q;
  float m = as_float((bits & 0x7fffffu) | 0x3f800000u);
  float v = m * (float)(1 << b); // in [1, 8), exact
  float y = __vkcl_xl_cbrt_guess(m) * __vkcl_xl_cbrt2[b];
  // One Newton step y - (y^3 - v) / (3 y^2) from 2^-13.6: 2^-27 (then the
  // final rounding). y^3 - v is computed exactly (float-float y^2 and y^3;
  // y^3 is within a factor 2 of v, so y^3_hi - v is exact); the division
  // only scales this small correction, so its 2.5 ulp do not matter.
  float y2 = y * y;
  float y2e = __vkcl_xl_two_prod_err(y, y, y2);
  float y3 = y2 * y;
  float y3e = __vkcl_xl_two_prod_err(y2, y, y3);
  float res = (y3 - v) + (y3e + y2e * y);
  y = y - res / (3.0f * y2);
  return copysign(y * as_float((uint)(q + 127) << 23), x);
}
