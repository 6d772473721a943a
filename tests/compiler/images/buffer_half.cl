// read_imageh and write_imageh on 1-D buffer images (cl_khr_fp16): the
// texel buffer holds floats, converted on the way.
// OPTIONS: -cl-std=CL1.2
// TARGETS: desktop lavapipe
// CHECK: OpCapability SampledBuffer
// CHECK: OpCapability ImageBuffer
// CHECK-COUNT-1: OpTypeImage %float Buffer 0 0 0 1 Unknown
// CHECK-COUNT-1: OpTypeImage %float Buffer 0 0 0 2 Unknown
// CHECK-COUNT-0: Lod
// CHECK: OpImageFetch %v4float
// CHECK: OpFConvert %v4half
// CHECK: OpImageWrite
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void half_texels(read_only image1d_buffer_t src,
                        write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  write_imageh(dst, x, read_imageh(src, x) * (half)2);
}
