// Trigonometric builtins and pow, compute-bound: each work-item loads one
// float4, runs ROUNDS rounds of sin, cos and pow on it and stores one
// float4, grid-striding over the buffer (n: the number of float4s). OpenCL
// C 1.2, as NVIDIA's OpenCL runs the same source. Built as it is, the
// math_trig row holds the precise functions (sin, cos 4 ulp, pow 16);
// built again with -cl-fast-relaxed-math -DKERNEL=math_trig_relaxed, the
// math_trig_relaxed row holds the relaxed ones (sin, cos 2^-11 absolute on
// [-pi, pi], pow derived from exp2 and log2): vkcl's relaxed.cl against
// NVIDIA's fast functions on the same text.
//
// The chain keeps every value where these functions are well-conditioned,
// so that a result's error is a sum of the functions' own errors (the
// host's check, LibraryBench.h's trigChain(), relies on it): the seed x
// lies in [0.5, 1.1] for every input (infinities included) and in
// [0.68, 0.93] after the first round, so sin and cos see no zero (sin in
// [0.47, 0.9], cos in [0.45, 0.88]), pow sees a base in [1.45, 1.88] and
// an exponent in [0.47, 0.9]. Each round contracts (its derivative is
// below 0.6), x.yzwx mixes the lanes.
#ifndef KERNEL
#define KERNEL math_trig
#endif
#define ROUNDS 8

kernel void KERNEL(global const float4 *in, global float4 *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    float4 x = 0.5f + 0.6f * fmin(fabs(in[i]), 1.0f);
    for (uint k = 0; k < ROUNDS; ++k) {
      float4 a = sin(x);
      float4 b = cos(x.yzwx);
      float4 c = pow(b + 1.0f, a);
      x = 0.5f + 0.35f * (a * b + 0.25f * c);
    }
    out[i] = x;
  }
}
