// Constant num_gentypes 0 and 1 and stride 1: folded loops still validate.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_counts"
// CHECK: OpControlBarrier
__kernel void constant_counts(__global const short *in, __global short *out) {
  __local short tile[8];
  event_t e = async_work_group_copy(tile, in, 0, 0);
  e = async_work_group_copy(tile, in + 1, 1, e);
  e = async_work_group_strided_copy(tile + 1, in + 2, 7, 1, e);
  wait_group_events(1, &e);
  e = async_work_group_strided_copy(out, tile, 8, 1, 0);
  async_work_group_copy(out + 8, tile, 0, e);
  wait_group_events(1, &e);
}
