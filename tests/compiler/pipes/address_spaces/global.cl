// Packets in __global memory: write_pipe from a const __global pointer and
// read_pipe straight into a __global pointer (an element and a member of a
// struct array, and a pointer variable), 2- and 4-argument forms.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "global_write"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "global_read"
// Seven claims and commits (3 and 4 per kernel): each claim fetch-and-adds
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
// Stores into the ring: the entry's 4 words per entry write (3), the ushort3's 2
// words, a tag per commit (7) and the help word's two per commit (14).
// CHECK-COUNT-35: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
typedef struct {
  uint key;
  ushort3 val;
} entry;

__kernel void global_write(__write_only pipe ushort3 vals,
                           __write_only pipe entry entries,
                           __global const entry *in, __global int *status) {
  size_t g = get_global_id(0);
  int st = write_pipe(entries, in + g);
  st |= write_pipe(vals, &in[g].val) << 1;
  reserve_id_t r = reserve_write_pipe(entries, 2);
  if (is_valid_reserve_id(r)) {
    st |= write_pipe(entries, r, 1, &in[2 * g]) << 2;
    st |= write_pipe(entries, r, 0, &in[2 * g + 1]) << 3;
    commit_write_pipe(entries, r);
  }
  status[g] = st;
}

__kernel void global_read(__read_only pipe ushort3 vals,
                          __read_only pipe entry entries, __global entry *out,
                          __global ushort3 *vout, __global int *status) {
  size_t g = get_global_id(0);
  int st = read_pipe(entries, out + g);
  st |= read_pipe(vals, &out[g].val) << 1;
  __global ushort3 *p = vout + g;
  st |= read_pipe(vals, p) << 2;
  reserve_id_t r = reserve_read_pipe(vals, 3);
  if (is_valid_reserve_id(r)) {
    for (uint k = 0; k < 3; ++k)
      st |= read_pipe(vals, r, k, vout + 3 * g + k) << (3 + k);
    commit_read_pipe(vals, r);
  }
  status[g] = st;
}
