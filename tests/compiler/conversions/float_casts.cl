// Casts between floating-point types convert as convert_<type> does,
// rounding to nearest even and keeping denormals (OpenCL C 6.4.3; Vulkan
// leaves OpFConvert's rounding to the device): double -> float on the
// double's words (double_to_float_nearest.cl), with RoundEven for results
// below FLT_MIN; float -> half under RoundingModeRTE 16 on desktop,
// declared on the entry points that reach it only, in integers on
// lavapipe; widening keeps denormals (rebuilt from their bits). swiftshader
// has neither fp64 nor fp16: a diagnostic names what is missing.
// TARGETS: desktop lavapipe swiftshader
// ERROR-swiftshader: double
// CHECK-COUNT-0: RoundingModeRTE 32
// CHECK-COUNT-1-desktop: RoundingModeRTE 16
// CHECK-desktop: OpExecutionMode %vkcl_entry_to_half RoundingModeRTE 16
// CHECK: %vkcl_entry_narrow = OpFunction
// CHECK-COUNT-0: OpFConvert %float
// CHECK: {{RoundEven|Floor}}
// CHECK: {{RoundEven|Floor}}
// CHECK: OpFunctionEnd
// CHECK: %vkcl_entry_widen = OpFunction
// CHECK: OpConvertUToF %double
// CHECK: OpFConvert %double
// CHECK: OpFunctionEnd
// CHECK: %vkcl_entry_to_half = OpFunction
// CHECK-NOT-lavapipe: OpFConvert %half
// CHECK-desktop: OpFConvert %half
// CHECK: OpFunctionEnd
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
float shrink(double d) { return d; }
kernel void narrow(global double *p, global float *q) {
  q[0] = shrink(p[0]);
  q[1] = (float)p[1];
}
kernel void widen(global float *p, global double *q) { q[0] = p[0]; }
kernel void to_half(global float *p, global half *q) { q[0] = (half)p[0]; }
