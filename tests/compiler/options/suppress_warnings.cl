// -w suppresses every warning, so -Werror has none left to turn into an
// error and the kernel of werror.cl compiles.
// OPTIONS: -Werror -w
// CHECK: OpEntryPoint GLCompute
kernel void suppress_warnings(global int *out) {
  int x = 3;
  x + 1;
  out[0] = x;
}
