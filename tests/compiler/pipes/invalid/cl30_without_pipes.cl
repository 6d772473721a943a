// Pipes are OpenCL C 2.0 (optional in 3.0): under the default -cl-std=CL3.0,
// which vkcl compiles without __opencl_c_pipes, `pipe` is a clang error.
// ERROR: OpenCL C version 3.0 does not support the 'pipe' type qualifier
// ERROR-AT: 5:46
__kernel void cl30_without_pipes(__read_only pipe int p, __global int *out) {
  int v;
  out[1] = read_pipe(p, &v);
  out[0] = v;
}
