// Packets of a packed 7-byte struct (alignment 1) read straight into and
// written from __global memory: the packet moves as 2 ring words, but in
// memory exactly its 7 bytes are touched, never the neighbour's. With 8-bit
// storage that is 7 byte stores; on swiftshader, without it, 7 atomic byte
// merges (and-then-or) into the words holding them.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "packed_read"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "packed_write"
// Only the statuses (one per kernel) are stored as whole words.
// CHECK-COUNT-2: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK-COUNT-7-desktop: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 1$}}
// CHECK-COUNT-7-lavapipe: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 1$}}
// CHECK-COUNT-7-swiftshader: OpAtomicOr
// CHECK-COUNT-7-swiftshader: OpAtomicAnd
// The write: 2 packet words, relaxed device-scope stores into the ring, and
// for each of the two commits (the read's and the write's) one tag store
// and, in the frontier advance, the help word (992 readers, 928 writers)
// cleared and set.
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-8: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
typedef struct __attribute__((packed)) {
  char c;
  int i;
  short s;
} packed;

__kernel void packed_read(__read_only pipe packed in, __global packed *buf,
                          __global int *status) {
  size_t g = get_global_id(0);
  status[g] = read_pipe(in, buf + g);
}

__kernel void packed_write(__write_only pipe packed out,
                           __global const packed *buf, __global int *status) {
  size_t g = get_global_id(0);
  status[g] = write_pipe(out, buf + g);
}
