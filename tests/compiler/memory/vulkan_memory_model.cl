// Modules use Vulkan's memory model (spirv/MemoryModel.h): accesses to
// __global and __local memory are NonPrivatePointer, a private array's
// are not, a barrier makes __local memory available and visible and a
// release fence makes __global memory available. Every preset has
// vulkanMemoryModel; the GLSL450 form is tests/spirv/memory_model_test.cpp's.
// OPTIONS: -cl-std=CL2.0
// CHECK: OpCapability VulkanMemoryModel
// CHECK: OpCapability VulkanMemoryModelDeviceScope
// CHECK: OpMemoryModel PhysicalStorageBuffer64 Vulkan
// CHECK: {{OpVariable %_ptr_Function__arr_uint_uint_8 Function}}
// The copy into the private array: a non-private load, a private store.
// CHECK: {{OpLoad %uint %\w+ Aligned\|NonPrivatePointer 4$}}
// CHECK: {{^OpStore %\w+ %\w+$}}
// The private element into __local memory.
// CHECK: {{= OpLoad %uint %\w+$}}
// CHECK: {{^OpStore %\w+ %\w+ NonPrivatePointer$}}
// CHECK: OpControlBarrier %uint_2 %uint_2 %uint_24840
// CHECK: {{OpLoad %uint %\w+ NonPrivatePointer$}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 4$}}
// Release on global memory: UniformMemory | Release | MakeAvailable
// (lavapipe leaves fences out: TargetProfile::fencesInDivergentLoops).
// CHECK-desktop: OpMemoryBarrier %uint_1 %uint_8260
// CHECK-swiftshader: OpMemoryBarrier %uint_1 %uint_8260
// CHECK-COUNT-0: SequentiallyConsistent
kernel void vulkan_memory_model(global int *g, local int *l, int i) {
  int p[8];
  for (int k = 0; k < 8; ++k)
    p[k] = g[k];
  l[get_local_id(0)] = p[i & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  g[get_global_id(0)] = l[i & 15];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                         memory_scope_device);
}
