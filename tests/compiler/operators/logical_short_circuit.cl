// && and || evaluate their right operand only when needed; here the right
// operands write memory, so they must stay behind a branch.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "logical_short_circuit"
// CHECK: OpBranchConditional
// CHECK: OpStore
__kernel void logical_short_circuit(__global const int *in,
                                    __global int *counter, __global int *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  int a = (x > 0) && (counter[0]++ > 0);
  int b = (x < 0) || (counter[1]++ > 0);
  out[i] = a * 2 + b;
}
