// ctz for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// FindILsb, -1 for 0: min(FindILsb(x), 32) for 32 bits; char/short set the bit
// above their width (0 gives the width); long/ulong: the low word, or 32 + the
// high word's when the low one is 0.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// Two FindILsb for 64-bit values, one for the others, per type one instruction
// for the scalar and for each 2-, 3- and 4-wide vector, and one per lane of the
// 8- and 16-wide ones (28).
// CHECK-COUNT-280-desktop: {{OpExtInst %(v[0-9])?uint %\w+ FindILsb}}
// CHECK-COUNT-280-lavapipe: {{OpExtInst %(v[0-9])?uint %\w+ FindILsb}}
// CHECK-COUNT-168-swiftshader: {{OpExtInst %(v[0-9])?uint %\w+ FindILsb}}
// None on 8-, 16- or 64-bit values.
// CHECK-COUNT-0: {{OpExtInst %(v[0-9]+)?(uchar|ushort|ulong) %\w+ Find}}
#define WIDTHS(F, T) \
  F(T, T) F(T##2, T) F(T##3, T) F(T##4, T) F(T##8, T) F(T##16, T)
#ifdef NO_INT64
#define TYPES(F) \
  WIDTHS(F, char) WIDTHS(F, uchar) WIDTHS(F, short) \
  WIDTHS(F, ushort) WIDTHS(F, int) WIDTHS(F, uint)
#else
#define TYPES(F) \
  WIDTHS(F, char) WIDTHS(F, uchar) WIDTHS(F, short) \
  WIDTHS(F, ushort) WIDTHS(F, int) WIDTHS(F, uint) \
  WIDTHS(F, long) WIDTHS(F, ulong)
#endif
#define K(V, E) \
  kernel void ctz_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(ctz(p[i])); \
  }
TYPES(K)
