// A __constant pointer argument is a device address too.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "constant_ptr_scalar"
// CHECK-desktop: {{OpConvertUToPtr %_ptr_PhysicalStorageBuffer_\w+}}
// CHECK-swiftshader: {{OpBitcast %_ptr_PhysicalStorageBuffer_\w+}}
__kernel void constant_ptr_scalar(__constant int *lut, __global int *out,
                                  int n) {
  size_t g = get_global_id(0);
  out[g] = lut[g % (size_t)n];
}
