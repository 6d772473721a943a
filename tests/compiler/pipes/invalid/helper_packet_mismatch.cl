// A pipe of int cannot be passed where a helper expects a pipe of float: a
// clang error at the argument.
// OPTIONS: -cl-std=CL2.0
// ERROR: passing '__private read_only pipe int' to parameter of incompatible type 'read_only pipe float'
// ERROR-AT: 14:16
float get(__read_only pipe float p) {
  float v = 0.0f;
  read_pipe(p, &v);
  return v;
}

__kernel void helper_packet_mismatch(__read_only pipe int p,
                                     __global float *out) {
  out[0] = get(p);
}
