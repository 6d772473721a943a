// CLK_NULL_RESERVE_ID is never valid: is_valid_reserve_id of it is a
// constant false, so the commit under it is dead and the kernel touches no
// pipe (no atomics at all) and stores the constant 9.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "null_reserve_id"
// CHECK-COUNT-0: OpAtomic
// CHECK-COUNT-0: OpControlBarrier
// CHECK: {{OpStore %\w+ %(int|uint)_9 }}
__kernel void null_reserve_id(__write_only pipe int out, __global int *flags) {
  reserve_id_t r = CLK_NULL_RESERVE_ID;
  flags[get_global_id(0)] = is_valid_reserve_id(r) ? 7 : 9;
  if (is_valid_reserve_id(r))
    commit_write_pipe(out, r);
}
