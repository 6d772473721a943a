// CHECK: OpEntryPoint GLCompute {{%\w+}} "work_group_barrier_wg"
// CHECK: OpControlBarrier
__kernel void work_group_barrier_wg(__global int *data) {
  __local int tile[64];
  size_t lid = get_local_id(0) & 63;
  tile[lid] = data[get_global_id(0)];
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  data[get_global_id(0)] = tile[63 - lid] + 1;
}
