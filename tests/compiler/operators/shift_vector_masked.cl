// Vector shifts mask every component's count.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "shift_vector_masked"
// CHECK: {{OpBitwiseAnd %v4u?int}}
// CHECK: OpShiftLeftLogical
__kernel void shift_vector_masked(__global const int4 *a,
                                  __global const int4 *n, __global int4 *out) {
  size_t i = get_global_id(0);
  out[i] = a[i] << n[i];
}
