// Copies, events and waits in a helper function the kernel calls, taking
// __local and __global pointers and returning the event.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_function"
// CHECK: OpControlBarrier
event_t fetch(__local float4 *dst, __global const float4 *src, size_t n,
              event_t e) {
  return async_work_group_copy(dst, src, n, e);
}
void finish(event_t *e) { wait_group_events(1, e); }
__kernel void helper_function(__global const float4 *in, __global float4 *out,
                              __local float4 *scratch) {
  size_t n = get_local_size(0), base = get_group_id(0) * 2 * n;
  event_t e = fetch(scratch, in + base, n, 0);
  e = fetch(scratch + n, in + base + n, n, e);
  finish(&e);
  e = async_work_group_copy(out + base, scratch, 2 * n, 0);
  finish(&e);
}
