// A pipe is read_only or write_only: read_write is a clang error at the
// qualifier.
// OPTIONS: -cl-std=CL2.0
// ERROR: access qualifier '__read_write' can not be used for
// ERROR-AT: 6:31
__kernel void read_write_pipe(__read_write pipe int p, __global int *out) {
  int v = 0;
  out[0] = write_pipe(p, &v);
}
