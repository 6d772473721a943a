// upsample of int and uint gives long and ulong: swiftshader (no int64)
// rejects it with a diagnostic naming the feature, though the operands are
// 32-bit; the other targets compile it.
// ERROR-swiftshader: int64
// ERROR-AT-swiftshader: 9:16
kernel void k(global int *p, global const uint *lo) {
  size_t i = get_global_id(0);
  // Only the low word is kept, but the call itself is 64-bit.
  p[i] = (int)(upsample(p[i], lo[i]) >> 16);
}
