// vkcl has no images, so __IMAGE_SUPPORT__ is not defined (clang defines it
// for every SPIR target; the front end undefines it) and kernels written to
// test for it take their image-free path.
// CHECK: OpEntryPoint GLCompute
#ifdef __IMAGE_SUPPORT__
#error "__IMAGE_SUPPORT__ is defined, but vkcl has no images"
#endif
kernel void image_support_undefined(global int *out) { out[0] = 1; }
