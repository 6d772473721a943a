// Integer -> float conversions (docs/mapping.md, conversions). Where the
// destination holds every source value (char, short -> float) the hardware
// converts, exactly; otherwise the rounding is done on the integer
// (FindUMsb, shifts, one "round up?" per mode) and the bits are the
// result: Vulkan lets OpConvertSToF round either way.
// CHECK-COUNT-0: FPRoundingMode
// char -> float_rtp: exact.
// CHECK: OpConvertSToF %float
// CHECK-NOT: FindUMsb
// CHECK: OpFunctionEnd
// ushort -> float: exact.
// CHECK: OpConvertUToF %float
// CHECK-NOT: FindUMsb
// CHECK: OpFunctionEnd
// int -> float: rounded in integers.
// CHECK-NOT: OpConvertSToF
// CHECK: {{%uint %[0-9]+ FindUMsb}}
// CHECK-NOT: OpConvertSToF
// CHECK: OpBitcast %float
// CHECK: OpFunctionEnd
// uint4 -> float4_rtz: the same on vectors.
// CHECK-NOT: OpConvertUToF
// CHECK: {{%v4uint %[0-9]+ FindUMsb}}
// CHECK-NOT: OpConvertUToF
// CHECK: OpBitcast %v4float
kernel void char_to_float(global char *p, global float *q) {
  q[0] = convert_float_rtp(p[0]);
}
kernel void ushort_to_float(global ushort *p, global float *q) {
  q[0] = convert_float(p[0]);
}
kernel void int_to_float(global int *p, global float *q) {
  q[0] = convert_float(p[0]);
}
kernel void uint4_to_float4(global uint4 *p, global float4 *q) {
  q[0] = convert_float4_rtz(p[0]);
}
