// Packets in __local memory: elements of a kernel-scope __local array and of
// a __local argument, written from and read into, next to a work-group
// reservation (whose broadcast slot shares the __local arena).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "local_write"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "local_read"
// CHECK: {{OpVariable %\w+ Workgroup}}
// Four claims and commits (a 2-argument access and a
// work-group reservation per kernel): each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-4: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
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
// CHECK-COUNT-12-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-24-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-24-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: the int2's 2 words per write (2), a tag per commit
// (4) and the help word's two per commit (8).
// CHECK-COUNT-16: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK: {{OpControlBarrier %uint_2 }}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void local_write(__write_only pipe int2 out, __global const int2 *in,
                 __local int2 *arg, __global int *status) {
  __local int2 tile[64];
  size_t g = get_global_id(0), l = get_local_id(0);
  tile[l] = in[g];
  arg[l] = in[g] + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  int st = write_pipe(out, &tile[63 - l]);
  reserve_id_t r = work_group_reserve_write_pipe(out, 64);
  if (is_valid_reserve_id(r)) {
    st |= write_pipe(out, r, l, arg + (63 - l)) << 1;
    work_group_commit_write_pipe(out, r);
  }
  status[g] = st;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void local_read(__read_only pipe int2 in, __global int2 *out,
                __local int2 *arg, __global int *status) {
  __local int2 tile[64];
  size_t g = get_global_id(0), l = get_local_id(0);
  tile[l] = (int2)(0);
  int st = read_pipe(in, &tile[l]);
  reserve_id_t r = work_group_reserve_read_pipe(in, 64);
  if (is_valid_reserve_id(r)) {
    st |= read_pipe(in, r, l, arg + l) << 1;
    work_group_commit_read_pipe(in, r);
  } else {
    arg[l] = (int2)(-1);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * g] = tile[63 - l];
  out[2 * g + 1] = arg[63 - l];
  status[g] = st;
}
