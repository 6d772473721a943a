// Reservations in branches: of different sizes on either side of an if/else
// (the reserve_id_t joins after it), in a switch, and a commit that only some
// work-items reach (work-item level, so legal).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "if_else"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "switched"
// Five claims (two reserve_write_pipe, a reserve_read_pipe, a
// write_pipe and a read_pipe) and four commits: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-5: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-4: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-4: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-4: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-4: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-4: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-17-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-29-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-29-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: a short word per write (2), a tag per commit (4)
// and the help word's two per commit (8).
// CHECK-COUNT-14: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void if_else(__write_only pipe short out, __global const short *in,
                      __global int *status) {
  size_t g = get_global_id(0);
  uint n;
  reserve_id_t r;
  if (g & 1) {
    n = 1;
    r = reserve_write_pipe(out, 1);
  } else {
    n = 3;
    r = reserve_write_pipe(out, 3);
  }
  int s = -1;
  if (is_valid_reserve_id(r)) {
    s = 0;
    for (uint i = 0; i < n; ++i)
      s |= write_pipe(out, r, i, in + 3 * g + i);
    commit_write_pipe(out, r);
  }
  status[g] = s;
}

__kernel void switched(__read_only pipe short in, __write_only pipe short out,
                       __global short *buf, __global int *status) {
  size_t g = get_global_id(0);
  int s;
  switch (g % 3) {
  case 0: {
    reserve_id_t r = reserve_read_pipe(in, 1);
    s = read_pipe(in, r, 0, buf + g);
    if (is_valid_reserve_id(r))
      commit_read_pipe(in, r);
    break;
  }
  case 1:
    s = write_pipe(out, buf + g);
    break;
  default:
    s = read_pipe(in, buf + g);
  }
  status[g] = s;
}
