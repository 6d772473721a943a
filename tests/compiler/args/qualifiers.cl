// const, restrict and volatile on pointer arguments; const by-value.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "qualifiers"
__kernel void qualifiers(__global const float *restrict in,
                         __global float *restrict out,
                         volatile __global int *flag, const int k) {
  size_t g = get_global_id(0);
  out[g] = in[g] * (float)k;
  if (g == 0)
    *flag = *flag + 1;
}
