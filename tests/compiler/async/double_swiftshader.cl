// Async copies of double need fp64, which swiftshader lacks; the other targets
// compile them (types/double*.cl).
// ERROR-swiftshader: fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double_swiftshader(__global const double *in,
                                 __global double *out) {
  __local double tile[64];
  size_t base = get_group_id(0) * 64;
  event_t e = async_work_group_copy(tile, in + base, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 64, 0);
  wait_group_events(1, &e);
}
