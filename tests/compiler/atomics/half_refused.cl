// half has no 16-bit atomic to build on: the compiler undefines
// cl_ext_float_atomics' half feature macros, so clang declares no half
// overloads and the call fails where it is. (SwiftShader has no half.)
// TARGETS: desktop lavapipe
// OPTIONS: -cl-std=CL2.0
// ERROR: call to 'atomic_fetch_add_explicit' is ambiguous
// ERROR-AT: 10:3
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_refused(__global atomic_half *p) {
  atomic_fetch_add_explicit(p, (half)1, memory_order_relaxed);
}
