// reserve_read_pipe on a write_only pipe is a clang error at the pipe operand.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid pipe access modifier (expecting read_only)
// ERROR-AT: 7:38
__kernel void reserve_read_on_write_only(__write_only pipe int p,
                                         __global int *out) {
  reserve_id_t r = reserve_read_pipe(p, 4);
  out[0] = is_valid_reserve_id(r);
}
