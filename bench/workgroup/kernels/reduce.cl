// work_group_reduce_add on T (int or float, defined by the build; the
// kernel is reduce_T), one collective per 256 elements: each work-group
// loops over whole blocks of 256 consecutive elements (block b = group,
// group + groups, ..., a grid-stride over blocks, so any BYTES fits one 1-D
// dispatch of the default grid), each work-item loads one element of the
// block, and work-item 0 stores the block's sum at out[b]. The loop bound
// is uniform over the work-group, as a collective needs. OpenCL C 3.0
// (work-group collective functions); work-groups of 256. blocks: the
// number of 256-element blocks of the input.
#define NAME_OF(op, type) op##_##type
#define KERNEL(op, type) NAME_OF(op, type)
kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
KERNEL(reduce, T)(global const T *in, global T *out, uint blocks) {
  uint lid = get_local_id(0);
  for (uint b = get_group_id(0); b < blocks; b += get_num_groups(0)) {
    T s = work_group_reduce_add(in[b * 256 + lid]);
    if (lid == 0)
      out[b] = s;
  }
}
