// clang accepts no reserve_id_t operands in `?:` (incompatible operand types):
// pick a reservation with if/else instead (shapes/reserve_in_branches.cl).
// OPTIONS: -cl-std=CL2.0
// ERROR: incompatible operand types ('reserve_id_t' and 'reserve_id_t')
// ERROR-AT: 10:26
__kernel void reserve_id_ternary(__read_only pipe int p, __read_only pipe int q,
                                 int which, __global int *out) {
  reserve_id_t a = reserve_read_pipe(p, 1);
  reserve_id_t b = reserve_read_pipe(q, 1);
  reserve_id_t r = which ? a : b;
  out[0] = is_valid_reserve_id(r);
}
