// A strided gather: every 4th float of `in` into a local tile
// (async_work_group_strided_copy, src_stride 4), then a contiguous copy of
// the tile to `out`. `in` holds tiles * TILE * 4 floats, `out` a quarter.
#define TILE 1024
#define STRIDE 4

kernel void gather_float(global const float *in, global float *out,
                         uint tiles) {
  local float tile[TILE];
  for (uint t = get_group_id(0); t < tiles; t += get_num_groups(0)) {
    size_t base = (size_t)t * TILE;
    event_t e = async_work_group_strided_copy(tile, in + base * STRIDE, TILE,
                                              STRIDE, 0);
    wait_group_events(1, &e);
    e = async_work_group_copy(out + base, tile, TILE, 0);
    wait_group_events(1, &e);
  }
}
