// CHECK: OpEntryPoint GLCompute {{%\w+}} "for_loop"
// CHECK: OpLoopMerge
__kernel void for_loop(__global const float *in, __global float *out, int n) {
  size_t g = get_global_id(0);
  float acc = 0.0f;
  for (int i = 0; i < n; ++i)
    acc += in[g * n + i];
  out[g] = acc;
}
