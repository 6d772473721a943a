// The double-buffering pattern: the next tile's copy starts before the
// current tile is used; a wait ends each step. Copies and waits in a loop.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "double_buffering"
// CHECK: OpLoopMerge
// CHECK: OpControlBarrier
__kernel void double_buffering(__global const float *in, __global float *out,
                               uint tiles) {
  __local float buf[2][128];
  size_t n = get_local_size(0);
  size_t l = get_local_id(0);
  __global const float *src = in + get_group_id(0) * tiles * n;
  event_t e = async_work_group_copy(buf[0], src, n, 0);
  float acc = 0.0f;
  for (uint t = 0; t < tiles; ++t) {
    wait_group_events(1, &e);
    if (t + 1 < tiles)
      e = async_work_group_copy(buf[(t + 1) & 1], src + (t + 1) * n, n, 0);
    acc += buf[t & 1][n - 1 - l];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
