// Work-group and sub-group reservations in uniform control flow: in a loop
// with a uniform trip count, under a branch on a kernel argument, and both
// levels in one kernel, in a 2-D work-group (the elected work-item and the
// indices come from the flattened local id).
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "group_loop"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "two_d"
// CHECK: {{OpVariable %\w+ Workgroup}}
// Four claims and commits (a sub-group and a work-group write
// in the loop, a work-group read and a sub-group write): each claim fetch-and-adds
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
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: a float word per write (3), a tag per commit (4)
// and the help word's two per commit (8).
// CHECK-COUNT-15: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK: {{OpControlBarrier %uint_2 }}
// CHECK: OpLoopMerge
// CHECK: {{OpGroupNonUniform\w+ %\w+ %uint_3 }}
// CHECK-COUNT-0: {{OpAtomic\w+ %(ulong|long|ushort|uchar) }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void group_loop(__write_only pipe float out, __global const float *in,
                         uint rounds, int use_sub_groups,
                         __global int *status) {
  size_t g = get_global_id(0), l = get_local_id(0);
  int s = 0;
  for (uint k = 0; k < rounds; ++k) {
    float v = in[g] + (float)k;
    if (use_sub_groups) {
      reserve_id_t r =
          sub_group_reserve_write_pipe(out, get_sub_group_size());
      if (is_valid_reserve_id(r)) {
        s |= write_pipe(out, r, get_sub_group_local_id(), &v);
        sub_group_commit_write_pipe(out, r);
      }
    } else {
      reserve_id_t r = work_group_reserve_write_pipe(out, get_local_size(0));
      if (is_valid_reserve_id(r)) {
        s |= write_pipe(out, r, l, &v);
        work_group_commit_write_pipe(out, r);
      }
    }
  }
  status[g] = s;
}

__kernel __attribute__((reqd_work_group_size(8, 4, 1)))
void two_d(__read_only pipe float in, __write_only pipe float out,
           __global float *buf, __global int *status) {
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t i = y * get_global_size(0) + x;
  uint l = get_local_id(1) * 8 + get_local_id(0);
  int s = 0;
  reserve_id_t r = work_group_reserve_read_pipe(in, 32);
  if (is_valid_reserve_id(r)) {
    s = read_pipe(in, r, 31 - l, buf + i);
    work_group_commit_read_pipe(in, r);
  }
  reserve_id_t w = sub_group_reserve_write_pipe(out, get_sub_group_size());
  if (is_valid_reserve_id(w)) {
    s |= write_pipe(out, w, get_sub_group_local_id(), buf + i) << 1;
    sub_group_commit_write_pipe(out, w);
  }
  status[i] = s;
}
