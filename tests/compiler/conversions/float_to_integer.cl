// Float -> integer conversions (docs/mapping.md, conversions): rounded to
// an integral float by the mode (_rtz: OpConvertFToS/FToU truncate
// themselves), then converted from a value known to be in range (an
// OpSelect puts 0 in place of the others), and the saturated value (NaN: 0)
// selected outside the range, with or without _sat. _rtp/_rtn also find a
// denormal from its bits (a device may flush it before Ceil/Floor).
// CHECK-COUNT-0: FPRoundingMode
// float -> int: truncation, guarded.
// CHECK-NOT: {{RoundEven|Ceil|Floor|Trunc}}
// CHECK: OpSelect %float
// CHECK: OpConvertFToS %uint
// CHECK: OpFunctionEnd
// float -> uchar_sat_rte.
// CHECK: {{%float %[0-9]+ RoundEven}}
// CHECK-NOT: %uint_8388607
// CHECK: OpConvertFToU %uint
// CHECK: OpFunctionEnd
// float2 -> short2_rtp: a positive denormal is 1.
// CHECK: {{%v2float %[0-9]+ Ceil}}
// CHECK: OpULessThan %v2bool
// CHECK: OpConvertFToS %v2uint
// CHECK: OpFunctionEnd
// float -> uint_rtn: a negative denormal is -1, out of range: 0.
// CHECK: {{%float %[0-9]+ Floor}}
// CHECK: %uint_2147483649
// CHECK: OpConvertFToU %uint
kernel void float_to_int(global float *p, global int *q) {
  q[0] = convert_int(p[0]);
}
kernel void float_to_uchar(global float *p, global uchar *q) {
  q[0] = convert_uchar_sat_rte(p[0]);
}
kernel void float2_to_short2(global float2 *p, global short2 *q) {
  q[0] = convert_short2_rtp(p[0]);
}
kernel void float_to_uint(global float *p, global uint *q) {
  q[0] = convert_uint_rtn(p[0]);
}
