// Byte stores to global memory: native 8-bit storage on desktop and
// lavapipe; atomic and/or on the containing word on swiftshader.
// CHECK-COUNT-0-swiftshader: OpTypeInt 8
// CHECK-desktop: OpTypeInt 8
// CHECK-lavapipe: OpTypeInt 8
// CHECK-swiftshader: OpAtomicOr
// CHECK-NOT-desktop: OpAtomicOr
// CHECK-NOT-lavapipe: OpAtomicOr
__kernel void byte_store(__global const int *in, __global uchar *out) {
  size_t g = get_global_id(0);
  out[g] = (uchar)(in[g] + 1);
}
