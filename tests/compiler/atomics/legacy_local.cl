// OpenCL 1.x atomics on __local memory work at work-group scope (2) on the
// local arena; atom_* (cl_khr_local_int32_*_atomics) are the same functions.
// CHECK: OpAtomicIAdd %uint {{%\w+}} %uint_2 %uint_0
// CHECK: OpAtomicUMin %uint {{%\w+}} %uint_2 %uint_0
// CHECK: OpAtomicIIncrement %uint {{%\w+}} %uint_2 %uint_0
__kernel void legacy_local(__global uint *out) {
  __local uint counter[2];
  if (get_local_id(0) == 0)
    counter[0] = counter[1] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&counter[0], 1u);
  atom_min(&counter[1], (uint)get_local_id(0));
  atom_inc(&counter[1]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = counter[0] + counter[1];
}
