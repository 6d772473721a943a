// Vector data and long vectors, for the PoCL differential: vloadn/vstoren
// at element-aligned offsets from __global, __local and __private memory,
// vload_half/vstore_half in each rounding mode, and float16/uchar16/int8
// arithmetic and swizzles. No contraction: PoCL and the Vulkan driver must
// round the same operations.
#pragma OPENCL FP_CONTRACT OFF
__kernel void vector_data(__global const float *f, __global const uchar *u,
                          __global const ushort *h, __global float *fo,
                          __global uchar *uo, __global ushort *ho,
                          __global int *io) {
  size_t i = get_global_id(0), l = get_local_id(0);
  __local float tile[64 * 17];
  float priv[20];
  for (int k = 0; k < 17; ++k)
    tile[17 * l + k] = f[17 * i + k];
  for (int k = 0; k < 20; ++k)
    priv[k] = f[i + k];
  barrier(CLK_LOCAL_MEM_FENCE);

  float16 a = vload16(i, f + 1);
  float8 b = vload8(0, tile + 17 * l + 1);
  float4 c = vload4(1, priv + 3);
  float3 d = vload3(i, f + 2);
  float16 e = a * (float16)(b, b.s76543210) + (float16)(c, c.wzyx, d, 1.0f,
                                                       b.lo);
  vstore16(e, i, fo + 3);
  vstore3(d.zxy, i, fo + 16 * get_global_size(0) + 8);

  uchar16 x = vload16(i, u + 1);
  uchar8 y = vload8(i, u + 5) ^ x.odd;
  vstore16(x + (uchar16)(y, y.s01234567), i, uo + 1);
  vstore2(y.s07, i, uo + 16 * get_global_size(0) + 4);

  int8 s = (int8)(y.s0, y.s1, y.s2, y.s3, y.s4, y.s5, y.s6, y.s7);
  vstore8((s << 2) - (int8)(x.s0) * s.s76543210, i, io);

  float4 hv = vload_half4(i, (__global const half *)h + 1);
  float2 hw = vloada_half2(i, (__global const half *)h);
  __global half *hp = (__global half *)ho;
  vstore_half4(hv * 3.0f, i, hp);
  vstore_half_rtz(hw.x * 1.1f, 4 * get_global_size(0) + i, hp);
  vstore_half_rtp(hw.y * 1.1f, 5 * get_global_size(0) + i, hp);
  vstore_half_rtn(hw.x * 0.7f, 6 * get_global_size(0) + i, hp);
  vstore_half(hw.y * 2.0f, 7 * get_global_size(0) + i, hp);
  vstorea_half2_rte(hw + hv.zw, 4 * get_global_size(0) + i, hp);
}
