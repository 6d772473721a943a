// CHECK: OpEntryPoint GLCompute {{%\w+}} "enqueued_local_size"
__kernel void enqueued_local_size(__global uint *out) {
  size_t g = get_global_id(0);
  out[g] = (uint)(get_enqueued_local_size(0) - get_local_size(0));
}
