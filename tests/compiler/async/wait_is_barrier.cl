// wait_group_events is a work-group control barrier with work-group and
// global (uniform) memory semantics: Workgroup scopes, AcquireRelease |
// UniformMemory | WorkgroupMemory = 0x148. One wait, one barrier.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "wait_is_barrier"
// CHECK-COUNT-1: OpControlBarrier
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24904
__kernel void wait_is_barrier(__global const int *in, __global int *out) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 32, 32, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[31 - (get_local_id(0) & 31)];
}
