// Classification (isfinite isinf isnan isnormal signbit, and isordered and
// isunordered through isnan) looks at the bits with integer instructions:
// a driver may fold float compares of NaNs or read subnormals as zero
// (SwiftShader has no SignedZeroInfNanPreserve), never integer ones. The
// SPIR-V classification opcodes are Kernel-only and the float compares are
// not used at all. The exponent mask of float is 0x7F800000 (2139095040).
// CHECK-COUNT-0: {{Op(IsNan|IsInf|IsFinite|IsNormal|SignBitSet)}}
// CHECK-COUNT-0: {{Op(Ordered|Unordered)}}
// CHECK-COUNT-0: {{OpF(Ord|Unord)}}
// CHECK: %uint_2139095040 = OpConstant
// CHECK: OpBitcast %v4uint
// CHECK: OpBitwiseAnd %v4uint
// CHECK: OpUGreaterThan %v4bool
// CHECK: OpIEqual %v4bool
// CHECK: OpULessThan %v4bool
// CHECK: OpISub %v4uint
// CHECK: OpUGreaterThanEqual %v4bool
kernel void k(global const float4 *x, global int4 *r) {
  size_t i = get_global_id(0);
  float4 a = x[i], b = x[i + 1];
  r[0] = isnan(a);
  r[1] = isinf(a);
  r[2] = isfinite(a);
  r[3] = isnormal(a);
  r[4] = signbit(a);
  r[5] = isordered(a, b);
  r[6] = isunordered(a, b);
}
