// bench/image: an RGBA / UNSIGNED_INT8 2-D image read with read_imageui
// into a global uint4 buffer, one work-item per pixel, row-major: the
// image-to-buffer path (4 bytes read, 16 written per pixel).
kernel void image_to_buffer(read_only image2d_t src, global uint4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  out[y * get_global_size(0) + x] = read_imageui(src, (int2)(x, y));
}
