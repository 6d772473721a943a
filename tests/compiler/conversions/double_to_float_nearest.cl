// double -> float to nearest even (convert_float, convert_float_rte, their
// vectors, and casts, in a helper too) on the double's two 32-bit words:
// no OpFConvert and no RoundingModeRTE 32, which makes NVIDIA divide floats
// the IEEE way in the whole kernel; the low word's dropped 29 bits against
// half a unit; RoundEven(|d| 2^149) as the float's bits for results below
// 2^-126. The directed modes keep the 64-bit integer rounding
// (float_to_float.cl).
// TARGETS: desktop lavapipe
// CHECK-COUNT-0: RoundingModeRTE
// CHECK-COUNT-0: OpFConvert %float
// CHECK-COUNT-0: OpFConvert %v4float
// CHECK: %vkcl_entry_scalar = OpFunction
// CHECK: OpShiftRightLogical %ulong
// CHECK: {{OpBitwiseAnd %uint %\w+ %uint_536870911}}
// CHECK: {{RoundEven|Floor}}
// CHECK: OpBitcast %float
// CHECK: OpFunctionEnd
// CHECK: %vkcl_entry_vector = OpFunction
// CHECK: OpShiftRightLogical %v4ulong
// CHECK: {{RoundEven|Floor}}
// CHECK: OpBitcast %v4float
// CHECK: OpFunctionEnd
// CHECK: %vkcl_entry_directed = OpFunction
// CHECK-NOT: {{RoundEven|Floor}}
// CHECK: OpFunctionEnd
// CHECK: %vkcl_entry_helped = OpFunction
// CHECK: {{RoundEven|Floor}}
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
