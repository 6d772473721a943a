// A barrier in a loop with a uniform trip count (tree reduction).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "barrier_in_loop"
// CHECK: OpLoopMerge
// CHECK: OpControlBarrier
__kernel void barrier_in_loop(__global const float *in, __global float *out) {
  __local float sums[256];
  uint lid = (uint)get_local_id(0);
  uint n = (uint)get_local_size(0);
  sums[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = n / 2; s > 0; s >>= 1) {
    if (lid < s)
      sums[lid] += sums[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = sums[0];
}
