// reserve_id_t lives in the kernel that made it: it cannot be a kernel
// argument (a clang error at the parameter).
// OPTIONS: -cl-std=CL2.0
// ERROR: '__private reserve_id_t' cannot be used as the type of a kernel parameter
// ERROR-AT: 7:55
__kernel void reserve_id_kernel_argument(__write_only pipe int p,
                                         reserve_id_t r) {
  commit_write_pipe(p, r);
}
