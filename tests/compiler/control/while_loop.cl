// CHECK: OpEntryPoint GLCompute {{%\w+}} "while_loop"
// CHECK: OpLoopMerge
__kernel void while_loop(__global const uint *in, __global uint *out) {
  size_t g = get_global_id(0);
  uint x = in[g];
  uint steps = 0;
  while (x != 1u && steps < 1000u) {
    x = (x & 1u) ? 3u * x + 1u : x / 2u;
    ++steps;
  }
  out[g] = steps;
}
