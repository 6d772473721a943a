// half computes in float and rounds once to half, except where the result
// depends on half's own precision: nextafter steps one unit of half and
// fract clamps below 1 at half's largest value there (library functions
// of their own); fma rounds its float sum to odd first.
// TARGETS: desktop lavapipe
// OPTIONS: -O0
// CHECK-COUNT-1: OpName {{%\w+}} "__vkcl_nextafter_half_f32"
// CHECK-COUNT-1: OpName {{%\w+}} "__vkcl_fract_half_f32"
// CHECK-COUNT-1-lavapipe: OpName {{%\w+}} "__vkcl_fma_odd_f32"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global half *a, global half4 *v) {
  size_t i = get_global_id(0);
  half whole;
  a[i] = nextafter(a[i], a[i + 1]) + fract(a[i + 2], &whole) + whole;
  v[i] = fma(v[i], v[i + 1], v[i + 2]) + exp(v[i]);
}
