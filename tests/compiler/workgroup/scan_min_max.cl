// Scans: the sub-group's own scan, combined with the partials of the
// sub-groups before it; min and max pick the signedness of the type. A
// sub-group's total is its last invocation's inclusive scan (an exclusive
// scan combined with the invocation's own value), stored by that
// invocation: no sub-group reduction of its own. The partials before it:
// for 32-bit integers in rounds of sub-group reductions, for floats read
// directly where there are up to eight (as reduce_int.cl says).
// CHECK: OpGroupNonUniformSMin %uint %uint_3 InclusiveScan
// CHECK-NOT: OpGroupNonUniformElect
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK: OpIEqual %bool
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK-NOT: OpULessThanEqual
// CHECK: OpGroupNonUniformSMin %uint %uint_3 Reduce
// CHECK: OpGroupNonUniformUMax %uint %uint_3 ExclusiveScan
// CHECK: OpExtInst %uint {{%[0-9a-z_]+}} UMax
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK-NOT: OpULessThanEqual
// CHECK: OpGroupNonUniformFAdd %float %uint_3 InclusiveScan
// CHECK-NOT: OpGroupNonUniformElect
// CHECK: OpULessThanEqual %bool {{%[0-9a-z_]+}} %uint_8
// CHECK: OpFAdd %float
// CHECK: OpGroupNonUniformFAdd %float %uint_3 Reduce
__kernel void scan_min_max(__global int *a, __global uint *b,
                           __global float *c) {
  size_t i = get_global_id(0);
  a[i] = work_group_scan_inclusive_min(a[i]);
  b[i] = work_group_scan_exclusive_max(b[i]);
  c[i] = work_group_scan_inclusive_add(c[i]);
}
