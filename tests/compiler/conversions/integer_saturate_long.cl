// 64-bit integer conversions with _sat (docs/mapping.md, conversions):
// clamped in 64 bits, then truncated or extended once.
// TARGETS: desktop lavapipe
// long -> int: both bounds, then the low word.
// CHECK: {{SMax %[0-9]+ %ulong_18446744071562067968$}}
// CHECK: {{SMin %[0-9]+ %ulong_2147483647$}}
// CHECK: OpUConvert %uint
// CHECK: OpFunctionEnd
// ulong -> long: the upper bound only.
// CHECK-NOT: SMax
// CHECK: {{UMin %[0-9]+ %ulong_9223372036854775807$}}
// CHECK: OpFunctionEnd
// char -> ulong: the lower bound, then sign extension (of a value >= 0).
// CHECK: {{SMax %[0-9]+ %uint_0$}}
// CHECK: OpSConvert %ulong
// CHECK: OpFunctionEnd
// uint -> long: nothing to clamp.
// CHECK-NOT: {{SMax|SMin|UMin}}
// CHECK: OpUConvert %ulong
kernel void long_to_int(global long *p, global int *q) {
  q[0] = convert_int_sat(p[0]);
}
kernel void ulong_to_long(global ulong *p, global long *q) {
  q[0] = convert_long_sat_rtn(p[0]);
}
kernel void char_to_ulong(global char *p, global ulong *q) {
  q[0] = convert_ulong_sat(p[0]);
}
kernel void uint_to_long(global uint *p, global long *q) {
  q[0] = convert_long_sat(p[0]);
}
