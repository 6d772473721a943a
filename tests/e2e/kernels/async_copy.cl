// Async work-group copies: a 1-D stencil on a tile with a halo, a strided
// column gather and scatter, and byte copies at odd offsets with an array of
// events. Only static __local arrays (the differential passes no __local
// arguments).
#define TILE 64

__kernel void async_stencil(__global const int *in, __global int *out) {
  __local int tile[TILE + 2];
  __local int res[TILE];
  size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
  event_t e = async_work_group_copy(tile, in + g * TILE, TILE + 2, 0);
  wait_group_events(1, &e);
  for (size_t i = l; i < TILE; i += n)
    res[i] = tile[i] - 2 * tile[i + 1] + tile[i + 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_copy(out + g * TILE, res, TILE, 0);
  wait_group_events(1, &e);
}

// Group c gathers column c of a rows x cols matrix (rows <= 64), writes it
// as row c of the transpose and scatters it back as column c of `back`.
__kernel void async_gather(__global const float4 *m, __global float4 *t,
                           __global float4 *back, uint rows, uint cols) {
  __local float4 col[64];
  size_t c = get_group_id(0);
  event_t e = async_work_group_strided_copy(col, m + c, rows, cols, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(t + c * rows, col, rows, 0);
  e = async_work_group_strided_copy(back + c, col, rows, cols, e);
  wait_group_events(1, &e);
}

// Each group moves 456 bytes: 291 at odd offsets (bytes), then 40 uchar3
// (4 bytes each: a 3-vector moves as a 4-vector).
#define REGION 456
__kernel void async_bytes(__global const uchar *in, __global uchar *out) {
  __local uchar a[300];
  __local uchar3 b[40];
  size_t g = get_group_id(0);
  __global const uchar *s = in + REGION * g;
  __global uchar *o = out + REGION * g;
  event_t evs[2];
  evs[0] = async_work_group_copy(a + 3, s + 1, 291, 0);
  evs[1] = async_work_group_copy(b, (__global const uchar3 *)(s + 296), 40, 0);
  wait_group_events(2, evs);
  evs[0] = async_work_group_copy(o + 5, a + 3, 291, 0);
  evs[1] = async_work_group_copy((__global uchar3 *)(o + 296), b, 40, 0);
  wait_group_events(2, evs);
}
