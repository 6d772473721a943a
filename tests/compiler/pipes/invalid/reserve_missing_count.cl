// reserve_write_pipe needs the number of packets: one argument is a clang
// error at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: too few arguments to function call, expected 2, have 1
// ERROR-AT: 8:40
__kernel void reserve_missing_count(__write_only pipe int p,
                                    __global int *out) {
  reserve_id_t r = reserve_write_pipe(p);
  out[0] = is_valid_reserve_id(r);
}
