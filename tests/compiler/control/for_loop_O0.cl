// -O0: the emitter's own output, locals still in Function variables.
// OPTIONS: -O0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "for_loop_O0"
// CHECK: {{OpVariable %\w+ Function}}
// CHECK: OpLoopMerge
__kernel void for_loop_O0(__global const int *in, __global int *out, int n) {
  size_t g = get_global_id(0);
  int acc = 0;
  for (int i = 0; i < n; i++)
    acc += in[i] * i;
  out[g] = acc;
}
