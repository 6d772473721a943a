// Correctly rounded float operations and conversions: + - * and
// int <-> float conversions are exact or correctly rounded everywhere.
#pragma OPENCL FP_CONTRACT OFF
__kernel void float_ops(__global const float *a, __global const float *b,
                        __global const int *n, __global float *out,
                        __global int *iout) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  int k = n[i];
  __global float *o = out + 8 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = -x;
  o[4] = (float)k;
  o[5] = (float)(uint)k;
  o[6] = (x + y) * y;
  o[7] = (float)(uchar)k + (float)(short)k;
  __global int *p = iout + 6 * i;
  p[0] = (int)x;
  p[1] = (int)(uint)(x < 0.0f ? -x : x);
  p[2] = (char)(int)(x * 0.125f);
  p[3] = x < y;
  p[4] = x == y;
  p[5] = (int)(y * 1000.0f);
}
