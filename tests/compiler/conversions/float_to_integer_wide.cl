// Double and half -> integer conversions (docs/mapping.md, conversions).
// A double's denormal test is on its 64-bit bits; half values are
// converted to float first (exactly: a half denormal is a normal float, so
// no denormal test follows).
// TARGETS: desktop lavapipe
// double -> long_sat_rtp.
// CHECK: {{%double %[0-9]+ Ceil}}
// CHECK: %ulong_4503599627370495
// CHECK: OpConvertFToS %ulong
// CHECK: OpFunctionEnd
// half -> int_rtp.
// CHECK: {{%float %[0-9]+ Ceil}}
// CHECK-NOT: %uint_8388607
// CHECK: OpConvertFToS %uint
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void double_to_long(global double *p, global long *q) {
  q[0] = convert_long_sat_rtp(p[0]);
}
kernel void half_to_int(global uint *p, global int *q) {
  q[0] = convert_int_rtp(convert_half((float)p[0]));
}
