// A two-dimensional __constant array.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_array_2d"
__constant float kernel3x3[3][3] = {{0.0625f, 0.125f, 0.0625f},
                                    {0.125f, 0.25f, 0.125f},
                                    {0.0625f, 0.125f, 0.0625f}};

__kernel void constant_array_2d(__global const float *img, __global float *out,
                                int w) {
  int x = (int)get_global_id(0) + 1, y = (int)get_global_id(1) + 1;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      s += kernel3x3[dy + 1][dx + 1] * img[(y + dy) * w + x + dx];
  out[y * w + x] = s;
}
