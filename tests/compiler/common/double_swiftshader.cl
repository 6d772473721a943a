// Common functions on double need fp64: swiftshader names it.
// ERROR-swiftshader: fp64
// CHECK: OpFOrdLessThan %v2bool
// CHECK: OpSelect %v2double
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global double2 *x) {
  size_t i = get_global_id(0);
  x[i] = max(x[i], x[i + 1]) + sign(x[i + 2]);
}
