// 64-bit atomics on __local memory go through an aliased ulong[] view of
// the local arena (explicit workgroup layout).
// TARGETS: desktop
// CHECK: OpName {{%\w+}} "vkcl.local_arena_longs"
// CHECK: OpAtomicIAdd %ulong
__kernel void int64_local(__global ulong *out) {
  __local ulong sum;
  if (get_local_id(0) == 0)
    sum = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atom_add(&sum, (ulong)get_local_id(0) << 33);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = sum;
}
