// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_offset"
__kernel void global_offset(__global uint *out) {
  size_t g = get_global_id(0) - get_global_offset(0);
  out[g] = (uint)(get_global_offset(0) + get_global_offset(1) * 1000);
}
