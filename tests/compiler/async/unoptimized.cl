// Without the optimizer: every copy form and a wait still validate.
// OPTIONS: -O0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "unoptimized"
// CHECK: OpControlBarrier
__kernel void unoptimized(__global const float2 *in, __global float2 *out,
                          __local float2 *scratch, uint n, uint stride) {
  event_t e = async_work_group_copy(scratch, in + get_group_id(0) * n, n, 0);
  prefetch(in, n);
  e = async_work_group_strided_copy(scratch + n, in + get_group_id(0), n,
                                    stride, e);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + get_group_id(0) * 2 * n, scratch, 2 * n, 0);
  wait_group_events(1, &e);
}
