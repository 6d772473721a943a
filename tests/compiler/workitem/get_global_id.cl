// Three dimensions, and a run-time index (out of range: 0).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_id"
__kernel void global_id(__global uint *out, uint dim) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t w = get_global_size(0), h = get_global_size(1);
  out[(z * h + y) * w + x] = (uint)(x + 10 * y + 100 * z + get_global_id(dim));
}
