// The precise math chain of math_exp_log.cl in double: each work-item
// loads one float4, widens it to double4, runs ROUNDS rounds of exp, log,
// pow, sqrt, rsqrt, erf and fma in double and stores the result rounded
// to float4 (the output buffer holds float4s), grid-striding over the
// buffer. The functions are vkcl's double library (library/double/) or
// NVIDIA's, both within OpenCL's double bounds; the chain's ranges and its
// contraction are math_exp_log.cl's, so its double error (some 1e-15)
// vanishes in the final rounding to float: every result is within 2^-22
// of the double reference (LibraryBench.h). n: the number of float4s.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define ROUNDS 8

kernel void math_double(global const float4 *in, global float4 *out,
                        uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    double4 s = 1.0 + exp(-fmin(fabs(convert_double4(in[i])), 64.0));
    double4 x = s;
    for (uint k = 0; k < ROUNDS; ++k) {
      double4 a = exp(-0.25 * x);
      double4 b = log(3.0 + x);
      double4 c = pow(b, a);
      double4 d = sqrt(fma(c, x.yzwx, (double4)(1.0)));
      double4 r = rsqrt(x + a);
      x = fma(d, erf(r), s);
    }
    out[i] = convert_float4(x);
  }
}
