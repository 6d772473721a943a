// double needs fp64, which swiftshader lacks; the others compile it.
// ERROR-swiftshader: fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double_swiftshader(__global double *out,
                                 __global const float *in) {
  size_t g = get_global_id(0);
  out[g] = (double)in[g] * 0.5;
}
