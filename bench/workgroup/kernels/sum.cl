// work_group_reduce_add as a whole-array reduction uses it (T int or
// float, defined by the build; the kernel is sum_T): each work-item adds
// its grid-stride share of the input in registers, four elements a load
// (vload4 of quad q = global id, + global size, ...: work-group g reads
// the 1024-element blocks g, g + groups, ...), then the work-group adds
// the work-items' sums with one collective, and work-item 0 stores the
// group's total at out[group]. reduce.cl measures a collective per 256
// elements; this is the reduction of 1 GiB a program writes with one.
// OpenCL C 3.0; work-groups of 256; blocks: the number of 256-element
// blocks of the input (the last 1024-element block may be partial).
#define NAME_OF(op, type) op##_##type
#define KERNEL(op, type) NAME_OF(op, type)
#define VEC4_OF(type) type##4
#define VEC4(type) VEC4_OF(type)
kernel __attribute__((reqd_work_group_size(256, 1, 1))) void
KERNEL(sum, T)(global const T *in, global T *out, uint blocks) {
  uint quads = blocks * 64;
  T acc = 0;
  for (uint q = get_global_id(0); q < quads; q += get_global_size(0)) {
    VEC4(T) v = vload4(q, in);
    acc += (v.x + v.y) + (v.z + v.w);
  }
  T s = work_group_reduce_add(acc);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = s;
}
