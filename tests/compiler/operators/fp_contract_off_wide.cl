// #pragma OPENCL FP_CONTRACT OFF on 8- and 16-element vectors (arrays of
// lanes in SPIR-V, computed lane by lane): every lane's multiply and add is
// decorated NoContraction, not the composite that gathers the lanes, which
// the decoration does not reach and the optimizer splits away. Without it
// NVIDIA fused a[i] * b[i] + c[i] of float8 and double8 (CTS
// test_contractions, 2026-12-06). float2/float4 count 2 + 2 decorations,
// float8 8 + 8 and float16 16 + 16: 52 in all.
// OPTIONS: -O0
// CHECK-COUNT-52: NoContraction
#pragma OPENCL FP_CONTRACT OFF
__kernel void off2(__global float2 *out, __global const float2 *a) {
  size_t i = get_global_id(0);
  out[i] = a[i] * a[i + 1] + a[i + 2];
}
__kernel void off4(__global float4 *out, __global const float4 *a) {
  size_t i = get_global_id(0);
  out[i] = a[i] * a[i + 1] + a[i + 2];
}
__kernel void off8(__global float8 *out, __global const float8 *a) {
  size_t i = get_global_id(0);
  out[i] = a[i] * a[i + 1] + a[i + 2];
}
__kernel void off16(__global float16 *out, __global const float16 *a) {
  size_t i = get_global_id(0);
  out[i] = a[i] * a[i + 1] - a[i + 2];
}
