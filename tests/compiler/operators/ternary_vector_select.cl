// c ? a : b with a vector condition selects per component on c's MSB.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "ternary_vector_select"
// CHECK: OpSelect %v4float
__kernel void ternary_vector_select(__global const float4 *a,
                                    __global const float4 *b,
                                    __global float4 *out) {
  size_t i = get_global_id(0);
  int4 c = a[i] > b[i];
  out[i] = c ? a[i] : b[i];
}
