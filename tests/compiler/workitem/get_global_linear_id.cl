// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_linear_id"
__kernel void global_linear_id(__global uint *out) {
  size_t id = get_global_linear_id();
  out[id] = (uint)(get_global_id(0) + get_global_id(1));
}
