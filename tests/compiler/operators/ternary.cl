// Scalar ?: with plain and side-effecting arms (only one arm may run).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "ternary"
// CHECK: OpBranchConditional
__kernel void ternary(__global const int *in, __global int *out,
                      __global int *side) {
  size_t i = get_global_id(0);
  int x = in[i];
  out[i] = x > 0 ? x : -x;
  x & 1 ? (side[2 * i] = 1) : (side[2 * i + 1] = 2);
}
