// intel_reqd_sub_group_size (cl_intel_required_subgroup_size): the size is
// in the reflection (RequiredSubgroupSize, op 14) for the runtime to ask of
// Vulkan; a size the target does not offer is refused where it is written.
// CHECK-lavapipe: OpEntryPoint GLCompute {{%\w+}} "sized8"
// CHECK-lavapipe: OpExtInst %void {{%\w+}} 14 {{%\w+}} %uint_8
// ERROR-desktop: intel_reqd_sub_group_size(8) must be a sub-group size of target 'desktop' (32)
// ERROR-AT-desktop: 11:25
// ERROR-swiftshader: intel_reqd_sub_group_size(8) must be a sub-group size of target 'swiftshader' (4)
// ERROR-AT-swiftshader: 11:25
#ifdef cl_intel_required_subgroup_size
__kernel __attribute__((intel_reqd_sub_group_size(8))) void
sized8(__global int *out) {
  out[get_global_id(0)] = sub_group_reduce_add((int)get_sub_group_local_id());
}
#endif
