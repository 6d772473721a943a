// asin, acos, atan, atan2 and asinpi, acospi, atanpi, atan2pi (OpenCL C
// 3.0, 6.15.2; full profile: 4, 4, 5, 6 and 5, 5, 5, 6 ulp), in place of
// the device's coarse instructions.
//
// Minimax polynomials (tests/library/fit_trig.py) on a reduced range:
//  - asin/acos: x + x^3 P(x^2) for |x| <= 1/2; beyond, with z = (1-|x|)/2
//    (exact) and w = sqrt(z), asin|x| = pi/2 - 2 asin(w) and acos from the
//    same. w is correctly rounded (__vkcl_sqrt_f32) and its remainder
//    (z - w^2) / 2w is carried along, so the square root adds no error.
//  - atan: t + t^3 P(t^2) for t <= 1, and pi/2 - atan(1/t) beyond.
//  - atan2: the smaller of |x|, |y| over the larger, then the octant.
// Results near pi/2, pi or (for the pi forms) near 1/2 and 1 are formed as
// c + h + l with c a constant: c + h is taken exactly (Fast2Sum, |c| >=
// |h|), so the only rounding of size is the last one. The pi forms divide
// h + l by pi as h's 12-bit head times 1/pi's 12-bit head (exact) plus
// small terms, instead of rounding asin(x) and then multiplying.
// Division: the device's may be 2.5 ulp off. The quotients of atan2,
// atan2pi and atanpi are fixed by one Newton step with an exact residual;
// atan's 1/|x| is not (see there: its error is damped).

/// x^3 P(x^2) for |x| <= 1/2: asin x = x + this (fused steps where Fma
/// is).
VKCL_LIB float __vkcl_trig_asin_tail_f32(float x) {
  float s = x * x;
  float p = 0x1.596d2ap-5f;
  p = __vkcl_muladd_f32(p, s, 0x1.8c283ap-6f);
  p = __vkcl_muladd_f32(p, s, 0x1.747e4ap-5f);
  p = __vkcl_muladd_f32(p, s, 0x1.3301e4p-4f);
  p = __vkcl_muladd_f32(p, s, 0x1.5555c8p-3f);
  return x * s * p;
}

/// t^3 P(t^2) for |t| <= 1: atan t = t + this.
VKCL_LIB float __vkcl_trig_atan_tail_f32(float t) {
  float s = t * t;
  float p = -0x1.d62ff6p-10f;
  p = __vkcl_muladd_f32(p, s, 0x1.65a66p-7f);
  p = __vkcl_muladd_f32(p, s, -0x1.fed164p-6f);
  p = __vkcl_muladd_f32(p, s, 0x1.dac9e6p-5f);
  p = __vkcl_muladd_f32(p, s, -0x1.583492p-4f);
  p = __vkcl_muladd_f32(p, s, 0x1.c09ap-4f);
  p = __vkcl_muladd_f32(p, s, -0x1.2421b6p-3f);
  p = __vkcl_muladd_f32(p, s, 0x1.9991fep-3f);
  p = __vkcl_muladd_f32(p, s, -0x1.55553ep-2f);
  return t * s * p;
}

/// The head of h: its top 12 significant bits (h - head is exact).
VKCL_LIB float __vkcl_trig_head_f32(float h) {
  return as_float(as_uint(h) & 0xfffff000u);
}

/// c + h + l, with |c| >= |h| or c = 0 (c + h is taken exactly).
VKCL_LIB float __vkcl_trig_add3_f32(float c, float h, float l) {
  float d = c + h;
  return d + (((c - d) + h) + l);
}

/// c + (h + l) / pi, with |c| >= |h| / pi or c = 0.
VKCL_LIB float __vkcl_trig_pi_frac_f32(float c, float h, float l) {
  float hh = __vkcl_trig_head_f32(h);
  // 1/pi = 0x1.45ep-2 (12 bits) + 0x1.306dcap-14
  float a = hh * 0x1.45ep-2f; // exact
  float rest =
      (h - hh) * 0x1.45ep-2f + (h * 0x1.306dcap-14f + l * 0x1.45f306p-2f);
  return __vkcl_trig_add3_f32(c, a, rest);
}

/// a / pi for a < 2^-64, where asin and atan are a: scaled up so that the
/// products stay normal, then one rounding into the subnormals.
VKCL_LIB float __vkcl_trig_tiny_over_pi_f32(float a) {
  return __vkcl_trig_pi_frac_f32(0.0f, a * 0x1p64f, 0.0f) * 0x1p-64f;
}

/// For 1/2 < a <= 1 (or NaN, inf): w = sqrt((1 - a)/2) as w + wl, and
/// asin(w) - w as the returned tail (plus wl).
struct __vkcl_trig_half_angle {
  float w, tail;
};
VKCL_LIB struct __vkcl_trig_half_angle __vkcl_trig_half_angle_f32(float a) {
  struct __vkcl_trig_half_angle h;
  float z = 0.5f * (1.0f - a); // exact
  float w = __vkcl_sqrt_f32(z);
  float wh = __vkcl_trig_head_f32(w), wl = w - wh;
  // z - w^2, exact: z - wh^2 cancels (Sterbenz), the rest are small.
  float r = ((z - wh * wh) - 2.0f * wh * wl) - wl * wl;
  // The quotient only corrects w by half an ulp: its own error is nothing.
  h.w = w;
  h.tail = (w > 0.0f ? r / (w + w) : 0.0f) + __vkcl_trig_asin_tail_f32(w);
  return h;
}

VKCL_LIB float __vkcl_asin_f32(float x) {
  float ax = fabs(x);
  float y;
  if (ax <= 0.5f) {
    y = ax + __vkcl_trig_asin_tail_f32(ax);
  } else { // pi/2 - 2 asin(w); NaN beyond 1 through the square root
    struct __vkcl_trig_half_angle h = __vkcl_trig_half_angle_f32(ax);
    y = __vkcl_trig_add3_f32(0x1.921fb6p0f, -2.0f * h.w,
                             -0x1.777a5cp-25f - 2.0f * h.tail);
  }
  return __vkcl_trig_sign_f32(y, x);
}

VKCL_LIB float __vkcl_acos_f32(float x) {
  float ax = fabs(x);
  if (ax <= 0.5f) // pi/2 - asin x
    return __vkcl_trig_add3_f32(
        0x1.921fb6p0f, -x, -0x1.777a5cp-25f - __vkcl_trig_asin_tail_f32(x));
  struct __vkcl_trig_half_angle h = __vkcl_trig_half_angle_f32(ax);
  if (x > 0.0f) // 2 asin(w)
    return 2.0f * h.w + 2.0f * h.tail;
  // pi - 2 asin(w)
  return __vkcl_trig_add3_f32(0x1.921fb6p1f, -2.0f * h.w,
                              -0x1.777a5cp-24f - 2.0f * h.tail);
}

VKCL_LIB float __vkcl_asinpi_f32(float x) {
  float ax = fabs(x);
  float y;
  if (ax < 0x1p-64f) {
    y = __vkcl_trig_tiny_over_pi_f32(ax);
  } else if (ax <= 0.5f) {
    y = __vkcl_trig_pi_frac_f32(0.0f, ax, __vkcl_trig_asin_tail_f32(ax));
  } else { // 1/2 - 2 asin(w) / pi
    struct __vkcl_trig_half_angle h = __vkcl_trig_half_angle_f32(ax);
    y = __vkcl_trig_pi_frac_f32(0.5f, -2.0f * h.w, -2.0f * h.tail);
  }
  return __vkcl_trig_sign_f32(y, x);
}

VKCL_LIB float __vkcl_acospi_f32(float x) {
  float ax = fabs(x);
  if (ax <= 0.5f)
    return __vkcl_trig_pi_frac_f32(0.5f, -x, -__vkcl_trig_asin_tail_f32(x));
  struct __vkcl_trig_half_angle h = __vkcl_trig_half_angle_f32(ax);
  return __vkcl_trig_pi_frac_f32(x > 0.0f ? 0.0f : 1.0f,
                                 x > 0.0f ? 2.0f * h.w : -2.0f * h.w,
                                 x > 0.0f ? 2.0f * h.tail : -2.0f * h.tail);
}

/// n / d to about half an ulp whatever the device's division, for n and d
/// where no product below under- or overflows (n >= 2^-100, d <= 2^120):
/// q + (n - d q) / d with the exact residual n - d q from one fma where it
/// is fused, else from d q split into exact 12-bit products (n - d q
/// cancels exactly; the second quotient's own error only touches the
/// correction).
VKCL_LIB float __vkcl_trig_ratio_core_f32(float n, float d) {
#ifdef FP_FAST_FMAF
  // One reciprocal for both quotients: q = n (1/d) is a few ulp off, its
  // residual n - d q is exact in one fused fma, and the reciprocal's own
  // error only scales that small correction (1/d normal, and within the
  // range where Vulkan bounds division).
  float r = 1.0f / d;
  float q = n * r;
  return fma(fma(-d, q, n), r, q);
#else
  float q = n / d;
  float dh = __vkcl_trig_head_f32(d), qh = __vkcl_trig_head_f32(q);
  float dl = d - dh, ql = q - qh;
  float p = d * q;
  float pe = ((dh * qh - p) + dh * ql + dl * qh) + dl * ql;
  return q + ((n - p) - pe) / d;
#endif
}

/// n / d for 0 <= n <= d, d > 0 finite, to about half an ulp: operands
/// brought into the core's range first.
VKCL_LIB float __vkcl_trig_ratio_f32(float n, float d) {
  if (n < 0x1p-100f) { // keep the products below clear of underflow
    if (d >= 0x1p60f)
      return n / d; // below 2^-160: zero or the least subnormal
    n *= 0x1p64f;
    d *= 0x1p64f;
  }
  if (d > 0x1p120f) {
    if (n < 0x1p-60f)
      return 0.0f; // below 2^-180
    n *= 0x1p-32f;
    d *= 0x1p-32f;
  }
  return __vkcl_trig_ratio_core_f32(n, d);
}

// atan: for |x| > 1, t = 1/|x| comes from a plain division. A quotient
// 2.5 ulp off moves atan(t) by at most 2.5 ulp(t) / (1 + t^2), and the
// result pi/2 - atan(t) >= pi/4 has an ulp at least as large as t's (t in
// [1/2, 1): 1.25 ulp at t near 1, 1 ulp at t = 1/2; t < 1/2: 0.63 ulp), so
// the device adds at most 1.25 ulp to the host's error (under 1.3 ulp),
// within the bound 5. Subnormal quotients (|x| > 2^126) only meet
// atan(t) = t, far below pi/2's last place. atanpi's result near 1/4 has
// a finer ulp (1.6 ulp more at t near 1) and a larger host error, so it
// corrects its quotient like atan2 (__vkcl_trig_ratio_f32, below).

VKCL_LIB float __vkcl_atan_f32(float x) {
  float ax = fabs(x);
  float y;
  if (ax > 1.0f) { // pi/2 - atan(1/|x|); +-inf gives +-pi/2
    float t = 1.0f / ax;
    y = __vkcl_trig_add3_f32(0x1.921fb6p0f, -t,
                             -0x1.777a5cp-25f - __vkcl_trig_atan_tail_f32(t));
  } else {
    y = ax + __vkcl_trig_atan_tail_f32(ax);
  }
  return __vkcl_trig_sign_f32(y, x);
}

VKCL_LIB float __vkcl_atanpi_f32(float x) {
  float ax = fabs(x);
  float y;
  if (ax > 1.0f) { // here the quotient is corrected (see above)
    float t = isinf(ax) ? 0.0f : __vkcl_trig_ratio_f32(1.0f, ax);
    y = __vkcl_trig_pi_frac_f32(0.5f, -t, -__vkcl_trig_atan_tail_f32(t));
  } else if (ax < 0x1p-64f) {
    y = __vkcl_trig_tiny_over_pi_f32(ax);
  } else {
    y = __vkcl_trig_pi_frac_f32(0.0f, ax, __vkcl_trig_atan_tail_f32(ax));
  }
  return __vkcl_trig_sign_f32(y, x);
}

/// The octant of atan2: the angle is c + sgn * atan(t) with t the smaller
/// of |x|, |y| over the larger (c = 0, pi/2 or pi; 0, 1/2, 1 for atan2pi).
struct __vkcl_trig_octant {
  float t;
  int quarter; // c = quarter * pi/2
  int negate;  // sgn = -1
};
VKCL_LIB struct __vkcl_trig_octant __vkcl_trig_octant_f32(float y, float x) {
  struct __vkcl_trig_octant o;
  float ax = fabs(x), ay = fabs(y);
  // not NaN (the callers return first): a compare, where fmin and fmax
  // order on the bits
  float n = ay < ax ? ay : ax, d = ay < ax ? ax : ay;
  if (isinf(d)) // inf/inf is 1 (pi/4 and 3pi/4), finite/inf 0
    o.t = isinf(n) ? 1.0f : 0.0f;
  else if (d == 0.0f) // +-0 / +-0: 0, then pi by x's sign
    o.t = 0.0f;
  else
    o.t = __vkcl_trig_ratio_f32(n, d);
  int steep = ay > ax; // pi/2 - atan(t)
  int left = signbit(x) != 0;
  o.quarter = steep ? 1 : (left ? 2 : 0);
  o.negate = steep != left;
  return o;
}

/// atan2 for ordinary operands: the smaller magnitude n and the larger d
/// within [2^-60, 2^60] (no zero, infinity or NaN, and no guards for the
/// quotient's range). t = n / d corrected to some half ulp (the device's
/// own quotient, 2.5 ulp, would move atan(t) by 5 ulp where it falls into
/// the binade below t's: 7.4 ulp on the host with the quotient perturbed),
/// then a = atan(t) within 1.5 ulp, and the octant as c + (+-a) plus c's
/// low part, two roundings in units of the result, which is at least a (c
/// = pi/2: [pi/4, 3pi/4]; c = pi beyond), instead of Fast2Sums: 3.2 ulp
/// with the quotient perturbed by 2.5 ulp, within the bound 6.
VKCL_LIB float __vkcl_trig_atan2_ordinary_f32(float y, float x, float n,
                                              float d) {
  float t = __vkcl_trig_ratio_core_f32(n, d);
  float a = t + __vkcl_trig_atan_tail_f32(t);
  int steep = fabs(y) > fabs(x), left = signbit(x) != 0;
  float ch = steep ? 0x1.921fb6p0f : (left ? 0x1.921fb6p1f : 0.0f);
  float cl = steep ? -0x1.777a5cp-25f : (left ? -0x1.777a5cp-24f : 0.0f);
  float r = (ch + (steep != left ? -a : a)) + cl;
  return __vkcl_trig_sign_f32(r, y);
}

VKCL_LIB float __vkcl_atan2_f32(float y, float x) {
  float ax = fabs(x), ay = fabs(y);
  float n = ay < ax ? ay : ax, d = ay < ax ? ax : ay;
  if (n >= 0x1p-60f && d <= 0x1p60f) // false for NaN
    return __vkcl_trig_atan2_ordinary_f32(y, x, n, d);
  if (isnan(x) || isnan(y))
    return x + y;
  struct __vkcl_trig_octant o = __vkcl_trig_octant_f32(y, x);
  float h = o.t, l = __vkcl_trig_atan_tail_f32(o.t);
  float ch = o.quarter == 0   ? 0.0f
             : o.quarter == 1 ? 0x1.921fb6p0f
                              : 0x1.921fb6p1f;
  float cl = o.quarter == 0   ? 0.0f
             : o.quarter == 1 ? -0x1.777a5cp-25f
                              : -0x1.777a5cp-24f;
  float r =
      __vkcl_trig_add3_f32(ch, o.negate ? -h : h, cl + (o.negate ? -l : l));
  return __vkcl_trig_sign_f32(r, y);
}

VKCL_LIB float __vkcl_atan2pi_f32(float y, float x) {
  if (isnan(x) || isnan(y))
    return x + y;
  struct __vkcl_trig_octant o = __vkcl_trig_octant_f32(y, x);
  float h = o.t, l = __vkcl_trig_atan_tail_f32(o.t);
  if (o.quarter == 0 && h < 0x1p-64f)
    return __vkcl_trig_sign_f32(__vkcl_trig_tiny_over_pi_f32(h), y);
  float r = __vkcl_trig_pi_frac_f32(0.5f * (float)o.quarter, o.negate ? -h : h,
                                    o.negate ? -l : l);
  return __vkcl_trig_sign_f32(r, y);
}
