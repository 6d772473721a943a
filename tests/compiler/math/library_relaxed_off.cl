// Without -cl-unsafe-math-optimizations (here -cl-finite-math-only and
// -cl-mad-enable, which do not relax precision), the precise functions.
// OPTIONS: -cl-finite-math-only -cl-mad-enable
// CHECK-COUNT-1: OpName %__vkcl_sin_f32 "
// CHECK-COUNT-0: __vkcl_relaxed_
kernel void k(global float *a) {
  size_t i = get_global_id(0);
  a[i] = sin(a[i]);
}
