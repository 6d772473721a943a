// printf is not supported.
// ERROR: not supported
__kernel void printf_unsupported(__global int *out) {
  printf("%d\n", (int)get_global_id(0));
  out[get_global_id(0)] = 1;
}
