// sub_group_barrier: a sub-group execution barrier whose memory scope is
// the sub-group unless the scope argument says otherwise.
// CHECK: OpControlBarrier %uint_3 %uint_3 %uint_24840
// CHECK: OpControlBarrier %uint_3 %uint_2 %uint_24648
__kernel void barrier_kernel(__local int *l, __global int *g) {
  size_t i = get_local_id(0);
  l[i] = (int)i;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  g[i] = l[i ^ 1];
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  g[i] += 1;
}
