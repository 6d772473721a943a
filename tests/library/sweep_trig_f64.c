// Host sweep of the double trigonometric functions (double/trig.cl)
// against long double references (glibc's sinl/cosl/tanl reduce large
// arguments exactly), over [-pi, pi], [-1e6, 1e6] and up to 1e300 (and
// every exponent through the driver's random bit patterns), plus the
// doubles nearest to multiples of pi/2 (the hard case of the reduction),
// tiny and subnormal arguments, and the edge cases of OpenCL C 3.0's
// "Edge Case Behavior" with the sign of zero checked (the ULP measure does
// not see it).
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/sqrt.cl"
#include "../../src/compiler/library/double/trig.cl"

#include "sweep_driver_f64.h"

#define PI_L 3.141592653589793238462643383279502884L

/// x = (k/2 + r) with k in 0..3 and |r| <= 1/4, exactly in long double.
static long double ref_pi_reduce(long double x, int *k) {
  long double a = fabsl(fmodl(x, 2.0L)); // exact
  long double kk = rintl(2.0L * a);
  *k = (int)kk & 3;
  return a - 0.5L * kk;
}

static long double ref_sinpi(long double x) {
  if (isinf(x) || isnan(x))
    return NAN;
  int k;
  long double r = ref_pi_reduce(x, &k), y;
  if (k & 1)
    y = cosl(PI_L * r);
  else
    y = r == 0.0L ? 0.0L : sinl(PI_L * r);
  y = k >= 2 ? -y : y;
  return x < 0.0L ? -y : y;
}

static long double ref_cospi(long double x) {
  if (isinf(x) || isnan(x))
    return NAN;
  int k;
  long double r = ref_pi_reduce(x, &k), y;
  if (k & 1) // cos(pi/2 + t) = -sin(t), cos(3pi/2 + t) = sin(t)
    y = r == 0.0L ? 0.0L : (k == 1 ? -sinl(PI_L * r) : sinl(PI_L * r));
  else
    y = k == 2 ? -cosl(PI_L * r) : cosl(PI_L * r);
  return y;
}

static long double ref_tanpi(long double x) {
  if (isinf(x) || isnan(x))
    return NAN;
  int k;
  long double r = ref_pi_reduce(x, &k), y;
  if (k & 1)
    y = r == 0.0L ? (k == 1 ? (long double)INFINITY : -(long double)INFINITY)
                  : -1.0L / tanl(PI_L * r);
  else
    y = tanl(PI_L * r);
  return x < 0.0L ? -y : y;
}

static long double ref_sin(long double x) { return sinl(x); }
static long double ref_cos(long double x) { return cosl(x); }
static long double ref_tan(long double x) { return tanl(x); }

static const struct unary_case_f64 unary[] = {
    {"sin", __vkcl_sin_f64, ref_sin, 4, -M_PI, M_PI},
    {"sin-1e6", __vkcl_sin_f64, ref_sin, 4, -1e6, 1e6},
    {"sin-huge", __vkcl_sin_f64, ref_sin, 4, -1e300, 1e300},
    {"cos", __vkcl_cos_f64, ref_cos, 4, -M_PI, M_PI},
    {"cos-1e6", __vkcl_cos_f64, ref_cos, 4, -1e6, 1e6},
    {"cos-huge", __vkcl_cos_f64, ref_cos, 4, -DBL_MAX, DBL_MAX},
    {"tan", __vkcl_tan_f64, ref_tan, 5, -M_PI, M_PI},
    {"tan-1e6", __vkcl_tan_f64, ref_tan, 5, -1e6, 1e6},
    {"tan-huge", __vkcl_tan_f64, ref_tan, 5, -1e300, 1e300},
    {"sinpi", __vkcl_sinpi_f64, ref_sinpi, 4, -2.0, 2.0},
    {"sinpi-big", __vkcl_sinpi_f64, ref_sinpi, 4, -0x1p53, 0x1p53},
    {"cospi", __vkcl_cospi_f64, ref_cospi, 4, -2.0, 2.0},
    {"cospi-big", __vkcl_cospi_f64, ref_cospi, 4, -0x1p53, 0x1p53},
    {"tanpi", __vkcl_tanpi_f64, ref_tanpi, 6, -2.0, 2.0},
    {"tanpi-big", __vkcl_tanpi_f64, ref_tanpi, 6, -0x1p53, 0x1p53},
};

static int same(double a, double b) {
  return as_ulong(a) == as_ulong(b) || (a != a && b != b);
}

static int check(const char *what, double x, double got, double want) {
  if (same(got, want))
    return 0;
  printf("%s(%a): %a, expected %a  FAIL\n", what, x, got, want);
  return 1;
}

/// The worst error of sin, cos and tan at x (against their bounds).
static int check_ulp(double x, double *worst) {
  double es = ulp_error_f64(__vkcl_sin_f64(x), sinl((long double)x));
  double ec = ulp_error_f64(__vkcl_cos_f64(x), cosl((long double)x));
  double et = ulp_error_f64(__vkcl_tan_f64(x), tanl((long double)x));
  double e = fmax(fmax(es, ec), et);
  if (e > *worst)
    *worst = e;
  if (es <= 4.0 && ec <= 4.0 && et <= 5.0)
    return 0;
  printf("x=%a: sin %.3f, cos %.3f, tan %.3f ulp  FAIL\n", x, es, ec, et);
  return 1;
}

static int run_hard(uint64_t stride) {
  int failed = 0;
  double worst = 0.0;
  // The classic hard cases: reduced arguments near 2^-61 and below 2^20.
  static const double hard[] = {
      0x1.6ac5b262ca1ffp849, // 6381956970095103 * 2^797
      0x1.8000000000000p1023,
      0x1.921fb54442d18p0,
      0x1.921fb54442d18p1,
      0x1.921fb54442d18p2,
      0x1.2d97c7f3321d2p1,
      0x1.921fb54442d18p10,
      0x1.5fdbbe9bba775p1020,
      0x1.c463abeccb2bbp1,
      0x1.f6a7a2955385ep2,
      355.0,
      103993.0,
      0x1.3a28c59d5433bp1,
      1e22,
      0x1p1023,
      DBL_MAX,
      0x1p20,
      0x1.fffffffffffffp19};
  for (size_t i = 0; i < sizeof hard / sizeof hard[0]; ++i)
    for (int d = -2; d <= 2; ++d) {
      double x = as_double(as_ulong(hard[i]) + (ulong)(long)d);
      failed |= check_ulp(x, &worst) | check_ulp(-x, &worst);
    }
  // The doubles nearest to k pi/2 (k < 2^22: across the Cody-Waite /
  // Payne-Hanek boundary) and their neighbours.
  for (uint64_t k = 1; k < (1u << 22); k += 1 + stride / 64) {
    double x = (double)((long double)k * (PI_L / 2.0L));
    for (int d = -1; d <= 1; ++d)
      failed |= check_ulp(as_double(as_ulong(x) + (ulong)(long)d), &worst);
  }
  // Tiny and subnormal arguments, every exponent.
  for (uint64_t i = 0; i < sweep_count_f64(stride) / 16; ++i) {
    double x = as_double(sweep_random64() & 0x3fefffffffffffful);
    failed |= check_ulp(x, &worst);
  }
  printf("hard cases: max %.3f ulp%s\n", worst, failed ? "  FAIL" : "");
  return failed;
}

static int run_edges(void) {
  int failed = 0;
  static const double zeros[] = {0.0, -0.0};
  for (int i = 0; i < 2; ++i) {
    double z = zeros[i];
    failed |= check("sin", z, __vkcl_sin_f64(z), z);
    failed |= check("cos", z, __vkcl_cos_f64(z), 1.0);
    failed |= check("tan", z, __vkcl_tan_f64(z), z);
    failed |= check("sinpi", z, __vkcl_sinpi_f64(z), z);
    failed |= check("cospi", z, __vkcl_cospi_f64(z), 1.0);
    failed |= check("tanpi", z, __vkcl_tanpi_f64(z), z);
  }
  static const double nans[] = {INFINITY, -INFINITY, NAN};
  for (int i = 0; i < 3; ++i) {
    double x = nans[i];
    failed |= check("sin", x, __vkcl_sin_f64(x), NAN);
    failed |= check("cos", x, __vkcl_cos_f64(x), NAN);
    failed |= check("tan", x, __vkcl_tan_f64(x), NAN);
    failed |= check("sinpi", x, __vkcl_sinpi_f64(x), NAN);
    failed |= check("cospi", x, __vkcl_cospi_f64(x), NAN);
    failed |= check("tanpi", x, __vkcl_tanpi_f64(x), NAN);
  }
  // sinpi(n) = +0 for n > 0 and -0 for n < 0; cospi(n + 1/2) = +0;
  // tanpi(n) = +-0 with the sign of n for even n, the other for odd n;
  // tanpi(n + 1/2) = +inf for even n and -inf for odd n.
  for (int n = -6; n <= 6; ++n) {
    double x = (double)n, h = n + 0.5;
    if (n != 0) {
      failed |= check("sinpi", x, __vkcl_sinpi_f64(x), n > 0 ? 0.0 : -0.0);
      double t = (n & 1) ? -0.0 : 0.0;
      failed |= check("tanpi", x, __vkcl_tanpi_f64(x), n > 0 ? t : -t);
    }
    failed |= check("cospi", h, __vkcl_cospi_f64(h), 0.0);
    double inf = ((n % 2 + 2) % 2) ? -INFINITY : INFINITY;
    failed |= check("tanpi", h, __vkcl_tanpi_f64(h), inf);
  }
  static const double big[] = {0x1p53, 0x1p60, 1e300, DBL_MAX, 0x1.8p52};
  for (int i = 0; i < 5; ++i) {
    failed |= check("sinpi", big[i], __vkcl_sinpi_f64(big[i]), 0.0);
    failed |= check("sinpi", -big[i], __vkcl_sinpi_f64(-big[i]), -0.0);
    failed |= check("cospi", big[i], __vkcl_cospi_f64(big[i]), 1.0);
    failed |= check("tanpi", big[i], __vkcl_tanpi_f64(big[i]), 0.0);
    failed |= check("tanpi", -big[i], __vkcl_tanpi_f64(-big[i]), -0.0);
  }
  // Subnormals: sin x = tan x = x, sinpi x = pi x rounded once.
  static const double subs[] = {0x1p-1074, 0x1.ffffffffffffep-1023, 0x1p-1050,
                                0x1.234p-1030, 1e-300};
  for (int i = 0; i < 5; ++i) {
    for (int s = 0; s < 2; ++s) {
      double x = s ? -subs[i] : subs[i];
      failed |= check("sin", x, __vkcl_sin_f64(x), x);
      failed |= check("tan", x, __vkcl_tan_f64(x), x);
      failed |= check("cos", x, __vkcl_cos_f64(x), 1.0);
      failed |= check("sinpi", x, __vkcl_sinpi_f64(x),
                      (double)(PI_L * (long double)x));
      failed |= check("cospi", x, __vkcl_cospi_f64(x), 1.0);
      failed |= check("tanpi", x, __vkcl_tanpi_f64(x),
                      (double)(PI_L * (long double)x));
    }
  }
  printf("edge cases: %s\n", failed ? "FAIL" : "ok");
  return failed;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = only ? 0 : run_edges() | run_hard(stride);
  return failed |
         run_unary_f64(unary, sizeof unary / sizeof unary[0], stride, only);
}
