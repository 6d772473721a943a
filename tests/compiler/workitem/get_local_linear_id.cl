// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_linear_id"
__kernel void local_linear_id(__global uint *out) {
  out[get_global_linear_id()] = (uint)get_local_linear_id();
}
