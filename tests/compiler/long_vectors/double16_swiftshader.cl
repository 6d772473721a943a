// double16 on swiftshader, which lacks fp64: clang ignores the extension
// pragma and knows no double16; the other targets compile it.
// ERROR-swiftshader: unsupported OpenCL extension 'cl_khr_fp64'
// ERROR-swiftshader: unknown type name 'double16'
// ERROR-AT-swiftshader: 8:51
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double16_swiftshader(__global float *out,
                                   __global const double16 *in) {
  size_t i = get_global_id(0);
  double16 v = in[i] * 0.5;
  out[i] = (float)v.s9;
}
