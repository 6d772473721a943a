// fma (OpenCL C 3.0, 6.15.2: correctly rounded) without a fused instruction,
// for devices whose GLSL.std.450 Fma is a multiply and an add (lavapipe and
// SwiftShader both round twice; NVIDIA's is fused and used directly).
//
// The exact a * b is ph + pl (Dekker's product of the mantissas, exact
// without fma); c is scaled alongside. Then ph + c = s + e1 and e1 + pl =
// t + f exactly (Knuth's TwoSum); t rounded to odd with f's sign keeps
// every bit the final rounding needs, so s + t rounds once as the exact
// sum would (Boldo and Melquiond's rounding to odd: t's unit is at least
// 2^24 times finer than s's half unit, or the sum was exact). A result in
// the subnormal range is rounded at its own unit in the scaled domain,
// with the same exact remainder, so it rounds once too.

/// The error of p = a * b for |a|, |b| in [1, 2): a * b = p + err exactly
/// (Veltkamp's 12-bit halves; their products are exact).
VKCL_LIB float __vkcl_fma_prod_err(float a, float b, float p) {
  float ah = as_float(as_uint(a) & 0xfffff000u), al = a - ah;
  float bh = as_float(as_uint(b) & 0xfffff000u), bl = b - bh;
  return (((ah * bh - p) + ah * bl) + al * bh) + al * bl;
}

/// s + t (|t| at most about s's unit, |s| < 2^23 u) rounded to nearest
/// even at the unit `u`, a power of two above s's unit: a subnormal result
/// in the scaled domain. In units of u: m = s / u and tau = t / u (exact
/// scalings; a tau below 2^-40 stands in for any smaller one, as only its
/// sign can still matter), n = trunc(m), and the fraction (m - n) + tau
/// kept exactly as w + wl decides the last unit.
VKCL_LIB float __vkcl_fma_round_at(float s, float t, float u) {
  float inv_u = 1.0f / u; // powers of two: exact on any device
  float m = s * inv_u;
  float tau = t * inv_u;
  if (t != 0.0f && fabs(tau) < 0x1p-40f)
    tau = copysign(0x1p-40f, t);
  float n = trunc(m);
  float frac = m - n;
  float w = frac + tau;
  float wl = __vkcl_two_sum_err(frac, tau, w);
  float sign = w < 0.0f ? -1.0f : 1.0f;
  float aw = fabs(w), awl = sign * wl;
  float fl = floor(aw); // 0 or 1
  float d = aw - fl;    // exact
  float k = fl;
  if (d > 0.5f || (d == 0.5f && awl > 0.0f))
    k = fl + 1.0f;
  else if (d == 0.5f && awl == 0.0f) { // a tie: to the even integer
    float lo = n + sign * fl;
    if (fabs(lo - 2.0f * trunc(0.5f * lo)) == 1.0f)
      k = fl + 1.0f;
  }
  return (n + sign * k) * u;
}

VKCL_LIB float __vkcl_fma_f32(float a, float b, float c) {
  // Zeros, infinities and NaNs: a * b is exact or the special result, and
  // adding c gives the IEEE answer (signed zeros included).
  if (!isfinite(a) || !isfinite(b) || a == 0.0f || b == 0.0f)
    return a * b + c;
  if (!isfinite(c)) // c itself, also where a * b would overflow
    return c;
  if (c == 0.0f) // a * b is not zero: its rounding, its zero sign
    return a * b;
  int ea = __vkcl_exponent_f32(a), eb = __vkcl_exponent_f32(b);
  int ec = __vkcl_exponent_f32(c);
  int e = ea + eb; // a * b = ma * mb * 2^e, ma * mb in [1, 4)
  if (ec - e > 50) // a * b is below a 2^-49 part of c: no effect
    return c;
  float ma = __vkcl_scale_f32(a, -ea), mb = __vkcl_scale_f32(b, -eb);
  float ph = ma * mb;
  float pl = __vkcl_fma_prod_err(ma, mb, ph);
  // c below the product's last bits only breaks ties: a tiny stand-in.
  float cs = e - ec > 50 ? copysign(0x1p-60f, c) : __vkcl_scale_f32(c, -e);
  float s = ph + cs;
  float e1 = __vkcl_two_sum_err(ph, cs, s);
  float t = e1 + pl;
  float f = __vkcl_two_sum_err(e1, pl, t);
  if (f != 0.0f && (as_uint(t) & 1u) == 0u) // t to odd, toward f
    t = as_float((f > 0.0f) == (t > 0.0f) ? as_uint(t) + 1u
                                          : as_uint(t) - 1u);
  float r = s + t;
  if (r == 0.0f) // exact cancellation: +0 in round to nearest
    return 0.0f;
  // A subnormal result: exact already where every operand's last bit is
  // at or above 2^-149 (e >= -103), else rounded once at its unit.
  if (__vkcl_exponent_f32(r) + e < -126 && e < -103) {
    if (e < -251) // |a b| < 2^-249 and c no larger: below half 2^-149
      return copysign(0.0f, r);
    float u = as_float((uint)(-149 - e + 127) << 23);
    float q = __vkcl_fma_round_at(s, t, u);
    return q == 0.0f ? copysign(0.0f, r) : __vkcl_ldexp_f32(q, e);
  }
  return __vkcl_ldexp_f32(r, e);
}

/// a * b + c rounded to odd in float, for half operands: their product is
/// exact in float, and rounding the sum to odd keeps the sticky bit, so
/// the one rounding to half that follows is the correctly rounded fma
/// (float has more than half's 11 + 2 bits).
VKCL_LIB float __vkcl_fma_odd_f32(float a, float b, float c) {
  float p = a * b;
  float s = p + c;
  if (!isfinite(s))
    return s;
  float err = __vkcl_two_sum_err(p, c, s);
  if (err != 0.0f && (as_uint(s) & 1u) == 0u)
    s = as_float((err > 0.0f) == (s > 0.0f) ? as_uint(s) + 1u
                                            : as_uint(s) - 1u);
  return s;
}
