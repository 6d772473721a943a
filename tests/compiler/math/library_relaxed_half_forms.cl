// The half_* functions keep the precise library functions under
// -cl-fast-relaxed-math (their 8192 ulp hold over [-2^16, 2^16], beyond the
// relaxed sin's range), though they share sin's and powr's stems.
// OPTIONS: -cl-fast-relaxed-math
// CHECK-COUNT-1: OpName %__vkcl_sin_f32 "
// CHECK-COUNT-1: OpName %__vkcl_powr_f32 "
// CHECK-COUNT-0: __vkcl_relaxed_
kernel void k(global float *a) {
  size_t i = get_global_id(0);
  a[i] = half_sin(a[i]) + half_powr(a[i], a[i + 1]);
}
