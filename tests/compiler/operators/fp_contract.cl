// FP_CONTRACT: a*b+c in one expression may fuse (no NoContraction on that
// multiply); a product stored and added in another statement must not, so
// that multiply is decorated NoContraction (NVIDIA fuses across statements).
// OPTIONS: -O0
// CHECK-COUNT-1: NoContraction
__kernel void fp_contract(__global const float *a, __global float *out) {
  size_t i = get_global_id(0);
  float fused = a[i] * a[i + 1] + a[i + 2];
  float t = a[i] * a[i + 3];
  out[i] = fused + t + a[i + 4];
}
