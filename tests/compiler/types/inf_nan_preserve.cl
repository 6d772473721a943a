// OpenCL's IEEE semantics: where the target has it, every kernel declares
// SignedZeroInfNanPreserve (NVIDIA otherwise folds `x < y ? x : y` into a
// min that drops NaNs); SwiftShader's profile leaves it out.
// CHECK-desktop: OpExecutionMode {{%\w+}} SignedZeroInfNanPreserve 32
// CHECK-lavapipe: OpExecutionMode {{%\w+}} SignedZeroInfNanPreserve 32
// CHECK-NOT-swiftshader: SignedZeroInfNanPreserve
__kernel void inf_nan_preserve(__global const float8 *x,
                               __global const float8 *y, __global float8 *o) {
  size_t i = get_global_id(0);
  o[i] = x[i] < y[i] ? x[i] : y[i];
}
