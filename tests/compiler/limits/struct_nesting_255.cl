// Structs nested 255 deep, SPIR-V's limit, compile.
// CHECK: OpEntryPoint GLCompute
#define W(x) struct { x; } m
#define D8(x) W(W(W(W(W(W(W(W(x))))))))
#define D64(x) D8(D8(D8(D8(D8(D8(D8(D8(x))))))))
// The outermost struct and 254 levels inside it.
struct top {
  D64(D64(D64(D8(D8(D8(D8(D8(D8(D8(W(W(W(W(W(W(int v))))))))))))))));
};
__kernel void struct_nesting_255(__global struct top *p) {
  struct top t = p[0];
  p[1] = t;
}
