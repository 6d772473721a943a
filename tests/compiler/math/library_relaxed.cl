// Under -cl-fast-relaxed-math the float functions that the spec relaxes
// call the library's relaxed ones, the device's own instructions
// (library/float/relaxed.cl), at every width; half_exp, log10 and the
// functions the spec leaves at their full-profile bounds keep the precise
// ones (so do exp, exp2, log and log2: relaxed.cl says why), and a
// division by a float is the device's own.
// OPTIONS: -cl-fast-relaxed-math
// CHECK-COUNT-1: OpName %__vkcl_relaxed_exp10_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_sin_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_cos_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_tan_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_sinpi_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_cospi_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_pow_f32 "
// CHECK-COUNT-1: OpName %__vkcl_relaxed_powr_f32 "
// CHECK-COUNT-1: OpName %__vkcl_exp_f32 "
// CHECK-COUNT-1: OpName %__vkcl_log10_f32 "
// CHECK-COUNT-1: OpName %__vkcl_sqrt_f32 "
// CHECK-COUNT-0: OpName %__vkcl_sin_f32 "
// CHECK-COUNT-0: OpName %__vkcl_cos_f32 "
// CHECK-COUNT-0: OpName %__vkcl_pow_f32 "
// CHECK-COUNT-1: OpName %__vkcl_log_f32 "
// CHECK-COUNT-1: OpName %__vkcl_exp2_f32 "
// CHECK: OpFunction %void None
// CHECK-NOT: FAbs
// CHECK: OpFDiv %float
kernel void k(global float *a, global float4 *v) {
  size_t i = get_global_id(0);
  float c;
  a[0] = a[1] / a[2];
  a[i] = exp(a[i]) + exp2(a[i]) + exp10(a[i]) + log(a[i]) + log2(a[i]) +
         sin(a[i]) + cos(a[i]) + tan(a[i]) + sinpi(a[i]) + cospi(a[i]) +
         pow(a[i], a[i + 1]) + powr(a[i], a[i + 1]) + sincos(a[i], &c) + c +
         log10(a[i]) + half_exp(a[i]) + sqrt(a[i]);
  v[i] = sincos(v[i], &v[i + 1]) + pow(v[i], v[i + 2]);
}
