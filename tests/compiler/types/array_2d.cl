// CHECK: OpEntryPoint GLCompute {{%\w+}} "array_2d"
__kernel void array_2d(__global const float *in, __global float *out, int r,
                       int c) {
  size_t i = get_global_id(0);
  float m[3][4];
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 4; ++x)
      m[y][x] = in[i] + (float)(y * 4 + x);
  out[i] = m[r % 3][c % 4];
}
