// A helper taking __global pointers.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_global_ptr"
void axpy(__global float *y, __global const float *x, float a, size_t i) {
  y[i] += a * x[i];
}

float sum_range(__global const float *p, int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += p[k];
  return s;
}

__kernel void helper_global_ptr(__global float *y, __global const float *x,
                                float a, int n) {
  size_t i = get_global_id(0);
  axpy(y, x, a, i);
  y[i] += sum_range(x + i, n);
}
