// The emitter's own output (-O0) for every builtin form is valid SPIR-V:
// nothing relies on the optimizer to clean it up.
// OPTIONS: -cl-std=CL2.0 -O0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "unoptimized"
// CHECK: {{OpVariable %\w+ Workgroup}}
// Five claims and commits (2-argument write and read, a
// work-item, a work-group and a sub-group reservation): each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-5: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-5: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-5: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-5: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-5: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-5: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-15-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-30-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-30-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: the struct's 2 words per write (3), a tag per commit
// (5) and the help word's two per commit (10).
// CHECK-COUNT-21: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK: {{OpControlBarrier %uint_2 }}
// CHECK: {{OpGroupNonUniform\w+ %\w+ %uint_3 }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
typedef struct {
  char c;
  int i;
} ci;

__kernel void unoptimized(__read_only pipe ci in, __write_only pipe ci out,
                          __global ci *buf, __global int *status) {
  size_t g = get_global_id(0);
  ci v = buf[g];
  int s = write_pipe(out, &v);
  s |= read_pipe(in, buf + g) << 1;
  reserve_id_t r = reserve_write_pipe(out, 1);
  if (is_valid_reserve_id(r)) {
    s |= write_pipe(out, r, 0, &v) << 2;
    commit_write_pipe(out, r);
  }
  r = work_group_reserve_read_pipe(in, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    s |= read_pipe(in, r, get_local_id(0), &v) << 3;
    work_group_commit_read_pipe(in, r);
  }
  r = sub_group_reserve_write_pipe(out, get_sub_group_size());
  if (is_valid_reserve_id(r)) {
    s |= write_pipe(out, r, get_sub_group_local_id(), &v) << 4;
    sub_group_commit_write_pipe(out, r);
  }
  buf[g] = v;
  status[g] = s + (int)get_pipe_num_packets(in) +
              (int)get_pipe_max_packets(out) +
              is_valid_reserve_id(CLK_NULL_RESERVE_ID);
}
