// any and all test the most significant bit of each lane: one signed
// compare with 0 (char and short are sign-extended in 32-bit registers),
// then OpAny/OpAll on 2- to 4-wide vectors, a chain of logical ors/ands
// over 8- and 16-wide ones (arrays of lanes), and for scalars the compare
// alone. The result is int 1/0 either way.
// CHECK: OpSLessThan %v4bool
// CHECK: OpAny %bool
// CHECK: OpSelect %uint {{%\w+}} %uint_1 %uint_0
// CHECK: OpSLessThan %v3bool
// CHECK: OpAll %bool
// CHECK: OpSLessThan %bool
// CHECK: OpSelect %uint {{%\w+}} %uint_1 %uint_0
// CHECK-COUNT-15: OpLogicalAnd %bool
// CHECK-COUNT-7: OpLogicalOr %bool
kernel void k(global const char4 *c, global const short *s,
              global const int16 *w, global const char8 *e, global int *r) {
  size_t i = get_global_id(0);
  r[0] = any(c[i]);
  r[1] = all(vload3(i, s));
  r[2] = any(s[i]);
  r[3] = all(w[i]);
  r[4] = any(e[i]);
}
