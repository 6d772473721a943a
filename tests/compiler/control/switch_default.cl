// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_default"
// CHECK: OpSwitch
__kernel void switch_default(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int r;
  switch (in[g]) {
  case 0:
    r = 10;
    break;
  case 1:
    r = 20;
    break;
  case 5:
    r = 30;
    break;
  default:
    r = -1;
    break;
  }
  out[g] = r;
}
