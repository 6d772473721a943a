// -cl-unsafe-math-optimizations alone relaxes the same functions as
// -cl-fast-relaxed-math (which implies it).
// OPTIONS: -cl-unsafe-math-optimizations
// CHECK-COUNT-1: OpName %__vkcl_relaxed_sin_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_pow_f32 "
// CHECK-COUNT-0: OpName %__vkcl_sin_f32 "
kernel void k(global float *a) {
  size_t i = get_global_id(0);
  a[i] = sin(a[i]) + pow(a[i], a[i + 1]);
}
