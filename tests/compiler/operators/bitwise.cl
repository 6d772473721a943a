// CHECK: OpEntryPoint GLCompute {{%\w+}} "bitwise"
// CHECK: OpBitwiseAnd
// CHECK: OpBitwiseOr
// CHECK: OpBitwiseXor
// CHECK: OpNot
__kernel void bitwise(__global const uint *a, __global const uint *b,
                      __global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  uint t = x & y;
  t = t | (x + 1u);
  t = t ^ y;
  out[i] = ~t;
}
