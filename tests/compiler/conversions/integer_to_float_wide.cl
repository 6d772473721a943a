// Integer -> double and -> half conversions (docs/mapping.md,
// conversions): 64-bit magnitudes find their leading bit from both words
// (FindUMsb is 32-bit only) and round in 64 bits; half results are built
// as bits and viewed as the low half of a 32-bit word, so lavapipe (no
// hardware half conversion in its profile) needs no Int16.
// TARGETS: desktop lavapipe
// CHECK-COUNT-0: FPRoundingMode
// CHECK-COUNT-0-lavapipe: OpCapability Int16
// long -> double: two leading-bit searches, 64-bit shifts, the bits.
// CHECK-NOT: OpConvertSToF
// CHECK: {{%uint %[0-9]+ FindUMsb}}
// CHECK: {{%uint %[0-9]+ FindUMsb}}
// CHECK: OpShiftRightLogical %ulong
// CHECK-NOT: OpConvertSToF
// CHECK: OpBitcast %double
// CHECK: OpFunctionEnd
// ushort -> half_rtn: rounded in integers.
// CHECK-NOT: OpConvertUToF
// CHECK: FindUMsb
// CHECK: OpBitcast %v2half
// CHECK: OpCompositeExtract %half
// CHECK: OpFunctionEnd
// uchar -> half: exact, the hardware's.
// CHECK-NOT: FindUMsb
// CHECK: OpConvertUToF %half
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void long_to_double(global long *p, global double *q) {
  q[0] = convert_double(p[0]);
}
kernel void ushort_to_half(global uint *p, global float *q) {
  q[0] = convert_float(convert_half_rtn((ushort)p[0]));
}
kernel void uchar_to_half(global uint *p, global float *q) {
  q[0] = convert_float(convert_half((uchar)p[0]));
}
