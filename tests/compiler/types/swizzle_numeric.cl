// .s0-.s3 (and .S) numeric swizzles.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "swizzle_numeric"
__kernel void swizzle_numeric(__global const int4 *in, __global int4 *out,
                              __global int *sum) {
  size_t i = get_global_id(0);
  int4 v = in[i];
  out[i] = v.s3210 - v.s0123;
  sum[i] = v.s0 + v.s1 * 2 + v.S2 * 3 + v.s3 * 4 + v.s13.y;
}
