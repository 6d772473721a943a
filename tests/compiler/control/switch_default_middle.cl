// default between cases, falling through into the case after it.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_default_middle"
// CHECK: OpSwitch
__kernel void switch_default_middle(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int r = 0;
  switch (in[g]) {
  case 1:
    r = 1;
    break;
  default:
    r = 50;
  case 2:
    r += 2;
    break;
  case 3:
    r = 3;
    break;
  }
  out[g] = r;
}
