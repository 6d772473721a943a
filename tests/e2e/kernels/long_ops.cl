// 64-bit integer operators (devices with int64 only).
__kernel void long_ops(__global const long *a, __global const long *b,
                       __global long *out) {
  size_t i = get_global_id(0);
  long x = a[i], y = b[i]; // |x|, |y| < 2^40, y != 0
  ulong ux = (ulong)x * 0x9E3779B97F4A7C15ul, uy = (ulong)y;
  __global long *o = out + 10 * i;
  o[0] = x + y;
  o[1] = x * (y >> 20);
  o[2] = x / y;
  o[3] = x % y;
  o[4] = (long)(ux << y); // counts masked to 6 bits
  o[5] = x >> y;
  o[6] = (long)(ux >> y);
  o[7] = (long)(ux * uy);
  o[8] = (long)(ux / (uy | 1ul));
  o[9] = (int)x + (long)(uint)y;
}
