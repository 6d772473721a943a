// OpenCL C 1.1 reads a double literal as float unless the program enables
// cl_khr_fp64: the library enables it for its own double functions and
// disables it again, so a program that does not enable it gets clang's
// warning as before, and one that does gets double math.
// OPTIONS: -cl-std=CL1.1
// TARGETS: desktop lavapipe
// WARNING: double precision constant requires cl_khr_fp64
// CHECK: OpFunction %double None
float scaled(float x) { return x * 0.5; }
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global double *a, global float *f) {
  size_t i = get_global_id(0);
  a[i] = sqrt(a[i]) * 0.1;
  f[i] = scaled(f[i]);
}
