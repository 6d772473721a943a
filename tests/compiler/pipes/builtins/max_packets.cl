// get_pipe_max_packets reads the capacity, the header's uint at offset 768
// (PipeLayout.h), with a plain load (a constant the runtime writes): no
// atomic at all, no counter read, nothing claimed, stored in the pipe or
// waited for.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "max_packets"
// CHECK-COUNT-0: Barrier
// CHECK-COUNT-0: {{OpVariable %\w+ Workgroup}}
// CHECK-COUNT-0: OpGroupNonUniform
// CHECK-COUNT-0: OpAtomic
// CHECK-COUNT-0: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_(0|128|256|384|512|640|896|928|960|992)$}}
// Each call: the capacity's address, its load, the store of it.
// CHECK: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_768$}}
// CHECK-NOT: {{= (OpUConvert %ulong|OpIAddCarry %\w+ %\w+) %uint_\d+$}}
// CHECK: {{OpLoad %uint %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{OpLoad %uint %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
typedef struct {
  float x, y;
  int id;
} point;

__kernel void max_packets(__read_only pipe point in,
                          __write_only pipe uchar16 out,
                          __global uint *counts) {
  size_t g = get_global_id(0);
  counts[2 * g] = get_pipe_max_packets(in);
  counts[2 * g + 1] = get_pipe_max_packets(out);
}
