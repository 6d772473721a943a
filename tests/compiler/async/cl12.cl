// Async copies are OpenCL 1.0 builtins; they compile as OpenCL C 1.2 too.
// OPTIONS: -cl-std=CL1.2
// CHECK: OpEntryPoint GLCompute {{%\w+}} "cl12"
// CHECK: OpControlBarrier
__kernel void cl12(__global const int *in, __global int *out) {
  __local int tile[128];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 128, 128, 0);
  wait_group_events(1, &e);
  e = async_work_group_strided_copy(out + get_group_id(0), tile, 128,
                                    get_num_groups(0), 0);
  wait_group_events(1, &e);
}
