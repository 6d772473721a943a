// Explicit casts between int, uint and float. SwiftShader rounds
// OpConvertUToF twice for u >= 2^31, so there uint -> float is done with a
// halving, a signed conversion and a doubling.
// CHECK: OpEntryPoint GLCompute {{%\w+}} "conv_int_float"
// CHECK: OpConvertSToF
// CHECK-desktop: OpConvertUToF
// CHECK-lavapipe: OpConvertUToF
// CHECK-COUNT-0-swiftshader: OpConvertUToF
// CHECK: OpConvertFToS
// CHECK: OpConvertFToU
__kernel void conv_int_float(__global const int *a, __global const uint *u,
                             __global const float *f, __global float *fout,
                             __global int *iout, __global uint *uout) {
  size_t i = get_global_id(0);
  fout[2 * i] = (float)a[i];
  fout[2 * i + 1] = (float)u[i];
  iout[i] = (int)f[i];
  uout[i] = (uint)f[i];
}
