// float4 global accesses carry their 16-byte alignment.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "float4_load_aligned"
// CHECK: {{OpLoad %v4float %\w+ Aligned\|NonPrivatePointer 16}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 16}}
__kernel void float4_load_aligned(__global const float4 *in,
                                  __global float4 *out) {
  size_t g = get_global_id(0);
  out[g] = in[g] * 2.0f;
}
