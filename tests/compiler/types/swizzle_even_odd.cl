// CHECK: OpEntryPoint GLCompute {{%\w+}} "swizzle_even_odd"
// CHECK: OpVectorShuffle
__kernel void swizzle_even_odd(__global const int4 *in, __global int2 *out) {
  size_t i = get_global_id(0);
  int4 v = in[i];
  out[i] = v.even - v.odd + v.odd.even;
}
