// return from inside two nested loops.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "nested_loops_early_return"
// CHECK: OpLoopMerge
// CHECK: OpLoopMerge
__kernel void nested_loops_early_return(__global const int *grid,
                                        __global int *out, int w, int h,
                                        int key) {
  size_t g = get_global_id(0);
  out[g] = -1;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (grid[y * w + x] == key) {
        out[g] = y * w + x;
        return;
      }
    }
  }
  out[g] = -2;
}
