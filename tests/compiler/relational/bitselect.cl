// bitselect(a, b, c) = (a & ~c) | (b & c) on the bits: floats through
// their integer patterns (half zero-extended to 32 bits, and back),
// integers in their registers (sign- or zero-extended char/short stay
// so). No float arithmetic is involved.
// CHECK-COUNT-0: {{OpF(Add|Sub|Mul|Ord|Unord)}}
// CHECK: OpBitcast %v4uint
// CHECK: OpNot %v4uint
// CHECK: OpBitwiseAnd %v4uint
// CHECK: OpBitwiseAnd %v4uint
// CHECK: OpBitwiseOr %v4uint
// CHECK: OpBitcast %v4float
// CHECK: OpNot %uint
// CHECK: OpBitwiseOr %uint
kernel void floats(global float4 *x) {
  size_t i = get_global_id(0);
  x[i] = bitselect(x[i], x[i + 1], x[i + 2]);
}

kernel void chars(global char *x) {
  size_t i = get_global_id(0);
  x[i] = bitselect(x[i], x[i + 1], x[i + 2]);
}
