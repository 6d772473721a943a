// Host sweep of double/sqrt.cl: sqrt bit for bit against the host's
// correctly rounded sqrt (every input also squared back), rsqrt and hypot
// against long double references, and the special values.
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/sqrt.cl"

#include "sweep_driver_f64.h"

static long double ref_sqrt(long double x) { return sqrt((double)x); }
static long double ref_rsqrt(long double x) { return 1.0L / sqrtl(x); }
static long double ref_hypot(long double x, long double y) {
  return hypotl(x, y);
}

static const struct unary_case_f64 unary[] = {
    {"sqrt", __vkcl_sqrt_f64, ref_sqrt, 0, 0.0, 4.0},
    {"rsqrt", __vkcl_rsqrt_f64, ref_rsqrt, 2, 0.0, 4.0},
};
static const struct binary_case_f64 binary[] = {
    {"hypot", __vkcl_hypot_f64, ref_hypot, 4, -1e3, 1e3},
};

static int same(double a, double b) {
  return as_ulong(a) == as_ulong(b) || (a != a && b != b);
}

static int check(const char *what, double got, double want) {
  if (same(got, want))
    return 0;
  printf("%s: %a, expected %a  FAIL\n", what, got, want);
  return 1;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed =
      run_unary_f64(unary, sizeof unary / sizeof unary[0], stride, only) |
      run_binary_f64(binary, sizeof binary / sizeof binary[0], stride, only);
  // Every binade edge, subnormals and near-midpoint roots (squares of
  // doubles and their neighbours).
  for (uint64_t i = 0; i < sweep_count_f64(stride); ++i) {
    double r = sweep_random_in(1.0, 2.0) * (i & 1 ? 0x1p-600 : 0x1p300);
    double sq = r * r;
    double x = as_double(as_ulong(sq) + (sweep_random() % 3u) - 1u);
    failed |= check("sqrt(r^2 +- 1 ulp)", __vkcl_sqrt_f64(x), sqrt(x));
    double sub = as_double(sweep_random64() & 0x000ffffffffffffful);
    failed |= check("sqrt(subnormal)", __vkcl_sqrt_f64(sub), sqrt(sub));
  }
  failed |= check("sqrt(-0)", __vkcl_sqrt_f64(-0.0), -0.0);
  failed |= check("sqrt(-1)", __vkcl_sqrt_f64(-1.0), NAN);
  failed |= check("sqrt(-inf)", __vkcl_sqrt_f64(-INFINITY), NAN);
  failed |= check("sqrt(inf)", __vkcl_sqrt_f64(INFINITY), INFINITY);
  failed |= check("rsqrt(-0)", __vkcl_rsqrt_f64(-0.0), -INFINITY);
  failed |= check("rsqrt(+0)", __vkcl_rsqrt_f64(0.0), INFINITY);
  failed |= check("rsqrt(inf)", __vkcl_rsqrt_f64(INFINITY), 0.0);
  failed |= check("rsqrt(-1)", __vkcl_rsqrt_f64(-1.0), NAN);
  failed |= check("hypot(inf, NaN)", __vkcl_hypot_f64(INFINITY, NAN), INFINITY);
  failed |=
      check("hypot(NaN, -inf)", __vkcl_hypot_f64(NAN, -INFINITY), INFINITY);
  failed |= check("hypot(NaN, 1)", __vkcl_hypot_f64(NAN, 1.0), NAN);
  failed |= check("hypot(-0, -0)", __vkcl_hypot_f64(-0.0, -0.0), 0.0);
  failed |= check("hypot(-3, 0)", __vkcl_hypot_f64(-3.0, 0.0), 3.0);
  failed |= check("hypot(DBL_MAX, DBL_MAX)", __vkcl_hypot_f64(DBL_MAX, DBL_MAX),
                  INFINITY);
  failed |= check("hypot(min subnormal, min subnormal)",
                  __vkcl_hypot_f64(0x1p-1074, 0x1p-1074), 0x1p-1074);
  return failed;
}
