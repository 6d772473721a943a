// continue skips to the next iteration (and runs the increment).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "continue_loop"
// CHECK: OpLoopMerge
__kernel void continue_loop(__global const int *in, __global int *out, int n) {
  size_t g = get_global_id(0);
  int sum = 0;
  for (int i = 0; i < n; ++i) {
    if (in[i] % 3 == 0)
      continue;
    sum += in[i];
  }
  out[g] = sum;
}
