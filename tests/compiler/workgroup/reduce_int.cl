// work_group_reduce_add on int: a sub-group reduce, the partial stored by
// the elected invocation into the group scratch between two work-group
// barriers, then every invocation combines the partials with sub-group
// reduces again: a first round in straight-line code (a lane past the
// count selects the identity), further rounds in a loop.
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK: OpGroupNonUniformElect
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK: OpSelect %uint
// CHECK: OpGroupNonUniformIAdd %uint %uint_3 Reduce
// CHECK: OpLoopMerge
// CHECK-COUNT-3: OpGroupNonUniformIAdd
__kernel void reduce_int(__global int *out) {
  out[get_global_id(0)] = work_group_reduce_add((int)get_global_id(0));
}
