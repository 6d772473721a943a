// Pipes are optional in OpenCL C 3.0, and clang ties them to the generic
// address space, which needs int64: SwiftShader compiles 3.0 without
// __opencl_c_pipes, so `pipe` is a clang error there (address_spaces/
// cl30_pipes.cl is the same kernel where pipes exist).
// TARGETS: swiftshader
// ERROR: OpenCL C version 3.0 does not support the 'pipe' type qualifier
// ERROR-AT: 8:46
__kernel void cl30_without_pipes(__read_only pipe int p, __global int *out) {
  int v;
  out[1] = read_pipe(p, &v);
  out[0] = v;
}
