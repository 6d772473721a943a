// break out of a for loop on a data-dependent condition.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "break_loop"
// CHECK: OpLoopMerge
__kernel void break_loop(__global const int *in, __global int *out, int n,
                         int key) {
  size_t g = get_global_id(0);
  int found = -1;
  for (int i = 0; i < n; ++i) {
    if (in[i] == key) {
      found = i;
      break;
    }
  }
  out[g] = found;
}
