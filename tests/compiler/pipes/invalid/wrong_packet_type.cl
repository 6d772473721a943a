// The packet pointer must point to the pipe's packet type: a float * for a
// pipe of int is a clang error at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid argument type to function 'read_pipe' (expecting 'int *' having '__private float *')
// ERROR-AT: 9:12
__kernel void wrong_packet_type(__read_only pipe int p,
                                __global float *out) {
  float v;
  out[1] = read_pipe(p, &v);
  out[0] = v;
}
