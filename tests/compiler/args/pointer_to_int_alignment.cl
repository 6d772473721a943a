// Pointer -> integer for alignment checks works on every target (on
// 32-bit-size_t targets it is the low word of the device address).
// CHECK: OpEntryPoint GLCompute {{%\w+}} "pointer_to_int_alignment"
// CHECK-swiftshader: {{OpCompositeExtract %uint}}
__kernel void pointer_to_int_alignment(__global float *data, __global int *out) {
  size_t g = get_global_id(0);
  out[g] = (int)(((uintptr_t)(data + g)) & 15);
}
