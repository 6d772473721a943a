// The 4-argument write_pipe takes a reserve_id_t second: an int there is a
// clang error at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid argument type to function 'write_pipe' (expecting 'reserve_id_t' having 'int')
// ERROR-AT: 8:12
__kernel void index_not_reserve_id(__write_only pipe int p, __global int *out) {
  int v = 1;
  out[0] = write_pipe(p, 0, 0, &v);
}
