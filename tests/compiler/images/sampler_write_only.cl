// Only read_only images take a sampler: clang has no read_imagef overload
// for a write_only image with one, and says so where the call is.
// OPTIONS: -cl-std=CL1.2
// ERROR: no matching function for call to 'read_imagef'
// ERROR-AT: 9:12
constant sampler_t s =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void sampler_write_only(write_only image2d_t image, global float4 *out) {
  out[0] = read_imagef(image, s, (int2)(0, 0));
}
