// CHECK: OpEntryPoint GLCompute {{%\w+}} "barrier_both"
// CHECK: OpControlBarrier
__kernel void barrier_both(__global int *data) {
  __local int tile[32];
  size_t lid = get_local_id(0) & 31;
  tile[lid] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  data[get_global_id(0)] = tile[31 - lid];
}
