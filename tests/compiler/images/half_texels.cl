// read_imageh and write_imageh move half4 texels (cl_khr_fp16): the image
// holds floats, converted on the way.
// OPTIONS: -cl-std=CL1.2
// TARGETS: desktop lavapipe
// CHECK: OpImageFetch %v4float
// CHECK: OpFConvert %v4half
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void half_texels(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imageh(dst, p, read_imageh(src, p) * (half)2);
}
