// A __local double8 array on swiftshader, which lacks fp64: clang ignores
// the extension pragma and knows no double8; the other targets compile it.
// ERROR-swiftshader: unsupported OpenCL extension 'cl_khr_fp64'
// ERROR-swiftshader: unknown type name 'double8'
// ERROR-AT-swiftshader: 8:11
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void double8_local_swiftshader(__global uint *out) {
  __local double8 tile[4];
  out[get_global_id(0)] = (uint)sizeof(tile);
}
