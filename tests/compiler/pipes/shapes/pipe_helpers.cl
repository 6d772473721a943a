// Pipes passed to helper functions: a helper that writes, one that reads and
// returns the packet through a __private pointer, and a pipe passed on
// through two levels of helpers. The helpers take the pipe object's address
// like any other argument.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "relay"
// A read_pipe and a write_pipe: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-2: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-8-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-14-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-14-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: the int2's 2 words, a tag per commit (2) and the
// help word's two per commit (4).
// CHECK-COUNT-8: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
int put(__write_only pipe int2 p, int2 v) { return write_pipe(p, &v); }

int take(__read_only pipe int2 p, __private int2 *v) { return read_pipe(p, v); }

int forward(__read_only pipe int2 from, __write_only pipe int2 to) {
  int2 v;
  int s = take(from, &v);
  return s != 0 ? s : put(to, v + 1);
}

uint fill(__read_only pipe int2 a, __write_only pipe int2 b) {
  return get_pipe_num_packets(a) + get_pipe_max_packets(b);
}

__kernel void relay(__read_only pipe int2 in, __write_only pipe int2 out,
                    __global int *status, __global uint *levels) {
  size_t g = get_global_id(0);
  status[g] = forward(in, out);
  levels[g] = fill(in, out);
}
