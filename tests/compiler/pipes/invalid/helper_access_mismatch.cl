// A read_only pipe cannot be passed where a helper expects a write_only one:
// a clang error at the argument.
// OPTIONS: -cl-std=CL2.0
// ERROR: passing '__private read_only pipe int' to parameter of incompatible type 'write_only pipe int'
// ERROR-AT: 10:16
int put(__write_only pipe int p, int v) { return write_pipe(p, &v); }

__kernel void helper_access_mismatch(__read_only pipe int p,
                                     __global int *out) {
  out[0] = put(p, 1);
}
