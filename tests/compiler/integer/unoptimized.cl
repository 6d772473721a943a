// Every integer function without the optimizer, so the emitter's own output
// is validated: a 4-wide, a 3-wide and a 16-wide gentype, the scalar-argument
// forms, and long8 where the target has int64.
// OPTIONS: -O0
// OPTIONS-swiftshader: -O0 -DNO_INT64
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// CHECK-COUNT-0: {{OpBitCount %(v[0-9]+)?(uchar|ushort|ulong)}}
#define ALL(V, U, E, p, q, r) \
  q = as_##V(abs(p)) + as_##V(abs_diff(p, r)) + add_sat(p, r) + \
      sub_sat(p, r) + hadd(p, r) + rhadd(p, r) + clamp(p, q, r) + \
      clamp(p, (E)1, (E)2) + min(p, r) + min(p, (E)3) + max(p, r) + \
      max(p, (E)4) + clz(p) + ctz(p) + popcount(p) + rotate(p, r) + \
      mul_hi(p, r) + mad_hi(p, q, r) + mad_sat(p, q, r)

kernel void int4_all(global int4 *p, global uint4 *u) {
  size_t i = get_global_id(0);
  int4 a = p[i], b = p[i + 1], c = p[i + 2];
  ALL(int4, uint4, int, a, b, c);
  p[i] = b + mul24(a, c) + mad24(a, b, c);
  u[i] = upsample(as_ushort8(a).lo, as_ushort8(c).hi);
}

kernel void uchar3_all(global uchar *p, global short *s) {
  size_t i = get_global_id(0);
  uchar3 a = vload3(i, p), b = vload3(i + 1, p), c = vload3(i + 2, p);
  ALL(uchar3, uchar3, uchar, a, b, c);
  vstore3(b, i, p);
  vstore3(upsample(as_char3(a), c), i, s);
}

kernel void short16_all(global short16 *p) {
  size_t i = get_global_id(0);
  short16 a = p[i], b = p[i + 1], c = p[i + 2];
  ALL(short16, ushort16, short, a, b, c);
  p[i] = b;
}

#ifndef NO_INT64
kernel void long8_all(global long8 *p, global ulong8 *u) {
  size_t i = get_global_id(0);
  long8 a = p[i], b = p[i + 1], c = p[i + 2];
  ALL(long8, ulong8, long, a, b, c);
  p[i] = b;
  u[i] = upsample(as_uint16(a).lo, as_uint16(c).hi);
}
#endif
