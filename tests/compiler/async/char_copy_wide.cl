// A char copy moves 16-byte units when both addresses are 16-aligned (and
// 4-byte units when 4-aligned, bytes otherwise), so it runs near the speed
// of a float4 copy.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "char_copy_wide"
// In: a 16-byte global load; out: a 16-byte global store (every target).
// CHECK: {{OpLoad %v4uint %\w+ Aligned\|NonPrivatePointer 16}}
// CHECK: {{OpStore %\w+ %\w+ Aligned\|NonPrivatePointer 16}}
__kernel void char_copy_wide(__global const char *in, __global char *out,
                             uint n) {
  __local char tile[4096];
  size_t base = get_group_id(0) * n;
  event_t e = async_work_group_copy(tile, in + base, n, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, n, 0);
  wait_group_events(1, &e);
}
