// select(a, b, c): vector lanes take b where c's most significant bit is
// set, scalars where c != 0. Signed c (sign-extended in its register): a
// signed compare with 0. uchar/ushort c (zero-extended): a test of bit 7
// or 15. uint c: the register's own top bit, a signed compare again.
// CHECK-COUNT-1: %uint_128 = OpConstant %uint 128
// CHECK-COUNT-1: %uint_32768 = OpConstant %uint 32768
// CHECK: OpSLessThan %v4bool
// CHECK: OpSelect %v4float
// CHECK: OpBitwiseAnd %v2uint {{%\w+}} {{%\w+}}
// CHECK: OpINotEqual %v2bool
// CHECK: OpSelect %v2uint
// CHECK: OpINotEqual %bool {{%\w+}} %uint_0
// CHECK: OpSelect %float
// CHECK: OpSLessThan %v3bool
// CHECK: OpSelect %v3uint
// CHECK: OpINotEqual %v3bool
// CHECK: OpSelect %v3uint
kernel void signed_c(global float4 *x, global const int4 *c) {
  size_t i = get_global_id(0);
  x[i] = select(x[i], x[i + 1], c[i]);
}

kernel void uchar_c(global uchar2 *x, global const uchar2 *c) {
  size_t i = get_global_id(0);
  x[i] = select(x[i], x[i + 1], c[i]);
}

kernel void scalar_c(global float *x, global const uint *c) {
  size_t i = get_global_id(0);
  x[i] = select(x[i], x[i + 1], c[i]);
}

kernel void uint_c(global int *x, global const uint *c) {
  size_t i = get_global_id(0);
  vstore3(select(vload3(i, x), vload3(i + 1, x), vload3(i, c)), i, x);
}

kernel void ushort_c(global short *x, global const ushort *c) {
  size_t i = get_global_id(0);
  vstore3(select(vload3(i, x), vload3(i + 1, x), vload3(i, c)), i, x);
}
