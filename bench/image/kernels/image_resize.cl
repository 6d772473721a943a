// bench/image: a bilinear resize of an RGBA / UNORM_INT8 2-D image into a
// destination of another shape (ImageBench.h's outGeometry: 3/2 as wide,
// about 2/3 as high), one work-item per destination pixel, which samples
// the source at its centre in normalized coordinates through a constant
// linear, clamp-to-edge sampler (OpenCL C 3.0, 8.2: four texels blended).
constant sampler_t bilinear =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

kernel void image_resize(read_only image2d_t src, write_only image2d_t dst) {
  int x = get_global_id(0), y = get_global_id(1);
  float2 size = (float2)(get_image_width(dst), get_image_height(dst));
  float2 uv = ((float2)(x, y) + 0.5f) / size;
  write_imagef(dst, (int2)(x, y), read_imagef(src, bilinear, uv));
}
