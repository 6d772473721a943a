// ! on int, float and vectors (vector ! yields -1/0).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "logical_not"
__kernel void logical_not(__global const int *a, __global const float *f,
                          __global const int4 *v, __global int *out,
                          __global int4 *vout) {
  size_t i = get_global_id(0);
  out[2 * i] = !a[i] + 10 * !!a[i];
  out[2 * i + 1] = !f[i];
  vout[i] = !v[i];
}
