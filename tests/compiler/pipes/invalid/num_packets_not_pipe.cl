// get_pipe_num_packets takes a pipe: a pointer is a clang error at the
// call.
// OPTIONS: -cl-std=CL2.0
// ERROR: first argument to 'get_pipe_num_packets' must be a pipe type
// ERROR-AT: 8:12
__kernel void num_packets_not_pipe(__read_only pipe int p,
                                   __global uint *out) {
  out[0] = get_pipe_num_packets(out) + get_pipe_max_packets(p);
}
