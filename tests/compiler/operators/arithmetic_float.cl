// Float + - * / in a dependency chain, so the order is fixed.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "arithmetic_float"
// CHECK: OpFAdd
// CHECK: OpFSub
// CHECK: OpFMul
// CHECK: OpFDiv
__kernel void arithmetic_float(__global const float *a, __global const float *b,
                               __global float *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  float s = x + y;
  float d = s - x;
  float p = d * s;
  out[i] = -(p / y);
}
