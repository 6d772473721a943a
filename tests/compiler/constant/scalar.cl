// Program-scope __constant scalars.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_scalar"
__constant float pi = 3.14159265f;
__constant int iterations = 4;

__kernel void constant_scalar(__global float *out) {
  size_t g = get_global_id(0);
  float v = (float)g;
  for (int k = 0; k < iterations; ++k)
    v = v * pi + 1.0f;
  out[g] = v;
}
