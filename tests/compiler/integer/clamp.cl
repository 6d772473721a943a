// clamp for every integer type it takes, scalar and 2-, 3-, 4-, 8- and
// 16-wide (docs/mapping.md, integer functions).
// min(max(x, lo), hi) as the spec writes it, also with scalar lo and hi
// (clamp_scalar_*): GLSL's SClamp/UClamp are not used.
// swiftshader (no int64) compiles the types it has.
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-96-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-96-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-72-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// One max and one min per lane of each form, per type one instruction for the
// scalar and for each 2-, 3- and 4-wide vector, and one per lane of the 8- and
// 16-wide ones (28).
// CHECK-COUNT-224-desktop: {{ SMax }}
// CHECK-COUNT-224-lavapipe: {{ SMax }}
// CHECK-COUNT-168-swiftshader: {{ SMax }}
// CHECK-COUNT-224-desktop: {{ SMin }}
// CHECK-COUNT-224-lavapipe: {{ SMin }}
// CHECK-COUNT-168-swiftshader: {{ SMin }}
// CHECK-COUNT-224-desktop: {{ UMax }}
// CHECK-COUNT-224-lavapipe: {{ UMax }}
// CHECK-COUNT-168-swiftshader: {{ UMax }}
// CHECK-COUNT-224-desktop: {{ UMin }}
// CHECK-COUNT-224-lavapipe: {{ UMin }}
// CHECK-COUNT-168-swiftshader: {{ UMin }}
// CHECK-COUNT-0: {{[SU]Clamp}}
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
  kernel void clamp_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(clamp(p[i], p[i + 1], p[i + 2])); \
  }
TYPES(K)
#define KS(V, E) \
  kernel void clamp_scalar_##V(global V *p, global const E *s) { \
    size_t i = get_global_id(0); \
    p[i] = clamp(p[i], s[0], s[1]); \
  }
TYPES(KS)
