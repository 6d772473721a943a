// Clustered reductions: native where the device has clustered operations
// (desktop); elsewhere every lane reads its cluster's lanes by shuffles and
// keeps those the ballot of active lanes names (4 lanes: 4 shuffles).
// CHECK-desktop: OpGroupNonUniformIAdd %uint %uint_3 ClusteredReduce {{%[0-9]+}} %uint_4
// CHECK-desktop: OpGroupNonUniformFMax %float %uint_3 ClusteredReduce {{%[0-9]+}} %uint_2
// CHECK-NOT-lavapipe: ClusteredReduce
// CHECK-lavapipe: OpGroupNonUniformBallot %v4uint %uint_3 %true
// CHECK-COUNT-6-lavapipe: OpGroupNonUniformShuffle
// CHECK-COUNT-6-lavapipe: OpGroupNonUniformBallotBitExtract
// CHECK-COUNT-6-swiftshader: OpGroupNonUniformShuffle
// CHECK-NOT-swiftshader: GroupNonUniformClustered
__kernel void clustered(__global int *a, __global float *b) {
  size_t i = get_global_id(0);
  a[i] = sub_group_clustered_reduce_add(a[i], 4);
  b[i] = sub_group_clustered_reduce_max(b[i], 2u);
}
