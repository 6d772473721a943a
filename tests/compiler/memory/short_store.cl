// 16-bit stores: native on desktop, word atomics on swiftshader.
// CHECK-COUNT-0-swiftshader: OpTypeInt 16
// CHECK-desktop: OpTypeInt 16
// CHECK-swiftshader: OpAtomicOr
__kernel void short_store(__global const int *in, __global short *out) {
  size_t g = get_global_id(0);
  out[g] = (short)(in[g] * 3);
}
