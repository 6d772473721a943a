// Float -> float conversions (docs/mapping.md, conversions). double ->
// float rounds the double's bits in 64-bit integers (OpFConvert may round
// either way or flush); float -> double is OpFConvert but for denormals,
// rebuilt from their bits; float -> half rounds in integers on lavapipe,
// through the fp16 hardware (RoundingModeRTE 16, an integer fix-up for the
// directed modes) where the profile has it (desktop).
// TARGETS: desktop lavapipe
// double -> float_rtz.
// CHECK-NOT: OpFConvert
// CHECK: OpBitcast %ulong
// CHECK-NOT: OpFConvert
// CHECK: OpBitcast %float
// CHECK: OpFunctionEnd
// float -> double.
// CHECK: OpConvertUToF %double
// CHECK: OpFMul %double
// CHECK: OpFConvert %double
// CHECK: OpFunctionEnd
// float -> half_rtp.
// CHECK-NOT-lavapipe: OpFConvert
// CHECK-desktop: OpFConvert %half
// CHECK: OpCompositeExtract %half
// CHECK-COUNT-0-lavapipe: RoundingModeRTE
// The mode is declared on the entry points that convert so, only.
// CHECK-COUNT-1-desktop: RoundingModeRTE 16
// CHECK-COUNT-1-desktop: OpExecutionMode %vkcl_entry_float_to_half RoundingModeRTE 16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void double_to_float(global double *p, global float *q) {
  q[0] = convert_float_rtz(p[0]);
}
kernel void float_to_double(global float *p, global double *q) {
  q[0] = convert_double(p[0]);
}
kernel void float_to_half(global float *p, global float *q) {
  q[0] = convert_float(convert_half_rtp(p[0]));
}
