// Copy-bound: each work-group moves 4096-byte tiles of float4 in -> local -> out
// with async_work_group_copy, grid-striding over the tiles. The local tile
// is the whole point: the kernel measures the two async copies, nothing
// else. OpenCL C 1.2 (NVIDIA's OpenCL runs the same source).
#define TILE (4096 / sizeof(float4))

kernel void copy_float4(global const float4 *in, global float4 *out, uint tiles) {
  local float4 tile[TILE];
  for (uint t = get_group_id(0); t < tiles; t += get_num_groups(0)) {
    size_t base = (size_t)t * TILE;
    event_t e = async_work_group_copy(tile, in + base, TILE, 0);
    wait_group_events(1, &e);
    e = async_work_group_copy(out + base, tile, TILE, 0);
    // The next tile overwrites this one: wait until it has left.
    wait_group_events(1, &e);
  }
}
