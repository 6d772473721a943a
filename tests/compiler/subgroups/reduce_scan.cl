// Reductions and scans, uniform and non-uniform: one group instruction
// each. char lives in a 32-bit register, so its sum is re-extended from 8
// bits afterwards; the logical reductions are bitwise ones on 0/1 words.
// CHECK: OpGroupNonUniformIAdd %uint %uint_3 Reduce
// CHECK: OpGroupNonUniformSMin %uint %uint_3 InclusiveScan
// CHECK: OpGroupNonUniformUMax %uint %uint_3 ExclusiveScan
// CHECK: OpGroupNonUniformFAdd %float %uint_3 Reduce
// CHECK: OpGroupNonUniformIAdd %uint %uint_3 Reduce
// CHECK: OpShiftLeftLogical %uint {{%[0-9]+}} %uint_24
// CHECK: OpShiftRightArithmetic %uint {{%[0-9]+}} %uint_24
// CHECK: OpGroupNonUniformIMul %uint %uint_3 InclusiveScan
// CHECK: OpGroupNonUniformFMul %float %uint_3 Reduce
// CHECK: OpGroupNonUniformBitwiseXor %uint %uint_3 ExclusiveScan
// CHECK: OpGroupNonUniformBitwiseAnd %uint %uint_3 Reduce
// CHECK: OpGroupNonUniformBitwiseOr %uint %uint_3 InclusiveScan
__kernel void reduce_scan(__global int *out, __global uint *u,
                          __global float *f, __global char *c) {
  size_t i = get_global_id(0);
  out[i] = sub_group_reduce_add(out[i]);
  out[i] += sub_group_scan_inclusive_min(out[i]);
  u[i] = sub_group_scan_exclusive_max(u[i]);
  f[i] = sub_group_reduce_add(f[i]);
  c[i] = sub_group_reduce_add(c[i]);
  if (i % 3) {
    out[i] = sub_group_non_uniform_scan_inclusive_mul(out[i]);
    f[i] = sub_group_non_uniform_reduce_mul(f[i]);
    u[i] = sub_group_non_uniform_scan_exclusive_xor(u[i]);
    out[i] += sub_group_non_uniform_reduce_logical_and(out[i]);
    out[i] += sub_group_non_uniform_scan_inclusive_logical_or(out[i]);
  }
}
