// Events kept in an array and waited for together: the array decays to a
// pointer, so the events live in memory.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "event_array"
// CHECK: OpControlBarrier
__kernel void event_array(__global const float *a, __global const int *b,
                          __global float *out) {
  __local float ta[64];
  __local int tb[64];
  size_t base = get_group_id(0) * 64;
  event_t evs[2];
  evs[0] = async_work_group_copy(ta, a + base, 64, 0);
  evs[1] = async_work_group_copy(tb, b + base, 64, 0);
  wait_group_events(2, evs);
  size_t l = get_local_id(0) & 63;
  out[get_global_id(0)] = ta[l] * (float)tb[63 - l];
}
