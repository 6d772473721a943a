// Samplers are not there yet: a program-scope sampler is refused by name,
// and so is a read through a sampler argument.
// OPTIONS: -cl-std=CL1.2
// ERROR: a sampler is not supported by vkcl yet
// ERROR-AT: 6:20
constant sampler_t nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE | CLK_FILTER_NEAREST;
kernel void with_sampler(read_only image2d_t image, global float4 *out) {
  out[0] = read_imagef(image, nearest, (int2)(0, 0));
}
