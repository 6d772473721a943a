// upsample(hi, lo) for char, uchar, short, ushort, int and uint, scalar and
// 2-, 3-, 4-, 8- and 16-wide (docs/mapping.md, integer functions): the
// double-width (hi << width) | lo. char and short results stay in 32-bit
// registers (hi's register extension shifts into place); int and uint give
// long and ulong, which swiftshader lacks (swiftshader_upsample_int.cl).
// OPTIONS-swiftshader: -DNO_INT64
// CHECK-COUNT-72-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-72-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-48-swiftshader: OpEntryPoint GLCompute
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// int and uint: both halves widened to 64 bits, hi shifted by 32.
// CHECK-desktop: {{OpUConvert %v4ulong}}
// CHECK-desktop: {{OpShiftLeftLogical %v4ulong %\w+ %\w+}}
#define WIDTHS(F, T, U, R) \
  F(T, U, R) F(T##2, U##2, R##2) F(T##3, U##3, R##3) F(T##4, U##4, R##4) \
  F(T##8, U##8, R##8) F(T##16, U##16, R##16)
#ifdef NO_INT64
#define TYPES(F) \
  WIDTHS(F, char, uchar, short) WIDTHS(F, uchar, uchar, ushort) \
  WIDTHS(F, short, ushort, int) WIDTHS(F, ushort, ushort, uint)
#else
#define TYPES(F) \
  WIDTHS(F, char, uchar, short) WIDTHS(F, uchar, uchar, ushort) \
  WIDTHS(F, short, ushort, int) WIDTHS(F, ushort, ushort, uint) \
  WIDTHS(F, int, uint, long) WIDTHS(F, uint, uint, ulong)
#endif
#define K(V, U, R) \
  kernel void upsample_##V(global V *p, global R *q) { \
    size_t i = get_global_id(0); \
    q[i] = upsample(p[i], as_##U(p[i + 1])); \
  } \
  kernel void upsample_vars_##V(global V *p, global const U *lo, \
                                global R *q) { \
    size_t i = get_global_id(0); \
    q[i] = upsample(p[i], lo[i]); \
  }
TYPES(K)
