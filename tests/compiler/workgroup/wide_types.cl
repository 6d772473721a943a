// long, double and half need sub-group operations on 64/16-bit types;
// SwiftShader has neither type.
// ERROR-swiftshader: long
// CHECK: OpGroupNonUniformIAdd %ulong %uint_3 Reduce
// CHECK: OpGroupNonUniformFMax %double %uint_3 Reduce
// CHECK: OpGroupNonUniformFMin %half %uint_3 ExclusiveScan
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void wide_types(__global long *a, __global double *b,
                         __global half *c) {
  size_t i = get_global_id(0);
  a[i] = work_group_reduce_add(a[i]);
  b[i] = work_group_reduce_max(b[i]);
  c[i] = work_group_scan_exclusive_min(c[i]);
}
