// Falling through into `default` from the case before it. Where the default
// falls through in turn, SPIR-V wants that case immediately before the case
// after the default in OpSwitch's list: the cases go in source order (0, 1,
// 2, 3), not starting after the default as usual. The second switch's
// default ends in a break: the usual order (3 first, then 1; the default,
// which has no value, is listed on its own). A diagnostic until 2026-12-06;
// tests/e2e ControlFlow.SwitchFallthroughIntoDefault runs such switches.
// OPTIONS: -O0
// CHECK: OpSwitch {{%\w+}} {{%\w+}} 0 {{%\w+}} 1 {{%\w+}} 2 {{%\w+}} 3 {{%\w+}}{{$}}
// CHECK: OpSwitch {{%\w+}} {{%\w+}} 3 {{%\w+}} 1 {{%\w+}}{{$}}
__kernel void switch_fallthrough_into_default(__global const int *in,
                                              __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g], r = 0;
  switch (x % 7) {
  case 0:
    r += 1;
  case 1:
    r += 10;
  default:
    r += 100;
  case 2:
    r += 1000;
    break;
  case 3:
    r += 10000;
  }
  switch (x % 4) {
  case 1: {
    r ^= 5;
  }
  default:
    r += 7;
    break;
  case 3:
    r -= 9;
  }
  out[g] = r;
}
