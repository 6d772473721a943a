// clz for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// (width - 1) - FindUMsb(x), FindUMsb(0) being -1; char/short masked to their
// width first. FindUMsb is 32-bit only: long/ulong take the high word, or the
// low one when it is 0.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// Two FindUMsb for 64-bit values, one for the others, per type one instruction
// for the scalar and for each 2-, 3- and 4-wide vector, and one per lane of the
// 8- and 16-wide ones (28).
// CHECK-COUNT-280-desktop: {{OpExtInst %(v[0-9])?uint %\w+ FindUMsb}}
// CHECK-COUNT-280-lavapipe: {{OpExtInst %(v[0-9])?uint %\w+ FindUMsb}}
// CHECK-COUNT-168-swiftshader: {{OpExtInst %(v[0-9])?uint %\w+ FindUMsb}}
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
  kernel void clz_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(clz(p[i])); \
  }
TYPES(K)
