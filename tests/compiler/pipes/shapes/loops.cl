// Reservations in loops: a fixed number of reservations each filled by an
// inner loop, a read loop that drains a pipe until read_pipe fails, and a
// reservation whose size comes from get_pipe_num_packets.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "batches"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "drain"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "take_all"
// A claim and a commit per kernel: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
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
// Stores into the ring: the uint word of the write in the loop, a tag per
// commit (3) and the help word's two per commit (6).
// CHECK-COUNT-10: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK: OpLoopMerge
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void batches(__write_only pipe uint out, uint batches, uint size,
                      __global int *status) {
  size_t g = get_global_id(0);
  int failed = 0;
  for (uint b = 0; b < batches; ++b) {
    reserve_id_t r = reserve_write_pipe(out, size);
    if (!is_valid_reserve_id(r)) {
      ++failed;
      continue;
    }
    for (uint i = 0; i < size; ++i) {
      uint v = (uint)g * 1000u + b * size + i;
      write_pipe(out, r, i, &v);
    }
    commit_write_pipe(out, r);
  }
  status[g] = failed;
}

__kernel void drain(__read_only pipe uint in, __global uint *sums,
                    __global uint *counts) {
  uint sum = 0, count = 0, v;
  while (read_pipe(in, &v) == 0) {
    sum += v;
    ++count;
  }
  size_t g = get_global_id(0);
  sums[g] = sum;
  counts[g] = count;
}

__kernel void take_all(__read_only pipe uint in, __global uint *out,
                       __global int *status) {
  size_t g = get_global_id(0);
  uint n = get_pipe_num_packets(in) / get_global_size(0);
  reserve_id_t r = reserve_read_pipe(in, n);
  int s = -1;
  if (is_valid_reserve_id(r)) {
    s = 0;
    for (uint i = 0; i < n; ++i)
      s |= read_pipe(in, r, i, out + g * n + i);
    commit_read_pipe(in, r);
  }
  status[g] = s;
}
