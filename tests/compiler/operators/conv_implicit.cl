// Usual arithmetic conversions and conversion on assignment.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "conv_implicit"
// CHECK: OpConvertSToF
__kernel void conv_implicit(__global const int *a, __global const char *c,
                            __global const short *s, __global float *f,
                            __global uint *u) {
  size_t i = get_global_id(0);
  float x = a[i] + 0.5f;
  int prod = c[i] * s[i];
  uint mixed = prod + 3u;
  f[i] = x;
  u[i] = mixed;
}
