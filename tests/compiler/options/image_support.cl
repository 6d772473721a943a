// Images and samplers work, so __IMAGE_SUPPORT__ is defined, and under
// OpenCL C 3.0 the image features are; read_write images only where the
// target reads storage images without a format.
// OPTIONS: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute
#ifndef __IMAGE_SUPPORT__
#error "__IMAGE_SUPPORT__ is not defined"
#endif
#ifndef __opencl_c_images
#error "__opencl_c_images is not defined"
#endif
#ifndef __opencl_c_3d_image_writes
#error "__opencl_c_3d_image_writes is not defined"
#endif
kernel void image_support(global int *out) {
#ifdef __opencl_c_read_write_images
  out[0] = 1;
#else
  out[0] = 2;
#endif
}
