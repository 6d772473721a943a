// Precise float math builtins, compute-bound: each work-item loads one
// float4, runs ROUNDS rounds of exp, log, pow, sqrt, rsqrt, erf and fma on
// it and stores one float4, grid-striding over the buffer: six library
// functions and two fmas per lane and round against 32 bytes moved, so the
// ALUs set the time, not memory. OpenCL C 1.2, as NVIDIA's OpenCL runs the
// same source. n: the number of float4s.
//
// The chain keeps every value finite, positive and well away from where
// these functions are ill-conditioned, so that the error of a result is a
// sum of the functions' own errors, not an amplification of them (the
// host's check, LibraryBench.h's mathChain(), relies on it):
//  - the seed s = 1 + exp(-min(|p|, 64)) lies in [1, 2] for every input p,
//    infinities included; min() keeps exp's result normal (no flush-to-zero
//    question) and the sum makes exp's error in tiny results irrelevant;
//  - x is s in the first round and within [2.07, 3.24] after it; over all
//    rounds exp sees [-0.81, -0.25], log [4, 6.3], pow [1.38, 1.83] to the
//    [0.44, 0.78], sqrt [2.28, 5.31], rsqrt [1.77, 3.68], erf [0.52, 0.75];
//  - x.yzwx mixes the lanes, and s re-enters every round, so every output
//    lane depends on its own input (directly) and on the others: the
//    outputs of neighbouring work-items differ by more than 2^-10 (the
//    pattern's first 2M measured), a store to the wrong place shows.
// Each round contracts (one round more or less moves a result by 4.8e-5
// at most): an error made in one round shrinks in the next ones. With
// OpenCL 1.2's bounds (exp, log 3 ulp, pow, erf 16, sqrt 3, rsqrt 2, fma
// correctly rounded) the first-order bound of the relative error of a
// result is 3.0e-6 (25 ulp of 2^-23); the check allows 2^-17.
#define ROUNDS 8

kernel void math_exp_log(global const float4 *in, global float4 *out,
                         uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
    float4 s = 1.0f + exp(-fmin(fabs(in[i]), 64.0f));
    float4 x = s;
    for (uint k = 0; k < ROUNDS; ++k) {
      float4 a = exp(-0.25f * x);
      float4 b = log(3.0f + x);
      float4 c = pow(b, a);
      float4 d = sqrt(fma(c, x.yzwx, (float4)(1.0f)));
      float4 r = rsqrt(x + a);
      // TRIG: sin, cos, tan and atan2 join the chain here, on r (in
      // [0.52, 0.75]) and d, once they are in vkcl's library; the same
      // place is marked in glsl/math.comp and LibraryBench.h's mathChain(),
      // whose error bound (and the tolerances) must then be redone.
      x = fma(d, erf(r), s);
    }
    out[i] = x;
  }
}
