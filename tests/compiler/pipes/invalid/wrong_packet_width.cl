// A packet pointer of the right element type but another vector width is a
// clang error at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid argument type to function 'write_pipe' (expecting 'int2 *' having 'const __global int4 *')
// ERROR-AT: 8:12
__kernel void wrong_packet_width(__write_only pipe int2 p,
                                 __global const int4 *in, __global int *out) {
  out[0] = write_pipe(p, in + get_global_id(0));
}
