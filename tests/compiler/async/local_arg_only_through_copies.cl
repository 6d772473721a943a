// A __local pointer argument used only by async copies: the arena exists
// (sized at dispatch).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_arg_only_through_copies"
// CHECK: {{OpVariable %\w+ Workgroup}}
__kernel void local_arg_only_through_copies(__global const int4 *in,
                                            __global int4 *out,
                                            __local int4 *scratch, uint n) {
  size_t base = get_group_id(0) * n;
  event_t e = async_work_group_copy(scratch, in + base, n, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, scratch, n, 0);
  wait_group_events(1, &e);
}
