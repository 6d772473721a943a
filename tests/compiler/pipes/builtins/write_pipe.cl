// write_pipe, 2 arguments, from a __private packet (PipeLayout.h offsets):
// - the claim, aggregated over the sub-group's active work-items (an
//   exclusive scan and a reduction of their counts): the elected work-item
//   loads the read frontier (640; the bound, plus the capacity),
//   fetch-and-adds the total to the write credits (128), gives back what
//   does not fit, fetch-and-adds the granted total to the write position
//   (0); both results broadcast; a device-scope fence;
// - the packet (an int: one relaxed word store), then the commit: a fence,
//   the tag store, a fence, the commit block counters (by the elected
//   work-item for the sub-group);
// - the advance of the write frontier (256): the frontier and the writers'
//   help word (928) loaded together; a fence (for a helper); the tag of the
//   frontier's slot; the writers' advancer flag (896) taken by exchange, the
//   help word cleared (by a helper); the scan (the block counters, else 16
//   tags per work-item, reduced over the sub-group) and the compare-and-swap
//   on the frontier; the flag given back by exchange and the frontier's slot
//   checked again; then the hand-over: the help word set, the frontier, the
//   write position (0) and the tag of the newest claimed slot.
// A writer never touches the readers' credits (512), position (384), help
// word (992) or advancer flag (960), nor loads the offset of the release
// block counters (796). Every atomic is relaxed at device scope: the
// ordering is the fences' alone (lavapipe loses invocations with
// acquire/release atomics in loops). No control barrier and no __local
// memory: write_pipe may be called by any subset of the work-items.
// Semantics: 0 = relaxed, 72 = AcquireRelease|UniformMemory; scope 1 =
// Device, 3 = Subgroup.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "write_pipe_2"
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0: {{OpVariable %\w+ Workgroup}}
// Four fences, one of them the advance's for a helper (seven on desktop and
// swiftshader: three more in the advance's loops, see below), no other
// kind.
// CHECK-COUNT-4-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-0: {{OpMemoryBarrier (?!%uint_1 %uint_24648$)}}
// No acquire or release atomic, none at another scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange)\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Exactly: the packet word and the tag stored, the help word cleared and
// set; credits, position and the block counter added; one give-back; the
// flag taken and given back; one compare-and-swap; the bound, then
// 2 + 2 + 26 + 2 + 3 loads in the advance (the frontier and the help
// word, whether the commit holds the frontier's slot; the frontier and its
// slot's tag, twice; in the scan the frontier, its slot's tag, 8 block
// counters and 16 tags; in the hand-over the frontier, the position and
// one tag); and 21 tag addresses (the store, 20 loads).
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-4: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-3: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-36: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-COUNT-0: {{OpAtomic(?!Load |Store |IAdd |ISub |Exchange |CompareExchange )}}
// CHECK-COUNT-21: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(384|512|992|960)$}}
// The header's constants are plain loads; of the block counter arrays'
// offsets only the writers' (792) is loaded.
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_768$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_792$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK: {{OpLoad %uint %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-NOT: {{OpLoad }}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_800$}}
// The claim: nothing stored, fenced or of the advance before its fence.
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan %uint_1$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 Reduce %uint_1$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformElect %bool %uint_3$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_128$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_640$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// The bound is the read frontier plus the capacity.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIAdd %uint %\w+ %\w+$}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// The room: bound minus the old credits, 0 when negative.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpISub %uint %\w+ %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpULessThan %bool %\w+ %uint_2147483648$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Then only the packet word, the commit's fence, the tag, the second fence,
// the elected work-item's block counter update.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformElect %bool %uint_3$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// The advance: loads, exchanges, the compare-and-swap and the help word's
// two stores only (and the fence a helper needs; on desktop and swiftshader
// also the fence before the compare-and-swap, the one after the flag is
// given back and the one after the help word is set).
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_928$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpGroupNonUniformUMax %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_896$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// The help word cleared (by a helper that took the flag).
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_928$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// The scan: the frontier and its slot (broadcast from the elected
// work-item), 8 block counters per work-item (the end of the run of
// complete ones at their minimum), then 16 tags each, the length of the
// ready run summed.
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: OpLoopMerge
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier|%uint_1024 }}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpGroupNonUniformUMin %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic(?!Load )|ControlBarrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpGroupNonUniformUMin %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 Reduce %\w+$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// The flag given back, the frontier's slot checked again.
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_896$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// The hand-over: the help word set; the frontier, the write position and
// the tag of the newest claimed slot.
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_928$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|ControlBarrier}}
// CHECK: {{OpGroupNonUniformBroadcastFirst %uint %uint_3 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void write_pipe_2(__write_only pipe int out,
                           __global const int *in, __global int *status) {
  size_t g = get_global_id(0);
  int v = in[g] * 3;
  status[g] = write_pipe(out, &v);
}
