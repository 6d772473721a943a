// A sampler declared in the kernel is refused by name.
// OPTIONS: -cl-std=CL1.2
// ERROR: type 'const sampler_t' is not supported by vkcl yet
// ERROR-AT: 7:19
kernel void sampler_in_kernel(read_only image2d_t image,
                              global float4 *out) {
  const sampler_t nearest =
      CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
  out[0] = read_imagef(image, nearest, (int2)(0, 0));
}
