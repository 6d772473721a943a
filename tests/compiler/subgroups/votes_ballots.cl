// Votes and ballots: one instruction each on every target. inverse_ballot
// is a bit extract at the lane's own id (no uniformity asked of the mask);
// the masks are Vulkan's built-ins.
// CHECK: OpGroupNonUniformAll %bool %uint_3
// CHECK: OpGroupNonUniformAny %bool %uint_3
// CHECK: OpGroupNonUniformElect %bool %uint_3
// CHECK: OpGroupNonUniformAllEqual %bool %uint_3
// CHECK: OpGroupNonUniformBallot %v4uint %uint_3
// CHECK: OpGroupNonUniformBallotBitExtract %bool %uint_3
// CHECK: OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce
// CHECK: OpGroupNonUniformBallotBitCount %uint %uint_3 InclusiveScan
// CHECK: OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan
// CHECK: OpGroupNonUniformBallotFindLSB %uint %uint_3
// CHECK: OpGroupNonUniformBallotFindMSB %uint %uint_3
// CHECK-NOT: OpGroupNonUniformInverseBallot
__kernel void votes_ballots(__global int *out, __global uint4 *masks) {
  int x = (int)get_global_id(0);
  __global int *o = out + x * 12;
  o[0] = sub_group_all(x > 3);
  o[1] = sub_group_any(x > 3);
  o[2] = sub_group_elect();
  o[3] = sub_group_non_uniform_all_equal(x / 100);
  uint4 b = sub_group_ballot(x & 1);
  o[4] = sub_group_inverse_ballot(b);
  o[5] = sub_group_ballot_bit_extract(b, 3u);
  o[6] = sub_group_ballot_bit_count(b);
  o[7] = sub_group_ballot_inclusive_scan(b);
  o[8] = sub_group_ballot_exclusive_scan(b);
  o[9] = sub_group_ballot_find_lsb(b);
  o[10] = sub_group_ballot_find_msb(b);
  masks[x * 5] = get_sub_group_eq_mask();
  masks[x * 5 + 1] = get_sub_group_ge_mask();
  masks[x * 5 + 2] = get_sub_group_gt_mask();
  masks[x * 5 + 3] = get_sub_group_le_mask();
  masks[x * 5 + 4] = get_sub_group_lt_mask();
}
