// Each pixel of an image as read_imagef gives it (the sRGB tool test).
__kernel void read_pixels(read_only image2d_t img, __global float4 *out) {
  int x = get_global_id(0);
  out[x] = read_imagef(img, (int2)(x, 0));
}
