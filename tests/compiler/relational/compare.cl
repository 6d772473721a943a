// The comparisons (OpenCL C 3.0, 6.15.6) are SPIR-V's IEEE compares:
// ordered ones, except isnotequal, which is true for NaN operands
// (OpFUnordNotEqual), and islessgreater, ordered not-equal. Scalars give
// int 1/0, vectors -1/0. OpOrdered/OpUnordered are Kernel-only: never.
// CHECK: OpConstantComposite %v4uint %uint_4294967295 %uint_4294967295
// CHECK: OpFOrdEqual %v4bool
// CHECK: OpSelect %v4uint
// CHECK: OpFUnordNotEqual %v4bool
// CHECK: OpFOrdGreaterThan %v4bool
// CHECK: OpFOrdGreaterThanEqual %v4bool
// CHECK: OpFOrdLessThan %v4bool
// CHECK: OpFOrdLessThanEqual %v4bool
// CHECK: OpFOrdNotEqual %v4bool
// CHECK: OpFOrdEqual %bool
// CHECK: OpSelect %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpFUnordNotEqual %bool
// CHECK-COUNT-0: {{Op(Ordered|Unordered|LessOrGreater)}}
// CHECK-COUNT-0: OpFUnordEqual
kernel void vectors(global const float4 *x, global int4 *r) {
  size_t i = get_global_id(0);
  float4 a = x[i], b = x[i + 1];
  r[0] = isequal(a, b);
  r[1] = isnotequal(a, b);
  r[2] = isgreater(a, b);
  r[3] = isgreaterequal(a, b);
  r[4] = isless(a, b);
  r[5] = islessequal(a, b);
  r[6] = islessgreater(a, b);
}

kernel void scalars(global const float *x, global int *r) {
  size_t i = get_global_id(0);
  r[0] = isequal(x[i], x[i + 1]);
  r[1] = isnotequal(x[i], x[i + 1]);
}
