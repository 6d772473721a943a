// Sub-group query: get_sub_group_id.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "sub_group_id"
__kernel void sub_group_id(__global uint *out) {
  out[get_global_id(0)] = get_sub_group_id();
}
