// OpenCL 1.x atomics on __global int/uint: relaxed (semantics 0) at device
// scope (1), one SPIR-V atomic each; the value operand comes last.
// CHECK: OpAtomicIAdd %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpAtomicISub %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpAtomicExchange %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpAtomicIIncrement %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpAtomicIDecrement %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpAtomicCompareExchange %uint {{%\w+}} %uint_1 %uint_0 %uint_0
// CHECK: OpAtomicSMin
// CHECK: OpAtomicUMax
// CHECK: OpAtomicAnd
// CHECK: OpAtomicOr
// CHECK: OpAtomicXor
// CHECK-NOT: OpAtomicSMax
__kernel void legacy_global(__global int *p, __global uint *u,
                            __global int *out) {
  out[0] = atomic_add(p, 2);
  out[1] = atomic_sub(p, 3);
  out[2] = atomic_xchg(p, 4);
  out[3] = atomic_inc(p);
  out[4] = atomic_dec(p);
  out[5] = atomic_cmpxchg(p, 5, 6);
  out[6] = atomic_min(p, -7);
  out[7] = atomic_max(u, 8u);
  out[8] = atomic_and(p, 9);
  out[9] = atomic_or(p, 10);
  out[10] = atomic_xor(p, 11);
}
