// The math options reach clang, which defines their macros and, for
// -cl-single-precision-constant, makes 1.5 a float literal.
// OPTIONS: -cl-fast-relaxed-math -cl-finite-math-only -cl-mad-enable -cl-no-signed-zeros -cl-unsafe-math-optimizations -cl-denorms-are-zero -cl-single-precision-constant
// CHECK: OpEntryPoint GLCompute
// CHECK-NOT: OpTypeFloat 64
#ifndef __FAST_RELAXED_MATH__
#error "__FAST_RELAXED_MATH__ is not defined"
#endif
kernel void fast_relaxed_math_macros(global float *out) { out[0] = 1.5; }
