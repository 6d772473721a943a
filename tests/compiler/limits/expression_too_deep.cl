// 300,000 nested additions: past the emitter's 262,144 levels, a located
// diagnostic instead of a stack overflow (3,000,000 crashed the compiler).
// ERROR: an expression nested more than 262144 levels deep is not supported
#define S10(x) x + x + x + x + x + x + x + x + x + x
#define S100000(x) S10(S10(S10(S10(S10(x)))))
__kernel void expression_too_deep(__global int *out) {
  int a = out[0];
  out[1] = S100000(a) + S100000(a) + S100000(a);
}
