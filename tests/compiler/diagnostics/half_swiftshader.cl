// half arithmetic needs fp16, which swiftshader lacks; the others compile it.
// ERROR-swiftshader: fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_swiftshader(__global const half *in, __global float *out) {
  size_t g = get_global_id(0);
  out[g] = in[g] * 1.5h;
}
