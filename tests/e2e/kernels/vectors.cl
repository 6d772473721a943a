// Vector operators, swizzles, comparisons and select.
__kernel void vectors(__global const int4 *a, __global const int4 *b,
                      __global const float4 *f, __global int4 *out,
                      __global float4 *fout) {
  size_t i = get_global_id(0);
  int4 x = a[i], y = b[i];
  __global int4 *o = out + 6 * i;
  o[0] = x.wzyx + y.xxyy;
  o[1] = (int4)(x.lo, y.hi) * (int4)(3);
  o[2] = x < y;
  o[3] = (x > y) ? x : y;
  o[4] = (int4)(x.even, y.odd) ^ (x >> (int4)(1, 2, 3, 33));
  int4 t = x;
  t.xz = y.yw;
  t.w += 7;
  o[5] = t;
  float4 v = f[i];
  fout[2 * i] = v.zyxw * 2.0f - v;
  fout[2 * i + 1] =
      (float4)((float)x.x, (float)x.y, (float)x.z, (float)x.w) + v.s0123;
}
