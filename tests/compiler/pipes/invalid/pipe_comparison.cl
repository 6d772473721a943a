// Pipes cannot be compared: `p == q` is a clang error at the operator.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid operands to binary expression
// ERROR-AT: 7:14
__kernel void pipe_comparison(__read_only pipe int p, __read_only pipe int q,
                              __global int *out) {
  out[0] = p == q;
}
