// Integer -> integer conversions with _sat (docs/mapping.md, conversions):
// each bound the destination narrows is clamped in the source's registers
// (SMax for a lower bound of a signed source, SMin/UMin for an upper one);
// the clamped value needs no re-extension. Rounding suffixes change
// nothing. char and short stay 32-bit: no Int8/Int16 arithmetic.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// int -> uchar: both bounds.
// CHECK: {{SMax %[0-9]+ %uint_0$}}
// CHECK-NOT: ShiftRightArithmetic
// CHECK: {{SMin %[0-9]+ %uint_255$}}
// CHECK-NOT: ShiftRightArithmetic
// CHECK: OpFunctionEnd
// uint -> char: the upper bound, unsigned.
// CHECK: {{UMin %[0-9]+ %uint_127$}}
// CHECK-NOT: ShiftRightArithmetic
// CHECK: OpFunctionEnd
// char -> uint: the lower bound only.
// CHECK: {{SMax %[0-9]+ %uint_0$}}
// CHECK-NOT: {{SMin|UMin}}
// CHECK: OpFunctionEnd
// char -> short and ushort -> int: no bound is narrowed, nothing clamps.
// CHECK-NOT: {{SMax|SMin|UMin}}
// CHECK: OpFunctionEnd
// CHECK-NOT: {{SMax|SMin|UMin}}
// CHECK: OpFunctionEnd
// int16 -> short16: four vec4 parts, each clamped on both sides.
// CHECK-COUNT-4: {{%v4uint %[0-9]+ SMin }}
kernel void int_to_uchar(global int *p, global uchar *q) {
  q[0] = convert_uchar_sat_rtp(p[0]);
}
kernel void uint_to_char(global uint *p, global char *q) {
  q[0] = convert_char_sat(p[0]);
}
kernel void char_to_uint(global char *p, global uint *q) {
  q[0] = convert_uint_sat_rtz(p[0]);
}
kernel void char_to_short(global char *p, global short *q) {
  q[0] = convert_short_sat(p[0]);
}
kernel void ushort_to_int(global ushort *p, global int *q) {
  q[0] = convert_int_sat_rte(p[0]);
}
kernel void int16_to_short16(global int16 *p, global short16 *q) {
  q[0] = convert_short16_sat(p[0]);
}
