// bench/image: an RGBA / UNORM_INT8 2-D image copied through
// read_imagef / write_imagef, one work-item per pixel (2-D NDRange of 16x16
// work-groups): the image read and write paths against the buffer copy
// ceiling.
kernel void image_copy(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(dst, p, read_imagef(src, p));
}
