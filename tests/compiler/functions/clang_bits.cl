// clang's bit builtins lower to OpenCL's popcount, clz and ctz (the count
// converted to int) and to a byte swap; the 64-bit forms need int64.
// CHECK: OpBitCount
// CHECK-NOT: OpFunctionCall {{%\w+}} %__builtin
kernel void clang_bits(global const uint *in, global uint *out) {
  uint x = in[get_global_id(0)];
  out[0] = __builtin_popcount(x);
  out[1] = __builtin_clz(x);
  out[2] = __builtin_ctz(x);
  out[3] = __builtin_bswap32(x);
  out[4] = __builtin_bswap16((ushort)x);
}
