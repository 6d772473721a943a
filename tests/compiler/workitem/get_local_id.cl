// Work-groups run 1-D in Vulkan (x*y*z wide), so OpenCL's 3-D local id is
// rebuilt from LocalInvocationIndex with the specialized sizes, and the
// Vulkan work-group size is (x*y*z, 1, 1).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "local_id"
// CHECK: BuiltIn LocalInvocationIndex
// CHECK: BuiltIn WorkgroupSize
// CHECK: {{OpSpecConstantOp %uint IMul}}
// CHECK: OpUMod
__kernel void local_id(__global uint *out) {
  size_t g = get_global_id(0) + get_global_id(1) * get_global_size(0);
  out[g] =
      (uint)(get_local_id(0) + 100 * get_local_id(1) + 10000 * get_local_id(2));
}
