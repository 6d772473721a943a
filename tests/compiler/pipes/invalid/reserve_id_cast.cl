// reserve_id_t converts to nothing: a cast to int is a clang error at the
// operand.
// OPTIONS: -cl-std=CL2.0
// ERROR: operand of type 'reserve_id_t' where arithmetic or pointer type is required
// ERROR-AT: 9:17
__kernel void reserve_id_cast(__write_only pipe int p, __global int *out) {
  reserve_id_t r = work_group_reserve_write_pipe(p, 2);
  work_group_commit_write_pipe(p, r);
  out[0] = (int)r;
}
