// Host sweep of float sqrt (src/compiler/library/float/sqrt.cl) and what
// is built on it, with a device-like estimate: native_sqrt off by up to
// 2 ulp either way (VKCL_HOST_ESTIMATE_ULPS, prelude.h), so that the Newton
// step, the near-midpoint test and the exact path all run, not only the
// exact host estimate sweep_manipulation sees. sqrt stays correctly
// rounded; rsqrt and hypot within their bounds.
#define VKCL_HOST_ESTIMATE_ULPS 2
#include "../../src/compiler/library/prelude.h"
#include "../../src/compiler/library/float/sqrt.cl"
#include "../../src/compiler/library/float/manipulation.cl"
#include "sweep_driver.h"

// A negative subnormal reads as -0 (sweep_manipulation.c says why).
static double ref_sqrt(double x) {
  return x < 0 && x > -0x1p-126 ? -0.0 : sqrt(x);
}
static double ref_rsqrt(double x) {
  return x < 0 && x > -0x1p-126 ? -HUGE_VAL : 1.0 / sqrt(x);
}
static double ref_hypot(double x, double y) { return hypot(x, y); }

static const struct unary_case unary[] = {
    {"sqrt", __vkcl_sqrt_f32, ref_sqrt, 0.5},
    {"rsqrt", __vkcl_rsqrt_f32, ref_rsqrt, 2},
};

static const struct binary_case binary[] = {
    {"hypot", __vkcl_hypot_f32, ref_hypot, 4},
};

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = run_unary(unary, sizeof unary / sizeof unary[0], stride, only);
  failed |= run_binary(binary, sizeof binary / sizeof binary[0], stride, only);
  return failed;
}
