// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_id"
// CHECK: BuiltIn LocalInvocationId
__kernel void local_id(__global uint *out) {
  size_t g = get_global_id(0) + get_global_id(1) * get_global_size(0);
  out[g] =
      (uint)(get_local_id(0) + 100 * get_local_id(1) + 10000 * get_local_id(2));
}
