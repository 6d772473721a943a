// read_pipe on a write_only pipe is a clang error at the pipe operand.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid pipe access modifier (expecting read_only)
// ERROR-AT: 8:22
__kernel void read_from_write_only(__write_only pipe int p,
                                   __global int *out) {
  int v;
  out[1] = read_pipe(p, &v);
  out[0] = v;
}
