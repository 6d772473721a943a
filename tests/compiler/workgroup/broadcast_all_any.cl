// broadcast goes through slot 0 of the scratch from the work-item whose
// linear local id matches; all/any reduce 0/1 words with UMin/UMax.
// CHECK: OpIEqual %bool
// CHECK: OpGroupNonUniformUMin %uint %uint_3 Reduce
// CHECK: OpGroupNonUniformUMax %uint %uint_3 Reduce
__kernel void broadcast_all_any(__global float *f, __global int *out) {
  size_t i = get_global_id(0);
  f[i] = work_group_broadcast(f[i], 1, 2);
  out[i] = work_group_all(out[i] > 0) + work_group_any(out[i] < 0);
}
