// work_group_reduce_add on int: a sub-group reduce, the partial stored by
// the elected invocation into the group scratch between two work-group
// barriers, then every invocation combines the partials. Up to eight
// sub-groups: each of the eight slots loaded and added where below the
// count, straight-line (selects, no identity added); more: rounds of
// sub-group reduces, a first in straight-line code (a lane past the count
// selects the identity), further ones in a loop.
// CHECK: OpGroupNonUniformIAdd %uint %uint_3 Reduce
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK: OpGroupNonUniformElect
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK: OpULessThanEqual %bool {{%[0-9a-z_]+}} %uint_8
// CHECK: OpAccessChain %_ptr_Workgroup_uint %vkcl_local_arena {{(%uint_0 )?}}%uint_0
// CHECK: OpAccessChain %_ptr_Workgroup_uint %vkcl_local_arena {{(%uint_0 )?}}%uint_14
// CHECK: OpIAdd %uint
// CHECK: OpULessThan %bool %uint_7
// CHECK: OpSelect %uint
// CHECK: OpGroupNonUniformIAdd %uint %uint_3 Reduce
// CHECK: OpLoopMerge
// CHECK: OpGroupNonUniformIAdd %uint %uint_3 Reduce
// CHECK-NOT: OpGroupNonUniformIAdd
__kernel void reduce_int(__global int *out) {
  out[get_global_id(0)] = work_group_reduce_add((int)get_global_id(0));
}
