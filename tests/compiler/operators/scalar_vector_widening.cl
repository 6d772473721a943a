// A scalar operand is widened to the vector's size.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "scalar_vector_widening"
__kernel void scalar_vector_widening(__global const float4 *v,
                                     __global const int4 *w, float s, int k,
                                     __global float4 *out,
                                     __global int4 *iout) {
  size_t i = get_global_id(0);
  out[i] = v[i] * s + 1.0f - s / v[i];
  iout[i] = (k - w[i]) * 2 + (w[i] & k);
}
