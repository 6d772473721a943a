// bench/image: a 5x5 Gaussian blur (weights 1 4 6 4 1 in each direction,
// their outer product / 256) of an RGBA / UNORM_INT8 2-D image, one
// work-item per pixel. The neighbours come through a constant sampler at
// integer coordinates (unnormalized, nearest, clamp to edge): the sampler,
// not the kernel, keeps them in the image. Each row is weighted, then the
// rows (ImageBench.h's reference is the exact integer sum).
constant sampler_t nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void image_gauss5(read_only image2d_t src, write_only image2d_t dst) {
  const float w[5] = {1.0f, 4.0f, 6.0f, 4.0f, 1.0f};
  int x = get_global_id(0), y = get_global_id(1);
  float4 sum = (float4)(0.0f);
  for (int dy = -2; dy <= 2; ++dy) {
    float4 row = (float4)(0.0f);
    for (int dx = -2; dx <= 2; ++dx)
      row += w[dx + 2] * read_imagef(src, nearest, (int2)(x + dx, y + dy));
    sum += w[dy + 2] * row;
  }
  write_imagef(dst, (int2)(x, y), sum * (1.0f / 256.0f));
}
