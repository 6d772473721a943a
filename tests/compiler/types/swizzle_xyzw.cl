// .xyzw swizzles, reordering and narrowing.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "swizzle_xyzw"
// CHECK: OpVectorShuffle
__kernel void swizzle_xyzw(__global const float4 *in, __global float4 *out,
                           __global float2 *half_out) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  out[i] = v.wzyx + v.xyzw;
  half_out[i] = v.xy * v.zw + (float2)(v.x, v.w);
}
