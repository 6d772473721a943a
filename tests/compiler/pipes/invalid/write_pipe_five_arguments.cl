// write_pipe takes 2 or 4 arguments: 5 is a clang error at the call.
// OPTIONS: -cl-std=CL2.0
// ERROR: invalid number of arguments to function: 'write_pipe'
// ERROR-AT: 9:5
__kernel void write_pipe_five_arguments(__write_only pipe int p,
                                        __global const int *in) {
  reserve_id_t r = reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 0, in, 1);
    commit_write_pipe(p, r);
  }
}
