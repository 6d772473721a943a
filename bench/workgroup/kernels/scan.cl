// work_group_scan_inclusive_add on T (int or float, defined by the build;
// the kernel is scan_T): a per-block inclusive scan, out[i] the sum of
// in[b * 256 .. i] for the 256-element block b holding i (4 bytes read and
// 4 written per element). Grid-stride over whole blocks as reduce.cl: one
// collective per block, a uniform loop bound. OpenCL C 3.0; work-groups of
// 256. blocks: the number of 256-element blocks.
#define NAME_OF(op, type) op##_##type
#define KERNEL(op, type) NAME_OF(op, type)
kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
KERNEL(scan, T)(global const T *in, global T *out, uint blocks) {
  uint lid = get_local_id(0);
  for (uint b = get_group_id(0); b < blocks; b += get_num_groups(0)) {
    uint i = b * 256 + lid;
    out[i] = work_group_scan_inclusive_add(in[i]);
  }
}
