// GLSL twin of math_exp_log.cl and math_native.cl (built twice, as
// glsl/math_exp_log.spv and glsl/math_native.spv): the same chain the way
// a Vulkan programmer writes it with GLSL.std.450's exp, log, pow, sqrt,
// inversesqrt and fma. GLSL has one exp: Vulkan bounds these functions as
// loosely as OpenCL's relaxed (native) math, so the one shader is the
// twin of both kernels; against math_exp_log it shows what the precise
// functions cost, against math_native what vkcl's code generation costs.
// GLSL has no erf: it is written out as Abramowitz-Stegun 7.1.26 (absolute
// error 1.5e-7 for x >= 0, a polynomial in t = 1 / (1 + p x) times
// e^(-x^2)), the usual shader approximation, exactly as math_native.cl
// writes it. Checked against the double reference (LibraryBench.h's
// mathChain()) with the looser tolerance.
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(local_size_x = 256) in;

layout(buffer_reference, std430, buffer_reference_align = 16) readonly
buffer In { vec4 v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) writeonly
buffer Out { vec4 v[]; };

// n: the number of vec4s.
layout(push_constant) uniform Args { uint64_t src; uint64_t dst; uint n; };

const uint ROUNDS = 8;

// erf(x), x >= 0: 1 - t (a1 + t (a2 + t (a3 + t (a4 + t a5)))) e^(-x^2).
vec4 erfAS(vec4 x) {
  vec4 t = 1.0 / fma(vec4(0.3275911), x, vec4(1.0));
  vec4 poly = fma(t, vec4(1.061405429), vec4(-1.453152027));
  poly = fma(poly, t, vec4(1.421413741));
  poly = fma(poly, t, vec4(-0.284496736));
  poly = fma(poly, t, vec4(0.254829592));
  return 1.0 - t * poly * exp(-x * x);
}

void main() {
  In from = In(src);
  Out to = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    vec4 s = 1.0 + exp(-min(abs(from.v[i]), 64.0));
    vec4 x = s;
    for (uint k = 0; k < ROUNDS; ++k) {
      vec4 a = exp(-0.25 * x);
      vec4 b = log(3.0 + x);
      vec4 c = pow(b, a);
      vec4 d = sqrt(fma(c, x.yzwx, vec4(1.0)));
      vec4 r = inversesqrt(x + a);
      // TRIG: sin, cos, tan and atan go here, as in math_exp_log.cl.
      x = fma(d, erfAS(r), s);
    }
    to.v[i] = x;
  }
}
