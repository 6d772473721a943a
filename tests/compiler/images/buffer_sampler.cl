// 1-D buffer images take no sampler: OpenCL C declares read_image* with a
// sampler for the other image types only, so clang refuses the call.
// OPTIONS: -cl-std=CL1.2
// ERROR: no matching function for call to 'read_imagef'
// ERROR-AT: 8:12
kernel void sampled(read_only image1d_buffer_t texels, sampler_t s,
                    global float4 *out) {
  out[0] = read_imagef(texels, s, 0);
}
