// reserve_id_t is opaque: `r + 1` is a clang error at the operator.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid operands to binary expression
// ERROR-AT: 10:40
__kernel void reserve_id_arithmetic(__write_only pipe int p,
                                    __global const int *in) {
  reserve_id_t r = reserve_write_pipe(p, 2);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 0, in);
    write_pipe(p, r, 1, in + 1), r = r + 1;
    commit_write_pipe(p, r);
  }
}
