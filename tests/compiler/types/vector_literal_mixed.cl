// Vector literals built from smaller vectors: (float4)(a.xy, b).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_literal_mixed"
__kernel void vector_literal_mixed(__global const float4 *a,
                                   __global const float2 *b,
                                   __global float4 *out, __global int4 *iout) {
  size_t i = get_global_id(0);
  float4 v = a[i];
  float2 w = b[i];
  out[i] = (float4)(v.xy, w) + (float4)(w.x, v.yz, 1.0f);
  iout[i] = (int4)((int)i, (int3)(1, 2, 3));
}
