// A packet cannot be a pointer: `pipe int *` is a clang error at the packet
// type.
// OPTIONS: -cl-std=CL2.0
// ERROR: pipes packet types cannot be of reference type
// ERROR-AT: 6:48
__kernel void pipe_of_pointer(__read_only pipe int *p, __global int *out) {
  out[0] = 0;
}
