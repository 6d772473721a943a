// long, double and half: sub-group operations on 64/16-bit types
// (shaderSubgroupExtendedTypes); SwiftShader has none of the types.
// ERROR-swiftshader: long
// CHECK: OpGroupNonUniformIAdd %ulong %uint_3 Reduce
// CHECK: OpGroupNonUniformFMin %double %uint_3 InclusiveScan
// CHECK: OpGroupNonUniformShuffle %half %uint_3
// CHECK: OpGroupNonUniformBroadcast %v3ulong %uint_3
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void wide_types(__global long *a, __global double *b,
                         __global half *c, __global ulong3 *d) {
  size_t i = get_global_id(0);
  a[i] = sub_group_reduce_add(a[i]);
  b[i] = sub_group_scan_inclusive_min(b[i]);
  c[i] = sub_group_shuffle(c[i], 0u);
  d[i] = sub_group_broadcast(d[i], 2u);
}
