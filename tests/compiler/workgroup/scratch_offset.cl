// The kernel's own __local variables start after the group scratch (an
// 8-byte slot per sub-group of 4 or more: 2048 bytes for 1024 invocations,
// 512 for SwiftShader's 256), so the arena is 2048 + 4096 bytes (1536
// words) or 512 + 4096 (1152).
// CHECK-desktop: %vkcl_local_arena_words = OpSpecConstant %uint 1536
// CHECK-lavapipe: %vkcl_local_arena_words = OpSpecConstant %uint 1536
// CHECK-swiftshader: %vkcl_local_arena_words = OpSpecConstant %uint 1152
__kernel void scratch_offset(__global int *out) {
  __local int tile[1024];
  tile[get_local_id(0)] = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] =
      work_group_reduce_add(tile[get_local_size(0) - 1 - get_local_id(0)]);
}
