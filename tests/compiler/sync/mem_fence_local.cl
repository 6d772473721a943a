// CHECK: OpEntryPoint GLCompute {{%\w+}} "mem_fence_local"
// CHECK: OpMemoryBarrier
__kernel void mem_fence_local(__global int *out) {
  __local int slot[64];
  size_t lid = get_local_id(0) & 63;
  slot[lid] = (int)lid;
  mem_fence(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = slot[lid] * 2;
}
