// break inside a switch leaves the switch, continue inside it continues the
// loop; a flag set in the switch ends the loop.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "loop_break_in_switch"
// CHECK: OpLoopMerge
// CHECK: OpSwitch
__kernel void loop_break_in_switch(__global const int *ops, __global int *out,
                                   int n) {
  size_t g = get_global_id(0);
  int acc = 0;
  int done = 0;
  for (int i = 0; i < n; ++i) {
    switch (ops[i]) {
    case 0:
      acc += 1;
      break;
    case 1:
      acc *= 2;
      break;
    case 2:
      continue;
    case 3:
      done = 1;
      break;
    default:
      acc -= 1;
    }
    if (done)
      break;
    acc += 100;
  }
  out[g] = acc;
}
