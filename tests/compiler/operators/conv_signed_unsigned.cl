// Signed/unsigned and narrowing conversions between integer types.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "conv_signed_unsigned"
__kernel void conv_signed_unsigned(__global const int *a, __global uint *u,
                                   __global int *s) {
  size_t i = get_global_id(0);
  int x = a[i];
  u[i] = (uint)x + (uint)(uchar)x + (uint)(ushort)x;
  s[i] = (int)(char)x + (int)(short)x + (int)(u[i] >> 1);
}
