// CHECK: OpEntryPoint GLCompute {{%\w+}} "nested_struct"
typedef struct {
  int lo, hi;
} Range;
typedef struct {
  Range r[2];
  char tag;
} Pair;

__kernel void nested_struct(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  Pair p = {{{in[i], in[i] + 1}, {2, 3}}, 'x'};
  p.r[1].hi += p.r[0].lo;
  out[i] = p.r[1].hi * p.tag;
}
