// half8 on swiftshader, which lacks fp16: clang ignores the extension
// pragma and knows no half8; the other targets compile it.
// ERROR-swiftshader: unsupported OpenCL extension 'cl_khr_fp16'
// ERROR-swiftshader: unknown type name 'half8'
// ERROR-AT-swiftshader: 7:48
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half8_swiftshader(__global const half8 *in, __global float *out) {
  size_t i = get_global_id(0);
  half8 v = in[i] + in[i + 1];
  out[i] = (float)v.s3;
}
