// (float4)(1, 2, 3, 4) constant and mixed with run-time scalars. Where the
// kernel declares float controls (SignedZeroInfNanPreserve), spirv-opt
// leaves float constant folding to the driver.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "vector_literal_scalars"
// CHECK-swiftshader: OpConstantComposite %v4float
// CHECK: OpFMul %v4float
__kernel void vector_literal_scalars(__global const float *in,
                                     __global float4 *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  out[i] = (float4)(1, 2, 3, 4) * (float4)(x, 2.0f, x + 1.0f, 4.0f);
}
