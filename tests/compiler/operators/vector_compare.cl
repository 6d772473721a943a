// Vector comparisons yield -1 (true) or 0 per component.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_compare"
// CHECK: OpFOrdLessThan %v4bool
// CHECK: {{OpSelect %v4u?int}}
__kernel void vector_compare(__global const float4 *a, __global const float4 *b,
                             __global const int4 *c, __global int4 *lt,
                             __global int4 *eq) {
  size_t i = get_global_id(0);
  lt[i] = a[i] < b[i];
  eq[i] = (int4)(1, 2, 3, 4) == c[i];
}
