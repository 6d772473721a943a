// sub_group_reserve_read_pipe / sub_group_commit_read_pipe (PipeLayout.h
// offsets). The elected work-item claims the sub-group's range all or
// nothing, not aggregated: it loads the write frontier (256; the bound),
// fetch-and-adds the count to the read credits (512), then either
// fetch-and-adds it to the read position (384) or gives the credits back;
// the reservation is broadcast, and a sub-group control barrier with device
// memory scope and acquire-release semantics orders it before the packet
// loads (a short2: one relaxed word each; nothing stored into the ring).
// The commit: a sub-group barrier, the members' share of the tag stores
// (freeing the slots for the next lap), another sub-group barrier, their
// share of the release block counters, then the sub-group advances the read frontier
// (640) under the readers' advancer flag (960), with the readers' help word
// (992) loaded with the frontier, cleared by a helper and set in the
// hand-over, which also reads the read position (384). No work-group
// barrier, no fence outside the barriers but the advance's, no __local
// memory; never the writers' counters (0, 128, 928, 896); every atomic
// relaxed at device scope.
// Semantics: 0 = relaxed, 328 = AcquireRelease|WorkgroupMemory|
// UniformMemory; scope 1 = Device, 3 = Subgroup.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "sub_group_read"
// CHECK: OpCapability GroupNonUniform
// Fences: one in each frontier advance (for a helper); on desktop and
// swiftshader three more in its loops (before its compare-and-swap, after
// the flag is given back, after the help word is set); lavapipe, which
// loses invocations to fences in those loops, has none there.
// CHECK-COUNT-1-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-4-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-4-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-0: {{OpMemoryBarrier (?!%uint_1 %uint_24648$)}}
// CHECK-COUNT-0: {{OpVariable %\w+ Workgroup}}
// CHECK-COUNT-3: {{OpControlBarrier %uint_3 %uint_1 %uint_24904$}}
// CHECK-COUNT-0: {{OpControlBarrier (?!%uint_3 %uint_1 %uint_24904$)}}
// Not aggregated: no scan of the work-items' counts.
// CHECK-COUNT-0: {{OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan }}
// No acquire or release atomic, none at another scope than the device.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange)\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomic(?!Load |Store |IAdd |ISub |Exchange |CompareExchange )}}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// Exactly: the tags stored (the one store into a slot), the help word
// cleared and set; credits, position and block counters added; one
// give-back; the flag taken and given back; one compare-and-swap; the
// bound, the packet word and 35 loads in the advance (the first two, the
// frontier and the help word; 3 in the hand-over: the frontier, the
// position and its tag).
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-3: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-3: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-COUNT-37: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|928|896)$}}
// The claim, by the elected work-item.
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
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_384$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpControlBarrier %uint_3 %uint_1 %uint_24904$}}
// The packet word, nothing else of the ring.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpControlBarrier %uint_3 %uint_1 %uint_24904$}}
// The commit: the members' tags, the barrier, their block counters.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpControlBarrier %uint_3 %uint_1 %uint_24904$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// The advance: the frontier and the help word (992) loaded, a fence (for a
// helper); the frontier's slot, the flag taken by exchange, the help word
// cleared (by a helper); the scan's compare-and-swap, the flag given back,
// the frontier's slot checked again; the hand-over: the help word set, the
// frontier, the read position (384) and the tag of the newest claimed slot. Only loads, exchanges, the compare-and-swap and the help word's
// stores; the position only in the hand-over.
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
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void sub_group_read(__read_only pipe short2 in, __global short2 *out,
                             __global int *status) {
  size_t g = get_global_id(0);
  uint n = get_sub_group_size();
  reserve_id_t r = sub_group_reserve_read_pipe(in, n);
  int s = -1;
  if (is_valid_reserve_id(r)) {
    short2 v;
    s = read_pipe(in, r, n - 1 - get_sub_group_local_id(), &v);
    sub_group_commit_read_pipe(in, r);
    out[g] = v;
  }
  status[g] = s;
}
