// Host sweep of double/special.cl: erf, erfc and tgamma against glibc's
// long double erfl, erfcl and tgammal (16 ulp), lgamma against lgammal
// (no OpenCL bound: in ulp except near its negative zeros, absolute
// there), lgamma_r's sign against glibc's, and the special values. Extra
// cases aim at the hard regions: erfc's subnormal tail, tgamma near
// overflow, near the negative poles and down to the underflow.
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/sqrt.cl"

#include "../../src/compiler/library/double/explog.cl"

#include "../../src/compiler/library/double/trig.cl"

#include "../../src/compiler/library/double/special.cl"

#include "sweep_driver_f64.h"

static long double ref_erf(long double x) { return erfl(x); }
static long double ref_erfc(long double x) { return erfcl(x); }
static long double ref_tgamma(long double x) { return tgammal(x); }

static const struct unary_case_f64 unary[] = {
    {"erf", __vkcl_erf_f64, ref_erf, 16, -6.0, 6.0},
    {"erfc", __vkcl_erfc_f64, ref_erfc, 16, -2.0, 10.0},
    {"erfc_tail", __vkcl_erfc_f64, ref_erfc, 16, 10.0, 27.5},
    {"erfc_subnormal", __vkcl_erfc_f64, ref_erfc, 16, 26.0, 27.3},
    {"tgamma", __vkcl_tgamma_f64, ref_tgamma, 16, -30.0, 30.0},
    {"tgamma_big", __vkcl_tgamma_f64, ref_tgamma, 16, 150.0, 171.7},
    {"tgamma_neg", __vkcl_tgamma_f64, ref_tgamma, 16, -190.0, -10.0},
};

/// lgamma's error: in ulp where x > 0 or |lgamma| >= 1/8, else (near the
/// negative zeros) in units of 2^-53 absolute; bound 16 for both.
static int run_lgamma(uint64_t stride, const char *only) {
  if (!sweep_selected("lgamma", only))
    return 0;
  static const double ranges[][2] = {
      {-8.0, 8.0}, {0.5, 3.0}, {8.0, 1e6}, {-200.0, -8.0}};
  double far = 0.0, near = 0.0, far_x = 0.0, near_x = 0.0;
  uint64_t sign_errors = 0;
  double sign_x = 0.0;
  uint64_t n = sweep_count_f64(stride);
  for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; ++r) {
    for (uint64_t i = 0; i < sweep_special_count_f64 + n / 4; ++i) {
      double x = sweep_input_f64(i, ranges[r][0], ranges[r][1]);
      double out = __vkcl_lgamma_f64(x);
      long double ref = lgammal((long double)x);
      if (as_ulong(__vkcl_lgamma_r_f64(x)) != as_ulong(out)) {
        ++sign_errors;
        sign_x = x;
      }
      int sign = 0;
      (void)lgammal_r((long double)x, &sign);
      int pole = x != x || (x <= 0.0 && trunc(x) == x && x != 0.0);
      if (!pole && __vkcl_lgamma_r_sign_f64(x) != sign) {
        ++sign_errors;
        sign_x = x;
      }
      if (x > 0.0 || !(fabsl(ref) < 0.125L)) {
        double err = ulp_error_f64(out, ref);
        if (err > far || err != err) {
          far = err;
          far_x = x;
        }
      } else {
        double err = (double)(fabsl((long double)out - ref) * 0x1p53L);
        if (err > near || err != err) {
          near = err;
          near_x = x;
        }
      }
    }
  }
  int failed = !(far <= 16.0) || !(near <= 16.0) || sign_errors != 0;
  printf("%-12s max %.3f ulp (bound 16) at x=%a\n", "lgamma", far, far_x);
  printf("%-12s max %.3f units of 2^-53 (bound 16) at x=%a\n", "lgamma_near0",
         near, near_x);
  printf("%-12s %llu sign or value mismatches (last at %a)%s\n", "lgamma_r",
         (unsigned long long)sign_errors, sign_x, failed ? "  FAIL" : "");
  return failed;
}

static int same(double a, double b) {
  return as_ulong(a) == as_ulong(b) || (a != a && b != b);
}

static int check(const char *what, double got, double want) {
  if (same(got, want))
    return 0;
  printf("%s: %a, expected %a  FAIL\n", what, got, want);
  return 1;
}

static int check_int(const char *what, int got, int want) {
  if (got == want)
    return 0;
  printf("%s: %d, expected %d  FAIL\n", what, got, want);
  return 1;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed =
      run_unary_f64(unary, sizeof unary / sizeof unary[0], stride, only);
  failed |= run_lgamma(stride, only);
  failed |= check("erf(+0)", __vkcl_erf_f64(0.0), 0.0);
  failed |= check("erf(-0)", __vkcl_erf_f64(-0.0), -0.0);
  failed |= check("erf(inf)", __vkcl_erf_f64(INFINITY), 1.0);
  failed |= check("erf(-inf)", __vkcl_erf_f64(-INFINITY), -1.0);
  failed |= check("erf(NaN)", __vkcl_erf_f64(NAN), NAN);
  failed |= check("erf(min subnormal)", __vkcl_erf_f64(0x1p-1074), 0x1p-1074);
  failed |= check("erf(-min normal)", __vkcl_erf_f64(-0x1p-1022),
                  (double)erfl(-0x1p-1022L));
  failed |= check("erfc(+0)", __vkcl_erfc_f64(0.0), 1.0);
  failed |= check("erfc(-0)", __vkcl_erfc_f64(-0.0), 1.0);
  failed |= check("erfc(inf)", __vkcl_erfc_f64(INFINITY), 0.0);
  failed |= check("erfc(-inf)", __vkcl_erfc_f64(-INFINITY), 2.0);
  failed |= check("erfc(NaN)", __vkcl_erfc_f64(NAN), NAN);
  failed |= check("erfc(28)", __vkcl_erfc_f64(28.0), 0.0);
  failed |= check("erfc(-28)", __vkcl_erfc_f64(-28.0), 2.0);
  failed |= check("tgamma(+0)", __vkcl_tgamma_f64(0.0), INFINITY);
  failed |= check("tgamma(-0)", __vkcl_tgamma_f64(-0.0), -INFINITY);
  failed |= check("tgamma(inf)", __vkcl_tgamma_f64(INFINITY), INFINITY);
  failed |= check("tgamma(-inf)", __vkcl_tgamma_f64(-INFINITY), NAN);
  failed |= check("tgamma(NaN)", __vkcl_tgamma_f64(NAN), NAN);
  failed |= check("tgamma(-1)", __vkcl_tgamma_f64(-1.0), NAN);
  failed |= check("tgamma(-2^60)", __vkcl_tgamma_f64(-0x1p60), NAN);
  failed |= check("tgamma(1)", __vkcl_tgamma_f64(1.0), 1.0);
  failed |= check("tgamma(2)", __vkcl_tgamma_f64(2.0), 1.0);
  failed |= check("tgamma(5)", __vkcl_tgamma_f64(5.0), 24.0);
  failed |= check("tgamma(171.7)", __vkcl_tgamma_f64(171.7), INFINITY);
  failed |= check("tgamma(DBL_MAX)", __vkcl_tgamma_f64(DBL_MAX), INFINITY);
  failed |=
      check("tgamma(min subnormal)", __vkcl_tgamma_f64(0x1p-1074), INFINITY);
  failed |=
      check("tgamma(-min subnormal)", __vkcl_tgamma_f64(-0x1p-1074), -INFINITY);
  failed |= check("tgamma(-200.5)", __vkcl_tgamma_f64(-200.5), -0.0);
  failed |= check("tgamma(-201.5)", __vkcl_tgamma_f64(-201.5), 0.0);
  failed |= check("lgamma(1)", __vkcl_lgamma_f64(1.0), 0.0);
  failed |= check("lgamma(2)", __vkcl_lgamma_f64(2.0), 0.0);
  failed |= check("lgamma(+0)", __vkcl_lgamma_f64(0.0), INFINITY);
  failed |= check("lgamma(-0)", __vkcl_lgamma_f64(-0.0), INFINITY);
  failed |= check("lgamma(-3)", __vkcl_lgamma_f64(-3.0), INFINITY);
  failed |= check("lgamma(inf)", __vkcl_lgamma_f64(INFINITY), INFINITY);
  failed |= check("lgamma(-inf)", __vkcl_lgamma_f64(-INFINITY), INFINITY);
  failed |= check("lgamma(NaN)", __vkcl_lgamma_f64(NAN), NAN);
  failed |= check("lgamma(DBL_MAX)", __vkcl_lgamma_f64(DBL_MAX), INFINITY);
  failed |= check("lgamma(min subnormal)", __vkcl_lgamma_f64(0x1p-1074),
                  (double)lgammal(0x1p-1074L));
  failed |= check_int("lgamma_r_sign(+0)", __vkcl_lgamma_r_sign_f64(0.0), 1);
  failed |= check_int("lgamma_r_sign(-0)", __vkcl_lgamma_r_sign_f64(-0.0), -1);
  failed |= check_int("lgamma_r_sign(-2)", __vkcl_lgamma_r_sign_f64(-2.0), 0);
  failed |=
      check_int("lgamma_r_sign(-inf)", __vkcl_lgamma_r_sign_f64(-INFINITY), 0);
  failed |= check_int("lgamma_r_sign(NaN)", __vkcl_lgamma_r_sign_f64(NAN), 0);
  failed |=
      check_int("lgamma_r_sign(-2.5)", __vkcl_lgamma_r_sign_f64(-2.5), -1);
  failed |=
      check_int("lgamma_r_sign(-1e300)", __vkcl_lgamma_r_sign_f64(-1e300), 0);
  return failed;
}
