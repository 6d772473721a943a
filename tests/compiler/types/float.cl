// CHECK: OpEntryPoint GLCompute {{%\w+}} "float_arith"
// CHECK: OpTypeFloat 32
// CHECK: OpFDiv
__kernel void float_arith(__global const float *in, __global float *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  out[i] = x * 2.5f - 1.0f / (x + 3.0f);
}
