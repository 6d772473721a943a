// Async copies of long need int64, which swiftshader lacks; the other targets
// compile them (types/long*.cl).
// ERROR-swiftshader: int64
__kernel void long_swiftshader(__global const long4 *in, __global long4 *out) {
  __local long4 tile[64];
  size_t base = get_group_id(0) * 64;
  event_t e = async_work_group_copy(tile, in + base, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 64, 0);
  wait_group_events(1, &e);
}
