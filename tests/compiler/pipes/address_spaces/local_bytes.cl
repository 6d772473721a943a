// Byte-sized packets in __local memory: char3 (4 bytes, one ring word) and
// uchar (1 byte) packets read into and written from a __local array. On
// swiftshader, without 8-bit storage, the single bytes are merged into the
// __local words.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "local_bytes"
// CHECK: {{OpVariable %\w+ Workgroup}}
// Five claims and commits (four 2-argument accesses and a
// work-group reservation): each claim fetch-and-adds
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
// CHECK-COUNT-18-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-33-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-33-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Three writes of one word each, and a tag store and the help word's two
// for each of the five commits (the two reads, the two writes and the
// work-group commit).
// CHECK-COUNT-18: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void local_bytes(__read_only pipe char3 in3, __write_only pipe char3 out3,
                 __read_only pipe uchar in1, __write_only pipe uchar out1,
                 __global int *status, __global uchar *bytes) {
  __local char3 tile3[32];
  __local uchar tile1[33];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile3[l] = (char3)(1, 2, 3);
  tile1[l + 1] = (uchar)l;
  int s = read_pipe(in3, &tile3[l]);
  s |= read_pipe(in1, &tile1[l + 1]) << 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  s |= write_pipe(out3, &tile3[31 - l]) << 2;
  s |= write_pipe(out1, tile1 + (32 - l)) << 3;
  reserve_id_t r = work_group_reserve_write_pipe(out1, 32);
  if (is_valid_reserve_id(r)) {
    s |= write_pipe(out1, r, l, &tile1[l]) << 4;
    work_group_commit_write_pipe(out1, r);
  }
  bytes[g] = tile1[l] + (uchar)tile3[l].z;
  status[g] = s;
}
