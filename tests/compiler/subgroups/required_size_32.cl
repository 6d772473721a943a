// A size per target: only the desktop profile (NVIDIA) runs sub-groups of
// 32, so only it records one; the others name the size they have.
// CHECK-desktop: OpExtInst %void {{%\w+}} 14 {{%\w+}} %uint_32
// ERROR-lavapipe: intel_reqd_sub_group_size(32) must be a sub-group size of target 'lavapipe' (8)
// ERROR-swiftshader: intel_reqd_sub_group_size(32) must be a sub-group size of target 'swiftshader' (4)
__kernel __attribute__((intel_reqd_sub_group_size(32))) void
sized32(__global uint *out) {
  out[get_global_id(0)] = get_max_sub_group_size();
}
