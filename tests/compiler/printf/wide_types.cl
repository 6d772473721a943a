// long, ulong and double lanes take two words each; half lanes are
// recorded as floats.
// TARGETS: desktop lavapipe
// CHECK: OpString "%ld %lu %f %v2ld %v2lf %v4hf %a
// CHECK: OpString "i8 u8 f8 i8x2 f8x2 f4x4 f4"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void wide_types(__global const long *l, __global const double *d,
                         __global const half4 *h, __global const half *hs) {
  int i = get_global_id(0);
  printf("%ld %lu %f %v2ld %v2lf %v4hf %a\n", l[i], (ulong)l[i], d[i],
         (long2)(l[i], -l[i]), (double2)(d[i], 1.0), h[i], hs[i]);
}
