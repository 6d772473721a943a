// Several __local variables of different types in one kernel.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_multiple"
// CHECK: {{OpVariable %\w+ Workgroup}}
__kernel void local_multiple(__global const int *in, __global int *out) {
  __local int counts[32];
  __local float4 vecs[16];
  __local short small[8];
  size_t lid = get_local_id(0);
  counts[lid & 31] = in[get_global_id(0)];
  vecs[lid & 15] = (float4)((float)lid);
  small[lid & 7] = (short)lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] =
      counts[(lid + 3) & 31] + (int)vecs[(lid + 1) & 15].y + small[lid & 7];
}
