// A write_only image1d_buffer_t is a storage texel buffer (Dim Buffer,
// Sampled 2) written with OpImageWrite, as storage images are; its width
// comes from OpImageQuerySize.
// OPTIONS: -cl-std=CL1.2
// CHECK: OpCapability ImageBuffer
// CHECK: OpCapability StorageImageWriteWithoutFormat
// CHECK-COUNT-1: OpTypeImage %float Buffer 0 0 0 2 Unknown
// CHECK-COUNT-1: OpTypeImage %int Buffer 0 0 0 2 Unknown
// CHECK-COUNT-1: OpTypeImage %uint Buffer 0 0 0 2 Unknown
// CHECK-COUNT-3: OpImageWrite
// CHECK-COUNT-0: Lod
// CHECK: OpImageQuerySize %uint
kernel void write_all(write_only image1d_buffer_t f,
                      write_only image1d_buffer_t i,
                      write_only image1d_buffer_t u, global int *width) {
  int x = get_global_id(0);
  write_imagef(f, x, (float4)(x, 0.5f, -1.0f, 2.0f));
  write_imagei(i, x, (int4)(x, -x, 300, -300));
  write_imageui(u, x, (uint4)(x, 70000u, 1u, 0u));
  width[x] = get_image_width(f);
}
