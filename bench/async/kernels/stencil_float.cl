// A tile kernel that computes: a 1-D 3-point stencil. Each work-group copies
// a tile of TILE + 2 floats (the tile and its halo) global -> local, computes
// TILE outputs into a second local tile, and copies that back. `in` holds
// tiles * TILE + 2 floats: out[i] = 0.25 in[i] + 0.5 in[i+1] + 0.25 in[i+2].
#define TILE 1024

kernel void stencil_float(global const float *in, global float *out,
                          uint tiles) {
  local float src[TILE + 2];
  local float dst[TILE];
  for (uint t = get_group_id(0); t < tiles; t += get_num_groups(0)) {
    size_t base = (size_t)t * TILE;
    event_t e = async_work_group_copy(src, in + base, TILE + 2, 0);
    wait_group_events(1, &e);
    for (uint i = get_local_id(0); i < TILE; i += get_local_size(0))
      dst[i] = 0.25f * src[i] + 0.5f * src[i + 1] + 0.25f * src[i + 2];
    // Every output in local memory before the copy reads it (and every
    // read of src done before the next tile overwrites it).
    barrier(CLK_LOCAL_MEM_FENCE);
    e = async_work_group_copy(out + base, dst, TILE, 0);
    wait_group_events(1, &e);
  }
}
