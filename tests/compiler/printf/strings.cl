// %s arguments are string literals: their text goes into the reflection
// and the record holds no word for them. '*' widths and precisions are int
// arguments of their own.
// CHECK: OpString "[%-8s|%.2s|%*d|%.*f|100%%]
// CHECK: OpString "s s i4 i4 i4 f4"
// CHECK: OpString "left"
// CHECK: OpString "truncated"
__kernel void strings(__global const int *w, __global const float *f) {
  printf("[%-8s|%.2s|%*d|%.*f|100%%]\n", "left", "truncated", w[0], w[1],
         w[2], f[0]);
}
