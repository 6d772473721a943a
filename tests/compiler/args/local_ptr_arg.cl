// A __local pointer argument: an offset into the arena set at dispatch.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_ptr_arg"
// CHECK: {{OpVariable %\w+ Workgroup}}
__kernel void local_ptr_arg(__global const float *in, __global float *out,
                            __local float *scratch) {
  size_t lid = get_local_id(0);
  size_t n = get_local_size(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[n - 1 - lid];
}
