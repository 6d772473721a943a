// A __local array in the kernel lives in the Workgroup local arena.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_array"
// CHECK: {{OpVariable %\w+ Workgroup}}
// CHECK: OpControlBarrier
__kernel void local_array(__global const float *in, __global float *out) {
  __local float tile[128];
  size_t lid = get_local_id(0);
  size_t g = get_global_id(0);
  tile[lid & 127] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tile[(lid + 1) & 127] - tile[lid & 127];
}
