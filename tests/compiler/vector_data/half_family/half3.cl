// vload_half3/vloada_half3 and vstore_half3/vstorea_half3 in every
// rounding mode, from and to every address space, at element-aligned
// (run-time) and vector-aligned offsets. Compiles and validates for every
// target; desktop takes the hardware word path.
__kernel void half_data3(__global const half *g, __constant half *c,
                         __global float3 *o, __global half *h, int s) {
  __local ushort l[256];
  ushort p[64];
  size_t i = get_global_id(0);
  for (int k = 0; k < 64; ++k)
    p[k] = ((__global const ushort *)g)[k];
  l[i & 255] = ((__global const ushort *)g)[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  __local half *lh = (__local half *)l;
  half *ph = (half *)p;
  o[0] = vload_half3(i & 3, g + s);
  o[1] = vloada_half3(i & 3, g);
  o[2] = vload_half3(i & 3, c + s);
  o[3] = vloada_half3(i & 3, c);
  o[4] = vload_half3(i & 3, lh + s);
  o[5] = vloada_half3(i & 3, lh);
  o[6] = vload_half3(i & 3, ph + s);
  o[7] = vloada_half3(i & 3, ph);
  vstore_half3(o[0], i & 3, h + s);
  vstorea_half3(o[1], i & 3, h);
  vstore_half3(o[1], i & 3, lh + s);
  vstorea_half3(o[2], i & 3, lh);
  vstore_half3(o[2], i & 3, ph + s);
  vstorea_half3(o[3], i & 3, ph);
  vstore_half3_rte(o[3], i & 3, h + s);
  vstorea_half3_rte(o[4], i & 3, h);
  vstore_half3_rte(o[4], i & 3, lh + s);
  vstorea_half3_rte(o[5], i & 3, lh);
  vstore_half3_rte(o[5], i & 3, ph + s);
  vstorea_half3_rte(o[6], i & 3, ph);
  vstore_half3_rtz(o[6], i & 3, h + s);
  vstorea_half3_rtz(o[7], i & 3, h);
  vstore_half3_rtz(o[7], i & 3, lh + s);
  vstorea_half3_rtz(o[0], i & 3, lh);
  vstore_half3_rtz(o[0], i & 3, ph + s);
  vstorea_half3_rtz(o[1], i & 3, ph);
  vstore_half3_rtp(o[1], i & 3, h + s);
  vstorea_half3_rtp(o[2], i & 3, h);
  vstore_half3_rtp(o[2], i & 3, lh + s);
  vstorea_half3_rtp(o[3], i & 3, lh);
  vstore_half3_rtp(o[3], i & 3, ph + s);
  vstorea_half3_rtp(o[4], i & 3, ph);
  vstore_half3_rtn(o[4], i & 3, h + s);
  vstorea_half3_rtn(o[5], i & 3, h);
  vstore_half3_rtn(o[5], i & 3, lh + s);
  vstorea_half3_rtn(o[6], i & 3, lh);
  vstore_half3_rtn(o[6], i & 3, ph + s);
  vstorea_half3_rtn(o[7], i & 3, ph);
  barrier(CLK_LOCAL_MEM_FENCE);
  o[i] += (float3)(l[i & 255] + p[i & 63]);
}
