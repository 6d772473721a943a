// With reqd_work_group_size as well: 16 x 4 = 64 work-items in sub-groups
// of 4 (SwiftShader holds up to 64 of them per work-group), both recorded.
// CHECK-swiftshader: OpExtInst %void {{%\w+}} 3 {{%\w+}} %uint_16 %uint_4 %uint_1
// CHECK-swiftshader: OpExtInst %void {{%\w+}} 14 {{%\w+}} %uint_4
// ERROR-lavapipe: intel_reqd_sub_group_size(4) must be a sub-group size of target 'lavapipe' (8)
// ERROR-desktop: intel_reqd_sub_group_size(4) must be a sub-group size of target 'desktop' (32)
__kernel __attribute__((reqd_work_group_size(16, 4, 1)))
__attribute__((intel_reqd_sub_group_size(4))) void
scan4(__global int *data) {
  size_t i = get_global_linear_id();
  data[i] = sub_group_scan_inclusive_add(data[i]);
}
