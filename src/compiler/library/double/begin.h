// The start of the library's double functions (src/compiler/library/double/).
// They exist only where the target has fp64 (cl_khr_fp64: lavapipe and
// desktop GPUs, not SwiftShader), and OpenCL C 1.0/1.1 read a double
// literal as float unless the extension is enabled, so it is enabled here
// and disabled again in end.h, leaving the user's program as it was.
// Host sweeps include the double/*.cl files directly, without this file.
//
// Rules for double code, beside prelude.h's:
//  - the device's own double instructions are the starting point: +, -, *
//    round to nearest; `/` may be up to 2.5 ulp off (Vulkan promises double
//    only single precision's accuracy for most instructions), so a result
//    that needs a correctly rounded quotient corrects it by its exact
//    remainder; __vkcl_native_sqrt_f64 (GLSL.std.450 Sqrt) and
//    __vkcl_native_divide_f64 (OpFDiv) are estimates;
//  - 64-bit integers are there (every fp64 target has int64);
//  - no fma unless the function needs no fused one, or under FP_FAST_FMA
//    (as for float: prelude.h).
#ifdef __OPENCL_C_VERSION__
// The compiler defines __VKCL_LIBRARY_FP64 only where a library builtin
// takes a double (Library.h): the double files double the library's parse.
#if defined(cl_khr_fp64) && defined(__VKCL_LIBRARY_FP64)
#if __OPENCL_C_VERSION__ < 120
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define VKCL_LIB_FP64 1
#endif
#else
#define VKCL_LIB_FP64 1
#endif

#ifdef VKCL_LIB_FP64
