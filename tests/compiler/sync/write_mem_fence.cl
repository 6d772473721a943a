// write_mem_fence orders this work-item's memory accesses: a memory barrier, no
// control barrier.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "write_mem_fence_global"
// CHECK: OpMemoryBarrier
// CHECK-COUNT-0: OpControlBarrier
__kernel void write_mem_fence_global(__global int *data, __global int *flag) {
  size_t g = get_global_id(0);
  data[g] = (int)g;
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
  flag[g] = data[g] + 1;
}
