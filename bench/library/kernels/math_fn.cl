// One OpenCL C builtin per float, the per-function rows of issue 20: each
// work-item loads a float4, maps its lanes into the function's domain,
// applies the function (its float4 form) and stores the float4,
// grid-striding over the buffer (n: the number of float4s). Built once per
// row with -DFN=FN_<NAME> -DKERNEL=fn_<name> (bench/CMakeLists.txt for
// vkcl, LibraryBench.h's specs() for the platform's OpenCL), so that every
// function is timed and measured alone: the precise ones against OpenCL's
// ulp bounds, the native_* ones (and mad) for speed with their error
// reported. OpenCL C 1.2, as NVIDIA's OpenCL runs the same source.
//
// The domain maps use only clamp, fabs, copysign and multiplication by a
// power of two that cannot overflow or underflow after the clamp: each is
// exact in float whatever the compiler does (contraction included), so the
// host (LibraryBench.h's fnArgs()) reproduces every argument bit for bit
// and measures each result against the function of exactly that argument.
// Over the input pattern (LibraryBench.h's pixelAt(): mostly [-0.5, 1.5),
// some 6% each of large, tiny or zero, and infinite or FLT_MAX values),
// every argument is finite, every result finite and normal (or zero), and
// sin, cos, tan stay in [-pi, pi] where Vulkan's precision table (the GLSL
// twin, glsl/math_fn.comp) bounds them:
//   TRIG      [-3, 3]              sin, cos
//   TAN_ARG   [-1.25, 1.25]        tan (|tan| <= 3, cos >= 0.31)
//   EXP_ARG   [-32, 32]            exp
//   POSITIVE  [FLT_MIN, FLT_MAX]   log, sqrt, rsqrt (every binade)
//   BASE      [1/16, 16]           pow's base; EXPONENT [-16, 16] its
//                                  exponent, from the next lane (.yzwx):
//                                  results within 2^-64 .. 2^64
//   NONZERO   +-[2^-32, 2^32]      fma's three operands (x, x.yzwx,
//                                  x.zwxy), atan2's y and x (x.yzwx): no
//                                  zero, no overflow, no denormal result
//   ERF_ARG   [-4, 4]              erf
//   NONZERO   also both operands of / (x / x.yzwx: quotients within
//             2^-64 .. 2^64), float and double (fn_divide_double widens
//             them, divides in double and rounds the quotient to float)
//   fmax      x and x.yzwx as they come (infinities and FLT_MAX among them)
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifndef FN
#define FN FN_SIN
#endif
#ifndef KERNEL
#define KERNEL fn_sin
#endif

#define TRIG(x) (clamp(x, -1.5f, 1.5f) * 2.0f)
#define TAN_ARG(x) (clamp(x, -0.625f, 0.625f) * 2.0f)
#define EXP_ARG(x) (clamp(x, -2.0f, 2.0f) * 16.0f)
#define POSITIVE(x) clamp(fabs(x), FLT_MIN, FLT_MAX)
#define BASE(x) clamp(fabs(x), 0.0625f, 16.0f)
#define EXPONENT(x) (clamp(x, -2.0f, 2.0f) * 8.0f)
#define NONZERO(x) copysign(clamp(fabs(x), 0x1p-32f, 0x1p32f), x)
#define ERF_ARG(x) (clamp(x, -2.0f, 2.0f) * 2.0f)

#define FN_SIN(x) sin(TRIG(x))
#define FN_COS(x) cos(TRIG(x))
#define FN_TAN(x) tan(TAN_ARG(x))
#define FN_EXP(x) exp(EXP_ARG(x))
#define FN_LOG(x) log(POSITIVE(x))
#define FN_POW(x) pow(BASE(x), EXPONENT(x).yzwx)
#define FN_SQRT(x) sqrt(POSITIVE(x))
#define FN_RSQRT(x) rsqrt(POSITIVE(x))
#define FN_FMA(x) fma(NONZERO(x), NONZERO(x).yzwx, NONZERO(x).zwxy)
#define FN_ATAN2(x) atan2(NONZERO(x), NONZERO(x).yzwx)
#define FN_ERF(x) erf(ERF_ARG(x))
// Float division: 2.5 ulp, or correctly rounded under
// -cl-fp32-correctly-rounded-divide-sqrt (the fn_divide_cr row).
#define FN_DIVIDE(x) (NONZERO(x) / NONZERO(x).yzwx)
#define FN_DIVIDE_DOUBLE(x)                                                    \
  convert_float4(convert_double4(NONZERO(x)) / convert_double4(NONZERO(x).yzwx))
#define FN_FMAX(x) fmax(x, x.yzwx)
// The native forms: no native_atan2, native_erf or native_fma exist; mad
// is fma's fast form (a * b + c, rounded at will).
#define FN_NATIVE_SIN(x) native_sin(TRIG(x))
#define FN_NATIVE_COS(x) native_cos(TRIG(x))
#define FN_NATIVE_TAN(x) native_tan(TAN_ARG(x))
#define FN_NATIVE_EXP(x) native_exp(EXP_ARG(x))
#define FN_NATIVE_LOG(x) native_log(POSITIVE(x))
#define FN_NATIVE_POWR(x) native_powr(BASE(x), EXPONENT(x).yzwx)
#define FN_NATIVE_SQRT(x) native_sqrt(POSITIVE(x))
#define FN_NATIVE_RSQRT(x) native_rsqrt(POSITIVE(x))
#define FN_MAD(x) mad(NONZERO(x), NONZERO(x).yzwx, NONZERO(x).zwxy)
#define FN_NATIVE_DIVIDE(x) native_divide(NONZERO(x), NONZERO(x).yzwx)

kernel void KERNEL(global const float4 *in, global float4 *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    float4 x = in[i];
    out[i] = FN(x);
  }
}
