// By-value vectors: int4, float2, float3.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_vector"
__kernel void value_vector(__global float4 *out, int4 a, float2 b, float3 c) {
  size_t g = get_global_id(0);
  out[g] = (float4)(b, c.xy) * (float)a.w + (float4)(c, (float)a.x);
}
