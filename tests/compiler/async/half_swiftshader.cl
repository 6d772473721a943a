// Async copies of half need fp16, which swiftshader lacks; the other targets
// compile them (types/half*.cl). Clang rejects it there: without cl_khr_fp16
// it declares no half overloads ("call to 'async_work_group_copy' is
// ambiguous"), and warns that the pragma's cl_khr_fp16 is unsupported.
// ERROR-swiftshader: fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_swiftshader(__global const half *in, __global half *out,
                               __local half *tile) {
  size_t base = get_group_id(0) * 64;
  event_t e = async_work_group_copy(tile, in + base, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(out + base, tile, 64, 0);
  wait_group_events(1, &e);
}
