// Sub-group query: get_num_sub_groups.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "num_sub_groups"
__kernel void num_sub_groups(__global uint *out) {
  out[get_global_id(0)] = get_num_sub_groups();
}
