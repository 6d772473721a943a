// 64-bit shifts mask the count with 63.
// TARGETS: desktop lavapipe
// CHECK: OpEntryPoint GLCompute {{%\w+}} "shift_long_masked"
// CHECK: {{OpBitwiseAnd %u?long (%\w+ %u?long_63|%u?long_63 %\w+)}}
// CHECK: OpShiftLeftLogical
__kernel void shift_long_masked(__global const long *a, __global long *out,
                                long n) {
  size_t i = get_global_id(0);
  out[i] = a[i] << n;
}
