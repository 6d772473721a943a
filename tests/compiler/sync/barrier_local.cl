// CHECK: OpEntryPoint GLCompute {{%\w+}} "barrier_local"
// CHECK: OpControlBarrier
__kernel void barrier_local(__global const int *in, __global int *out) {
  __local int tile[64];
  size_t lid = get_local_id(0) & 63;
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[63 - lid];
}
