// The 64-bit forms of clang's bit builtins: on a target without int64 the
// long argument gets a diagnostic naming the feature.
// ERROR-swiftshader: needs int64
// CHECK-desktop: OpBitCount
kernel void clang_bits_64(global const ulong *in, global uint *out,
                          global ulong *swapped) {
  ulong x = in[get_global_id(0)];
  out[0] = __builtin_popcountl(x);
  out[1] = __builtin_clzl(x);
  out[2] = __builtin_ctzl(x);
  swapped[0] = __builtin_bswap64(x);
}
