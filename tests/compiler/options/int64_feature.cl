// OpenCL C 3.0 announces __opencl_c_int64 exactly where 64-bit integers
// work: defined where the target has int64, undefined on SwiftShader (an
// EMBEDDED_PROFILE device), where clang 16 would predefine it anyway.
// OPTIONS-desktop: -cl-std=CL3.0 -DEXPECT_INT64
// OPTIONS-lavapipe: -cl-std=CL3.0 -DEXPECT_INT64
// OPTIONS-swiftshader: -cl-std=CL3.0
// CHECK: OpEntryPoint GLCompute
#if defined(__opencl_c_int64) != defined(EXPECT_INT64)
#error "__opencl_c_int64 does not say whether long works"
#endif
kernel void int64_feature(global int *out) {
#ifdef __opencl_c_int64
  long wide = (long)out[0] << 33;
  out[0] = (int)(wide >> 32);
#else
  out[0] = 1;
#endif
}
