// Shuffles are one instruction each; rotates (no driver has
// SPV_KHR_subgroup_rotate) are shuffles from (id + delta) mod the maximum
// sub-group size, or within the cluster.
// CHECK: OpGroupNonUniformShuffle %uint %uint_3
// CHECK: OpGroupNonUniformShuffleXor %float %uint_3
// CHECK: OpGroupNonUniformShuffleUp %uint %uint_3
// CHECK: OpGroupNonUniformShuffleDown %uint %uint_3
// CHECK: OpUMod %uint
// CHECK: OpGroupNonUniformShuffle %uint %uint_3
// CHECK: OpBitwiseAnd %uint {{%[0-9]+}} %uint_4294967288
// CHECK: OpUMod %uint {{%[0-9]+}} %uint_8
// CHECK: OpGroupNonUniformShuffle %uint %uint_3
// CHECK-NOT: RotateKHR
__kernel void shuffles_rotate(__global int *a, __global float *b,
                              __global uint *c) {
  size_t i = get_global_id(0);
  a[i] = sub_group_shuffle(a[i], c[i]);
  b[i] = sub_group_shuffle_xor(b[i], 1u);
  a[i] += sub_group_shuffle_up(a[i], 2u);
  a[i] += sub_group_shuffle_down(a[i], 2u);
  a[i] += sub_group_rotate(a[i], 3);
  c[i] = sub_group_clustered_rotate(c[i], -1, 8u);
}
