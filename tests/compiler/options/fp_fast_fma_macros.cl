// FP_FAST_FMAF (and FP_FAST_FMA with fp64, FP_FAST_FMA_HALF with fp16)
// says fma is as fast as a multiply and an add: defined only where the
// driver's Fma is the fused hardware instruction (desktop), not where fma
// comes from the library (lavapipe, SwiftShader).
// ERROR-desktop: FP_FAST_FMAF, FP_FAST_FMA and FP_FAST_FMA_HALF are defined
#if defined(FP_FAST_FMAF) && defined(FP_FAST_FMA) && defined(FP_FAST_FMA_HALF)
#error "FP_FAST_FMAF, FP_FAST_FMA and FP_FAST_FMA_HALF are defined"
#elif defined(FP_FAST_FMAF) || defined(FP_FAST_FMA) || defined(FP_FAST_FMA_HALF)
#error "only some FP_FAST_FMA macros are defined"
#endif
__kernel void fp_fast_fma_macros(__global float *out) {
  out[0] = fma(out[1], out[2], out[3]);
}
