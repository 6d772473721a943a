// half arithmetic needs fp16: desktop and lavapipe only
// (diagnostics/half_swiftshader).
// TARGETS: desktop lavapipe
// CHECK: OpCapability Float16
// CHECK: OpEntryPoint GLCompute {{%\w+}} "half_arith"
// CHECK: OpTypeFloat 16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_arith(__global const half *in, __global half *out) {
  size_t i = get_global_id(0);
  half a = in[i];
  out[i] = a * 1.5h + a;
}
