// cl_ext_float_atomics on float where the device has no float atomic add
// (SwiftShader): compare-exchange loops on the value's
// bits from a relaxed load; the loop leaves from its body, and the result
// is the value the successful exchange replaced. min and max are NMin and
// NMax (fmin/fmax: a NaN operand leaves the other value).
// TARGETS: swiftshader
// OPTIONS: -cl-std=CL2.0
// CHECK: OpAtomicLoad %uint
// CHECK: OpLoopMerge
// CHECK: OpFAdd %float
// CHECK: OpAtomicCompareExchange %uint
// CHECK: OpFSub %float
// CHECK: OpAtomicCompareExchange %uint
// CHECK: NMin
// CHECK: OpAtomicCompareExchange %uint
// CHECK: NMax
// CHECK: OpAtomicCompareExchange %uint
// CHECK-NOT: OpAtomicFAddEXT
__kernel void float_fetch_ops(__global atomic_float *p, __global float *old) {
  old[0] = atomic_fetch_add_explicit(p, 1.0f, memory_order_relaxed);
  old[1] = atomic_fetch_sub_explicit(p + 1, 2.0f, memory_order_relaxed);
  old[2] = atomic_fetch_min_explicit(p + 2, 3.0f, memory_order_relaxed);
  old[3] = atomic_fetch_max_explicit(p + 3, 4.0f, memory_order_relaxed);
}
