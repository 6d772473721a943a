// sub_sat for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// Unsigned: 0 where x < y; char/short: the exact 32-bit difference clamped;
// int/long: overflow when the operands' signs differ and the difference lacks
// x's (two XORs).
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// Every unsigned type, per type one instruction for the scalar and for each 2-,
// 3- and 4-wide vector, and one per lane of the 8- and 16-wide ones (28).
// CHECK-COUNT-112-desktop: OpULessThan
// CHECK-COUNT-112-lavapipe: OpULessThan
// CHECK-COUNT-84-swiftshader: OpULessThan
// char and short.
// CHECK-COUNT-56: {{ SMax }}
// CHECK-COUNT-56: {{ SMin }}
// int and long: two each.
// CHECK-COUNT-112-desktop: OpBitwiseXor
// CHECK-COUNT-112-lavapipe: OpBitwiseXor
// CHECK-COUNT-56-swiftshader: OpBitwiseXor
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
  kernel void sub_sat_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(sub_sat(p[i], p[i + 1])); \
  }
TYPES(K)
