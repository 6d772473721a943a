// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_size"
__kernel void local_size(__global uint *out, uint dim) {
  size_t g = get_global_id(0);
  out[g] = (uint)(get_local_size(0) * 10000 + get_local_size(1) * 100 +
                  get_local_size(2) + get_local_size(dim));
}
