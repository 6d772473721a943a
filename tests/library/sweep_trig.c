// Host sweep of the float trigonometric functions (float/trig.cl and
// float/trig_inverse.cl) against double references, plus the edge cases
// of OpenCL C 3.0's "Edge Case Behavior" and C99 Annex F for atan2, with
// the sign of zero checked (the ULP measure does not see it).
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/float/sqrt.cl"
#include "../../src/compiler/library/float/trig.cl"
#include "../../src/compiler/library/float/trig_inverse.cl"

#include "sweep_driver.h"

/// x = (k/2 + r) with k in 0..3 and |r| <= 1/4, exactly in double.
static double ref_pi_reduce(double x, int *k) {
  double a = fabs(fmod(x, 2.0)); // exact
  double kk = rint(2.0 * a);
  *k = (int)kk & 3;
  return a - 0.5 * kk;
}

static double ref_sinpi(double x) {
  if (isinf(x) || isnan(x))
    return NAN;
  int k;
  double r = ref_pi_reduce(x, &k), y;
  if (k & 1)
    y = cos(M_PI * r);
  else
    y = r == 0.0 ? 0.0 : sin(M_PI * r);
  y = k >= 2 ? -y : y;
  return x < 0.0 ? -y : y;
}

static double ref_cospi(double x) {
  if (isinf(x) || isnan(x))
    return NAN;
  int k;
  double r = ref_pi_reduce(x, &k), y;
  if (k & 1) // cos(pi/2 + t) = -sin(t), cos(3pi/2 + t) = sin(t)
    y = r == 0.0 ? 0.0 : (k == 1 ? -sin(M_PI * r) : sin(M_PI * r));
  else
    y = k == 2 ? -cos(M_PI * r) : cos(M_PI * r);
  return y;
}

static double ref_tanpi(double x) {
  if (isinf(x) || isnan(x))
    return NAN;
  int k;
  double r = ref_pi_reduce(x, &k), y;
  if (k & 1)
    y = r == 0.0 ? (k == 1 ? (double)INFINITY : -(double)INFINITY)
                 : -1.0 / tan(M_PI * r);
  else
    y = tan(M_PI * r);
  return x < 0.0 ? -y : y;
}

static double ref_asinpi(double x) { return asin(x) / M_PI; }
static double ref_acospi(double x) { return acos(x) / M_PI; }
static double ref_atanpi(double x) { return atan(x) / M_PI; }
static double ref_atan2(double y, double x) { return atan2(y, x); }
static double ref_atan2pi(double y, double x) { return atan2(y, x) / M_PI; }
static double ref_sin(double x) { return sin(x); }
static double ref_cos(double x) { return cos(x); }
static double ref_tan(double x) { return tan(x); }
static double ref_asin(double x) { return asin(x); }
static double ref_acos(double x) { return acos(x); }
static double ref_atan(double x) { return atan(x); }

static const struct unary_case unary_cases[] = {
    {"sin", __vkcl_sin_f32, ref_sin, 4},
    {"cos", __vkcl_cos_f32, ref_cos, 4},
    {"tan", __vkcl_tan_f32, ref_tan, 5},
    {"sinpi", __vkcl_sinpi_f32, ref_sinpi, 4},
    {"cospi", __vkcl_cospi_f32, ref_cospi, 4},
    {"tanpi", __vkcl_tanpi_f32, ref_tanpi, 6},
    {"asin", __vkcl_asin_f32, ref_asin, 4},
    {"acos", __vkcl_acos_f32, ref_acos, 4},
    {"atan", __vkcl_atan_f32, ref_atan, 5},
    {"asinpi", __vkcl_asinpi_f32, ref_asinpi, 5},
    {"acospi", __vkcl_acospi_f32, ref_acospi, 5},
    {"atanpi", __vkcl_atanpi_f32, ref_atanpi, 5},
};

static const struct binary_case binary_cases[] = {
    {"atan2", __vkcl_atan2_f32, ref_atan2, 6},
    {"atan2pi", __vkcl_atan2pi_f32, ref_atan2pi, 6},
};

/// Whether got is want, bit for bit (any NaN for NaN).
static int same(float got, float want) {
  return isnan(want) ? isnan(got) : as_uint(got) == as_uint(want);
}

static int edge_failures;
static void expect(const char *what, float arg, float arg2, float got,
                   float want) {
  if (!same(got, want)) {
    printf("edge case %s(%a, %a) = %a, want %a  FAIL\n", what, (double)arg,
           (double)arg2, (double)got, (double)want);
    edge_failures = 1;
  }
}
#define EXPECT1(fn, x, want) expect(#fn, (x), 0.0f, __vkcl_##fn##_f32(x), want)
#define EXPECT2(fn, y, x, want)                                                \
  expect(#fn, (y), (x), __vkcl_##fn##_f32((y), (x)), want)

static int run_edges(void) {
  const float inf = INFINITY, nan = NAN, pi = 0x1.921fb6p1f,
              pio2 = 0x1.921fb6p0f, pio4 = 0x1.921fb6p-1f,
              tpio4 = 0x1.2d97c8p1f;
  for (int s = 0; s < 2; ++s) {
    float z = s ? -0.0f : 0.0f, i = s ? -inf : inf, one = s ? -1.0f : 1.0f;
    EXPECT1(sin, z, z);
    EXPECT1(tan, z, z);
    EXPECT1(cos, z, 1.0f);
    EXPECT1(sinpi, z, z);
    EXPECT1(tanpi, z, z);
    EXPECT1(cospi, z, 1.0f);
    EXPECT1(asin, z, z);
    EXPECT1(atan, z, z);
    EXPECT1(asinpi, z, z);
    EXPECT1(atanpi, z, z);
    EXPECT1(sin, i, nan);
    EXPECT1(cos, i, nan);
    EXPECT1(tan, i, nan);
    EXPECT1(sinpi, i, nan);
    EXPECT1(cospi, i, nan);
    EXPECT1(tanpi, i, nan);
    EXPECT1(atan, i, s ? -pio2 : pio2);
    EXPECT1(atanpi, i, 0.5f * one);
    EXPECT1(asin, 1.5f * one, nan);
    EXPECT1(acos, 1.5f * one, nan);
    EXPECT1(asinpi, 1.5f * one, nan);
    EXPECT1(acospi, 1.5f * one, nan);
    EXPECT1(asin, i, nan);
    EXPECT1(acos, i, nan);
    // sinpi(+-n) = +-0, tanpi(n) = copysign(0, n) for even n and
    // copysign(0, -n) for odd n, tanpi(n + 1/2) = +inf for even n, -inf
    // for odd n; cospi(n + 1/2) = +0.
    const float ints[] = {1.0f,    2.0f,    3.0f,           4.0f,
                          5.0f,    1000.0f, 1001.0f,        0x1p23f + 1.0f,
                          0x1p24f, 0x1p30f, 0x1.fffffep127f};
    for (size_t k = 0; k < sizeof ints / sizeof ints[0]; ++k) {
      float n = one * ints[k];
      int odd = fmod((double)ints[k], 2.0) != 0.0;
      EXPECT1(sinpi, n, z);
      EXPECT1(tanpi, n, odd ? -z : z);
      EXPECT1(cospi, n, odd ? -1.0f : 1.0f);
      if (ints[k] < 0x1p22f) {
        float h = n + 0.5f; // n + 1/2 with n >= 0 or n - 1/2 = -(|n| + 1/2)
        double nn = floor((double)h);
        int nodd = fmod(nn, 2.0) != 0.0;
        EXPECT1(cospi, h, 0.0f);
        EXPECT1(tanpi, h, nodd ? -inf : inf);
      }
    }
    EXPECT1(cospi, 0.5f * one, 0.0f);
    EXPECT1(tanpi, 0.5f * one, s ? -inf : inf);
    // atan2, C99 Annex F (and atan2pi from OpenCL's table)
    EXPECT2(atan2, z, -0.0f, s ? -pi : pi);
    EXPECT2(atan2, z, 0.0f, z);
    EXPECT2(atan2, z, -1.0f, s ? -pi : pi);
    EXPECT2(atan2, z, 1.0f, z);
    EXPECT2(atan2, z, -inf, s ? -pi : pi);
    EXPECT2(atan2, z, inf, z);
    EXPECT2(atan2, one, -inf, s ? -pi : pi);
    EXPECT2(atan2, one, inf, z);
    EXPECT2(atan2, i, 1.0f, s ? -pio2 : pio2);
    EXPECT2(atan2, i, -1.0f, s ? -pio2 : pio2);
    EXPECT2(atan2, i, 0.0f, s ? -pio2 : pio2);
    EXPECT2(atan2, i, -inf, s ? -tpio4 : tpio4);
    EXPECT2(atan2, i, inf, s ? -pio4 : pio4);
    EXPECT2(atan2, one, 0.0f, s ? -pio2 : pio2);
    EXPECT2(atan2, one, -0.0f, s ? -pio2 : pio2);
    EXPECT2(atan2pi, z, -0.0f, one);
    EXPECT2(atan2pi, z, 0.0f, z);
    EXPECT2(atan2pi, z, -1.0f, one);
    EXPECT2(atan2pi, z, 1.0f, z);
    EXPECT2(atan2pi, z, -inf, one);
    EXPECT2(atan2pi, z, inf, z);
    EXPECT2(atan2pi, one, -inf, one);
    EXPECT2(atan2pi, one, inf, z);
    EXPECT2(atan2pi, i, 1.0f, 0.5f * one);
    EXPECT2(atan2pi, i, -0.0f, 0.5f * one);
    EXPECT2(atan2pi, i, -inf, 0.75f * one);
    EXPECT2(atan2pi, i, inf, 0.25f * one);
    EXPECT2(atan2pi, one, 0.0f, 0.5f * one);
    EXPECT2(atan2pi, one, -0.0f, 0.5f * one);
    EXPECT2(atan2, nan, one, nan);
    EXPECT2(atan2, one, nan, nan);
    EXPECT2(atan2pi, nan, one, nan);
  }
  EXPECT1(acos, 1.0f, 0.0f);
  EXPECT1(acospi, 1.0f, 0.0f);
  EXPECT1(acos, -1.0f, pi);
  EXPECT1(acospi, -1.0f, 1.0f);
  EXPECT1(asinpi, 1.0f, 0.5f);
  EXPECT1(asinpi, -1.0f, -0.5f);
  EXPECT1(sin, nan, nan);
  EXPECT1(asin, nan, nan);
  EXPECT1(atan, nan, nan);
  printf("edge cases: %s\n", edge_failures ? "FAIL" : "ok");
  return edge_failures;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = only ? 0 : run_edges();
  return failed |
         run_unary(unary_cases, sizeof unary_cases / sizeof unary_cases[0],
                   stride, only) |
         run_binary(binary_cases, sizeof binary_cases / sizeof binary_cases[0],
                    stride, only);
}
