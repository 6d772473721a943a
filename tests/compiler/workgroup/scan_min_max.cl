// Scans: the sub-group's own scan, combined with the partials of the
// sub-groups before it; min and max pick the signedness of the type.
// CHECK: OpGroupNonUniformSMin %uint %uint_3 InclusiveScan
// CHECK: OpGroupNonUniformUMax %uint %uint_3 ExclusiveScan
// CHECK: OpGroupNonUniformFAdd %float %uint_3 InclusiveScan
__kernel void scan_min_max(__global int *a, __global uint *b,
                           __global float *c) {
  size_t i = get_global_id(0);
  a[i] = work_group_scan_inclusive_min(a[i]);
  b[i] = work_group_scan_exclusive_max(b[i]);
  c[i] = work_group_scan_inclusive_add(c[i]);
}
