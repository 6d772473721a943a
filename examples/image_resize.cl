// Resizes an image to the size of another through a sampler: every
// destination pixel samples the source at its centre in normalized
// coordinates, so a linear sampler gives a bilinear resize and a nearest
// one a pixel-replicating one. With `vkcl run`, from and to Netpbm files:
//
//   vkcl run image_resize.cl --global 1280,960
//       --arg image2d:rgba_unorm8=file:photo.ppm
//       --arg sampler:normalized,clamp_to_edge,linear
//       --arg image2d:rgba_unorm8[1280,960],out=bigger.ppm
kernel void resize(read_only image2d_t src, sampler_t sampler,
                   write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 size = (float2)(get_image_width(dst), get_image_height(dst));
  float2 uv = (convert_float2(p) + 0.5f) / size;
  write_imagef(dst, p, read_imagef(src, sampler, uv));
}
