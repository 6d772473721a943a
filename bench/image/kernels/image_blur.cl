// bench/image: a 3x3 box blur of an RGBA / FLOAT 2-D image, one work-item
// per pixel. No samplers: the neighbours' integer coordinates are clamped
// to the image here. The sum runs row by row, left to right, then is
// multiplied by 1/9 (ImageBench.h's reference does the same in float).
kernel void image_blur(read_only image2d_t src, write_only image2d_t dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_image_width(src) - 1, h = get_image_height(src) - 1;
  float4 sum = (float4)(0.0f);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += read_imagef(src, (int2)(clamp(x + dx, 0, w), clamp(y + dy, 0, h)));
  write_imagef(dst, (int2)(x, y), sum * (1.0f / 9.0f));
}
