// Where the target has workgroup explicit layout (desktop), the local arena
// is a Block with an Aliased uvec4 view, and a float4 async copy moves
// 16-byte units as single uvec4 accesses to Workgroup memory; elsewhere the
// arena is a plain uint array.
// CHECK-desktop: OpCapability WorkgroupMemoryExplicitLayoutKHR
// CHECK-desktop: OpExtension "SPV_KHR_workgroup_memory_explicit_layout"
// CHECK-desktop: {{OpDecorate %vkcl_local_arena_quads Aliased}}
// CHECK-desktop: {{OpStore %\w+ %\w+$}}
// CHECK-COUNT-1-desktop: {{%_ptr_Workgroup_v4uint = OpTypePointer Workgroup %v4uint}}
// CHECK-COUNT-0-lavapipe: WorkgroupMemoryExplicitLayout
// CHECK-COUNT-0-swiftshader: WorkgroupMemoryExplicitLayout
__kernel void explicit_layout_quads(__global const float4 *in,
                                    __global float4 *out) {
  __local float4 tile[64];
  size_t base = get_group_id(0) * 64;
  event_t e = async_work_group_copy(tile, in + base, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 64, 0);
  wait_group_events(1, &e);
}
