// Even against CLK_NULL_RESERVE_ID a reservation cannot be compared: a clang
// error at the operator.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid operands to binary expression
// ERROR-AT: 9:14
__kernel void reserve_id_null_comparison(__read_only pipe int p,
                                         __global int *out) {
  reserve_id_t a = reserve_read_pipe(p, 1);
  out[0] = a == CLK_NULL_RESERVE_ID;
}
