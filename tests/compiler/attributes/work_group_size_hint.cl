// CHECK: OpEntryPoint GLCompute {{%\w+}} "wgs_hint"
__kernel __attribute__((work_group_size_hint(64, 1, 1))) void
wgs_hint(__global float *out) {
  out[get_global_id(0)] = (float)get_local_id(0);
}
