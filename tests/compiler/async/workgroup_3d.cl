// A 3-D work-group (4 x 2 x 3 = 24 work-items) copying 50 gentypes: not a
// multiple of the group size, more than one trip of the copy loop.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "workgroup_3d"
// CHECK: OpControlBarrier
__kernel __attribute__((reqd_work_group_size(4, 2, 3))) void
workgroup_3d(__global const uchar3 *in, __global uchar3 *out) {
  __local uchar3 tile[50];
  size_t group = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) *
                     get_num_groups(0) +
                 get_group_id(0);
  event_t e = async_work_group_copy(tile, in + group * 50, 50, 0);
  wait_group_events(1, &e);
  e = async_work_group_strided_copy(
      out + group, tile, 50,
      get_num_groups(0) * get_num_groups(1) * get_num_groups(2), 0);
  wait_group_events(1, &e);
}
