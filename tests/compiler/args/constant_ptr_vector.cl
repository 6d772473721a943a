// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_ptr_vector"
__kernel void constant_ptr_vector(__constant float4 *coeffs,
                                  __global const float4 *in,
                                  __global float4 *out) {
  size_t g = get_global_id(0);
  out[g] = in[g] * coeffs[0] + coeffs[1];
}
