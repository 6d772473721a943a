// Host sweep of the float exp/log/pow/hyperbolic/special library functions
// (explog.cl, pow.cl, hyperbolic.cl, special.cl) against glibc's double
// functions, with OpenCL C 3.0 full-profile bounds.
//   sweep_explog [stride] [name]
// Unary functions: every stride-th float. pow and powr: the special-value
// grid plus 2^32 / stride random pairs, then pairs near the hard region (x
// near 1 with large y, results near overflow and underflow). pown and
// rootn take an int: n in -10..10 and extreme n, each with every
// max(stride, 257)-th float, and x near 1 with the extreme n.
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/float/sqrt.cl"

#include "../../src/compiler/library/float/explog.cl"
#include "../../src/compiler/library/float/pow_log2.cl"
#include "../../src/compiler/library/float/pow.cl"
#ifndef SWEEP_NO_HYPERBOLIC
#include "../../src/compiler/library/float/hyperbolic.cl"
#endif
#ifndef SWEEP_NO_SPECIAL
#include "../../src/compiler/library/float/special.cl"
#endif

#include "sweep_driver.h"

static double ref_exp10(double x) { return pow(10.0, x); }

static double ref_powr(double x, double y) {
  if (x < 0.0 || isnan(x) || isnan(y))
    return (double)NAN;
  if ((x == 0.0 || isinf(x)) && y == 0.0)
    return (double)NAN;
  if (x == 1.0 && isinf(y))
    return (double)NAN;
  if (x == 0.0) // powr(+-0, y): +inf for y < 0, +0 for y > 0
    return y < 0.0 ? HUGE_VAL : 0.0;
  return pow(x, y);
}

static double ref_rootn(double x, int n) {
  if (n == 0 || isnan(x) || (x < 0.0 && !(n & 1)))
    return (double)NAN;
  if (x == 0.0 || isinf(x)) {
    double r = (n < 0) == (x == 0.0) ? HUGE_VAL : 0.0;
    return (n & 1) ? copysign(r, x) : r;
  }
  double r = pow(fabs(x), 1.0 / n);
  return copysign(r, x);
}

static double ref_pown(double x, int n) { return pow(x, (double)n); }

static const struct unary_case unary_cases[] = {
    {"exp", __vkcl_exp_f32, exp, 3.0},
    {"exp2", __vkcl_exp2_f32, exp2, 3.0},
    {"exp10", __vkcl_exp10_f32, ref_exp10, 3.0},
    {"expm1", __vkcl_expm1_f32, expm1, 3.0},
    {"log", __vkcl_log_f32, log, 3.0},
    {"log2", __vkcl_log2_f32, log2, 3.0},
    {"log10", __vkcl_log10_f32, log10, 3.0},
    {"log1p", __vkcl_log1p_f32, log1p, 2.0},
    {"cbrt", __vkcl_cbrt_f32, cbrt, 2.0},
#ifndef SWEEP_NO_HYPERBOLIC
    {"sinh", __vkcl_sinh_f32, sinh, 4.0},
    {"cosh", __vkcl_cosh_f32, cosh, 4.0},
    {"tanh", __vkcl_tanh_f32, tanh, 5.0},
    {"asinh", __vkcl_asinh_f32, asinh, 4.0},
    {"acosh", __vkcl_acosh_f32, acosh, 4.0},
    {"atanh", __vkcl_atanh_f32, atanh, 5.0},
#endif
#ifndef SWEEP_NO_SPECIAL
    {"erf", __vkcl_erf_f32, erf, 16.0},
    {"erfc", __vkcl_erfc_f32, erfc, 16.0},
    {"tgamma", __vkcl_tgamma_f32, tgamma, 16.0},
#endif
};

static const struct binary_case binary_cases[] = {
    {"pow", __vkcl_pow_f32, pow, 16.0},
    {"powr", __vkcl_powr_f32, ref_powr, 16.0},
};

/// One case's worst error, printed as run_binary prints it.
struct worst {
  double err;
  float x, y, out;
  double ref;
};

static void worst_update(struct worst *w, float x, float y, float out,
                         double ref) {
  double err = ulp_error_f32(out, ref);
  if (err > w->err || err != err) {
    w->err = err;
    w->x = x;
    w->y = y;
    w->out = out;
    w->ref = ref;
  }
}

static int worst_report(const char *name, const struct worst *w, double bound) {
  int bad = !(w->err <= bound);
  printf("%-12s max %.3f ulp (bound %g) at (%a, %a): %a, reference %a%s\n",
         name, w->err, bound, (double)w->x, (double)w->y, (double)w->out,
         w->ref, bad ? "  FAIL" : "");
  return bad;
}

/// pow and powr where the exponent y log2(x) is large: x near 1 with large
/// y, and results near overflow and underflow (the float-float exponent's
/// hard cases).
static int run_pow_hard(uint64_t stride, const char *only) {
  int failed = 0;
  uint64_t count = (1ull << 32) / stride;
  if (count < 1000000)
    count = 1000000;
  for (int c = 0; c < 2; ++c) {
    const char *name = c ? "powr_hard" : "pow_hard";
    if (!sweep_selected(c ? "powr" : "pow", only) &&
        !sweep_selected(name, only))
      continue;
    struct worst w = {0};
    for (uint64_t i = 0; i < count; ++i) {
      float x, y;
      uint32_t r = sweep_random();
      if (i & 1) { // x within 2^-10 of 1, y giving |y log2 x| up to 160
        x = 1.0f + (float)(int)(r & 0x3fffff) * 0x1p-32f *
                       ((r >> 22) & 1 ? 1.0f : -1.0f);
        if (x == 1.0f)
          continue;
        double t = ((double)(sweep_random() & 0xffffff) / 0x1p24 - 0.5) * 320.0;
        y = (float)(t / log2((double)x));
      } else { // any x, y putting the result near overflow / underflow
        x = as_float((r & 0x7fffffffu) % 0x7f000000u + 0x00000001u);
        if (x == 1.0f)
          continue;
        double t = (r & 1 ? 128.0 : -150.0) +
                   ((double)(sweep_random() & 0xffff) / 0x1p16 - 0.5) * 8.0;
        y = (float)(t / log2((double)x));
      }
      if (c == 0 && (sweep_random() & 1)) { // negative x, integer y
        y = rint(y);
        x = -x;
      }
      float out = c ? __vkcl_powr_f32(x, y) : __vkcl_pow_f32(x, y);
      double ref =
          c ? ref_powr((double)x, (double)y) : pow((double)x, (double)y);
      worst_update(&w, x, y, out, ref);
    }
    failed |= worst_report(name, &w, 16.0);
  }
  return failed;
}

/// pown and rootn over n in -10..10 and extreme n.
static int run_int_power(uint64_t stride, const char *only) {
  // clang-format off
  static const int ns[] = {
      -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
      10, 11, 15, 16, 17, 31, 64, 100, -100, 127, 128, 255, 12345, -12345,
      1 << 24, (1 << 24) + 1, -(1 << 24) - 1, (1 << 30) + 3, 0x7fffffff,
      -0x7fffffff, (int)0x80000000u};
  // clang-format on
  uint64_t step = stride < 257 ? 257 : stride;
  int failed = 0;
  for (int c = 0; c < 2; ++c) {
    const char *name = c ? "rootn" : "pown";
    if (!sweep_selected(name, only))
      continue;
    struct worst w = {0};
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; ++k) {
      int n = ns[k];
      for (uint64_t bits = 0; bits <= 0xffffffffull; bits += step) {
        float x = as_float((uint)bits);
        float out = c ? __vkcl_rootn_f32(x, n) : __vkcl_pown_f32(x, n);
        double ref = c ? ref_rootn((double)x, n) : ref_pown((double)x, n);
        worst_update(&w, x, (float)n, out, ref);
      }
      for (int i = -4000; i <= 4000; ++i) { // x near 1
        float x = 1.0f + (float)i * 0x1p-23f;
        float out = c ? __vkcl_rootn_f32(x, n) : __vkcl_pown_f32(x, n);
        double ref = c ? ref_rootn((double)x, n) : ref_pown((double)x, n);
        worst_update(&w, x, (float)n, out, ref);
        x = -x;
        out = c ? __vkcl_rootn_f32(x, n) : __vkcl_pown_f32(x, n);
        ref = c ? ref_rootn((double)x, n) : ref_pown((double)x, n);
        worst_update(&w, x, (float)n, out, ref);
      }
    }
    failed |= worst_report(name, &w, 16.0);
  }
  return failed;
}

#ifndef SWEEP_NO_SPECIAL
/// lgamma has no bound in OpenCL C 3.0: measured in ulp where |lgamma| >=
/// 1/8 (away from its zeros, bound 64 ulp) and as an absolute error (in
/// units of 2^-24, bound 64) near them; lgamma_r's sign output is checked
/// against glibc's lgamma_r (but at the poles, where lgamma_r's sign is
/// ours: 0).
static int run_lgamma(uint64_t stride, const char *only) {
  if (!sweep_selected("lgamma", only) && !sweep_selected("lgamma_r", only))
    return 0;
  struct worst far = {0}, near = {0};
  uint64_t sign_errors = 0;
  float sign_x = 0.0f;
  for (uint64_t bits = 0; bits <= 0xffffffffull; bits += stride) {
    float x = as_float((uint)bits);
    float out = __vkcl_lgamma_f32(x);
    double ref = lgamma((double)x);
    if (as_uint(__vkcl_lgamma_r_f32(x)) != as_uint(out)) {
      ++sign_errors;
      sign_x = x;
    }
    int sign = 0;
    double r2 = lgamma_r((double)x, &sign);
    (void)r2;
    int pole = x != x || (x <= 0.0f && trunc(x) == x && x != 0.0f);
    if (!pole && __vkcl_lgamma_r_sign_f32(x) != sign) {
      ++sign_errors;
      sign_x = x;
    }
    if (!(fabs(ref) < 0x1p-3)) {
      worst_update(&far, x, 0.0f, out, ref);
    } else {
      double err = fabs((double)out - ref) * 0x1p24;
      if (err > near.err || err != err) {
        near.err = err;
        near.x = x;
        near.out = out;
        near.ref = ref;
      }
    }
  }
  int failed = worst_report("lgamma", &far, 64.0);
  failed |= worst_report("lgamma_near0", &near, 64.0);
  printf("lgamma_r     %llu sign or value mismatches%s%s",
         (unsigned long long)sign_errors, sign_errors ? " (last at " : "",
         sign_errors ? "" : "\n");
  if (sign_errors)
    printf("%a)  FAIL\n", (double)sign_x);
  return failed | (sign_errors != 0);
}
#endif

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = run_unary(
      unary_cases, sizeof unary_cases / sizeof unary_cases[0], stride, only);
  failed |= run_binary(
      binary_cases, sizeof binary_cases / sizeof binary_cases[0], stride, only);
  failed |= run_pow_hard(stride, only);
  failed |= run_int_power(stride, only);
#ifndef SWEEP_NO_SPECIAL
  failed |= run_lgamma(stride, only);
#endif
  return failed;
}
