// reserve_write_pipe, write_pipe with 4 arguments and commit_write_pipe by
// one work-item (PipeLayout.h offsets). The reservation of 4 packets, made
// after an early return and checked with is_valid_reserve_id, is
// aggregated over the sub-group's active work-items: the elected
// work-item loads the read frontier (640; the bound, plus the capacity),
// fetch-and-adds the total to the write credits (128), gives back what does
// not fit and fetch-and-adds the granted total to the write position (0);
// both broadcast; a device-scope fence. Then the packet stores (one relaxed
// word per uint, in the kernel's loop), the commit's fence, the tag stores,
// the second fence, the work-item's own fetch-and-adds on the commit block
// counters (no election: each work-item commits its own range), and
// the advance of the write frontier (256) under the writers' advancer flag
// (896), with the writers' help word (928) loaded with the frontier, cleared
// by a helper and set in the hand-over, which also reads the write position
// (0). A writer never touches the readers' counters (384, 512, 992, 960).
// Every atomic is relaxed at device scope: the ordering is the fences'.
// Semantics: 0 = relaxed, 72 = AcquireRelease|UniformMemory; scope 1 =
// Device, 3 = Subgroup.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "reserve_write"
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0: {{OpVariable %\w+ Workgroup}}
// Fences: one in each frontier advance (for a helper); on desktop and
// swiftshader three more in its loops (before its compare-and-swap, after
// the flag is given back, after the help word is set); lavapipe, which
// loses invocations to fences in those loops, has none there.
// CHECK-COUNT-4-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-0: {{OpMemoryBarrier (?!%uint_1 %uint_24648$)}}
// No acquire or release atomic, none at another scope than the device.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange)\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomic(?!Load |Store |IAdd |ISub |Exchange |CompareExchange )}}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// Exactly: the packet word and the tag stored (each in a loop), the help
// word cleared and set; credits, position and block counters added; one
// give-back; the flag taken and given back; one compare-and-swap; the bound
// and 35 loads in the advance (the first two, the frontier and the help
// word: whether the commit holds the frontier's slot or help is asked for;
// 3 in the hand-over: the frontier, the position and its tag).
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
// The count (4) checked against the capacity, then the claim.
// CHECK: {{OpULessThanEqual %bool %uint_4 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpGroupNonUniformIAdd %uint %uint_3 Reduce %\w+$}}
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
// The packet word in the kernel's loop, nothing else of the ring.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: OpLoopMerge
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// The commit: the tags, the fence, the work-item's block counters.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
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
__kernel void reserve_write(__write_only pipe uint out,
                            __global const uint *in, uint n,
                            __global int *status) {
  size_t g = get_global_id(0);
  if (g >= n)
    return;
  reserve_id_t r = reserve_write_pipe(out, 4);
  int s = is_valid_reserve_id(r) ? 0 : -1;
  if (is_valid_reserve_id(r)) {
    for (uint i = 0; i < 4; ++i)
      s |= write_pipe(out, r, i, in + 4 * g + (3 - i));
    commit_write_pipe(out, r);
  }
  status[g] = s;
}
