// Host sweep of the double inverse trigonometric functions
// (double/trig_inverse.cl) against long double references, plus the edge
// cases of OpenCL C 3.0's "Edge Case Behavior" and C99 Annex F for atan2,
// with the sign of zero checked (the ULP measure does not see it).
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/sqrt.cl"
#include "../../src/compiler/library/double/trig_inverse.cl"

#include "sweep_driver_f64.h"

static const long double pi_l = 3.14159265358979323846264338327950288L;

static long double ref_asin(long double x) { return asinl(x); }
static long double ref_acos(long double x) { return acosl(x); }
static long double ref_atan(long double x) { return atanl(x); }
static long double ref_asinpi(long double x) { return asinl(x) / pi_l; }
static long double ref_acospi(long double x) { return acosl(x) / pi_l; }
static long double ref_atanpi(long double x) { return atanl(x) / pi_l; }
static long double ref_atan2(long double y, long double x) {
  return atan2l(y, x);
}
static long double ref_atan2pi(long double y, long double x) {
  return atan2l(y, x) / pi_l;
}

// Several ranges per function: the whole domain, then the hard places
// (near 1 for asin/acos, around 1/2 and the breakpoints, tiny arguments
// whose pi forms are subnormal, huge arguments of atan).
static const struct unary_case_f64 unary_cases[] = {
    {"asin", __vkcl_asin_f64, ref_asin, 4, -1.0, 1.0},
    {"asin@1", __vkcl_asin_f64, ref_asin, 4, 0.999999, 1.0},
    {"asin@0", __vkcl_asin_f64, ref_asin, 4, -0x1p-20, 0x1p-20},
    {"acos", __vkcl_acos_f64, ref_acos, 4, -1.0, 1.0},
    {"acos@1", __vkcl_acos_f64, ref_acos, 4, 0.999999, 1.0},
    {"acos@-1", __vkcl_acos_f64, ref_acos, 4, -1.0, -0.999999},
    {"atan", __vkcl_atan_f64, ref_atan, 5, -2.0, 2.0},
    {"atan@big", __vkcl_atan_f64, ref_atan, 5, 1.0, 1e6},
    {"asinpi", __vkcl_asinpi_f64, ref_asinpi, 5, -1.0, 1.0},
    {"asinpi@1", __vkcl_asinpi_f64, ref_asinpi, 5, 0.999999, 1.0},
    {"asinpi@0", __vkcl_asinpi_f64, ref_asinpi, 5, -0x1p-1000, 0x1p-1000},
    {"acospi", __vkcl_acospi_f64, ref_acospi, 5, -1.0, 1.0},
    {"acospi@1", __vkcl_acospi_f64, ref_acospi, 5, 0.999999, 1.0},
    {"atanpi", __vkcl_atanpi_f64, ref_atanpi, 5, -2.0, 2.0},
    {"atanpi@0", __vkcl_atanpi_f64, ref_atanpi, 5, -0x1p-1015, 0x1p-1015},
};

static const struct binary_case_f64 binary_cases[] = {
    {"atan2", __vkcl_atan2_f64, ref_atan2, 6, -4.0, 4.0},
    {"atan2pi", __vkcl_atan2pi_f64, ref_atan2pi, 6, -4.0, 4.0},
};

/// Whether got is want, bit for bit (any NaN for NaN).
static int same(double got, double want) {
  return isnan(want) ? isnan(got) : as_ulong(got) == as_ulong(want);
}

static int edge_failures;
static void expect(const char *what, double arg, double arg2, double got,
                   double want) {
  if (!same(got, want)) {
    printf("edge case %s(%a, %a) = %a, want %a  FAIL\n", what, arg, arg2, got,
           want);
    edge_failures = 1;
  }
}
#define EXPECT1(fn, x, want) expect(#fn, (x), 0.0, __vkcl_##fn##_f64(x), want)
#define EXPECT2(fn, y, x, want)                                                \
  expect(#fn, (y), (x), __vkcl_##fn##_f64((y), (x)), want)

/// atan2 and atan2pi of pairs whose quotient is extreme (subnormal, near
/// the overflow of y/x, both operands subnormal or huge), by the ULP
/// measure against the reference.
static void run_extreme_pairs(void) {
  const double mags[] = {0x1p-1074,
                         0x1.8p-1073,
                         0x1.234567p-1050,
                         0x1p-1022,
                         0x1.fffffffffffffp-1022,
                         0x1.5p-1000,
                         0x1.9p-500,
                         0x1.3p-60,
                         1.0,
                         0x1.7p60,
                         0x1.9p500,
                         0x1.dp1000,
                         0x1p1023,
                         DBL_MAX};
  const size_t n = sizeof mags / sizeof mags[0];
  double worst = 0.0, worst_pi = 0.0;
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j)
      for (int s = 0; s < 4; ++s) {
        for (int k = 0; k < 64; ++k) { // nearby mantissas too
          double y = mags[i] * (1.0 + k * 0x1.3p-7);
          double x = mags[j] * (1.0 + k * 0x1.1p-6);
          if (isinf(y) || isinf(x))
            continue;
          y = s & 1 ? -y : y;
          x = s & 2 ? -x : x;
          double e = ulp_error_f64(__vkcl_atan2_f64(y, x),
                                   ref_atan2((long double)y, (long double)x));
          double epi =
              ulp_error_f64(__vkcl_atan2pi_f64(y, x),
                            ref_atan2pi((long double)y, (long double)x));
          worst = e > worst ? e : worst;
          worst_pi = epi > worst_pi ? epi : worst_pi;
        }
      }
  printf("extreme pairs: atan2 max %.3f ulp, atan2pi max %.3f ulp\n", worst,
         worst_pi);
  if (!(worst <= 6.0 && worst_pi <= 6.0)) {
    printf("extreme pairs  FAIL\n");
    edge_failures = 1;
  }
}

static int run_edges(void) {
  const double inf = INFINITY, nan = NAN, pi = 0x1.921fb54442d18p+1,
               pio2 = 0x1.921fb54442d18p+0, pio4 = 0x1.921fb54442d18p-1,
               tpio4 = 0x1.2d97c7f3321d2p+1;
  for (int s = 0; s < 2; ++s) {
    double z = s ? -0.0 : 0.0, i = s ? -inf : inf, one = s ? -1.0 : 1.0;
    double sub = one * 0x1p-1074;
    EXPECT1(asin, z, z);
    EXPECT1(atan, z, z);
    EXPECT1(asinpi, z, z);
    EXPECT1(atanpi, z, z);
    EXPECT1(acos, z, pio2);
    EXPECT1(acospi, z, 0.5);
    EXPECT1(asin, sub, sub);
    EXPECT1(atan, sub, sub);
    EXPECT1(asinpi, sub, z); // 2^-1074 / pi rounds to 0
    EXPECT1(atanpi, one * 0x1p-1073, sub);
    EXPECT1(acos, sub, pio2);
    EXPECT1(atan, i, s ? -pio2 : pio2);
    EXPECT1(atanpi, i, 0.5 * one);
    EXPECT1(atan, one * DBL_MAX, s ? -pio2 : pio2);
    EXPECT1(atanpi, one * DBL_MAX, 0.5 * one);
    EXPECT1(asin, 1.5 * one, nan);
    EXPECT1(acos, 1.5 * one, nan);
    EXPECT1(asinpi, 1.5 * one, nan);
    EXPECT1(acospi, 1.5 * one, nan);
    EXPECT1(asin, one * 0x1.0000000000001p0, nan);
    EXPECT1(acos, one * 0x1.0000000000001p0, nan);
    EXPECT1(asin, i, nan);
    EXPECT1(acos, i, nan);
    EXPECT1(asinpi, i, nan);
    EXPECT1(acospi, i, nan);
    EXPECT1(asin, one, s ? -pio2 : pio2);
    EXPECT1(asinpi, one, 0.5 * one);
    EXPECT1(atan, one, s ? -pio4 : pio4);
    EXPECT1(atanpi, one, 0.25 * one);
    // atan2, C99 Annex F (and atan2pi from OpenCL's table)
    EXPECT2(atan2, z, -0.0, s ? -pi : pi);
    EXPECT2(atan2, z, 0.0, z);
    EXPECT2(atan2, z, -1.0, s ? -pi : pi);
    EXPECT2(atan2, z, 1.0, z);
    EXPECT2(atan2, z, -0x1p-1074, s ? -pi : pi);
    EXPECT2(atan2, z, 0x1p-1074, z);
    EXPECT2(atan2, z, -inf, s ? -pi : pi);
    EXPECT2(atan2, z, inf, z);
    EXPECT2(atan2, one, -inf, s ? -pi : pi);
    EXPECT2(atan2, one, inf, z);
    EXPECT2(atan2, one * DBL_MAX, -inf, s ? -pi : pi);
    EXPECT2(atan2, one * DBL_MAX, inf, z);
    EXPECT2(atan2, i, 1.0, s ? -pio2 : pio2);
    EXPECT2(atan2, i, -1.0, s ? -pio2 : pio2);
    EXPECT2(atan2, i, 0.0, s ? -pio2 : pio2);
    EXPECT2(atan2, i, -0.0, s ? -pio2 : pio2);
    EXPECT2(atan2, i, -DBL_MAX, s ? -pio2 : pio2);
    EXPECT2(atan2, i, -inf, s ? -tpio4 : tpio4);
    EXPECT2(atan2, i, inf, s ? -pio4 : pio4);
    EXPECT2(atan2, one, 0.0, s ? -pio2 : pio2);
    EXPECT2(atan2, one, -0.0, s ? -pio2 : pio2);
    EXPECT2(atan2, sub, 0.0, s ? -pio2 : pio2);
    EXPECT2(atan2, one * DBL_MAX, DBL_MAX, s ? -pio4 : pio4);
    EXPECT2(atan2, sub, 0x1p-1074, s ? -pio4 : pio4);
    EXPECT2(atan2, sub, -0x1p-1074, s ? -tpio4 : tpio4);
    EXPECT2(atan2, sub, DBL_MAX, z); // the quotient underflows to 0
    EXPECT2(atan2, sub, -DBL_MAX, s ? -pi : pi);
    EXPECT2(atan2, one * DBL_MAX, 0x1p-1074, s ? -pio2 : pio2);
    EXPECT2(atan2, one * 0x1p-1000, 0x1p60, one * 0x1p-1060);
    EXPECT2(atan2pi, z, -0.0, one);
    EXPECT2(atan2pi, z, 0.0, z);
    EXPECT2(atan2pi, z, -1.0, one);
    EXPECT2(atan2pi, z, 1.0, z);
    EXPECT2(atan2pi, z, -inf, one);
    EXPECT2(atan2pi, z, inf, z);
    EXPECT2(atan2pi, one, -inf, one);
    EXPECT2(atan2pi, one, inf, z);
    EXPECT2(atan2pi, i, 1.0, 0.5 * one);
    EXPECT2(atan2pi, i, -1.0, 0.5 * one);
    EXPECT2(atan2pi, i, 0.0, 0.5 * one);
    EXPECT2(atan2pi, i, -0.0, 0.5 * one);
    EXPECT2(atan2pi, i, -inf, 0.75 * one);
    EXPECT2(atan2pi, i, inf, 0.25 * one);
    EXPECT2(atan2pi, one, 0.0, 0.5 * one);
    EXPECT2(atan2pi, one, -0.0, 0.5 * one);
    EXPECT2(atan2pi, one, 1.0, 0.25 * one);
    EXPECT2(atan2pi, one, -1.0, 0.75 * one);
    EXPECT2(atan2pi, sub, DBL_MAX, z);
    EXPECT2(atan2, nan, one, nan);
    EXPECT2(atan2, one, nan, nan);
    EXPECT2(atan2, nan, i, nan);
    EXPECT2(atan2, i, nan, nan);
    EXPECT2(atan2pi, nan, one, nan);
    EXPECT2(atan2pi, one, nan, nan);
  }
  EXPECT1(acos, 1.0, 0.0);
  EXPECT1(acospi, 1.0, 0.0);
  EXPECT1(acos, -1.0, pi);
  EXPECT1(acospi, -1.0, 1.0);
  EXPECT1(acospi, 0.5, 0x1.5555555555555p-2);
  EXPECT1(asinpi, 0.5, 0x1.5555555555555p-3);
  EXPECT1(asin, nan, nan);
  EXPECT1(acos, nan, nan);
  EXPECT1(atan, nan, nan);
  EXPECT1(asinpi, nan, nan);
  EXPECT1(acospi, nan, nan);
  EXPECT1(atanpi, nan, nan);
  run_extreme_pairs();
  printf("edge cases: %s\n", edge_failures ? "FAIL" : "ok");
  return edge_failures;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = only ? 0 : run_edges();
  return failed |
         run_unary_f64(unary_cases, sizeof unary_cases / sizeof unary_cases[0],
                       stride, only) |
         run_binary_f64(binary_cases,
                        sizeof binary_cases / sizeof binary_cases[0], stride,
                        only);
}
