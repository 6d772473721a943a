// Integer operators on char, uchar, short, int and uint, with operands kept
// where C defines the result (no signed overflow, no negative left shifts,
// no division by zero), so any two OpenCL implementations must agree.
__kernel void int_ops(__global const int *a, __global const int *b,
                      __global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i]; // |x|, |y| <= 30000, y != 0
  uint ux = (uint)x * 2654435761u, uy = (uint)y * 40503u;
  char cx = (char)x, cy = (char)y;
  uchar ucx = (uchar)x, ucy = (uchar)y;
  short sx = (short)x, sy = (short)y;
  __global int *o = out + 24 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = x % y;
  o[5] = (int)(ux << y); // shift counts masked to 5 bits
  o[6] = x >> y;
  o[7] = (int)(ux >> y);
  o[8] = (int)(ux * uy);
  o[9] = (int)(ux + uy);
  o[10] = (int)(ux / (uy | 1u));
  o[11] = (int)(ux % (uy | 1u));
  o[12] = (uchar)(ucx + ucy);
  o[13] = (char)(cx * cy);
  o[14] = (short)(sx * sy);
  o[15] = cx / (cy ? cy : (char)1);
  o[16] = (~x ^ (x & y)) | (y & 0xff);
  o[17] = x < y;
  o[18] = ux > uy;
  o[19] = (x == y) + (x != y) * 2;
  o[20] = x > 0 && y > 0;
  o[21] = !x || y < 0;
  o[22] = (ushort)x + (ushort)y;
  o[23] = (uchar)(ucx << 5) + (char)(cx >> 2);
}
