// Constant and run-time dimension indices (out of range: 1).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_size"
__kernel void global_size(__global uint *out, uint dim) {
  size_t g = get_global_id(0);
  out[2 * g] =
      (uint)(get_global_size(0) * get_global_size(1) * get_global_size(2));
  out[2 * g + 1] = (uint)get_global_size(dim);
}
