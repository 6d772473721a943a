// OpenCL C 1.2 has no pipes: `pipe` is no type there, and read_pipe is
// undeclared.
// OPTIONS: -cl-std=CL1.2
// ERROR: use of undeclared identifier 'read_pipe'
// ERROR-AT: 9:12
__kernel void cl12_without_pipes(__read_only pipe int p,
                                 __global int *out) {
  int v;
  out[1] = read_pipe(p, &v);
  out[0] = v;
}
