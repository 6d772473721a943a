// get_pipe_num_packets on a read_only and a write_only pipe (PipeLayout.h
// offsets): relaxed device-scope loads of the write frontier (256) and of
// the read position (384): the committed packets not yet claimed, their
// difference taken as 0 when negative (wrapping counters) and clamped to
// the capacity (768, a plain load of the header's constant). Nothing
// claimed, committed or stored in the pipe, no other counter read, no
// fence or barrier, no sub-group operation.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "num_packets"
// CHECK-COUNT-0: Barrier
// CHECK-COUNT-0: {{OpVariable %\w+ Workgroup}}
// CHECK-COUNT-0: OpGroupNonUniform
// Two loads per call, relaxed, at device scope; no other atomic.
// CHECK-COUNT-4: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-COUNT-0: {{OpAtomic(?!Load %uint %\w+ %uint_1 %uint_0$)}}
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|512|640|896|928|960|992)$}}
// The capacity, then the first call: the write frontier, the read position,
// max(frontier - position, 0) (a difference of 2^31 or more is negative),
// at most the capacity, stored.
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_768$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK: {{OpLoad %uint %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_256$}}
// CHECK-NOT: OpAtomic
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: OpAtomic
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_384$}}
// CHECK-NOT: OpAtomic
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpISub %uint %\w+ %\w+$}}
// CHECK: {{OpULessThan %bool %\w+ %uint_2147483648$}}
// CHECK: {{OpSelect %uint %\w+ %\w+ %uint_0$}}
// CHECK: {{OpUGreaterThan %bool %\w+ %\w+$}}
// CHECK: {{OpSelect %uint %\w+ %\w+ %\w+$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// The second call likewise.
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK-NOT: OpAtomic
// CHECK: {{OpAtomicLoad %uint %\w+ %uint_1 %uint_0$}}
// CHECK: {{OpISub %uint %\w+ %\w+$}}
// CHECK: {{OpULessThan %bool %\w+ %uint_2147483648$}}
// CHECK: {{OpSelect %uint %\w+ %\w+ %uint_0$}}
// CHECK: {{OpUGreaterThan %bool %\w+ %\w+$}}
// CHECK: {{OpSelect %uint %\w+ %\w+ %\w+$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void num_packets(__read_only pipe int in, __write_only pipe char out,
                          __global uint *counts) {
  size_t g = get_global_id(0);
  counts[2 * g] = get_pipe_num_packets(in);
  counts[2 * g + 1] = get_pipe_num_packets(out);
}
