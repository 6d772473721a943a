// Pointers offset into __local arrays and arguments, at offsets that are not
// 4- or 16-aligned (byte path), and several copies into one buffer.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_offsets"
// CHECK: OpControlBarrier
__kernel void local_offsets(__global const uchar *in, __global uchar *out,
                            __local uchar *arg, uint n) {
  __local uchar fixed[300];
  size_t base = get_group_id(0) * 3 * n;
  event_t e = async_work_group_copy(fixed + 3, in + base + 1, n, 0);
  async_work_group_copy(fixed + 3 + n, in + base + n + 1, n, e);
  async_work_group_copy(arg + 5, in + base + 2 * n, n, e);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base + 1, fixed + 3, 2 * n, 0);
  async_work_group_copy(out + base + 2 * n + 1, arg + 5, n, e);
  wait_group_events(1, &e);
}
