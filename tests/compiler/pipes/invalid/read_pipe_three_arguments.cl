// read_pipe takes 2 or 4 arguments: 3 is a clang error at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid number of arguments to function: 'read_pipe'
// ERROR-AT: 8:12
__kernel void read_pipe_three_arguments(__read_only pipe int p,
                                        __global int *out) {
  int v;
  out[1] = read_pipe(p, &v, 0);
  out[0] = v;
}
