// 8- and 16-wide vectors as by-value kernel arguments: each sits in the
// argument block at its own alignment (the vector's size), and the kernel
// reads every lane.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "args_by_value"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
// The reflection names the types as OpenCL spells them.
// CHECK: OpString "float8"
// CHECK: OpString "int16"
// CHECK: OpString "char8"
// CHECK: OpString "uchar16"
// Six arguments, a 160-byte block: out 0 (8 bytes), a 8 (4), v 32 (32),
// w 64 (64), c 128 (8), d 144 (16).
// CHECK: {{OpExtInst %void %\w+ 1 %\w+ %uint_6(_\d)? %uint_160(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_1(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_8(_\d)? %uint_4(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_2(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_32(_\d)? %uint_32(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_3(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_64(_\d)? %uint_64(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_4(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_128(_\d)? %uint_8(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_5(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_144(_\d)? %uint_16(_\d)? }}
__kernel void args_by_value(__global int16 *out, int a, float8 v, int16 w,
                            char8 c, uchar16 d) {
  size_t i = get_global_id(0);
  int16 r = w + a;
  r.lo += as_int8(v);
  r.hi ^= (int8)(c.s0, c.s1, c.s2, c.s3, c.s4, c.s5, c.s6, c.s7);
  r += (int16)(d.s0, d.s1, d.s2, d.s3, d.s4, d.s5, d.s6, d.s7, d.s8, d.s9,
               d.sa, d.sb, d.sc, d.sd, d.se, d.sf);
  out[i] = r;
}
