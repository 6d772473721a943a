// sub_group_commit_read_pipe on a write_only pipe is a clang error at the pipe
// operand.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid pipe access modifier (expecting read_only)
// ERROR-AT: 12:32
__kernel void sub_group_commit_read_on_write_only(__write_only pipe int p,
                                                  __global const int *in) {
  reserve_id_t r = sub_group_reserve_write_pipe(p, get_sub_group_size());
  if (is_valid_reserve_id(r)) {
    int v = in[get_global_id(0)];
    write_pipe(p, r, get_sub_group_local_id(), &v);
    sub_group_commit_read_pipe(p, r);
  }
}
