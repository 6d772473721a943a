// commit_write_pipe on a read_only pipe is a clang error at the pipe operand,
// even with a reservation made on that pipe.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid pipe access modifier (expecting write_only)
// ERROR-AT: 11:23
__kernel void commit_write_on_read_only(__read_only pipe int p,
                                        __global int *out) {
  reserve_id_t r = reserve_read_pipe(p, 1);
  if (is_valid_reserve_id(r)) {
    out[0] = read_pipe(p, r, 0, out + 1);
    commit_write_pipe(p, r);
  }
}
