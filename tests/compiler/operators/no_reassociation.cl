// (a + b) - b must stay two roundings: every float add and subtract that
// fuses no multiply is NoContraction, which also stops Mesa's inexact
// algebra from folding it to a; divisions likewise, and the two multiplies
// that bring a divisor above 2^126 into OpFDiv's range (docs/mapping.md).
// OPTIONS: -O0
// CHECK-COUNT-5: NoContraction
// CHECK: OpFAdd
// CHECK: OpFSub
// CHECK: OpFDiv
__kernel void no_reassociation(__global const float *a, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = (a[i] + a[i + 1]) - a[i + 1];
  out[i + 1] = a[i] / a[i + 2];
}
