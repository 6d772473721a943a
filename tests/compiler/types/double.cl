// double needs fp64: desktop and lavapipe only (diagnostics/double_swiftshader).
// TARGETS: desktop lavapipe
// CHECK: OpCapability Float64
// CHECK: OpEntryPoint GLCompute {{%\w+}} "double_arith"
// CHECK: OpTypeFloat 64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double_arith(__global const double *in, __global double *out) {
  size_t i = get_global_id(0);
  double x = in[i];
  out[i] = x * 0.1 + 1.0 / (x + 3.0);
}
