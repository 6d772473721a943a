// Cases without break fall through to the next one.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "switch_fallthrough"
// CHECK: OpSwitch
__kernel void switch_fallthrough(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int r = 0;
  switch (in[g]) {
  case 3:
    r += 100;
  case 2:
    r += 10;
  case 1:
    r += 1;
    break;
  case 0:
    r = -1;
    break;
  }
  out[g] = r;
}
