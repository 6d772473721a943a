// Sub-group query: get_enqueued_num_sub_groups.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "enqueued_num_sub_groups"
__kernel void enqueued_num_sub_groups(__global uint *out) {
  out[get_global_id(0)] = get_enqueued_num_sub_groups();
}
