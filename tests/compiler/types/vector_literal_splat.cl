// A single scalar fills every component: (int4)(7).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_literal_splat"
__kernel void vector_literal_splat(__global const float *in, __global int4 *out,
                                   __global float4 *fout) {
  size_t i = get_global_id(0);
  out[i] = (int4)(7) + (int4)((int)i);
  fout[i] = (float4)(in[i]);
}
