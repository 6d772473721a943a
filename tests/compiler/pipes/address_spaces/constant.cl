// write_pipe from __constant memory: a __constant argument and a
// program-scope __constant array, 2- and 4-argument forms (read_pipe into
// __constant is invalid: constant_read.cl).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "constant_write"
// Three claims and commits (two write_pipe, one reservation): each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears the writers' help word (928) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-3: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-3: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-3: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-3: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-3: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-3: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-12-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-21-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-21-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: a uchar3 word per write (3), a tag per commit (3)
// and the help word's two per commit (6).
// CHECK-COUNT-12: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK: {{OpAtomicStore %\w+ %uint_1 }}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__constant uchar3 table[4] = {(uchar3)(1, 2, 3), (uchar3)(4, 5, 6),
                              (uchar3)(7, 8, 9), (uchar3)(10, 11, 12)};

__kernel void constant_write(__write_only pipe uchar3 out,
                             __constant uchar3 *arg, __global int *status) {
  size_t g = get_global_id(0);
  int st = write_pipe(out, arg + g);
  st |= write_pipe(out, &table[g & 3]) << 1;
  reserve_id_t r = reserve_write_pipe(out, 4);
  if (is_valid_reserve_id(r)) {
    for (uint k = 0; k < 4; ++k)
      st |= write_pipe(out, r, k, table + (3 - k)) << (2 + k);
    commit_write_pipe(out, r);
  }
  status[g] = st;
}
