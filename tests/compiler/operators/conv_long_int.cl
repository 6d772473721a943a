// int <-> long widening and narrowing.
// TARGETS: desktop lavapipe
// CHECK: OpEntryPoint GLCompute {{%\w+}} "conv_long_int"
// CHECK: {{OpSConvert %u?long}}
__kernel void conv_long_int(__global const int *a, __global const int *b,
                            __global int *hi, __global long *wide) {
  size_t i = get_global_id(0);
  long p = (long)a[i] * b[i];
  hi[i] = (int)(p >> 32);
  wide[i] = p + (ulong)(uint)a[i];
}
