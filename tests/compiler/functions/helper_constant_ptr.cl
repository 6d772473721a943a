// A helper taking __constant pointers: a program-scope table and a kernel
// argument.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_constant_ptr"
__constant float weights[4] = {0.1f, 0.2f, 0.3f, 0.4f};

float weighted(__constant const float *w, __constant const float *v, int k) {
  return w[k & 3] * v[k];
}

__kernel void helper_constant_ptr(__constant float *values, __global float *out,
                                  int n) {
  size_t i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += weighted(weights, values, k);
  out[i] = s;
}
