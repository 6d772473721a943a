// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_ptr_vector"
// CHECK: {{OpLoad %v4float %\w+ Aligned\|NonPrivatePointer 16}}
__kernel void global_ptr_vector(__global float4 *v, __global int2 *w) {
  size_t g = get_global_id(0);
  v[g] = v[g].wzyx;
  w[g] = w[g] + 1;
}
