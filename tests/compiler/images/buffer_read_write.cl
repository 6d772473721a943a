// A read_write image1d_buffer_t is a storage texel buffer read with
// OpImageRead, which without a format needs
// shaderStorageImageReadWithoutFormat (the CPU drivers lack it).
// OPTIONS: -cl-std=CL2.0
// CHECK-desktop: OpCapability ImageBuffer
// CHECK-desktop: OpCapability StorageImageReadWithoutFormat
// CHECK-desktop: OpTypeImage %uint Buffer 0 0 0 2 Unknown
// CHECK-desktop: OpImageRead %v4uint
// CHECK-desktop: OpImageWrite
// ERROR-lavapipe: reading a read_write image needs storage image reads without a format (shaderStorageImageReadWithoutFormat), which target 'lavapipe' does not have
// ERROR-swiftshader: reading a read_write image needs storage image reads without a format
kernel void add_one(read_write image1d_buffer_t image) {
  int x = get_global_id(0);
  write_imageui(image, x, read_imageui(image, x) + 1u);
}
