// __OPENCL_VERSION__ is the device's OpenCL version (every vkcl device is
// OpenCL 3.0), whatever -cl-std selects; clang leaves it undefined.
// OPTIONS: -cl-std=CL1.2
#if !defined(__OPENCL_VERSION__) || __OPENCL_VERSION__ != 300
#error "__OPENCL_VERSION__ is not 300"
#endif
#if __OPENCL_C_VERSION__ != 120
#error "__OPENCL_C_VERSION__ is not 120"
#endif
__kernel void opencl_version_macro(__global int *out) {
  out[0] = __OPENCL_VERSION__;
}
