// An infinite loop left only through break.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "while_true_break"
// CHECK: OpLoopMerge
__kernel void while_true_break(__global const int *in, __global int *out,
                               int n) {
  size_t g = get_global_id(0);
  int i = 0;
  while (1) {
    if (i >= n || in[i] < 0)
      break;
    ++i;
  }
  out[g] = i;
}
