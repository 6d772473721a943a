// The chain of math_exp_log.cl (same operations, ranges and rounds; see
// there) with the native_* builtins, whose accuracy OpenCL leaves to the
// implementation: native_exp, native_log, native_powr, native_sqrt,
// native_rsqrt, and mad for fma. OpenCL C has no native_erf: erf is the
// Abramowitz-Stegun approximation 7.1.26 (absolute error 1.5e-7 for
// x >= 0) on native_exp and native_recip, as glsl/math.comp writes it, so
// that this kernel and its GLSL twin run the same algorithm and the ratio
// between them (target >= 0.95) compares code generation, not formulas.
// Checked against the same double reference as math_exp_log, with the
// looser tolerance of the GLSL twins. OpenCL C 1.2. n: the number of
// float4s.
#define ROUNDS 8

// erf(x), x >= 0: 1 - t (a1 + t (a2 + t (a3 + t (a4 + t a5)))) e^(-x^2),
// t = 1 / (1 + p x).
float4 erf_as(float4 x) {
  float4 t = native_recip(mad((float4)(0.3275911f), x, (float4)(1.0f)));
  float4 poly = mad(t, (float4)(1.061405429f), (float4)(-1.453152027f));
  poly = mad(poly, t, (float4)(1.421413741f));
  poly = mad(poly, t, (float4)(-0.284496736f));
  poly = mad(poly, t, (float4)(0.254829592f));
  return 1.0f - t * poly * native_exp(-x * x);
}

kernel void math_native(global const float4 *in, global float4 *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    float4 s = 1.0f + native_exp(-fmin(fabs(in[i]), 64.0f));
    float4 x = s;
    for (uint k = 0; k < ROUNDS; ++k) {
      float4 a = native_exp(-0.25f * x);
      float4 b = native_log(3.0f + x);
      float4 c = native_powr(b, a);
      float4 d = native_sqrt(mad(c, x.yzwx, (float4)(1.0f)));
      float4 r = native_rsqrt(x + a);
      // TRIG: native_sin, native_cos, native_tan (and atan2) join here, as
      // in math_exp_log.cl.
      x = mad(d, erf_as(r), s);
    }
    out[i] = x;
  }
}
