// -cl-fast-relaxed-math still compiles plain float code.
// OPTIONS: -cl-fast-relaxed-math
// CHECK: OpEntryPoint GLCompute {{%\w+}} "fast_relaxed_math"
__kernel void fast_relaxed_math(__global const float *a, __global float *out) {
  size_t i = get_global_id(0);
  out[i] = a[i] / (a[i] + 1.0f) * 3.0f;
}
