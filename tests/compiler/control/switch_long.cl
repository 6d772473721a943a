// A switch on a 64-bit value: OpSwitch with 64-bit case literals.
// TARGETS: desktop lavapipe
// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_long"
// CHECK: {{OpSwitch %\w+ %\w+ 0 %\w+ 5000000000 %\w+}}
__kernel void switch_long(__global const long *in, __global int *out) {
  size_t g = get_global_id(0);
  int r;
  switch (in[g]) {
  case 0:
    r = 1;
    break;
  case 5000000000L:
    r = 2;
    break;
  default:
    r = 3;
  }
  out[g] = r;
}
