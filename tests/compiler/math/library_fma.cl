// fma is correctly rounded: GLSL's Fma where the device's is fused (every
// GPU: the desktop profile), the library's exact emulation where the driver
// multiplies and adds (lavapipe, SwiftShader). mad may be either, so it is
// GLSL's Fma everywhere.
// CHECK-desktop: OpExtInst %v4float {{%\w+}} Fma
// CHECK-lavapipe: OpFunction %float None
// CHECK-swiftshader: OpFunction %float None
// CHECK-lavapipe: OpFunctionCall %float
// CHECK-swiftshader: OpFunctionCall %float
// CHECK: OpExtInst %float {{%\w+}} Fma
kernel void k(global float4 *a, global float *s) {
  size_t i = get_global_id(0);
  a[i] = fma(a[i], a[i + 1], a[i + 2]);
  s[i] = mad(s[i], s[i + 1], s[i + 2]);
}
