// Packets in __private memory: a scalar variable (&v), an element of a
// private array (&a[i], i dynamic), a struct member (&s.m), a __private
// pointer variable and a private struct packet, for both read_pipe and
// write_pipe. The packet words move
// between Function variables and the ring with device-scope atomics.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "private_write"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "private_read"
// Ten read_pipe/write_pipe calls: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears its side's help word (928 writers, 992 readers) once
// and sets it once (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-10: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-10: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-10: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-10: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-10: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-10: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-40-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-70-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-70-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: the float4's 4 words per float4 write (4), the record's 8,
// a tag per commit (10) and the help word's two per commit (20).
// CHECK-COUNT-54: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
typedef struct {
  int tag;
  float4 m;
} record;

__kernel void private_write(__write_only pipe float4 vecs,
                            __write_only pipe record recs,
                            __global const float4 *in, uint i,
                            __global int *status) {
  size_t g = get_global_id(0);
  float4 v = in[g];
  float4 a[4] = {in[g + 1], in[g + 2], in[g + 3], in[g + 4]};
  record s = {(int)g, v * 2.0f};
  int st = write_pipe(vecs, &v);
  st |= write_pipe(vecs, &a[i & 3]) << 1;
  st |= write_pipe(vecs, &s.m) << 2;
  st |= write_pipe(recs, &s) << 3;
  __private float4 *p = &a[(i + 1) & 3];
  st |= write_pipe(vecs, p) << 4;
  status[g] = st;
}

__kernel void private_read(__read_only pipe float4 vecs,
                           __read_only pipe record recs, uint i,
                           __global float4 *out, __global int *status) {
  size_t g = get_global_id(0);
  float4 v = 0.0f;
  float4 a[4] = {0.0f, 1.0f, 2.0f, 3.0f};
  record s = {0, 0.0f};
  int st = read_pipe(vecs, &v);
  st |= read_pipe(vecs, &a[i & 3]) << 1;
  st |= read_pipe(vecs, &s.m) << 2;
  __private float4 *p = &a[(i + 2) & 3];
  st |= read_pipe(vecs, p) << 4;
  out[4 * g] = v;
  out[4 * g + 1] = a[0] + a[1] + a[2] + a[3];
  out[4 * g + 2] = s.m;
  st |= read_pipe(recs, &s) << 3;
  out[4 * g + 3] = s.m + (float)s.tag;
  status[g] = st;
}
