// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_array_float4"
__constant float4 palette[4] = {
    (float4)(1.0f, 0.0f, 0.0f, 1.0f), (float4)(0.0f, 1.0f, 0.0f, 1.0f),
    (float4)(0.0f, 0.0f, 1.0f, 1.0f), (float4)(0.5f)};

__kernel void constant_array_float4(__global const int *idx,
                                    __global float4 *out) {
  size_t g = get_global_id(0);
  out[g] = palette[idx[g] & 3];
}
