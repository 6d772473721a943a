// Unions with 8- and 16-wide vector members (a union is an array of its
// 32-bit words in registers): written as one member, read as another.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "unions"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
typedef union {
  float8 f;
  int8 i;
  uchar16 b[2];
  short16 s;
} Bits;

__kernel void unions(__global const float8 *in, __global short16 *sout,
                     __global uchar16 *bout, __global Bits *uout) {
  size_t i = get_global_id(0);
  Bits u;
  u.f = in[i];
  u.i.s0 ^= 0x80000000;
  sout[i] = u.s;
  bout[i] = u.b[1];
  u.b[0].s3 = 0;
  uout[i] = u;
}
