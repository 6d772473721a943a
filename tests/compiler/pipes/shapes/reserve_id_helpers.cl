// reserve_id_t as a value: returned from a helper that reserves, kept in a
// variable, passed to helpers that fill and commit, copied, two of them
// returned from one helper (reserve_id_pointer.cl: through a pointer).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "producer"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "consumer"
// Three claims and commits (one in producer, two in consumer): each claim fetch-and-adds
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
// Stores into the ring: the float4's 4 words, a tag per commit (3) and the
// help word's two per commit (6).
// CHECK-COUNT-13: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0: OpControlBarrier
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
reserve_id_t claim(__write_only pipe float4 p, uint n) {
  return reserve_write_pipe(p, n);
}

int fill(__write_only pipe float4 p, reserve_id_t r, uint n,
         __global const float4 *src) {
  int s = 0;
  for (uint i = 0; i < n; ++i)
    s |= write_pipe(p, r, i, src + i);
  return s;
}

void publish(__write_only pipe float4 p, reserve_id_t r) {
  if (is_valid_reserve_id(r))
    commit_write_pipe(p, r);
}

__kernel void producer(__write_only pipe float4 out, __global const float4 *in,
                       uint n, __global int *status) {
  size_t g = get_global_id(0);
  reserve_id_t r = claim(out, n);
  reserve_id_t copy = r;
  int s = -1;
  if (is_valid_reserve_id(copy))
    s = fill(out, copy, n, in + g * n);
  publish(out, r);
  status[g] = s;
}

typedef struct {
  reserve_id_t main, spare;
} two_ids;

two_ids take_ids(__read_only pipe float4 p) {
  two_ids ids;
  ids.spare = reserve_read_pipe(p, 1);
  ids.main = reserve_read_pipe(p, 2);
  return ids;
}

__kernel void consumer(__read_only pipe float4 in, __global float4 *out,
                       __global int *status) {
  size_t g = get_global_id(0);
  two_ids ids = take_ids(in);
  reserve_id_t r = ids.main, spare = ids.spare;
  int s = 0;
  if (is_valid_reserve_id(r)) {
    s |= read_pipe(in, r, 0, out + 3 * g);
    s |= read_pipe(in, r, 1, out + 3 * g + 1);
    commit_read_pipe(in, r);
  }
  if (is_valid_reserve_id(spare)) {
    s |= read_pipe(in, spare, 0, out + 3 * g + 2) << 1;
    commit_read_pipe(in, spare);
  }
  status[g] = s;
}
