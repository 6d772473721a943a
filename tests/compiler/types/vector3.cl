// A 3-vector occupies 4 elements in memory.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "float3_scale"
// CHECK: OpTypeVector %float 3
__kernel void float3_scale(__global const float3 *in, __global float3 *out,
                           float s) {
  size_t i = get_global_id(0);
  float3 v = in[i];
  out[i] = v * s + (float3)(1.0f, 2.0f, 3.0f);
}
