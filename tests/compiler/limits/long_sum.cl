// A sum of 20,000 terms: the emitter asked clang's evaluator whether each
// partial sum was a constant, walking the whole subtree each time (34 s);
// now each node is looked at once (well under a second to emit).
// CHECK: OpEntryPoint GLCompute
#define S10(x) x + x + x + x + x + x + x + x + x + x
#define S10000(x) S10(S10(S10(S10(x))))
__kernel void long_sum(__global int *out) {
  int a = out[0];
  out[1] = S10000(a) + S10000(a);
}
