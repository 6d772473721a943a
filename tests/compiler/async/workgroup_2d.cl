// A 2-D work-group (8 x 4): copies use the flattened local id.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "workgroup_2d"
// CHECK: OpControlBarrier
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void
workgroup_2d(__global const float *in, __global float *out, uint width) {
  __local float tile[8 * 33];
  size_t gx = get_group_id(0), gy = get_group_id(1);
  // Gather a column of 8 * 33 floats from a row-major matrix.
  event_t e = async_work_group_strided_copy(tile, in + gy * 264 * width + gx,
                                            264, width, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + (gy * get_num_groups(0) + gx) * 264, tile,
                            264, 0);
  wait_group_events(1, &e);
}
