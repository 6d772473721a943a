// read_pipe into __constant memory would store to read-only memory; clang
// accepts the call (it checks only the pointee type), so vkcl must reject
// it, at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid use of a pipe: read_pipe cannot store a packet into __constant memory
// ERROR-AT: 9:15
__kernel void constant_read(__read_only pipe int in, __constant int *c,
                            __global int *status) {
  status[0] = read_pipe(in, c);
}
