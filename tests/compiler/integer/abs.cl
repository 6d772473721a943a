// abs for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// abs returns the unsigned type: a negation selected on the sign, so -MIN
// (which wraps to MIN) gives |MIN|'s bits. GLSL's SAbs is not used.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// One negation per signed type, per type one instruction for the scalar and for
// each 2-, 3- and 4-wide vector, and one per lane of the 8- and 16-wide ones
// (28).
// CHECK-COUNT-112-desktop: OpSNegate
// CHECK-COUNT-112-lavapipe: OpSNegate
// CHECK-COUNT-84-swiftshader: OpSNegate
// CHECK-COUNT-0: SAbs
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
  kernel void abs_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(abs(p[i])); \
  }
TYPES(K)
