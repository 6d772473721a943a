// The prelude of vkcl's OpenCL C library (the math functions the device's
// own instructions cannot give at OpenCL's precision).
//
// The library is written once, in the subset of C that means the same as
// OpenCL C and as host C99, so that tests/library/ can run every function
// on the host over all 2^32 float inputs against a double reference (the
// ULP error measured as the CTS's math_brute_force does), and the compiler
// can build the very same text for the device. Rules for library code:
//  - every floating-point literal has its suffix (1.5f); host builds use
//    -Wdouble-promotion -Werror and <tgmath.h> so float stays float;
//  - no contraction: `FP_CONTRACT OFF` here, -ffp-contract=off on the host;
//    a fused multiply-add only where `fma` is written: outside
//    `#ifdef FP_FAST_FMAF` (FP_FAST_FMA for double) the function must not
//    need it to be fused (it is the exact library fma, dozens of
//    instructions, where the device's Fma rounds twice); inside, the
//    compiler has defined the macro because the device's Fma is fused, and
//    the code may rely on it (host sweeps: the -fused variants);
//  - bits through as_uint/as_int/as_float (as_ulong/as_long/as_double);
//  - functions are `VKCL_LIB` and named __vkcl_<builtin>_f32 (f64, f16);
//    a builtin with a pointer result is two library functions, the second
//    one named __vkcl_<builtin>_<output>_f32 (the compiler stores it);
//  - tables are program-scope `__constant` arrays;
//  - no 64-bit integers in float code (SwiftShader has none), no double
//    (double functions are in double/, with their own rules: begin.h);
//  - identifiers are lower case (user -D macros are defined only after the
//    library, but user headers are not).
// The compiler scalarizes vector calls, so the library is scalar only
// (a table may have float4 rows, each read as one load).
#pragma once

#ifdef __OPENCL_C_VERSION__
#pragma clang system_header
#pragma OPENCL FP_CONTRACT OFF
// OpenCL C 1.0/1.1 have no `static` functions: external linkage there
// (the linker keeps one copy of each in a program of several units, as it
// does of the static ones: src/compiler/Linker.h).
#if __OPENCL_C_VERSION__ >= 120
#define VKCL_LIB static
#else
#define VKCL_LIB
#endif
#ifdef cl_khr_fp64
#if __OPENCL_C_VERSION__ < 120
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
/// GLSL.std.450 Sqrt and OpFDiv on double (double/begin.h): estimates of
/// at least single precision's accuracy.
double __vkcl_native_sqrt_f64(double x);
double __vkcl_native_divide_f64(double x, double y);
#if __OPENCL_C_VERSION__ < 120
#pragma OPENCL EXTENSION cl_khr_fp64 : disable
#endif
#endif
#else
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <tgmath.h>
typedef uint32_t uint;
typedef uint64_t ulong;
typedef unsigned short ushort;
typedef unsigned char uchar;
#define __private
#define __constant const
#define VKCL_LIB static inline
static inline uint as_uint(float x) {
  uint u;
  memcpy(&u, &x, 4);
  return u;
}
static inline int as_int(float x) {
  int i;
  memcpy(&i, &x, 4);
  return i;
}
static inline float as_float(uint u) {
  float x;
  memcpy(&x, &u, 4);
  return x;
}
/// A table row of four floats (a 16-byte load on the device), read on
/// its .x .y .z .w.
typedef struct {
  float x, y, z, w;
} float4;
static inline ulong as_ulong(double x) {
  ulong u;
  memcpy(&u, &x, 8);
  return u;
}
static inline long as_long(double x) {
  long i;
  memcpy(&i, &x, 8);
  return i;
}
static inline double as_double(ulong u) {
  double x;
  memcpy(&x, &u, 8);
  return x;
}
// The device's own instructions the library starts from (GLSL.std.450's
// Sqrt and InverseSqrt for native_sqrt and native_rsqrt, OpFDiv for
// native_divide); the host has
// exact ones, so host sweeps measure
// the algorithm and the e2e suites measure it on each driver. A sweep may
// define VKCL_HOST_ESTIMATE_ULPS to N: both are then off by up to N
// ulp either way (picked from the input's bits), as a device's may be.
#ifndef VKCL_HOST_ESTIMATE_ULPS
#define VKCL_HOST_ESTIMATE_ULPS 0
#endif
/// How many ulps the estimate for the input bits of `x` is off, in
/// [-N, N].
static inline int vkcl_host_estimate_offset(float x) {
  return (int)((as_uint(x) * 2654435761u) >> 27) %
             (2 * VKCL_HOST_ESTIMATE_ULPS + 1) -
         VKCL_HOST_ESTIMATE_ULPS;
}
static inline float vkcl_host_estimate(float x, float r) {
  if (VKCL_HOST_ESTIMATE_ULPS == 0 || !(fabs(r) > 0.0f && fabs(r) < INFINITY))
    return r;
  return as_float(as_uint(r) + (uint)vkcl_host_estimate_offset(x));
}
static inline float native_sqrt(float x) {
  return vkcl_host_estimate(x, sqrtf(x));
}
static inline float native_rsqrt(float x) {
  return vkcl_host_estimate(x, (float)(1.0 / sqrt((double)x)));
}
// The device's Exp2, where TargetProfile::preciseExp2 says it is within
// 2.1 ulp on [-1, 1] (library/float/explog.cl): the exact value moved by
// up to VKCL_HOST_ESTIMATE_ULPS units of its own float ulp, then rounded
// (within N + 0.5 ulp in the CTS's measure, which is what was measured;
// moving the rounded result by whole ulps would count 2 ulp at 1.0 as 4
// of a reference just below 1).
static inline float native_exp2(float x) {
  double e = exp2((double)x);
  if (VKCL_HOST_ESTIMATE_ULPS == 0 || !(e > 0.0 && e < HUGE_VAL))
    return (float)e;
  int ex;
  double m = frexp(e, &ex); // e = m 2^ex, m in [1/2, 1)
  // the float ulp is 2^(ex - 24); at a power of two the CTS measures
  // with the binade below's, either way
  double unit = ldexp(m == 0.5 ? 0.5 : 1.0, ex - 24);
  return (float)(e + (double)vkcl_host_estimate_offset(x) * unit);
}
// The device's division (OpFDiv, 2.5 ulp), seeded by both operands.
static inline float native_divide(float x, float y) {
  return vkcl_host_estimate(as_float(as_uint(x) ^ (as_uint(y) >> 7)), x / y);
}
// OpenCL's fmin/fmax return the other operand for any NaN, signalling
// ones included (C's may return a NaN for those).
static inline float vkcl_host_fmaxf(float a, float b) {
  return a != a ? b : b != b ? a : fmaxf(a, b);
}
static inline float vkcl_host_fminf(float a, float b) {
  return a != a ? b : b != b ? a : fminf(a, b);
}
static inline double vkcl_host_fmaxd(double a, double b) {
  return a != a ? b : b != b ? a : fmax(a, b);
}
static inline double vkcl_host_fmind(double a, double b) {
  return a != a ? b : b != b ? a : fmin(a, b);
}
#undef fmax
#undef fmin
#define fmax(a, b)                                                             \
  _Generic((a) + (b), float : vkcl_host_fmaxf, default : vkcl_host_fmaxd)(a, b)
#define fmin(a, b)                                                             \
  _Generic((a) + (b), float : vkcl_host_fminf, default : vkcl_host_fmind)(a, b)
static inline uint vkcl_host_mul_hi_u32(uint a, uint b) {
  return (uint)(((ulong)a * b) >> 32);
}
static inline ulong vkcl_host_mul_hi_u64(ulong a, ulong b) {
  return (ulong)(((unsigned __int128)a * b) >> 64);
}
#define mul_hi(a, b)                                                           \
  _Generic((a) + (b), ulong                                                    \
           : vkcl_host_mul_hi_u64, default                                     \
           : vkcl_host_mul_hi_u32)(a, b)
static inline uint vkcl_host_clz_u32(uint x) {
  return x ? (uint)__builtin_clz(x) : 32u;
}
static inline ulong vkcl_host_clz_u64(ulong x) {
  return x ? (ulong)__builtin_clzl(x) : 64u;
}
#define clz(x)                                                                 \
  _Generic((x), ulong : vkcl_host_clz_u64, default : vkcl_host_clz_u32)(x)
// The device's double square root (double/begin.h): an estimate there.
static inline double __vkcl_native_sqrt_f64(double x) { return sqrt(x); }
// The device's double division, OpFDiv: Vulkan promises it single
// precision's accuracy only. A sweep may define VKCL_HOST_DOUBLE_DIVIDE_ERROR
// to make it off by up to 3 times 2^-22, relative (picked from the bits).
#ifndef VKCL_HOST_DOUBLE_DIVIDE_ERROR
#define VKCL_HOST_DOUBLE_DIVIDE_ERROR 0
#endif
static inline double __vkcl_native_divide_f64(double x, double y) {
  ulong h = (as_ulong(x) ^ as_ulong(y)) * 0x9e3779b97f4a7c15ull;
  int off = (int)((h >> 32) % 7u) - 3;
  return x / y * (1.0 + VKCL_HOST_DOUBLE_DIVIDE_ERROR * off * 0x1p-22);
}
#endif
