// 8- and 16-wide vectors as struct members keep OpenCL's layout (a vector
// of n elements is n * sizeof(element) bytes and as aligned; float8 is 32
// bytes, 32-aligned), and whole structs and single members move through
// __global memory and registers.
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "struct_members"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability (Int64|Int16|Int8)$}}
typedef struct {
  char tag;
  float8 f;
  int16 w;
  uchar16 b;
  short8 s;
  char c;
} Mixed;

_Static_assert(sizeof(float8) == 32 && __alignof__(float8) == 32, "float8");
_Static_assert(sizeof(int16) == 64 && __alignof__(int16) == 64, "int16");
_Static_assert(__builtin_offsetof(Mixed, f) == 32, "f");
_Static_assert(__builtin_offsetof(Mixed, w) == 64, "w");
_Static_assert(__builtin_offsetof(Mixed, b) == 128, "b");
_Static_assert(__builtin_offsetof(Mixed, s) == 144, "s");
_Static_assert(__builtin_offsetof(Mixed, c) == 160, "c");
_Static_assert(sizeof(Mixed) == 192 && __alignof__(Mixed) == 64, "Mixed");

__kernel void struct_members(__global Mixed *io, __global float8 *out) {
  size_t i = get_global_id(0);
  Mixed m = io[i];
  m.tag += 1;
  m.f = m.f * 2.0f + (float8)(m.c);
  m.w.hi = m.w.lo + (int8)(m.s.s0);
  m.b.odd ^= m.b.even;
  m.s = -m.s;
  io[i] = m;
  io[i + 1].w.s3 = m.w.sF;
  io[i + 1].f.odd = m.f.even;
  out[i] = io[i + 2].f + m.f;
}
