// A struct with a half16 member on swiftshader, which lacks fp16: clang
// ignores the extension pragma and knows no half16; the other targets
// compile it.
// ERROR-swiftshader: unsupported OpenCL extension 'cl_khr_fp16'
// ERROR-swiftshader: unknown type name 'half16'
// ERROR-AT-swiftshader: 10:3
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef struct {
  int tag;
  half16 h;
} Tagged;
__kernel void half16_struct_swiftshader(__global Tagged *io) {
  size_t i = get_global_id(0);
  Tagged t = io[i];
  t.tag += 1;
  io[i] = t;
}
