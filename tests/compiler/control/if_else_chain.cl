// CHECK: OpEntryPoint GLCompute {{%\w+}} "if_else_chain"
// CHECK: OpSelectionMerge
// CHECK: OpBranchConditional
__kernel void if_else_chain(__global const int *in, __global int *out,
                            __global int *log) {
  size_t i = get_global_id(0);
  int x = in[i];
  if (x < 0) {
    out[i] = -1;
  } else if (x == 0) {
    log[i] = 7;
  } else if (x < 100) {
    out[i] = x * 2;
  } else {
    out[i] = 100;
    log[i] = x;
  }
}
