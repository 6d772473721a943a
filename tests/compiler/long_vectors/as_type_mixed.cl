// as_type between 8- and 16-wide vectors and other types of the same size:
// lanes of different widths (32-bit words split into bytes and halves),
// floats and integers, 4-wide to 16-wide and back.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "as_type_mixed"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
__kernel void as_type_mixed(__global uint16 *io, __global float8 *fout) {
  size_t i = get_global_id(0);
  uint16 u = io[i];
  float8 f = as_float8(as_int8(u.lo));
  uchar16 b = as_uchar16(as_float4(u.s4567));
  char16 c = as_char16(as_short8(u.s89ab));
  ushort16 s = as_ushort16(f);
  uchar8 e = as_uchar8(u.sEF);
  b.odd += (uchar8)(1);
  c = c.sfedcba9876543210;
  s.even = s.odd;
  fout[i] = f;
  io[i] = (uint16)(as_uint4(b), as_uint4(c), as_uint8(s));
  io[i + 1].lo = as_uint8(as_float8(as_short16(s)));
  io[i + 1].hi.lo = (uint4)(as_uint2(e), as_uint2(as_ushort4(e)));
}
