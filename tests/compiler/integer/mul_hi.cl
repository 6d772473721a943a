// mul_hi for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// char/short: the 32-bit product (exact) shifted right by the width; int/long:
// the high half of OpSMulExtended/OpUMulExtended, also 64-bit.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-48-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-48-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-36-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// int and long, per type one instruction for the scalar and for each 2-, 3- and
// 4-wide vector, and one per lane of the 8- and 16-wide ones (28).
// CHECK-COUNT-56-desktop: OpSMulExtended
// CHECK-COUNT-56-lavapipe: OpSMulExtended
// CHECK-COUNT-28-swiftshader: OpSMulExtended
// uint and ulong.
// CHECK-COUNT-56-desktop: OpUMulExtended
// CHECK-COUNT-56-lavapipe: OpUMulExtended
// CHECK-COUNT-28-swiftshader: OpUMulExtended
// CHECK-COUNT-1-desktop: {{OpTypeStruct %v4ulong %v4ulong}}
// CHECK-COUNT-1-lavapipe: {{OpTypeStruct %v4ulong %v4ulong}}
// CHECK-COUNT-0-swiftshader: {{OpTypeStruct %v4ulong %v4ulong}}
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
  kernel void mul_hi_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(mul_hi(p[i], p[i + 1])); \
  }
TYPES(K)
