// as_type with 64-bit lanes: as_int8(long4), as_long8(double8),
// as_uchar16(ulong2), as_double16(int16 pairs), as_half16(float8).
// TARGETS: desktop lavapipe
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "as_type_64bit"
// CHECK-COUNT-0: {{OpTypeVector %\w+ (8|16)$}}
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void as_type_64bit(__global long8 *l, __global int8 *iout,
                            __global double8 *d, __global uchar16 *b,
                            __global half16 *h) {
  size_t i = get_global_id(0);
  long8 v = l[i];
  iout[i] = as_int8(v.lo);
  d[i] = as_double8(v);
  b[i] = as_uchar16(as_ulong2(v.s25));
  l[i + 1] = as_long8(as_int16(d[i + 1]).s1032547698badcfe);
  h[i] = as_half16(as_float8(as_int8(v.hi)));
}
