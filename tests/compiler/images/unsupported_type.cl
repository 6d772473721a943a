// Multi-sample images are the image types vkcl does not lower. vkcl
// reports no cl_khr_gl_msaa_sharing, so clang does not declare them and a
// kernel naming one fails to compile, never reaching the emitter (which
// would refuse an image type it does not lower by name: Images.cpp).
// OPTIONS: -cl-std=CL1.2
// ERROR: type specifier missing
// ERROR-AT: 8:30
kernel void unsupported_type(image2d_msaa_t texels, global float4 *out) {
  out[0] = read_imagef(texels, (int2)(0, 0), 0);
}
