// The `ll` forms of clang's bit builtins take OpenCL C's reserved 128-bit
// `long long` (so __builtin_clzll(1) would be 127): refused by name.
// ERROR: '__builtin_clzll' is not supported
// ERROR-AT: 6:10
kernel void clang_bits_ll(global ulong *p) {
  p[0] = __builtin_clzll(p[1]);
}
