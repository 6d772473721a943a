// CHECK: OpEntryPoint GLCompute {{%\w+}} "num_groups"
__kernel void num_groups(__global uint *out, uint dim) {
  size_t g = get_global_id(0);
  out[g] =
      (uint)(get_num_groups(0) * 100 + get_num_groups(1) + get_num_groups(dim));
}
