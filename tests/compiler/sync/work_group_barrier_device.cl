// CHECK: OpEntryPoint GLCompute {{%\w+}} "work_group_barrier_device"
// CHECK: OpControlBarrier
__kernel void work_group_barrier_device(__global int *data) {
  size_t g = get_global_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  data[g] = (int)g;
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  data[g] += data[base];
  work_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
}
