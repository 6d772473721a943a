// Several pipes per kernel, of different packet types: a merge (two read_only
// pipes into one write_only pipe) and a split (one read_only pipe into three
// write_only pipes, one of them of a struct). Each pipe is its own argument
// in the reflection, with its name and packet type name (the strings
// are shared: "float" appears once).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "merge"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "split"
// CHECK: OpString "merge"
// CHECK: OpString "left"
// CHECK: OpString "float"
// CHECK: OpString "right"
// CHECK: OpString "merged"
// CHECK: OpString "split"
// CHECK: OpString "in"
// CHECK: OpString "pair"
// CHECK: OpString "small"
// CHECK: OpString "large"
// CHECK: OpString "pairs"
// Seven read_pipe/write_pipe calls (3 in merge, 4 in split): each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-7: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-7: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-7: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-7: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-7: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-7: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-28-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-49-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-49-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: a float word per float write (3), the pair's 2 words,
// a tag per commit (7) and the help word's two per commit (14).
// CHECK-COUNT-26: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
typedef struct {
  int key;
  float value;
} pair;

__kernel void merge(__read_only pipe float left, __read_only pipe float right,
                    __write_only pipe float merged, __global int *status) {
  float a, b;
  int s = read_pipe(left, &a);
  s |= read_pipe(right, &b) << 1;
  if (s == 0) {
    float m = a + b;
    s |= write_pipe(merged, &m) << 2;
  }
  status[get_global_id(0)] = s;
}

__kernel void split(__read_only pipe pair in, __write_only pipe float small,
                    __write_only pipe float large, __write_only pipe pair pairs,
                    float threshold, __global int *status) {
  pair p;
  int s = read_pipe(in, &p);
  if (s == 0) {
    if (p.value < threshold)
      s = write_pipe(small, &p.value);
    else
      s = write_pipe(large, &p.value);
    s |= write_pipe(pairs, &p) << 1;
  }
  status[get_global_id(0)] = s;
}
