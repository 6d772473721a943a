// Host sweep of the exp/log/pow/hyperbolic/special functions as a device
// with a measured Exp2 runs them (TargetProfile::preciseExp2, the
// compiler's __VKCL_PRECISE_EXP2; only with a fused Fma, so the unfused
// build sweeps the library's own path again): the device's instructions
// modelled as correctly rounded and then off by up to 2 ulp either way
// (VKCL_HOST_ESTIMATE_ULPS, prelude.h) — Exp2 within 2.5 ulp, worse than
// NVIDIA's 2.055 — and sqrt and division with them. Every function must
// stay within its bound; exp's 3 is the tight one (2.24 ulp by
// explog.cl's analysis for a 2.055-ulp Exp2).
//   sweep-precise-exp2-fused [stride] [name]
#define VKCL_HOST_ESTIMATE_ULPS 2
#ifdef FP_FAST_FMAF
#define __VKCL_PRECISE_EXP2 1
#endif
#include "sweep_explog.c"
