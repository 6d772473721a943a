// TARGETS: lavapipe
// A required size bounds the work-group to maxComputeWorkgroupSubgroups
// (32 on lavapipe) sub-groups of that size: 256 work-items, not 512.
// ERROR: a reqd_work_group_size of 512 work-items in sub-groups of 8 needs more than 32 sub-groups per work-group, which target 'lavapipe' does not have
__kernel __attribute__((reqd_work_group_size(512, 1, 1)))
__attribute__((intel_reqd_sub_group_size(8))) void
too_many(__global uint *out) {
  out[get_global_id(0)] = get_sub_group_id();
}
