// Conversions from or to long/ulong need int64, which swiftshader lacks:
// the compile fails with a diagnostic naming it.
// ERROR-swiftshader: int64
// CHECK: FindUMsb
kernel void k(global long *p, global float *q) {
  q[0] = convert_float_rtz(p[0]);
}
