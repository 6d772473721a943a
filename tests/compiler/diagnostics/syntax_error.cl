// A missing semicolon.
// ERROR: expected ';' after expression
// ERROR-AT: 7:17
__kernel void syntax_error(__global int *out) {
  size_t g = get_global_id(0);
  int x = 3;
  out[g] = x * 2
}
