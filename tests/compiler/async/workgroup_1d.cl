// A 1-D required work-group size: the copy loop runs over the linear local
// id.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "workgroup_1d"
// CHECK: OpControlBarrier
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void
workgroup_1d(__global const uint2 *in, __global uint2 *out) {
  __local uint2 tile[100];
  size_t base = get_group_id(0) * 100;
  event_t e = async_work_group_copy(tile, in + base, 100, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 100, 0);
  wait_group_events(1, &e);
}
