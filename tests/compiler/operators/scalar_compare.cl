// Scalar comparisons yield 1 or 0.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "scalar_compare"
// CHECK: OpSLessThan
// CHECK: OpFOrdGreaterThanEqual
// CHECK: OpULessThan
__kernel void scalar_compare(__global const int *a, __global const float *f,
                             __global const uint *u, __global int *out) {
  size_t i = get_global_id(0);
  out[3 * i] = a[i] < 5;
  out[3 * i + 1] = f[i] >= 0.5f;
  out[3 * i + 2] = u[i] < 7u;
}
