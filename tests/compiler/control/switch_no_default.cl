// Without default an unmatched value skips the switch.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_no_default"
// CHECK: OpSwitch
__kernel void switch_no_default(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int r = 7;
  switch (in[g] & 7) {
  case 1:
    r = 11;
    break;
  case 2:
    r = 22;
    break;
  case 4:
    r = 44;
    break;
  }
  out[g] = r;
}
