// cl_ext_float_atomics on double: a 64-bit compare-exchange loop, where the
// device has 64-bit atomics in both memories (not lavapipe: no explicit
// layout for 64-bit __local views; SwiftShader: no double).
// TARGETS: desktop
// OPTIONS: -cl-std=CL2.0
// CHECK: OpAtomicLoad %ulong
// CHECK: OpFAdd %double
// CHECK: OpAtomicCompareExchange %ulong
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double_fetch_add(__global atomic_double *p, __global double *o) {
  o[0] = atomic_fetch_add_explicit(p, 0.5, memory_order_relaxed);
}
