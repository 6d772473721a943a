// min for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// GLSL.std.450 SMin/UMin, exact for every width; min_scalar_* take a scalar
// second argument, repeated in every lane.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-96-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-96-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-72-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// One per lane of each form, per type one instruction for the scalar and for
// each 2-, 3- and 4-wide vector, and one per lane of the 8- and 16-wide ones
// (28).
// CHECK-COUNT-224-desktop: {{ SMin }}
// CHECK-COUNT-224-lavapipe: {{ SMin }}
// CHECK-COUNT-168-swiftshader: {{ SMin }}
// CHECK-COUNT-224-desktop: {{ UMin }}
// CHECK-COUNT-224-lavapipe: {{ UMin }}
// CHECK-COUNT-168-swiftshader: {{ UMin }}
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
  kernel void min_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(min(p[i], p[i + 1])); \
  }
TYPES(K)
#define KS(V, E) \
  kernel void min_scalar_##V(global V *p, global const E *s) { \
    size_t i = get_global_id(0); \
    p[i] = min(p[i], s[0]); \
  }
TYPES(KS)
