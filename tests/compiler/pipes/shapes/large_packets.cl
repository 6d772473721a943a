// Packets above 256 bytes move in a loop of 16 bytes per step and then
// their tail (builtins/PipeRing.cpp), not word by word unrolled: a 32 KiB
// packet (the CTS's pipe_max_packet_size) is 2048 steps, no tail, and no
// unrolled word 8191; a 1001-byte char packet 62 steps of 16 bytes and a
// tail from word 248 on, and no unrolled word 247.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-0: {{%uint_8191\b}}
// CHECK-COUNT-0: {{%uint_247\b}}
// CHECK: OpEntryPoint GLCompute {{%\w+}} "huge"
// CHECK: OpEntryPoint GLCompute {{%\w+}} "chars"
// CHECK: {{OpULessThan %bool %\w+ %uint_2048$}}
// CHECK: {{OpULessThan %bool %\w+ %uint_62$}}
// CHECK: {{OpIMul %uint %uint_248 %\w+}}
typedef struct { uint v[8192]; } Huge;
typedef struct { char v[1001]; } Chars;

kernel void huge(global Huge *src, write_only pipe Huge out) {
  write_pipe(out, &src[get_global_id(0)]);
}

kernel void chars(read_only pipe Chars in, global Chars *dst) {
  read_pipe(in, &dst[get_global_id(0)]);
}
