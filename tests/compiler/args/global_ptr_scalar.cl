// A __global pointer argument: a device address from push constants turned
// into a PhysicalStorageBuffer pointer (uvec2 bitcast without int64).
// CHECK-COUNT-0-swiftshader: OpTypeInt 64
// CHECK: OpEntryPoint GLCompute {{%\w+}} "global_ptr_scalar"
// CHECK: {{OpVariable %\w+ PushConstant}}
// CHECK-desktop: {{OpConvertUToPtr %_ptr_PhysicalStorageBuffer_\w+}}
// CHECK-lavapipe: {{OpConvertUToPtr %_ptr_PhysicalStorageBuffer_\w+}}
// CHECK-swiftshader: {{OpBitcast %_ptr_PhysicalStorageBuffer_\w+}}
__kernel void global_ptr_scalar(__global int *data) {
  size_t g = get_global_id(0);
  data[g] = data[g] + 1;
}
