// A by-value copy of a 4 MiB struct would be millions of instructions
// (past SPIR-V's id bound): refused, naming the size and the way out.
// ERROR: copying a 4194304-byte aggregate by value
typedef struct {
  int d[1 << 20];
} Big;
int pick(Big b) { return b.d[5]; }
__kernel void by_value_too_large(__global Big *in, __global int *out) {
  out[0] = pick(in[0]);
}
