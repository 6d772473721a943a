// 64-bit atomics (cl_khr_int64_base/extended_atomics) are OpAtomic* on
// ulong with Int64Atomics; the extension exists only where __local memory
// has a 64-bit view too (desktop), so the others do not declare atom_add.
// ERROR-swiftshader: atom_add
// ERROR-lavapipe: atom_add
// CHECK: OpCapability Int64Atomics
// CHECK: OpAtomicIAdd %ulong
// CHECK: OpAtomicSMax %ulong
// CHECK: OpAtomicCompareExchange %ulong
__kernel void int64_global(__global long *p, __global long *out) {
  out[0] = atom_add(p, 1L << 40);
  out[1] = atom_max(p, -5L);
  out[2] = atom_cmpxchg(p, 3L, 4L);
}
