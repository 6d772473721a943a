// Sub-group query: get_sub_group_size.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "sub_group_size"
// CHECK: OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce
__kernel void sub_group_size(__global uint *out) {
  out[get_global_id(0)] = get_sub_group_size();
}
