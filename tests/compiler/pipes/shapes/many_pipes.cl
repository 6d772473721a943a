// Sixteen pipes in one kernel: the 136-byte argument block no longer fits in
// lavapipe's and swiftshader's push constants and is read from a buffer
// there; every pipe address still comes from its own slot.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "many_pipes"
// Three reads and three writes (2 arguments): six claims and
// commits: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-6: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-6: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-6: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-6: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-6: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-6: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-24-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-42-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-42-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: an int word per write (3), a tag per commit (6) and
// the help word's two per commit (12).
// CHECK-COUNT-21: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void many_pipes(__read_only pipe int a0, __read_only pipe int a1,
                         __read_only pipe int a2, __read_only pipe int a3,
                         __read_only pipe int a4, __read_only pipe int a5,
                         __read_only pipe int a6, __read_only pipe int a7,
                         __write_only pipe int b0, __write_only pipe int b1,
                         __write_only pipe int b2, __write_only pipe int b3,
                         __write_only pipe int b4, __write_only pipe int b5,
                         __write_only pipe int b6, __write_only pipe int b7,
                         __global int *out) {
  int v = 0, s = 0;
  s |= read_pipe(a0, &v);
  s |= read_pipe(a7, &v) << 1;
  s |= read_pipe(a3, &v) << 2;
  s |= write_pipe(b0, &v) << 3;
  s |= write_pipe(b7, &v) << 4;
  s |= write_pipe(b4, &v) << 5;
  out[get_global_id(0)] = s + (int)get_pipe_num_packets(a5) +
                          (int)get_pipe_max_packets(b6) + v;
}
