// Math functions with pointer outputs (frexp, modf, sincos, remquo) store
// through generic pointers in the space their tag names.
// OPTIONS: -cl-std=CL2.0
// TARGETS: desktop lavapipe
// CHECK: OpSwitch
float split(float x, float *whole, int *e) {
  return modf(x, whole) + frexp(x, e);
}
kernel void math_outputs(global float *f, global int *e) {
  size_t i = get_global_id(0);
  float w;
  f[i] = split(f[i], &w, e + i) + w;
}
