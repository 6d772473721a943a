// sin, cos, tan, sinpi, cospi, tanpi (OpenCL C 3.0, 6.15.2; full profile:
// 4, 4, 5, 4, 4 and 6 ulp). The device's Sin/Cos/Tan are far too coarse
// (and wrong for large arguments), so these are computed here.
//
// sin/cos/tan reduce |x| to r = |x| - k * pi/2, |r| <= pi/4, kept as two
// floats hi + lo, then evaluate minimax polynomials (coefficients from
// tests/library/fit_trig.py) and pick by the quadrant k mod 4:
//  - |x| < 6144 (k < 4096, 12 bits): Cody-Waite with pi/2 cut into 12-bit
//    pieces, so that k times each piece is exact. The first two steps are
//    exact (Sterbenz, then a result of at most 24 bits on the grid of
//    2^-24); the next two keep their rounding errors (2Sum). The closest
//    float to a multiple of pi/2 below 6144 leaves |r| > 2^-28, and r is
//    found to some 2^-60, far below its last place.
//  - with a fused fma (FP_FAST_FMAF), |x| < 2^16 takes three steps
//    instead, r a single float: ax - k P1 is exact (P1 = pi/2 rounded, its
//    last place 2^-23, and the difference a multiple of ax's last place or
//    of 2^-23 below 1 in magnitude), the next two round once each, so r is
//    within about one ulp of its value (P1 + P2 + P3 is pi/2 to 2^-76).
//  - larger |x|: Payne-Hanek with the bits of 2/pi, in 32-bit integers
//    (no 64-bit integers: SwiftShader has none): 96 bits of 2/pi times the
//    24-bit mantissa give x * 2/pi mod 4 to 94 fraction bits. Over all
//    floats the fraction is at least 2^-30 from an integer (at x =
//    16367173 * 2^72), so the top word is never zero and 64 significant
//    bits remain after normalising.
// tan's odd quadrants need -1/tan(r): the device's division may be 2.5 ulp
// off, so the quotient is corrected by one Newton step with the residual
// computed exactly (products of 12-bit halves), which brings it to about
// half an ulp whatever the division gave.
// sinpi/cospi/tanpi reduce exactly: x mod 2 and then r = x - k/2 are exact
// in float, so only the polynomial and its last rounding remain.
// The sign of x is handled apart (sin and tan odd, cos even), so that the
// signed zeros come out as the edge-case rules ask.

/// The bits of 2/pi from the binary point on, after one zero word so that
/// a window of them may start up to 31 bits above the point.
__constant uint __vkcl_trig_two_over_pi[8] = {
    0x00000000u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u,
    0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu};

/// r = hi + lo with |r| <= pi/4 (a little more where k was rounded the
/// other way) and x = (4n + q) * pi/2 + r.
struct __vkcl_trig_reduced {
  float hi, lo;
  int q;
};

/// The rounding error of a + b (Knuth's 2Sum, any magnitudes).
VKCL_LIB float __vkcl_trig_sum_err_f32(float a, float b, float s) {
  float bb = s - a;
  return (a - (s - bb)) + (b - bb);
}

/// Payne-Hanek reduction of 6144 <= ax (or inf/NaN, giving NaN).
VKCL_LIB struct __vkcl_trig_reduced __vkcl_trig_reduce_huge_f32(float ax) {
  struct __vkcl_trig_reduced red;
  uint bits = as_uint(ax);
  if (bits >= 0x7f800000u) { // inf or NaN
    red.hi = ax - ax;
    red.lo = red.hi;
    red.q = 0;
    return red;
  }
  int e = (int)(bits >> 23) - 150; // ax = m * 2^e, e in [-11, 104]
  uint m = (bits & 0x7fffffu) | 0x800000u;
  // Bits of 2/pi at places e-1 .. e+94 after the point: m * 2^e times
  // the earlier ones is a multiple of 4, the later ones add < 2^-70.
  int j = e + 30;
  int i = j >> 5, sh = j & 31;
  uint w0 = (__vkcl_trig_two_over_pi[i] << sh) |
            ((__vkcl_trig_two_over_pi[i + 1] >> 1) >> (31 - sh));
  uint w1 = (__vkcl_trig_two_over_pi[i + 1] << sh) |
            ((__vkcl_trig_two_over_pi[i + 2] >> 1) >> (31 - sh));
  uint w2 = (__vkcl_trig_two_over_pi[i + 2] << sh) |
            ((__vkcl_trig_two_over_pi[i + 3] >> 1) >> (31 - sh));
  // m * (w0:w1:w2) mod 2^96 = x * 2/pi mod 4 in units of 2^-94.
  uint p0 = m * w2;
  uint p1 = mul_hi(m, w2);
  uint t = m * w1;
  p1 += t;
  uint p2 = mul_hi(m, w1) + (p1 < t ? 1u : 0u) + m * w0;
  // Round to the nearest quadrant; a fraction above one half is taken as
  // its (one's) complement, negative.
  uint neg = (p2 >> 29) & 1u;
  red.q = (int)(((p2 >> 30) + neg) & 3u);
  uint mask = 0u - neg;
  uint a = (p2 ^ mask) & 0x3fffffffu; // nonzero (see the header)
  uint b = p1 ^ mask, c = p0 ^ mask;
  // Normalise a:b:c so that bit 31 of a is set (a < 2^30: shift >= 2).
  int ea = (int)(as_uint((float)a) >> 23) - 127;
  if ((a >> ea) == 0u) // (float)a rounded up to the next power of two
    ea -= 1;
  int s = 31 - ea;
  uint hi = (a << s) | (b >> (32 - s));
  uint lo = (b << s) | (c >> (32 - s));
  // |fraction| = (h12 + mid) * 2^(-10 - s), h12 the top 12 bits, so that
  // h12 times a 12-bit head of pi/2 is exact.
  float h12 = (float)(hi >> 20);
  float mid = ((float)(hi & 0xfffffu) + (float)lo * 0x1p-32f) * 0x1p-20f;
  float head = h12 * 0x1.92p0f; // exact
  float corr = h12 * 0x1.fb5444p-12f + mid * 0x1.921fb6p0f;
  float rh = head + corr;
  float rl = corr - (rh - head);
  float scale = as_float((uint)(117 - s) << 23);
  float sign = neg ? -scale : scale;
  red.hi = rh * sign;
  red.lo = rl * sign;
  return red;
}

/// x = (4n + q) * pi/2 + hi + lo for ax = |x| (or NaN for inf/NaN).
VKCL_LIB struct __vkcl_trig_reduced __vkcl_trig_reduce_f32(float ax) {
  struct __vkcl_trig_reduced red;
#ifdef FP_FAST_FMAF
  if (ax < 0x1p16f) {
    float kt = __vkcl_xl_round_shift(ax * 0x1.45f306p-1f); // k < 2^16
    float kf = __vkcl_xl_shifted_float(kt);
    float t = fma(-kf, 0x1.921fb6p0f, ax); // exact
    t = fma(-kf, -0x1.777a5cp-25f, t);
    red.hi = fma(-kf, -0x1.ee59dap-50f, t);
    red.lo = 0.0f;
    red.q = as_int(kt) & 3;
    return red;
  }
#endif
  if (!(ax < 0x1.8p12f))
    return __vkcl_trig_reduce_huge_f32(ax);
  float kt = __vkcl_xl_round_shift(ax * 0x1.45f306p-1f); // k < 4096
  float k = __vkcl_xl_shifted_float(kt);
  // pi/2 = 0x1.92p0 + 0x1.fb4p-12 + 0x1.444p-24 + 0x1.68cp-39 + rest,
  // each piece 12 bits at most.
  float t2 = (ax - k * 0x1.92p0f) - k * 0x1.fb4p-12f; // exact
  float c3 = k * 0x1.444p-24f;
  float t3 = t2 - c3;
  float e3 = __vkcl_trig_sum_err_f32(t2, -c3, t3);
  float c4 = k * 0x1.68cp-39f;
  float t4 = t3 - c4;
  float e4 = __vkcl_trig_sum_err_f32(t3, -c4, t4);
  red.hi = t4;
  red.lo = (e3 + e4) - k * 0x1.1a6264p-54f;
  red.q = as_int(kt) & 3;
  return red;
}

/// sin(hi + lo), |hi + lo| <= pi/4: hi + hi^3 P(hi^2), plus lo * cos.
VKCL_LIB float __vkcl_trig_sin_poly_f32(float hi, float lo) {
  float s = hi * hi;
  float p = __vkcl_muladd_f32(s, 0x1.6cd1f2p-19f, -0x1.a00f8p-13f);
  p = __vkcl_muladd_f32(s, p, 0x1.111108p-7f);
  p = __vkcl_muladd_f32(s, p, -0x1.555556p-3f);
  return hi + __vkcl_muladd_f32(hi * s, p, lo * (1.0f - 0.5f * s));
}

/// cos(hi + lo), |hi + lo| <= pi/4: 1 - s/2 + s^2 Q(s).
VKCL_LIB float __vkcl_trig_cos_poly_f32(float hi, float lo) {
#ifdef FP_FAST_FMAF
  // s = (hi + lo)^2 to first order, then 1 + s (-1/2 + s Q(s)) in fused
  // steps: the inner sum lies near -1/2 and is scaled by s <= 0.62, so its
  // rounding costs some 0.16 ulp of a result in [0.7, 1].
  float s = fma(hi + hi, lo, hi * hi);
  float q = fma(s, -0x1.241e9cp-22f, 0x1.a010dep-16f);
  q = fma(s, q, -0x1.6c16b8p-10f);
  q = fma(s, q, 0x1.555556p-5f);
  return fma(s, fma(s, q, -0.5f), 1.0f);
#else
  float s = hi * hi;
  float q = 0x1.555556p-5f + s * (-0x1.6c16b8p-10f +
                                  s * (0x1.a010dep-16f + s * -0x1.241e9cp-22f));
  float h = 0.5f * s;
  float c = 1.0f - h;
  float ce = (1.0f - c) - h; // 1 - h - c, exact: 1 >= h
  return c + (ce + (s * s * q - hi * lo));
#endif
}

/// -1/(h + l), |l| < ulp(h): the quotient corrected by one Newton step
/// q + q * (1 + (h + l) q), with h * q exact as p + pe, so a quotient up
/// to a few ulp off still ends within about half an ulp.
VKCL_LIB float __vkcl_trig_neg_recip_f32(float h, float l) {
  float q = -1.0f / h;
#ifdef FP_FAST_FMAF
  // 1 + h q in one fused step: it is a few units of 2^-24, so its one
  // rounding is far below what the correction needs
  return fma(q, fma(l, q, fma(h, q, 1.0f)), q);
#else
  float p = h * q;
  float pe = __vkcl_xl_two_prod_err(h, q, p);
  float e = ((1.0f + p) + pe) + l * q; // 1 + p exact: p is near -1
  return q + q * e;
#endif
}

/// tan(hi + lo), |hi + lo| <= pi/4, or -1/tan for an odd quadrant.
VKCL_LIB float __vkcl_trig_tan_poly_f32(float hi, float lo, int odd) {
  float s = hi * hi;
  float p = __vkcl_muladd_f32(s, 0x1.1ece02p-8f, 0x1.775852p-14f);
  p = __vkcl_muladd_f32(s, p, 0x1.6311c6p-7f);
  p = __vkcl_muladd_f32(s, p, 0x1.5cafep-6f);
  p = __vkcl_muladd_f32(s, p, 0x1.badbep-5f);
  p = __vkcl_muladd_f32(s, p, 0x1.110d8ep-3f);
  p = __vkcl_muladd_f32(s, p, 0x1.55556p-2f);
  float tl = __vkcl_muladd_f32(hi * s, p, lo + lo * s); // tan' = 1 + tan^2
  float t = hi + tl;
  if (!odd)
    return t;
  return __vkcl_trig_neg_recip_f32(t, tl - (t - hi));
}

/// Flips the sign of y where x is negative.
VKCL_LIB float __vkcl_trig_sign_f32(float y, float x) {
  return as_float(as_uint(y) ^ (as_uint(x) & 0x80000000u));
}

// sin and cos evaluate both polynomials and select: neighbouring lanes
// often sit in different quadrants, and a branch there runs both sides
// anyway, with the divergence's cost on top.
VKCL_LIB float __vkcl_sin_f32(float x) {
  struct __vkcl_trig_reduced r = __vkcl_trig_reduce_f32(fabs(x));
  float c = __vkcl_trig_cos_poly_f32(r.hi, r.lo);
  float s = __vkcl_trig_sin_poly_f32(r.hi, r.lo);
  float y = (r.q & 1) ? c : s;
  return __vkcl_trig_sign_f32((r.q & 2) ? -y : y, x);
}

VKCL_LIB float __vkcl_cos_f32(float x) {
  struct __vkcl_trig_reduced r = __vkcl_trig_reduce_f32(fabs(x));
  float c = __vkcl_trig_cos_poly_f32(r.hi, r.lo);
  float s = __vkcl_trig_sin_poly_f32(r.hi, r.lo);
  float y = (r.q & 1) ? s : c;
  return ((r.q + 1) & 2) ? -y : y;
}

VKCL_LIB float __vkcl_tan_f32(float x) {
  struct __vkcl_trig_reduced r = __vkcl_trig_reduce_f32(fabs(x));
  return __vkcl_trig_sign_f32(__vkcl_trig_tan_poly_f32(r.hi, r.lo, r.q & 1), x);
}

/// ax mod 2, exact (NaN for inf and NaN).
VKCL_LIB float __vkcl_trig_mod2_f32(float ax) {
  return ax - 2.0f * floor(0.5f * ax);
}

/// sin(pi r), |r| <= 1/4: pi r + r^3 P(r^2), pi as hi + lo.
VKCL_LIB float __vkcl_trig_sinpi_poly_f32(float r) {
  float s = r * r;
  float p = __vkcl_muladd_f32(s, 0x1.4be09ep-4f, -0x1.32cb0ep-1f);
  p = __vkcl_muladd_f32(s, p, 0x1.466bbcp1f);
  p = __vkcl_muladd_f32(s, p, -0x1.4abbcep2f);
  return r * 0x1.921fb6p1f + __vkcl_muladd_f32(r * s, p, r * -0x1.777a5cp-24f);
}

/// cos(pi r), |r| <= 1/4: 1 - s Q(s).
VKCL_LIB float __vkcl_trig_cospi_poly_f32(float r) {
  float s = r * r;
  float q = __vkcl_muladd_f32(s, 0x1.a0f36ap-6f, -0x1.e1e7f6p-3f);
  q = __vkcl_muladd_f32(s, q, 0x1.55d3bap0f);
  q = __vkcl_muladd_f32(s, q, -0x1.03c1f0p2f);
  q = __vkcl_muladd_f32(s, q, 0x1.3bd3ccp2f);
  return __vkcl_muladd_f32(-s, q, 1.0f);
}

/// tan(pi r), |r| <= 1/4, or -1/tan(pi r) for an odd quadrant.
VKCL_LIB float __vkcl_trig_tanpi_poly_f32(float r, int odd) {
  float s = r * r;
  float p = __vkcl_muladd_f32(s, 0x1.e9e870p16f, 0x1.03d8e4p8f);
  p = __vkcl_muladd_f32(s, p, 0x1.8e7e82p11f);
  p = __vkcl_muladd_f32(s, p, 0x1.3d337cp9f);
  p = __vkcl_muladd_f32(s, p, 0x1.468dbap7f);
  p = __vkcl_muladd_f32(s, p, 0x1.466794p5f);
  p = __vkcl_muladd_f32(s, p, 0x1.4abbd8p3f);
  float h = r * 0x1.921fb6p1f;
  float tl = __vkcl_muladd_f32(r * s, p, r * -0x1.777a5cp-24f);
  float t = h + tl;
  if (!odd)
    return t;
  return __vkcl_trig_neg_recip_f32(t, tl - (t - h));
}

VKCL_LIB float __vkcl_sinpi_f32(float x) {
  float a = __vkcl_trig_mod2_f32(fabs(x));
  float k = rint(a + a);
  float r = a - 0.5f * k;
  int q = (int)fmin(k, 4.0f) & 3; // NaN (from inf, NaN) to 0
  // sin(pi (k/2 + r)) by quadrant; 0 - r rather than -r so that integers
  // give +0 before the sign of x is applied.
  float y = (q & 1) ? __vkcl_trig_cospi_poly_f32(r)
                    : __vkcl_trig_sinpi_poly_f32(q ? 0.0f - r : r);
  return __vkcl_trig_sign_f32(q == 3 ? -y : y, x);
}

VKCL_LIB float __vkcl_cospi_f32(float x) {
  float a = __vkcl_trig_mod2_f32(fabs(x));
  float k = rint(a + a);
  float r = a - 0.5f * k;
  int q = (int)fmin(k, 4.0f) & 3; // NaN (from inf, NaN) to 0
  // cos(pi (k/2 + r)); n + 1/2 gives +0.
  float y = (q & 1) ? __vkcl_trig_sinpi_poly_f32(q == 1 ? 0.0f - r : r)
                    : __vkcl_trig_cospi_poly_f32(r);
  return q == 2 ? -y : y;
}

VKCL_LIB float __vkcl_tanpi_f32(float x) {
  float a = __vkcl_trig_mod2_f32(fabs(x));
  float k = rint(a + a);
  float r = a - 0.5f * k;
  int q = (int)fmin(k, 4.0f) & 3; // NaN (from inf, NaN) to 0
  float y;
  if (r == 0.0f) // n: +-0 by n's parity; n + 1/2: +-inf
    y = as_float((q & 1 ? 0x7f800000u : 0u) | (q >= 2 ? 0x80000000u : 0u));
  else
    y = __vkcl_trig_tanpi_poly_f32(r, q & 1);
  return __vkcl_trig_sign_f32(y, x);
}
