// hadd for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// char/short: the exact 32-bit sum shifted; int/long: (x >> 1) + (y >> 1) + (x
// & y & 1), so the sum never overflows.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
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
  kernel void hadd_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(hadd(p[i], p[i + 1])); \
  }
TYPES(K)
