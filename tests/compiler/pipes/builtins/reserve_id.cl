// is_valid_reserve_id on a reservation kept in a variable (its count is not
// 0), on CLK_NULL_RESERVE_ID (a constant false: 0 is stored), and on a
// variable reassigned from the null reservation after a commit (0 again).
// The reservation is the readers' work-item claim (read credits 512 against
// the write frontier 256, then the read position 384, with a give-back),
// fenced; the commit only where the reservation is valid: the fence, the
// tags, the fence, the block counters, the advance of the read frontier
// (640) under the readers' flag (960), with the readers' help word (992)
// loaded with the frontier, cleared by a helper and set in the hand-over,
// which also reads the read position (384).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "validity"
// Fences: one in each frontier advance (for a helper); on desktop and
// swiftshader three more in its loops (before its compare-and-swap, after
// the flag is given back, after the help word is set); lavapipe, which
// loses invocations to fences in those loops, has none there.
// CHECK-COUNT-4-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-0: OpControlBarrier
// No acquire or release atomic, none at another scope than the device.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange)\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomic(?!Load |Store |IAdd |ISub |Exchange |CompareExchange )}}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// Exactly: the tag store, the help word cleared and set; credits, position
// and block counters added; one give-back; the flag taken and given back;
// one compare-and-swap; the bound and 35 loads in the advance (the first
// two, the frontier and the help word: whether the commit holds the
// frontier's slot or help is asked for; 3 in the hand-over: the frontier,
// the position and its tag); never the writers' counters (0, 128, 928,
// 896).
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-3: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-3: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-COUNT-36: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|928|896)$}}
// The claim, aggregated over the sub-group.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformElect %bool %uint_3$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_512$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_384$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// The first two flags: the reservation's count compared with 0, and a
// constant 0; the commit under the first comparison.
// CHECK: {{OpINotEqual %bool %\w+ %uint_0$}}
// CHECK: {{OpSelect %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{OpStore %\w+ %uint_0 Aligned\|NonPrivatePointer 4$}}
// CHECK: OpBranchConditional
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// The commit and the advance (as in reserve_read_pipe.cl: the help word
// loaded with the frontier, cleared by a helper and set in the hand-over,
// which reads the read position and the newest claimed slot's tag).
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_640$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_992$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_960$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_992$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_640$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_992$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|384|512|896)$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|512|896)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_384$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|512|896)$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|512|896)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|928|512|896)$}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// The third flag: the null reservation again.
// CHECK: {{OpStore %\w+ %uint_0 Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void validity(__read_only pipe int in, uint n, __global int *flags) {
  size_t g = get_global_id(0);
  reserve_id_t r = reserve_read_pipe(in, n);
  reserve_id_t none = CLK_NULL_RESERVE_ID;
  flags[3 * g] = is_valid_reserve_id(r);
  flags[3 * g + 1] = is_valid_reserve_id(none);
  if (is_valid_reserve_id(r))
    commit_read_pipe(in, r);
  r = none;
  flags[3 * g + 2] = is_valid_reserve_id(r);
}
