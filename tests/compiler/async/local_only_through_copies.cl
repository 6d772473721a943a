// __local memory touched only by async copies (no load or store of it in
// the kernel's own code) still gets the Workgroup arena.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_only_through_copies"
// CHECK: {{OpVariable %\w+ Workgroup}}
// CHECK: OpControlBarrier
__kernel void local_only_through_copies(__global const float *in,
                                        __global float *out) {
  __local float tile[64];
  size_t base = get_group_id(0) * 64;
  event_t e = async_work_group_copy(tile, in + base, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 64, 0);
  wait_group_events(1, &e);
}
