// work_group_scan_inclusive_add on float: a per-block inclusive scan, out[i]
// the sum of in[b * 256 .. i] for the 256-element block b holding i (4
// bytes read and 4 written per element). Grid-stride over whole blocks as
// reduce_float.cl: one collective per block, a uniform loop bound. OpenCL C
// 3.0; work-groups of 256. blocks: the number of 256-element blocks.
kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
scan_float(global const float *in, global float *out, uint blocks) {
  uint lid = get_local_id(0);
  for (uint b = get_group_id(0); b < blocks; b += get_num_groups(0)) {
    uint i = b * 256 + lid;
    out[i] = work_group_scan_inclusive_add(in[i]);
  }
}
