// The exponential, logarithm, power, hyperbolic and special functions of
// the library on every target: library functions stay calls (DontInline
// for spirv-opt, which would copy each one into every lane; cleared in the
// module, so the driver inlines them).
// CHECK: OpFunction %float None
// CHECK: OpFunctionCall %float
kernel void k(global float *a, global int *n, global float4 *v) {
  size_t i = get_global_id(0);
  int s;
  a[i] = exp(a[i]) + exp2(a[i]) + exp10(a[i]) + expm1(a[i]) + log(a[i]) +
         log2(a[i]) + log10(a[i]) + log1p(a[i]) + cbrt(a[i]) +
         pow(a[i], a[i + 1]) + powr(a[i], a[i + 1]) + pown(a[i], n[i]) +
         rootn(a[i], n[i]) + sinh(a[i]) + cosh(a[i]) + tanh(a[i]) +
         asinh(a[i]) + acosh(a[i]) + atanh(a[i]) + erf(a[i]) + erfc(a[i]) +
         tgamma(a[i]) + lgamma(a[i]) + lgamma_r(a[i], &s);
  n[i] = s;
  v[i] = pow(v[i], v[i + 1]) + half_exp(v[i]);
}
