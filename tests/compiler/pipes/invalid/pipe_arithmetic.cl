// Pipes have no arithmetic: `p + 1` is a clang error at the operator.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid operands to binary expression
// ERROR-AT: 7:15
__kernel void pipe_arithmetic(__read_only pipe int p, __global int *out) {
  int v;
  read_pipe(p + 1, &v);
  out[0] = v;
}
