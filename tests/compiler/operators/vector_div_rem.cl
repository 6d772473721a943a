// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_div_rem"
// CHECK: {{OpSDiv %v4u?int}}
// CHECK-COUNT-0: OpSRem
__kernel void vector_div_rem(__global const int4 *a, __global const int4 *b,
                             __global int4 *q, __global int4 *r) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
  r[i] = a[i] % b[i];
}
