// Sub-group query: get_sub_group_local_id. Vulkan lane ids may have gaps
// (inactive lanes), OpenCL's are dense: the entry point counts the active
// lanes below each invocation with a ballot, before any divergence.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute {{%\w+}} "sub_group_local_id"
// CHECK: OpGroupNonUniformBallot
// CHECK: OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan
__kernel void sub_group_local_id(__global uint *out) {
  out[get_global_id(0)] = get_sub_group_local_id();
}
