// A barrier ordering global memory within the work-group.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "barrier_global"
// CHECK: OpControlBarrier
__kernel void barrier_global(__global int *data) {
  size_t g = get_global_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  size_t lid = get_local_id(0);
  data[g] = (int)lid;
  barrier(CLK_GLOBAL_MEM_FENCE);
  data[g] += data[base + (get_local_size(0) - 1 - lid)];
}
