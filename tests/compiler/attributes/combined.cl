// All three attributes on one kernel, none on the other.
// CHECK-COUNT-2: OpEntryPoint GLCompute
__kernel __attribute__((reqd_work_group_size(16, 1, 1)))
__attribute__((work_group_size_hint(16, 1, 1)))
__attribute__((vec_type_hint(int))) void
with_attributes(__global int *out) {
  out[get_global_id(0)] = (int)get_local_id(0);
}

__kernel void without_attributes(__global int *out) {
  out[get_global_id(0)] = 0;
}
