// CHECK: OpEntryPoint GLCompute {{%\w+}} "reqd_wgs"
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void
reqd_wgs(__global int *out) {
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] =
      (int)get_local_size(0);
}
