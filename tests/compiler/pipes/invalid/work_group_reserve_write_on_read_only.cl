// work_group_reserve_write_pipe on a read_only pipe is a clang error at the
// pipe operand.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid pipe access modifier (expecting write_only)
// ERROR-AT: 8:50
__kernel void work_group_reserve_write_on_read_only(__read_only pipe int p,
                                                    __global int *out) {
  reserve_id_t r = work_group_reserve_write_pipe(p, get_local_size(0));
  out[0] = is_valid_reserve_id(r);
}
