// Integer functions of long/ulong need int64, which swiftshader lacks: the
// compile fails with a diagnostic naming it (the other targets compile it).
// ERROR-swiftshader: int64
// CHECK: {{OpBitCount %uint}}
kernel void k(global ulong *p) {
  size_t i = get_global_id(0);
  p[i] = popcount(p[i]) + mul_hi(p[i], p[i + 1]);
}
