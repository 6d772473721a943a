// vload_half/vloada_half and vstore_half/vstorea_half in every
// rounding mode, from and to every address space, at element-aligned
// (run-time) and vector-aligned offsets. Compiles and validates for every
// target; desktop takes the hardware word path.
__kernel void half_data1(__global const half *g, __constant half *c,
                         __global float *o, __global half *h, int s) {
  __local ushort l[256];
  ushort p[64];
  size_t i = get_global_id(0);
  for (int k = 0; k < 64; ++k)
    p[k] = ((__global const ushort *)g)[k];
  l[i & 255] = ((__global const ushort *)g)[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  __local half *lh = (__local half *)l;
  half *ph = (half *)p;
  o[0] = vload_half(i & 3, g + s);
  o[1] = vload_half(i & 3, c + s);
  o[2] = vload_half(i & 3, lh + s);
  o[3] = vload_half(i & 3, ph + s);
  vstore_half(o[0], i & 3, h + s);
  vstore_half(o[1], i & 3, lh + s);
  vstore_half(o[2], i & 3, ph + s);
  vstore_half_rte(o[3], i & 3, h + s);
  vstore_half_rte(o[0], i & 3, lh + s);
  vstore_half_rte(o[1], i & 3, ph + s);
  vstore_half_rtz(o[2], i & 3, h + s);
  vstore_half_rtz(o[3], i & 3, lh + s);
  vstore_half_rtz(o[0], i & 3, ph + s);
  vstore_half_rtp(o[1], i & 3, h + s);
  vstore_half_rtp(o[2], i & 3, lh + s);
  vstore_half_rtp(o[3], i & 3, ph + s);
  vstore_half_rtn(o[0], i & 3, h + s);
  vstore_half_rtn(o[1], i & 3, lh + s);
  vstore_half_rtn(o[2], i & 3, ph + s);
  barrier(CLK_LOCAL_MEM_FENCE);
  o[i] += (float)(l[i & 255] + p[i & 63]);
}
