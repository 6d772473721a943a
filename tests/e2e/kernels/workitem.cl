// OpenCL C 1.2 work-item functions, written per work-item.
__kernel void workitem(__global uint *out) {
  uint lin = 0, stride = 1;
  for (uint d = 0; d < get_work_dim(); ++d) {
    lin += (uint)(get_global_id(d) - get_global_offset(d)) * stride;
    stride *= (uint)get_global_size(d);
  }
  __global uint *o = out + 22 * lin;
  o[0] = get_work_dim();
  for (uint d = 0; d < 3; ++d) {
    o[1 + d] = (uint)get_global_size(d);
    o[4 + d] = (uint)get_global_id(d);
    o[7 + d] = (uint)get_local_size(d);
    o[10 + d] = (uint)get_local_id(d);
    o[13 + d] = (uint)get_num_groups(d);
    o[16 + d] = (uint)get_group_id(d);
    o[19 + d] = (uint)get_global_offset(d);
  }
}
