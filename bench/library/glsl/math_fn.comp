// GLSL twin of kernels/math_fn.cl: one GLSL.std.450 function per float,
// built once per row with -DFN=FN_<NAME> (bench/CMakeLists.txt), the same
// .spv under a precise row's name and its native row's (fn_sin and
// fn_native_sin, fn_fma and fn_mad, fn_pow and fn_native_powr), as
// math.comp is: GLSL has one sin. No twin for erf (GLSL has none). The
// domain maps are math_fn.cl's, bit for bit (clamp, abs, a sign copied
// through the bits, multiplication by a power of two, all exact), so the
// host's reference (LibraryBench.h's fnReference()) serves all three APIs;
// Vulkan's precision table bounds these functions loosely (sin, cos
// 2^-11 absolute on [-pi, pi], atan 4096 ulp, ...), so the twin is held to
// the loose tolerance and its max ulp error only reported.
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

#ifndef FN
#define FN FN_SIN
#endif

// FLT_MIN, FLT_MAX, 2^-32 and 2^32 by their bits (GLSL has no hex floats).
vec4 positive(vec4 x) {
  return clamp(abs(x), uintBitsToFloat(0x00800000u),
               uintBitsToFloat(0x7F7FFFFFu));
}
vec4 nonzero(vec4 x) {
  vec4 m = clamp(abs(x), uintBitsToFloat(0x2F800000u),
                 uintBitsToFloat(0x4F800000u));
  return uintBitsToFloat(floatBitsToUint(m) |
                         (floatBitsToUint(x) & 0x80000000u));
}
#define TRIG(x) (clamp(x, -1.5, 1.5) * 2.0)
#define TAN_ARG(x) (clamp(x, -0.625, 0.625) * 2.0)
#define EXP_ARG(x) (clamp(x, -2.0, 2.0) * 16.0)
#define BASE(x) clamp(abs(x), 0.0625, 16.0)
#define EXPONENT(x) (clamp(x, -2.0, 2.0) * 8.0)

#define FN_SIN(x) sin(TRIG(x))
#define FN_COS(x) cos(TRIG(x))
#define FN_TAN(x) tan(TAN_ARG(x))
#define FN_EXP(x) exp(EXP_ARG(x))
#define FN_LOG(x) log(positive(x))
#define FN_POW(x) pow(BASE(x), EXPONENT(x).yzwx)
#define FN_SQRT(x) sqrt(positive(x))
#define FN_RSQRT(x) inversesqrt(positive(x))
#define FN_FMA(x) fma(nonzero(x), nonzero(x).yzwx, nonzero(x).zwxy)
#define FN_ATAN2(x) atan(nonzero(x), nonzero(x).yzwx)
#define FN_DIVIDE(x) (nonzero(x) / nonzero(x).yzwx)
#define FN_DIVIDE_DOUBLE(x) vec4(dvec4(nonzero(x)) / dvec4(nonzero(x).yzwx))
#define FN_FMAX(x) max(x, x.yzwx)

void main() {
  In from = In(src);
  Out to = Out(dst);
  uint stride = gl_NumWorkGroups.x * 256;
  for (uint i = gl_GlobalInvocationID.x; i < n; i += stride) {
    vec4 x = from.v[i];
    to.v[i] = FN(x);
  }
}
