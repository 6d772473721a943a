// Common functions on half need fp16: swiftshader names it.
// ERROR-swiftshader: fp16
// CHECK: OpSConvert %v4uint
// CHECK: OpSLessThan %v4bool
// CHECK: OpSelect %v4half
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global half4 *x) {
  size_t i = get_global_id(0);
  x[i] = clamp(x[i], (half)0, (half)1) + smoothstep(0.0h, 1.0h, x[i + 1]);
}
