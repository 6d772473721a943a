// Repeated components in rvalue swizzles.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "swizzle_repeated"
// CHECK: OpVectorShuffle
__kernel void swizzle_repeated(__global const float4 *in, __global float4 *out,
                               __global float3 *out3) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  out[i] = v.xxyy + v.s0000 + v.wwww;
  out3[i] = v.zzz + v.s121;
}
