// goto cannot be lowered to structured control flow.
// ERROR: goto
__kernel void goto_kernel(__global int *out, int n) {
  int i = 0;
again:
  out[i] = i;
  if (++i < n)
    goto again;
}
