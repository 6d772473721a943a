// work_group_reserve_read_pipe / work_group_commit_read_pipe (PipeLayout.h
// offsets). After a work-group barrier (Workgroup memory scope: the __local
// scratch's last use is over), the work-item of local id 0 claims the
// work-group's range all or nothing: it loads the write frontier (256; the
// bound), fetch-and-adds the count to the read credits (512), then either
// fetch-and-adds it to the read position (384) or gives the credits back; it
// stores the reservation's two words at offset 0 of the __local arena (16 bytes
// reserved) and a device-scope fence, and a work-group barrier (Workgroup
// memory scope) orders it before every member loads it back and
// before the packet loads (4 relaxed words of an int4 each; nothing stored into
// the ring). The commit: a work-group barrier with device memory scope, the
// members' share of the tag stores (freeing the slots for the next lap),
// another such barrier, their share of the release block counters, then the
// first sub-group (local id minus sub-group local id is 0) advances the read
// frontier (640) under the readers' advancer flag (960), with the readers' help
// word (992) loaded with the frontier, cleared by a helper and set in the
// hand-over, which also reads the read position (384). No sub-group barrier, no
// fence outside the barriers but the claimer's and the advance's; never the
// other side's counters (0, 128, 928, 896); every ring atomic relaxed at device
// scope, the scratch plain loads and stores.
// Semantics: 0 = relaxed, 264 = AcquireRelease|WorkgroupMemory, 328 =
// AcquireRelease|WorkgroupMemory|UniformMemory; scope 1 = Device,
// 2 = Workgroup, 3 = Subgroup.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "work_group_read"
// The __local arena: the scratch's 4 words.
// CHECK: {{%vkcl_local_arena_words = OpSpecConstant %uint 4$}}
// CHECK: {{OpVariable %\w+ Workgroup}}
// Fences: one in each frontier advance (for a helper); on desktop and
// swiftshader three more in its loops (before its compare-and-swap, after
// the flag is given back, after the help word is set); lavapipe, which
// loses invocations to fences in those loops, has none there.
// CHECK-COUNT-2-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-5-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-5-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-0: {{OpMemoryBarrier (?!%uint_1 %uint_24648$)}}
// CHECK-COUNT-0: {{OpControlBarrier %uint_3 }}
// CHECK-COUNT-2: {{OpControlBarrier %uint_2 %uint_1 %uint_24904$}}
// CHECK-COUNT-2: {{OpControlBarrier %uint_2 %uint_2 %uint_24840$}}
// CHECK-COUNT-0: {{OpControlBarrier (?!%uint_2 %uint_1 %uint_24904$|%uint_2 %uint_2 %uint_24840$)}}
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
// bound, the 4 packet words and 35 loads in the advance (the first two, the
// frontier and the help word: whether the commit holds the frontier's slot
// or help is asked for; 3 in the hand-over: the frontier, the position and
// its tag).
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-3: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-3: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-1: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 %\w+ %\w+$}}
// CHECK-COUNT-40: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|928|896)$}}
// The claim, by local id 0, through the __local scratch.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpControlBarrier %uint_2 %uint_2 %uint_24840$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIEqual %bool %\w+ %uint_0$}}
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
// CHECK: {{OpAccessChain %_ptr_Workgroup_uint %vkcl_local_arena (%uint_0 )?%uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{^OpStore %\w+ %\w+ NonPrivatePointer$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAccessChain %_ptr_Workgroup_uint %vkcl_local_arena (%uint_0 )?%uint_1$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{^OpStore %\w+ %\w+ NonPrivatePointer$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpControlBarrier %uint_2 %uint_2 %uint_24840$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAccessChain %_ptr_Workgroup_uint %vkcl_local_arena (%uint_0 )?%uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpLoad %uint %\w+ NonPrivatePointer$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAccessChain %_ptr_Workgroup_uint %vkcl_local_arena (%uint_0 )?%uint_1$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpLoad %uint %\w+ NonPrivatePointer$}}
// The packet words, nothing else of the ring.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpControlBarrier %uint_2 %uint_1 %uint_24904$}}
// The commit: the members' tags, the barrier, their block counters.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIAdd %uint %uint_1024 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpControlBarrier %uint_2 %uint_1 %uint_24904$}}
// CHECK-NOT: {{OpAtomic|Barrier|OpGroupNonUniformElect}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// The first sub-group advances, when the group's range holds the frontier
// or help is asked for: the frontier and the help word (992) loaded, "in
// the range" reduced over the sub-group, a fence (for a helper); the
// frontier's slot, the flag taken, the help word cleared (by a helper); the
// scan's compare-and-swap, the flag given back, the frontier's slot checked
// again; the hand-over: the help word set, the frontier, the read position
// (384) and the tag of the newest claimed slot.
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpISub %uint %\w+ %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpIEqual %bool %\w+ %uint_0$}}
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
__kernel void work_group_read(__read_only pipe int4 in, __global int4 *out,
                              __global int *status) {
  size_t g = get_global_id(0);
  reserve_id_t r = work_group_reserve_read_pipe(in, get_local_size(0));
  int s = -1;
  if (is_valid_reserve_id(r)) {
    int4 v;
    s = read_pipe(in, r, get_local_id(0), &v);
    work_group_commit_read_pipe(in, r);
    out[g] = v;
  }
  status[g] = s;
}
