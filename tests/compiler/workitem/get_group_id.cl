// CHECK: OpEntryPoint GLCompute {{%\w+}} "group_id"
__kernel void group_id(__global uint *out) {
  size_t g = get_global_id(0);
  out[g] = (uint)(get_group_id(0) + 1000 * get_group_id(1) +
                  1000000 * get_group_id(2));
}
