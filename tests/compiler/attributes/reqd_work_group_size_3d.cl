// A 3-D required size within every target's limit (4 * 4 * 4 = 64).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "reqd_wgs_3d"
__kernel __attribute__((reqd_work_group_size(4, 4, 4))) void
reqd_wgs_3d(__global int *out) {
  __local int tile[64];
  size_t l = get_local_linear_id();
  tile[l] = (int)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_linear_id()] = tile[63 - l];
}
