// A helper taking a __local pointer into the kernel's local array.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "helper_local_ptr"
float neighbour_sum(__local const float *tile, int lid, int n) {
  return tile[lid] + tile[(lid + 1) % n];
}

__kernel void helper_local_ptr(__global const float *in, __global float *out) {
  __local float tile[64];
  int lid = (int)get_local_id(0) & 63;
  size_t g = get_global_id(0);
  tile[lid] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = neighbour_sum(tile, lid, 64);
}
