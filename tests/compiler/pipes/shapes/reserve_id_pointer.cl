// reserve_id_t through a __private pointer: a helper stores a reservation
// through one, another loads it back through one. In memory a reservation
// takes two words, which clang sizes like a pointer: targets with 64-bit
// pointers (desktop, lavapipe) keep it in the private arena; swiftshader
// (32-bit pointers, no int64) cannot, and says so at each access.
// OPTIONS: -cl-std=CL2.0
// ERROR-swiftshader: a reserve_id_t stored in memory (through a pointer, in an array or struct) needs int64 (64-bit pointers), which target 'swiftshader' does not have
// ERROR-AT-swiftshader: 82:6
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "reserve_id_pointer"
// The reservation: the readers' claim (read credits 512 against the write
// frontier 256, then the read position 384), aggregated over the sub-group,
// then the fence; its two words are stored into the private arena and loaded
// back for the reads (two packet words, relaxed loads); the commit fences
// before and after the tags, adds to the block counters, then advances the read
// frontier (640) under the readers' flag (960): the readers' help word (992)
// loaded with the frontier, a fence (for a helper), the help word cleared once
// the flag is taken; in the hand-over the help word set and, after the
// frontier, the read position (384) loaded.
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_512$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_384$}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: OpAtomic
// CHECK: {{OpAccessChain %_ptr_Function_uint %vkcl_private_arena }}
// CHECK-NOT: OpAtomic
// CHECK: {{OpStore %\w+ %\w+$}}
// CHECK-NOT: OpAtomic
// CHECK: {{OpStore %\w+ %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{OpAtomic|Barrier}}
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 %\w+$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_640$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_992$}}
// CHECK: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_960$}}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_992$}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_640$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_992$}}
// CHECK: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_384$}}
// Stores into the ring: the tag (the one store into a slot) and the help
// word's two.
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-1: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-3: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// Fences: one in the frontier advance for a helper; on desktop three more in
// its loops (before its compare-and-swap, after the flag is given back,
// after the help word is set); lavapipe, which loses invocations to fences
// in those loops, has none there.
// CHECK-COUNT-4-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-7-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange)\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|928|896)$}}
void claim(__read_only pipe float p, __private reserve_id_t *r, uint n) {
  *r = reserve_read_pipe(p, n);
}

int valid(__private const reserve_id_t *r) { return is_valid_reserve_id(*r); }

__kernel void reserve_id_pointer(__read_only pipe float in, __global float *out,
                                 __global int *status) {
  size_t g = get_global_id(0);
  reserve_id_t r;
  claim(in, &r, 2);
  int s = valid(&r);
  if (s) {
    read_pipe(in, r, 0, out + 2 * g);
    read_pipe(in, r, 1, out + 2 * g + 1);
    commit_read_pipe(in, r);
  }
  status[g] = s;
}
