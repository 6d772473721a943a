// double16, long8 and half16 by value: 128-, 64- and 32-byte arguments at
// their alignment in the argument block (desktop and lavapipe; the
// swiftshader diagnostics are *_swiftshader.cl).
// TARGETS: desktop lavapipe
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "args_64bit"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// out 0, h 32 (32 bytes), l 64 (64), d 128 (128): 256 bytes.
// CHECK: {{OpExtInst %void %\w+ 1 %\w+ %uint_4(_\d)? %uint_256(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_1(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_32(_\d)? %uint_32(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_2(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_64(_\d)? %uint_64(_\d)? }}
// CHECK: {{OpExtInst %void %\w+ 2 %\w+ %uint_3(_\d)? %\w+ %\w+ %uint_3(_\d)? %uint_0(_\d)? %uint_128(_\d)? %uint_128(_\d)? }}
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void args_64bit(__global double16 *out, half16 h, long8 l,
                         double16 d) {
  size_t i = get_global_id(0);
  double16 r = d;
  r.lo += (double8)((double)l.s0, (double)l.s1, (double)l.s2, (double)l.s3,
                    (double)l.s4, (double)l.s5, (double)l.s6, (double)l.s7);
  r.hi *= (double8)((double)h.s0, (double)h.s3, (double)h.s5, (double)h.s7,
                    (double)h.s9, (double)h.sb, (double)h.sd, (double)h.sf);
  out[i] = r;
}
