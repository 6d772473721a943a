// An array of events filled in a loop, waited for by a count the kernel
// computes.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "event_array_loop"
// CHECK: OpLoopMerge
// CHECK: OpControlBarrier
__kernel void event_array_loop(__global const uint *in, __global uint *out,
                               uint parts) {
  __local uint tile[4][32];
  event_t evs[4];
  uint k = parts < 4u ? parts : 4u;
  for (uint p = 0; p < k; ++p)
    evs[p] = async_work_group_copy(tile[p], in + (get_group_id(0) * 4 + p) * 32,
                                   32, 0);
  wait_group_events((int)k, evs);
  size_t l = get_local_id(0) & 31;
  out[get_global_id(0)] = tile[0][l] + tile[k - 1][31 - l];
}
