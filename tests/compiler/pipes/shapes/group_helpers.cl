// A helper that makes a work-group reservation, called from two kernels:
// one with a __local array of its own, one with a __local argument. Each
// kernel reserves the __local slot that broadcasts the elected work-item's
// reservation, next to its own __local memory.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "with_array"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "with_argument"
// CHECK: {{OpVariable %\w+ Workgroup}}
// A work-group claim and commit per kernel: each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears the readers' help word (992) once and sets it once
// (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-2: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: a tag per commit and the help word's two; the reads
// store nothing into the ring (the packets are loaded).
// CHECK-COUNT-6: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK: {{OpControlBarrier %uint_2 %uint_1 }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
int grab(__read_only pipe int in, __local int *tile) {
  reserve_id_t r = work_group_reserve_read_pipe(in, get_local_size(0));
  int s = -1;
  if (is_valid_reserve_id(r)) {
    s = read_pipe(in, r, get_local_id(0), tile + get_local_id(0));
    work_group_commit_read_pipe(in, r);
  }
  return s;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void with_array(__read_only pipe int in, __global int *out) {
  __local int tile[64];
  size_t g = get_global_id(0);
  int s = grab(in, tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = s == 0 ? tile[63 - get_local_id(0)] : -1;
}

__kernel void with_argument(__read_only pipe int in, __global int *out,
                            __local int *tile) {
  size_t g = get_global_id(0);
  int s = grab(in, tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = s == 0 ? tile[get_local_size(0) - 1 - get_local_id(0)] : -1;
}
