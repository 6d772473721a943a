// sub_group_reserve_write_pipe / sub_group_commit_write_pipe (PipeLayout.h
// offsets). The elected work-item claims the sub-group's range all or
// nothing, not aggregated: it loads the read frontier (640; the bound, plus
// the capacity), fetch-and-adds the count to the write credits (128), then
// either fetch-and-adds it to the write position (0) or gives the credits
// back; the reservation is broadcast, and a sub-group control barrier with
// device memory scope and acquire-release semantics orders it before the
// packet stores (a short2: one relaxed word each). The commit: a sub-group
// barrier, the members' share of the tag stores, another sub-group barrier,
// their share of the commit block counters, then the sub-group advances the
// write frontier (256) under the writers' advancer flag (896), with the
// writers' help word (928) loaded with the frontier, cleared by a helper
// and set in the hand-over, which also reads the write position (0). No
// work-group barrier (the other sub-groups need not take part), no fence
// outside the barriers but the advance's, no __local memory; never the
// readers' counters (384, 512, 992, 960); every atomic relaxed at device
// scope.
// Semantics: 0 = relaxed, 328 = AcquireRelease|WorkgroupMemory|
// UniformMemory; scope 1 = Device, 3 = Subgroup.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "sub_group_write"
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
// Exactly: the packet word and the tag stored, the help word cleared and
// set; credits, position and block counters added; one give-back; the flag
// taken and given back; one compare-and-swap; the bound and 35 loads in the
// advance (the first two, the frontier and the help word: whether the
// commit holds the frontier's slot or help is asked for; 3 in the
// hand-over: the frontier, the position and its tag).
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-4: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-3: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-COUNT-36: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(384|512|992|960)$}}
// The claim, by the elected work-item.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformElect %bool %uint_3$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_128$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_640$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_0$}}
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
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
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
// The advance: the frontier and the help word (928) loaded, a fence (for a
// helper); the frontier's slot, the flag taken by exchange, the help word
// cleared (by a helper); the scan's compare-and-swap, the flag given back,
// the frontier's slot checked again; the hand-over: the help word set, the
// frontier, the write position (0) and the tag of the newest claimed slot. Only loads, exchanges, the compare-and-swap and the help word's
// stores; the position only in the hand-over.
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_928$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_896$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_928$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_928$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|384|512|640|992|960)$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(128|384|512|640|992|960)$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(128|384|512|640|992|960)$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(128|384|512|640|992|960)$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(128|384|512|640|992|960)$}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void sub_group_write(__write_only pipe short2 out,
                              __global const short2 *in,
                              __global int *status) {
  size_t g = get_global_id(0);
  reserve_id_t r = sub_group_reserve_write_pipe(out, get_sub_group_size());
  int s = -1;
  if (is_valid_reserve_id(r)) {
    s = write_pipe(out, r, get_sub_group_local_id(), in + g);
    sub_group_commit_write_pipe(out, r);
  }
  status[g] = s;
}
