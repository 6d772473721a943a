// A read_write image is a storage image; reading one without knowing its
// format needs shaderStorageImageReadWithoutFormat, which the CPU drivers
// lack.
// OPTIONS: -cl-std=CL2.0
// CHECK-desktop: OpCapability StorageImageReadWithoutFormat
// CHECK-desktop: OpImageRead %v4float
// ERROR-lavapipe: reading a read_write image needs storage image reads without a format (shaderStorageImageReadWithoutFormat), which target 'lavapipe' does not have
// ERROR-swiftshader: reading a read_write image needs storage image reads without a format
kernel void add_one(read_write image2d_t image) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(image, p, read_imagef(image, p) + 1.0f);
}
