// FP_CONTRACT: a*b+c in one expression may fuse (neither that multiply nor
// its add is decorated NoContraction); a product stored and added in another
// statement must not fuse (NVIDIA fuses across statements), so that multiply
// is NoContraction, and so are the two adds that consume no multiply (Mesa
// re-associates undecorated float arithmetic).
// OPTIONS: -O0
// CHECK-COUNT-3: NoContraction
__kernel void fp_contract(__global const float *a, __global float *out) {
  size_t i = get_global_id(0);
  float fused = a[i] * a[i + 1] + a[i + 2];
  float t = a[i] * a[i + 3];
  out[i] = fused + t + a[i + 4];
}
