// Sixteen pipes in one kernel: the 136-byte argument block no longer fits in
// lavapipe's and swiftshader's push constants and is read from a buffer
// there; every pipe address still comes from its own slot.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "many_pipes"
// Three reads and three writes (2 arguments): six claims and
// commits: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier.
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-6: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-6: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-6: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-6: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// A fence after each work-item claim, two in each work-item commit.
// On desktop and swiftshader also two in each frontier advance (before
// its compare-and-swap, after the flag is given back); lavapipe, which
// loses invocations to fences in those loops, has none there.
// CHECK-COUNT-18-lavapipe: {{OpMemoryBarrier %uint_1 %uint_72$}}
// CHECK-COUNT-30-desktop: {{OpMemoryBarrier %uint_1 %uint_72$}}
// CHECK-COUNT-30-swiftshader: {{OpMemoryBarrier %uint_1 %uint_72$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: an int word per write (3) and a tag per commit (6).
// CHECK-COUNT-9: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
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
