// Image types vkcl does not lower yet are refused by name.
// OPTIONS: -cl-std=CL1.2
// ERROR: the image type 'image1d_buffer_t' is not supported by vkcl yet
// ERROR-AT: 5:57
kernel void unsupported_type(read_only image1d_buffer_t texels,
                             global float4 *out) {
  out[0] = read_imagef(texels, 0);
}
