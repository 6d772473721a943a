// pow, powr, pown and rootn (OpenCL C 3.0, 6.15.2; full profile 16 ulp).
// All four are 2^(y log2|x|) with log2|x| to about 2^-40 relative and the
// product y log2|x| as float-float: an error d in that exponent is a
// relative error d ln2 of the result, and the exponent reaches 150 in
// magnitude, so float alone (or exp(y * log(x)) from the 3-ulp functions)
// would be thousands of ulp off.
//  - log2|x| = e + log2(1/c) + log2(1 + r): x = 2^e m with m in
//    [sqrt(1/2), sqrt(2)), c ~ 1/m a 12-bit value from a 64-entry table
//    indexed by m's bits (with -log2(c) as two floats), r = m c - 1 a
//    float-float (Dekker's exact product), |r| < 2^-6.9, and
//    ln(1 + r) = r - r^2/2 + r^3 Q(r) (cubic minimax,
//    tests/library/fit_explog.py "powlog"), its first two terms exact.
//    The interval holding 1 has c = 1, so x near 1 loses nothing.
//  - z = y log2|x| in float-float (pown's n may have 31 bits: two floats;
//    rootn divides, the quotient corrected by its exact remainder, so the
//    device's 2.5-ulp division costs nothing), then 2^z = 2^k e^(f ln2)
//    with explog.cl's exp core, f ln2 in float-float.
// No fma, no double, no 64-bit integers (see explog.cl).

/// pow's log2 table: per interval j of m, {c, -log2(c) high, low}
/// (fit_explog.py "powtable").
// clang-format off
__constant float __vkcl_xl_pow_tab[192] = {
    0x1.68p+0f, -0x1.f7a856p-2f, -0x1.1960dap-27f,
    0x1.642p+0f, -0x1.e7ab7p-2f, 0x1.ca4fc8p-27f,
    0x1.604p+0f, -0x1.d781cp-2f, -0x1.f99dccp-30f,
    0x1.5c8p+0f, -0x1.c7b1f8p-2f, -0x1.89ea34p-27f,
    0x1.58ep+0f, -0x1.b83f8p-2f, -0x1.158536p-27f,
    0x1.554p+0f, -0x1.a8a34p-2f, 0x1.d0977ap-27f,
    0x1.51cp+0f, -0x1.99684ep-2f, -0x1.9da7ecp-28f,
    0x1.4e6p+0f, -0x1.8a9228p-2f, -0x1.40879cp-27f,
    0x1.4bp+0f, -0x1.7b957ap-2f, -0x1.8a3558p-27f,
    0x1.47ap+0f, -0x1.6c717ap-2f, -0x1.49b4fcp-27f,
    0x1.446p+0f, -0x1.5db71cp-2f, -0x1.0ce858p-28f,
    0x1.414p+0f, -0x1.4f69f6p-2f, 0x1.3e7ce2p-29f,
    0x1.3e2p+0f, -0x1.40f906p-2f, 0x1.150b56p-27f,
    0x1.3bp+0f, -0x1.326396p-2f, -0x1.b5941ap-29f,
    0x1.38p+0f, -0x1.24407ap-2f, -0x1.61c0e8p-27f,
    0x1.352p+0f, -0x1.16935ep-2f, 0x1.9609bap-27f,
    0x1.324p+0f, -0x1.08c588p-2f, -0x1.9b4f3cp-27f,
    0x1.2f6p+0f, -0x1.f5acbep-3f, -0x1.f76ff2p-28f,
    0x1.2cap+0f, -0x1.dac51p-3f, 0x1.92b926p-31f,
    0x1.29ep+0f, -0x1.bf9e14p-3f, -0x1.f8b8e2p-28f,
    0x1.272p+0f, -0x1.a436a2p-3f, 0x1.642f54p-29f,
    0x1.248p+0f, -0x1.89d0dp-3f, -0x1.56861ap-28f,
    0x1.22p+0f, -0x1.70742ep-3f, 0x1.621fbp-28f,
    0x1.1f6p+0f, -0x1.559664p-3f, 0x1.8c7beep-29f,
    0x1.1cep+0f, -0x1.3bc574p-3f, -0x1.ea48a4p-29f,
    0x1.1a8p+0f, -0x1.230906p-3f, -0x1.74a5e4p-29f,
    0x1.18p+0f, -0x1.08c588p-3f, -0x1.9b4f3cp-28f,
    0x1.15ap+0f, -0x1.df34c4p-4f, 0x1.a31a34p-29f,
    0x1.136p+0f, -0x1.af1e96p-4f, -0x1.661fa6p-30f,
    0x1.11p+0f, -0x1.7beeeap-4f, 0x1.28ebbp-29f,
    0x1.0ecp+0f, -0x1.4b0752p-4f, 0x1.fa895p-32f,
    0x1.0cap+0f, -0x1.1c775cp-4f, 0x1.768152p-35f,
    0x1.0a6p+0f, -0x1.d58602p-5f, -0x1.69a922p-30f,
    0x1.084p+0f, -0x1.76dcf8p-5f, 0x1.b8a972p-30f,
    0x1.062p+0f, -0x1.177042p-5f, -0x1.d3f06p-33f,
    0x1.04p+0f, -0x1.6e7968p-6f, -0x1.70b48ap-32f,
    0x1.02p+0f, -0x1.6fe50cp-7f, 0x1.221ef6p-32f,
    0x1p+0f, 0.0f, 0.0f,
    0x1.f8p-1f, 0x1.743ee8p-6f, 0x1.87cd56p-32f,
    0x1.f06p-1f, 0x1.6e4ab4p-5f, -0x1.35521ap-30f,
    0x1.e9p-1f, 0x1.0f9a64p-4f, -0x1.7338a4p-29f,
    0x1.e1ep-1f, 0x1.665684p-4f, 0x1.ff021p-29f,
    0x1.daep-1f, 0x1.bccf2ap-4f, -0x1.4ccc36p-30f,
    0x1.d4p-1f, 0x1.097e38p-3f, 0x1.9cc0cap-28f,
    0x1.cd8p-1f, 0x1.32d13ep-3f, 0x1.1a4baep-29f,
    0x1.c7p-1f, 0x1.5cba54p-3f, -0x1.7e2744p-29f,
    0x1.c0ep-1f, 0x1.84c5ap-3f, -0x1.4f1b28p-29f,
    0x1.bacp-1f, 0x1.ad5dc4p-3f, 0x1.c03f9ep-29f,
    0x1.b4ep-1f, 0x1.d4d5b8p-3f, -0x1.88a3f6p-30f,
    0x1.af2p-1f, 0x1.fbfb22p-3f, -0x1.5a2b66p-28f,
    0x1.a98p-1f, 0x1.11646ep-2f, 0x1.de451ap-28f,
    0x1.a4p-1f, 0x1.249cd2p-2f, 0x1.6279aep-27f,
    0x1.9ecp-1f, 0x1.37320ap-2f, 0x1.078362p-27f,
    0x1.998p-1f, 0x1.4a03dcp-2f, 0x1.7a5c38p-27f,
    0x1.948p-1f, 0x1.5c2a0ap-2f, -0x1.2bd944p-27f,
    0x1.8fap-1f, 0x1.6e13bp-2f, -0x1.8317aep-28f,
    0x1.8acp-1f, 0x1.80359ep-2f, 0x1.73208p-27f,
    0x1.86p-1f, 0x1.9218p-2f, 0x1.249ba8p-27f,
    0x1.818p-1f, 0x1.a33d26p-2f, -0x1.a7029ep-33f,
    0x1.7dp-1f, 0x1.b495d4p-2f, 0x1.d230bep-27f,
    0x1.78ap-1f, 0x1.c5a5bcp-2f, 0x1.d89218p-29f,
    0x1.746p-1f, 0x1.d669b4p-2f, -0x1.29f2c2p-27f,
    0x1.702p-1f, 0x1.e75efp-2f, -0x1.e2648ep-27f,
    0x1.6cp-1f, 0x1.f804aep-2f, 0x1.1a19ap-27f,
};
// clang-format on

/// (ln(1 + r) - r + r^2/2) / r^3 for |r| < 2^-6.9 (fit_explog.py
/// "powlog").
VKCL_LIB float __vkcl_xl_pow_q(float r) {
  float q = -0x1.555c66p-3f;
  q = __vkcl_muladd_f32(q, r, 0x1.99a0e8p-3f);
  q = __vkcl_muladd_f32(q, r, -0x1p-2f);
  return __vkcl_muladd_f32(q, r, 0x1.555556p-2f);
}

/// |x|^y for positive finite ax (|x|, subnormal included) and finite
/// y = yh + yl (yl = 0 but for pown's widest n), or ax^(1/n) when n != 0:
/// 2^z with z = y log2(ax) (or log2(ax) / n), both in float-float, and
/// a float-float ah + al added to z where ah != 0 (tgamma's Stirling).
VKCL_LIB float __vkcl_xl_pow_core(float ax, float yh, float yl, int n, float ah,
                                  float al) {
  int e = __vkcl_xl_log_exponent(ax);
  float m = __vkcl_xl_log_fraction(ax, e) + 1.0f; // exact
  uint j = (as_uint(m) - 0x3f3504f3u) >> 17;
  float c = __vkcl_xl_pow_tab[3u * j];
  float th = __vkcl_xl_pow_tab[3u * j + 1u];
  float tl = __vkcl_xl_pow_tab[3u * j + 2u];
  // r = m c - 1 as rh + rl: m c - 1 in [-2^-7, 2^-7], p - 1 exact
  float p = m * c;
  float pe = __vkcl_xl_two_prod_err(m, c, p);
  float p1 = p - 1.0f;
  float rh = p1 + pe;
  float rl = __vkcl_xl_fast_two_sum_err(p1, pe, rh);
  // ln(1 + r) = vh + vl; rh^2/2 exact in float-float
  float rr = rh * rh;
  float rre = __vkcl_xl_two_prod_err(rh, rh, rr);
  float h = rr * -0.5f;
  float vh = rh + h;
  float vl = __vkcl_xl_fast_two_sum_err(rh, h, vh) +
             (((rl - rl * rh) - rre * 0.5f) + rh * rr * __vkcl_xl_pow_q(rh));
  // log2(ax) = e + th + tl + (vh + vl) / ln2 = lh + ll
  float wh = vh * 0x1.715476p+0f;
  float wl = __vkcl_xl_two_prod_err(vh, 0x1.715476p+0f, wh) +
             (vh * 0x1.4ae0cp-26f + vl * 0x1.715476p+0f);
  float ef = (float)e;
  float s = ef + th; // |e| >= 1 > |th| unless e == 0
  float se = __vkcl_xl_fast_two_sum_err(ef, th, s);
  float lh = s + wh;
  float ll = ((se + tl) + __vkcl_two_sum_err(s, wh, lh)) + wl;
  float zh, zl;
  if (n != 0) {
    // z = l / n: the quotient, then its exact remainder divided again
    float nf = (float)n;
    zh = lh / nf;
    float q = zh * nf;
    float qe = __vkcl_xl_two_prod_err(zh, nf, q);
    zl = (((lh - q) - qe) + ll) / nf;
  } else {
    zh = yh * lh;
    if (!(fabs(zh) < 0x1p20f)) // far beyond 2^+-151: overflow or 0
      return zh > 0.0f ? as_float(0x7f800000u) : 0.0f;
    zl = __vkcl_xl_two_prod_err(yh, lh, zh) + (yh * ll + yl * lh);
  }
  if (ah != 0.0f || al != 0.0f) {
    float sh = zh + ah;
    zl = (zl + al) + __vkcl_two_sum_err(zh, ah, sh);
    zh = sh;
  }
  if (!(fabs(zh) < 151.0f)) // beyond 2^+-151: overflow or 0
    return zh > 0.0f ? as_float(0x7f800000u) : 0.0f;
  // 2^z = 2^k e^((f + zl) ln2), f = zh - k exact, f + zl in float-float
  float kt = __vkcl_xl_round_shift(zh);
  float kf = __vkcl_xl_shifted_float(kt);
  float f = zh - kf;
  float fh = f + zl;
  float fl = __vkcl_two_sum_err(f, zl, fh);
  float gh = fh * 0x1.62e43p-1f;
  float gl = __vkcl_xl_two_prod_err(fh, 0x1.62e43p-1f, gh) +
             (fh * -0x1.05c61p-29f + fl * 0x1.62e43p-1f);
  return __vkcl_xl_exp_core(gh, gl, __vkcl_xl_shifted_int(kt));
}

/// Whether y is an odd integer (every float from 2^24 up is even).
VKCL_LIB int __vkcl_xl_is_odd(float y) {
  return fabs(y) < 0x1p24f && trunc(y) == y && ((int)y & 1);
}

/// pow where x or y is +-0, +-inf or NaN, or |x| == 1 (C99 F.9.4.4).
VKCL_LIB float __vkcl_xl_pow_special(float x, float y) {
  float inf = as_float(0x7f800000u);
  if (y == 0.0f || x == 1.0f)
    return 1.0f;
  if (isnan(x) || isnan(y))
    return x + y;
  float ax = fabs(x);
  if (isinf(y)) // |x| < 1: +inf gives 0, -inf gives inf; |x| > 1 opposite
    return ax == 1.0f ? 1.0f : ((ax < 1.0f) == (y < 0.0f) ? inf : 0.0f);
  int odd = __vkcl_xl_is_odd(y);
  if (ax == 1.0f) // x == -1, y finite
    return trunc(y) != y ? as_float(0x7fc00000u) : (odd ? -1.0f : 1.0f);
  // x is +-0 or +-inf, y finite and nonzero
  float r = (ax == 0.0f) == (y < 0.0f) ? inf : 0.0f;
  return odd ? copysign(r, x) : r;
}

VKCL_LIB float __vkcl_pow_f32(float x, float y) {
  float ax = fabs(x), ay = fabs(y);
  float inf = as_float(0x7f800000u);
  if (!(ax > 0.0f && ax < inf && ay > 0.0f && ay < inf) || ax == 1.0f)
    return __vkcl_xl_pow_special(x, y);
  if (x < 0.0f && trunc(y) != y) // negative x, non-integer y
    return as_float(0x7fc00000u);
  float r = __vkcl_xl_pow_core(ax, y, 0.0f, 0, 0.0f, 0.0f);
  return x < 0.0f && __vkcl_xl_is_odd(y) ? -r : r;
}

VKCL_LIB float __vkcl_powr_f32(float x, float y) {
  float inf = as_float(0x7f800000u);
  if (x < 0.0f || isnan(x) || isnan(y))
    return as_float(0x7fc00000u);
  if (x == 0.0f || x == inf) { // powr(0, 0) and powr(inf, 0) are NaN
    if (y == 0.0f)
      return as_float(0x7fc00000u);
    return (x == 0.0f) == (y < 0.0f) ? inf : 0.0f;
  }
  if (x == 1.0f) // powr(1, +-inf) is NaN
    return isinf(y) ? as_float(0x7fc00000u) : 1.0f;
  if (y == 0.0f)
    return 1.0f;
  if (isinf(y))
    return (x < 1.0f) == (y < 0.0f) ? inf : 0.0f;
  return __vkcl_xl_pow_core(x, y, 0.0f, 0, 0.0f, 0.0f);
}

VKCL_LIB float __vkcl_pown_f32(float x, int n) {
  if (n == 0)
    return 1.0f;
  float ax = fabs(x);
  int odd = n & 1;
  if (isnan(x))
    return x + x;
  if (ax == 0.0f || isinf(x)) {
    float r = (n < 0) == (ax == 0.0f) ? as_float(0x7f800000u) : 0.0f;
    return odd ? copysign(r, x) : r;
  }
  // n = yh + yl exactly: yh is n rounded to float, and n - yh (at most
  // 64) is (n with its low 8 bits cleared, exact as a float) - yh, exact,
  // plus those 8 bits.
  float yh = (float)n;
  float yl = ((float)(n & ~0xff) - yh) + (float)(n & 0xff);
  float r = __vkcl_xl_pow_core(ax, yh, yl, 0, 0.0f, 0.0f);
  return odd && x < 0.0f ? -r : r;
}

VKCL_LIB float __vkcl_rootn_f32(float x, int n) {
  int odd = n & 1;
  if (n == 0 || isnan(x) || (x < 0.0f && !odd))
    return as_float(0x7fc00000u);
  float ax = fabs(x);
  if (ax == 0.0f || isinf(x)) {
    float r = (n < 0) == (ax == 0.0f) ? as_float(0x7f800000u) : 0.0f;
    return odd ? copysign(r, x) : r;
  }
  return copysign(__vkcl_xl_pow_core(ax, 0.0f, 0.0f, n, 0.0f, 0.0f), x);
}
