// A kernel called as a function from another kernel, passing its pipe on.
// OPTIONS: -cl-std=CL2.0
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "inner"
// CHECK-COUNT-1: OpEntryPoint GLCompute {{%\w+}} "outer"
// A write_pipe in each kernel (inlined into outer): each claim fetch-and-adds
// credits and positions and may give credits back, each commit takes and
// gives back its side's advancer flag around one compare-and-swap on the
// frontier, and clears the writers' help word (928) once and sets it once
// (the hand-over).
// CHECK: {{OpAtomicIAdd %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicISub %uint %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_1$}}
// CHECK-COUNT-2: {{OpAtomicExchange %uint %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicCompareExchange %uint %\w+ %uint_1 %uint_0 %uint_0 }}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_0$}}
// CHECK-COUNT-2: {{OpAtomicStore %\w+ %uint_1 %uint_0 %uint_1$}}
// A fence after each work-item claim, two in each work-item commit, one in
// each frontier advance (for a helper). On desktop and swiftshader also
// three in each advance's loops (before its compare-and-swap, after the
// flag is given back, after the help word is set); lavapipe, which loses
// invocations to fences in those loops, has none there.
// CHECK-COUNT-8-lavapipe: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-14-desktop: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// CHECK-COUNT-14-swiftshader: {{OpMemoryBarrier %uint_1 %uint_24648$}}
// Every atomic relaxed at device scope.
// CHECK-COUNT-0: {{= OpAtomic(?!CompareExchange|And |Or )\w+ %\w+ %\w+ (?!%uint_1 %uint_0( |$))}}
// (Byte merges into __global or __local words, and-then-or, where there
// is no 8- or 16-bit storage: relaxed, at the memory's scope.)
// CHECK-COUNT-0: {{OpAtomic(And|Or) %\w+ %\w+ %\w+ (?!%uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicCompareExchange %\w+ %\w+ (?!%uint_1 %uint_0 %uint_0 )}}
// CHECK-COUNT-0: {{OpAtomicStore %\w+ (?!%uint_1 %uint_0 )}}
// Stores into the ring: a float word, a tag and the help word's two per
// write_pipe.
// CHECK-COUNT-8: {{OpAtomicStore %\w+ %uint_1 %uint_0 }}
// CHECK-COUNT-0-swiftshader: {{OpCapability \w*(8|16|64)}}
__kernel void inner(__write_only pipe float out, __global int *status) {
  float v = (float)get_global_id(0);
  status[get_global_id(0)] = write_pipe(out, &v);
}

__kernel void outer(__write_only pipe float out, __global int *status) {
  inner(out, status);
  status[get_global_id(0)] += 10;
}
