// reserve_id_t is opaque: comparing two reservations is a clang error at the
// operator (is_valid_reserve_id is the only test).
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid operands to binary expression
// ERROR-AT: 10:14
__kernel void reserve_id_comparison(__read_only pipe int p,
                                    __global int *out) {
  reserve_id_t a = reserve_read_pipe(p, 1);
  reserve_id_t b = reserve_read_pipe(p, 1);
  out[0] = a != b;
}
