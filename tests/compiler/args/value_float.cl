// CHECK: OpEntryPoint GLCompute {{%\w+}} "value_float"
__kernel void value_float(__global float *out, float a, float b) {
  size_t g = get_global_id(0);
  out[g] = a * (float)g + b;
}
