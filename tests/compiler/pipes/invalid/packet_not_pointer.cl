// The packet operand is a pointer: passing the value is a clang error at the
// call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid argument type to function 'write_pipe' (expecting 'int *' having '__private int')
// ERROR-AT: 8:12
__kernel void packet_not_pointer(__write_only pipe int p, __global int *out) {
  int v = out[0];
  out[1] = write_pipe(p, v);
}
