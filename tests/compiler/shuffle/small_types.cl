// char and short lanes live in 32-bit registers: their shuffles, constant
// or not, need no 8- or 16-bit arithmetic, so swiftshader (no int8/int16)
// runs them. uchar/ushort masks are zero-extended already: no conversion.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// CHECK-COUNT-0: {{OpUConvert %uint %u(char|short)}}
// CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_15
// CHECK: OpBitwiseAnd %uint {{%\w+}} %uint_3
kernel void k(global const char8 *c, global const uchar4 *cm,
              global char4 *cr, global const short4 *s,
              global const ushort8 *sm, global short8 *sr) {
  size_t i = get_global_id(0);
  cr[i] = shuffle2(c[i], c[i + 1], cm[i]);
  sr[i] = shuffle(s[i], sm[i]);
  cr[i + 1] = shuffle(c[i], (uchar4)(9, 200, 3, 255));
}
