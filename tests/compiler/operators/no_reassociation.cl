// (a + b) - b must stay two roundings: every float add and subtract that
// fuses no multiply is NoContraction, which also stops Mesa's inexact
// algebra from folding it to a; divisions likewise.
// OPTIONS: -O0
// CHECK-COUNT-3: NoContraction
// CHECK: OpFAdd
// CHECK: OpFSub
// CHECK: OpFDiv
__kernel void no_reassociation(__global const float *a, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = (a[i] + a[i + 1]) - a[i + 1];
  out[i + 1] = a[i] / a[i + 2];
}
