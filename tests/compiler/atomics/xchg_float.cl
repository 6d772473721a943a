// atomic_xchg on float exchanges the bits: no float atomic is needed.
// CHECK: OpAtomicExchange %uint
// CHECK: OpBitcast %float
__kernel void xchg_float(__global float *p, __global float *out) {
  out[get_global_id(0)] = atomic_xchg(p, (float)get_global_id(0));
}
