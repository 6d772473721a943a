// OpenCL masks a shift count to the width of the left operand: n & 31.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "shift_count_masked"
// CHECK: {{OpBitwiseAnd %u?int (%\w+ %u?int_31|%u?int_31 %\w+)}}
// CHECK: OpShiftLeftLogical
// CHECK: OpShiftRightArithmetic
// CHECK: OpShiftRightLogical
__kernel void shift_count_masked(__global const int *a, __global int *out,
                                 __global uint *uout, int n) {
  size_t i = get_global_id(0);
  int x = a[i];
  out[2 * i] = x << n;
  out[2 * i + 1] = x >> n;
  uout[i] = (uint)x >> n;
}
