// OpenCL C 2.0: an unqualified pointer variable is in the generic address
// space, which vkcl does not support; a packet pointer held in one is
// diagnosed at its declaration, naming the generic address space.
// OPTIONS: -cl-std=CL2.0
// ERROR: generic address space
// ERROR-AT: 10:8
__kernel void generic_variable(__write_only pipe int out, __global int *in) {
  size_t g = get_global_id(0);
  int v = in[g];
  int *p = &v;
  in[g] = write_pipe(out, p);
}
