// Math functions on double come from the library's double/ files: each call
// a call of the scalar library function, lane by lane (sqrt starts from
// GLSL's Sqrt on double, an estimate). fma is GLSL's Fma where the device's
// is fused (desktop), the library's exact emulation in 64-bit integers
// elsewhere. SwiftShader has no fp64: clang names the extension.
// ERROR-swiftshader: cl_khr_fp64
// CHECK: OpFunction %double None
// CHECK: OpExtInst %double {{%\w+}} Sqrt
// CHECK-desktop: OpExtInst %v2double {{%\w+}} Fma
// CHECK-lavapipe: OpUMulExtended
kernel void k(global double *a, global double2 *v) {
  size_t i = get_global_id(0);
  a[i] = sqrt(a[i]) + rsqrt(a[i + 1]) + hypot(a[i], a[i + 2]);
  v[i] = fma(v[i], v[i + 1], v[i + 2]);
}
