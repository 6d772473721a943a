// Copies in both arms of a branch every work-item of the group takes the
// same way (the condition is a kernel argument).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "uniform_branch"
// CHECK: OpSelectionMerge
// CHECK: OpControlBarrier
__kernel void uniform_branch(__global const int *in, __global int *out,
                             int mode, uint stride) {
  __local int tile[64];
  event_t e;
  if (mode > 0)
    e = async_work_group_copy(tile, in + get_group_id(0) * 64, 64, 0);
  else
    e = async_work_group_strided_copy(tile, in + get_group_id(0), 64, stride,
                                      0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[get_local_id(0) & 63];
}
