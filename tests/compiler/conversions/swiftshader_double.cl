// Conversions from or to double need fp64, which swiftshader lacks: the
// compile fails with a diagnostic naming it.
// ERROR-swiftshader: fp64
// CHECK: OpBitcast %ulong
kernel void k(global double *p, global int *q) {
  q[0] = convert_int_sat(convert_float(p[0]));
}
