// Sub-group query: get_max_sub_group_size.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "max_sub_group_size"
__kernel void max_sub_group_size(__global uint *out) {
  out[get_global_id(0)] = get_max_sub_group_size();
}
