// The 1-D 3-point stencil of stencil_float.cl, written as a GPU programmer
// writes it once vector data is there: each work-item computes 4 outputs
// from one vload4 and one vload2 of the __local tile and stores them with
// one vstore4, as the GLSL twin does with vec4s. Same copies, same result:
// out[i] = 0.25 in[i] + 0.5 in[i+1] + 0.25 in[i+2].
#define TILE 1024

kernel void stencil_float4(global const float *in, global float *out,
                           uint tiles) {
  local float src[TILE + 4];
  local float dst[TILE];
  for (uint t = get_group_id(0); t < tiles; t += get_num_groups(0)) {
    size_t base = (size_t)t * TILE;
    event_t e = async_work_group_copy(src, in + base, TILE + 2, 0);
    wait_group_events(1, &e);
    for (uint i = get_local_id(0); i < TILE / 4; i += get_local_size(0)) {
      float4 a = vload4(i, src);
      float2 b = vload2(2 * i + 2, src);
      float4 mid = (float4)(a.yzw, b.x);
      float4 right = (float4)(a.zw, b);
      vstore4(0.25f * a + 0.5f * mid + 0.25f * right, i, dst);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    e = async_work_group_copy(out + base, dst, TILE, 0);
    wait_group_events(1, &e);
  }
}
