// double -> float to nearest even (convert_float, convert_float_rte, their
// vectors) where the device declares that rounding for 32 bits
// (TargetProfile::float32RoundingRte: desktop, lavapipe): OpFConvert, but
// RoundEven(|d| 2^149) as the float's bits for results below 2^-126, which
// a device may flush. Each entry point whose call tree narrows so (through
// a helper too) declares RoundingModeRTE 32, and only those: NVIDIA runs a
// kernel under the mode slower. The directed modes keep the integer
// rounding (float_to_float.cl), and so does a device without the mode.
// TARGETS: desktop lavapipe
// CHECK-COUNT-3: RoundingModeRTE 32
// CHECK-DAG: OpExecutionMode %vkcl_entry_scalar RoundingModeRTE 32
// CHECK-DAG: OpExecutionMode %vkcl_entry_vector RoundingModeRTE 32
// CHECK-DAG: OpExecutionMode %vkcl_entry_helped RoundingModeRTE 32
// CHECK-NOT: OpExecutionMode %vkcl_entry_directed RoundingModeRTE
// CHECK: OpFunction %void
// CHECK: FAbs
// CHECK: RoundEven
// CHECK: OpConvertFToU %uint
// CHECK: OpFConvert %float
// CHECK: OpFunctionEnd
// CHECK: OpFunction %void
// CHECK: RoundEven
// CHECK: OpConvertFToU %v4uint
// CHECK: OpFConvert %v4float
// CHECK: OpFunctionEnd
// CHECK: OpFunction %void
// CHECK-NOT: OpFConvert %float
// CHECK: OpFunctionEnd
kernel void scalar(global double *p, global float *q) {
  q[0] = convert_float(p[0]);
  q[1] = convert_float_rte(p[1]);
}
kernel void vector(global double4 *p, global float4 *q) {
  q[0] = convert_float4(p[0]);
}
kernel void directed(global double *p, global float *q) {
  q[0] = convert_float_rtn(p[0]);
}
float narrow(double d) { return (float)d; }
kernel void helped(global double *p, global float *q) { q[0] = narrow(p[0]); }
