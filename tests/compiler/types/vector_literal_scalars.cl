// (float4)(1, 2, 3, 4) constant and mixed with run-time scalars.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_literal_scalars"
// CHECK: OpConstantComposite %v4float
__kernel void vector_literal_scalars(__global const float *in,
                                     __global float4 *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  out[i] = (float4)(1, 2, 3, 4) * (float4)(x, 2.0f, x + 1.0f, 4.0f);
}
