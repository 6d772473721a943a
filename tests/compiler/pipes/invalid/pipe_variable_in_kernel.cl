// A pipe can only be a function parameter: a pipe variable inside a kernel is
// a clang error at its name.
// OPTIONS: -cl-std=CL2.0
// ERROR: can only be used as a function parameter in OpenCL
// ERROR-AT: 8:12
__kernel void pipe_variable_in_kernel(__global const int *in,
                                      __global int *out) {
  pipe int p;
  int v = in[0];
  out[0] = read_pipe(p, &v);
}
