// mul24 for int and uint, scalar and 2-, 3-, 4-, 8- and 16-wide
// 16-wide (docs/mapping.md, integer functions).
// Defined only for factors in 24-bit range, where a 32-bit multiply is exact:
// one OpIMul, no double-width product.
// CHECK-COUNT-12-desktop: OpEntryPoint GLCompute
// CHECK-COUNT-12-lavapipe: OpEntryPoint GLCompute
// CHECK-COUNT-12-swiftshader: OpEntryPoint GLCompute
// char and short arithmetic is 32-bit: no Int8/Int16 capability anywhere.
// CHECK-COUNT-0: {{OpCapability Int(8|16)$}}
// swiftshader has no 64-, 16- or 8-bit anything.
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
// CHECK-COUNT-0: MulExtended
#define WIDTHS(F, T) \
  F(T, T) F(T##2, T) F(T##3, T) F(T##4, T) F(T##8, T) F(T##16, T)
#define TYPES(F) \
  WIDTHS(F, int) WIDTHS(F, uint)
#define K(V, E) \
  kernel void mul24_##V(global V *p) { \
    size_t i = get_global_id(0); \
    p[i] = as_##V(mul24(p[i], p[i + 1])); \
  }
TYPES(K)
