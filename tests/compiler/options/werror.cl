// -Werror turns clang's warnings into errors (here -Wunused-value, on by
// default), through the same diagnostics engine as every other message.
// OPTIONS: -Werror
// ERROR: expression result unused
// ERROR-AT: 8:5
kernel void werror(global int *out) {
  int x = 3;
  x + 1;
  out[0] = x;
}
