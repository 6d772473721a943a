// Host sweep of src/compiler/library/double/manipulation.cl: every function
// is exact, so each result is compared bit for bit (signed zeros included,
// any NaN for a NaN) with glibc's own exact functions (fmod, remainder,
// remquo, ldexp, frexp, nextafter, modf, logb, ilogb, fdim) or with the
// OpenCL definition computed on the host (maxmag, minmag, fract), rather
// than through the ULP driver. The random operands are any bit patterns,
// subnormals, pairs of close exponents (quotients of every size), pairs of
// far exponents (the longest divisions), remainder's ties, and ldexp's
// exponents over [-2200, 2200], around the subnormal and overflow edges,
// and INT_MIN/INT_MAX. remquo's seven low quotient bits are checked
// against a long double reference that finds them exactly.
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/manipulation.cl"

#include "sweep_driver_f64.h"

#include <limits.h>

/// Bit for bit, any NaN matching any NaN.
static int same_f64(double a, double b) {
  return (a != a && b != b) || as_ulong(a) == as_ulong(b);
}

/// A random double whose exponent field is `field` (0 .. 2046: finite).
static double with_field(uint64_t field) {
  uint64_t bits = sweep_random64() & 0x800fffffffffffffull;
  return as_double(bits | field << 52);
}

static uint64_t random_below(uint64_t n) { return sweep_random64() % n; }

/// The i-th unary input: specials, then any bits, subnormals, values with
/// fractions, and values just off integers.
static double unary_input(uint64_t i) {
  if (i < sweep_special_count_f64)
    return sweep_specials_f64[i];
  switch (i & 3) {
  case 0:
    return as_double(sweep_random64());
  case 1:
    return with_field(0);
  case 2:
    return sweep_random_in(-0x1p54, 0x1p54) *
           ldexp(1.0, -(int)random_below(60));
  default: {
    double n = (double)(int64_t)(sweep_random64() >> 40) - 0x1p23;
    return n + ldexp(sweep_random_in(-1.0, 1.0), -(int)random_below(60));
  }
  }
}

/// The i-th pair of binary operands.
static void binary_input(uint64_t i, double *x, double *y) {
  uint64_t pairs = sweep_special_count_f64 * sweep_special_count_f64;
  if (i < pairs) {
    *x = sweep_specials_f64[i / sweep_special_count_f64];
    *y = sweep_specials_f64[i % sweep_special_count_f64];
    return;
  }
  switch (i & 7) {
  case 0:
    *x = as_double(sweep_random64());
    *y = as_double(sweep_random64());
    return;
  case 1: { // close exponents: quotients of up to 2^64
    int64_t fy = (int64_t)random_below(2047);
    int64_t fx = fy + (int64_t)random_below(68) - 3;
    fx = fx < 0 ? 0 : fx > 2046 ? 2046 : fx;
    *x = with_field((uint64_t)fx);
    *y = with_field((uint64_t)fy);
    return;
  }
  case 2: // far exponents: the longest divisions
    *x = with_field(1400 + random_below(647));
    *y = with_field(random_below(700));
    return;
  case 3:
    *x = as_double(sweep_random64());
    *y = with_field(0);
    return;
  case 4:
    *x = with_field(random_below(60));
    *y = with_field(random_below(3));
    return;
  case 5: { // remainder's ties: x = (n + 1/2) y, scaled anywhere
    double m = (double)(sweep_random64() >> 43) + 1.0; // 21 bits
    double n = (double)(sweep_random64() >> 44);       // 20 bits
    int k = (int)random_below(2150) - 1100;
    *y = ldexp(m, k) * (sweep_random() & 1 ? -1.0 : 1.0);
    *x = ldexp((2.0 * n + 1.0) * m, k - 1) * (sweep_random() & 1 ? -1.0 : 1.0);
    return;
  }
  case 6: { // a special against anything
    double s = sweep_specials_f64[random_below(sweep_special_count_f64)];
    double a = as_double(sweep_random64());
    *x = sweep_random() & 1 ? s : a;
    *y = *x == s ? a : s;
    return;
  }
  default:
    *x = sweep_random_in(-1e6, 1e6);
    *y = sweep_random_in(-1e3, 1e3);
    return;
  }
}

// OpenCL's maxmag/minmag: the operand of the larger (smaller) magnitude,
// fmax/fmin where the magnitudes are equal (+0 above -0) or for a NaN.
static double ref_maxmag(double x, double y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  if (fabs(x) != fabs(y))
    return fabs(x) > fabs(y) ? x : y;
  return signbit(x) ? y : x;
}
static double ref_minmag(double x, double y) {
  if (x != x)
    return y;
  if (y != y)
    return x;
  if (fabs(x) != fabs(y))
    return fabs(x) < fabs(y) ? x : y;
  return signbit(x) ? x : y;
}
static double ref_fdim(double x, double y) { return fdim(x, y); }
static double ref_nextafter(double x, double y) { return nextafter(x, y); }
// The long double functions (x87's fprem, exact like the double ones) are
// ten times faster than glibc's double fmod and remquo over far exponents;
// their results, multiples of y's unit below |y|, are exact as doubles.
static double ref_fmod(double x, double y) {
  return (double)fmodl((long double)x, (long double)y);
}
static double ref_remainder(double x, double y) {
  return (double)remainderl((long double)x, (long double)y);
}
static double ref_remquo(double x, double y) {
  int q;
  return (double)remquol((long double)x, (long double)y, &q);
}
static double remquo_value(double x, double y) {
  return __vkcl_remquo_f64(x, y);
}

// The unary functions and, for those with a pointer result, the second
// result too (as a double).
static double ref_logb(double x) { return logb(x); }
static double ref_fract(double x) {
  if (x != x)
    return x;
  if (isinf(x) || x == 0.0)
    return copysign(0.0, x);
  return fmin(x - floor(x), 0x1.fffffffffffffp-1);
}
static double ref_floor(double x) { return floor(x); }
static double ref_modf(double x) {
  double i;
  return modf(x, &i);
}
static double ref_modf_int(double x) {
  double i;
  modf(x, &i);
  return i;
}
static double ref_frexp(double x) {
  int e;
  return frexp(x, &e);
}

struct unary_case_exact {
  const char *name;
  double (*fn)(double);
  double (*ref)(double);
};
struct binary_case_exact {
  const char *name;
  double (*fn)(double, double);
  double (*ref)(double, double);
};

static const struct unary_case_exact unary[] = {
    {"logb", __vkcl_logb_f64, ref_logb},
    {"fract", __vkcl_fract_f64, ref_fract},
    {"fract_floor", __vkcl_fract_floor_f64, ref_floor},
    {"modf", __vkcl_modf_f64, ref_modf},
    {"modf_trunc", __vkcl_modf_trunc_f64, ref_modf_int},
    {"frexp", __vkcl_frexp_f64, ref_frexp},
};

static const struct binary_case_exact binary[] = {
    {"fdim", __vkcl_fdim_f64, ref_fdim},
    {"maxmag", __vkcl_maxmag_f64, ref_maxmag},
    {"minmag", __vkcl_minmag_f64, ref_minmag},
    {"nextafter", __vkcl_nextafter_f64, ref_nextafter},
    {"fmod", __vkcl_fmod_f64, ref_fmod},
    {"remainder", __vkcl_remainder_f64, ref_remainder},
    {"remquo", remquo_value, ref_remquo},
};

static int report(const char *name, uint64_t count, uint64_t wrong) {
  printf("%-12s %llu inputs, %llu not exact%s\n", name,
         (unsigned long long)count, (unsigned long long)wrong,
         wrong ? "  FAIL" : "");
  return wrong != 0;
}

static int run_unary_exact(uint64_t stride, const char *only) {
  int failed = 0;
  uint64_t total = sweep_special_count_f64 + sweep_count_f64(stride);
  for (size_t c = 0; c < sizeof unary / sizeof unary[0]; ++c) {
    if (!sweep_selected(unary[c].name, only))
      continue;
    uint64_t wrong = 0;
    for (uint64_t i = 0; i < total; ++i) {
      double x = unary_input(i), got = unary[c].fn(x), want = unary[c].ref(x);
      if (!same_f64(got, want) && wrong++ < 5)
        printf("%s(%a) = %a, want %a\n", unary[c].name, x, got, want);
    }
    failed |= report(unary[c].name, total, wrong);
  }
  return failed;
}

static int run_binary_exact(uint64_t stride, const char *only) {
  int failed = 0;
  uint64_t total = sweep_special_count_f64 * sweep_special_count_f64 +
                   sweep_count_f64(stride);
  for (size_t c = 0; c < sizeof binary / sizeof binary[0]; ++c) {
    if (!sweep_selected(binary[c].name, only))
      continue;
    uint64_t wrong = 0;
    for (uint64_t i = 0; i < total; ++i) {
      double x, y;
      binary_input(i, &x, &y);
      double got = binary[c].fn(x, y), want = binary[c].ref(x, y);
      if (!same_f64(got, want) && wrong++ < 5)
        printf("%s(%a, %a) = %a, want %a\n", binary[c].name, x, y, got, want);
    }
    failed |= report(binary[c].name, total, wrong);
  }
  return failed;
}

/// ilogb and frexp's exponent (OpenCL: FP_ILOGB0 = INT_MIN, FP_ILOGBNAN =
/// INT_MAX, ilogb(+-inf) = INT_MAX; frexp's exponent 0 for 0, inf, NaN).
static int run_exponents(uint64_t stride) {
  uint64_t total = sweep_special_count_f64 + sweep_count_f64(stride);
  uint64_t wrong = 0;
  for (uint64_t i = 0; i < total; ++i) {
    double x = unary_input(i);
    int want = x != x ? INT_MAX : x == 0.0 ? INT_MIN : ilogb(x);
    int e;
    frexp(x, &e);
    if (isinf(x) || x != x)
      e = 0;
    int got = __vkcl_ilogb_f64(x), got_e = __vkcl_frexp_exp_f64(x);
    if ((got != want || got_e != e) && wrong++ < 5)
      printf("ilogb(%a) = %d, want %d; frexp exponent %d, want %d\n", x, got,
             want, got_e, e);
  }
  return report("ilogb/frexp", total, wrong);
}

/// ldexp's exponent argument for x: anywhere in [-2200, 2200], INT_MIN or
/// INT_MAX, or one that puts the result near the subnormal range (where it
/// rounds) or near overflow.
static int ldexp_exponent(uint64_t i, double x) {
  int e = x != x || isinf(x) || x == 0.0 ? 0 : ilogb(x);
  switch (i % 6) {
  case 0:
    return (int)random_below(4401) - 2200;
  case 1:
    return sweep_random() & 1 ? INT_MIN : INT_MAX;
  case 2:
    return -1022 - e - (int)random_below(56);
  case 3:
    return -1022 - e + (int)random_below(4);
  case 4:
    return 1023 - e + (int)random_below(3) - 1;
  default:
    return (int)random_below(121) - 60;
  }
}

static int run_ldexp(uint64_t stride) {
  uint64_t total = sweep_special_count_f64 + sweep_count_f64(stride);
  uint64_t wrong = 0;
  for (uint64_t i = 0; i < total; ++i) {
    double x = unary_input(i);
    int n = ldexp_exponent(i / 2, x);
    double got = __vkcl_ldexp_f64(x, n), want = ldexp(x, n);
    if (!same_f64(got, want) && wrong++ < 5)
      printf("ldexp(%a, %d) = %a, want %a\n", x, n, got, want);
  }
  return report("ldexp", total, wrong);
}

/// remquo's quotient: its sign is x/y's, its magnitude the rounded |x/y|
/// modulo 128. With f = |x| mod 128|y| (exact: long double holds 128|y|),
/// the rounded quotient modulo 128 is f/|y| rounded (ties to even, as
/// 128k is even): n = (f - remainder(f, |y|)) / |y|, at most 128, so both
/// steps are exact in long double's 64 bits.
static int ref_quo(double x, double y) {
  long double ax = fabsl((long double)x), ay = fabsl((long double)y);
  long double f = fmodl(ax, 128.0L * ay);
  long double n = (f - remainderl(f, ay)) / ay;
  int q = (int)n & 0x7f;
  return signbit(x) != signbit(y) ? -q : q;
}

static int run_remquo_quotient(uint64_t stride) {
  uint64_t total = sweep_special_count_f64 * sweep_special_count_f64 +
                   sweep_count_f64(stride);
  uint64_t wrong = 0;
  for (uint64_t i = 0; i < total; ++i) {
    double x, y;
    binary_input(i, &x, &y);
    int q;
    long double r = remquol((long double)x, (long double)y, &q);
    if (r != r)
      continue;
    int want = ref_quo(x, y), got = __vkcl_remquo_quo_f64(x, y);
    // glibc's quotient (3 low bits, sometimes 8 for 0, and a sign only
    // where they are not 0) checks the reference.
    int glibc_ok = (abs(q) & 7) == (abs(want) & 7) &&
                   ((abs(q) & 7) == 0 || (q < 0) == (want < 0));
    if ((got != want || !glibc_ok) && wrong++ < 5)
      printf("remquo(%a, %a) quotient %d, want %d (glibc %d)\n", x, y, got,
             want, q);
  }
  return report("remquo quo", total, wrong);
}

static int edge_failures;

static void expect(const char *what, double got, double want) {
  if (!same_f64(got, want)) {
    printf("%s = %a, want %a  FAIL\n", what, got, want);
    edge_failures = 1;
  }
}

static void expect_int(const char *what, int got, int want) {
  if (got != want) {
    printf("%s = %d, want %d  FAIL\n", what, got, want);
    edge_failures = 1;
  }
}

/// The spec's edge cases (OpenCL C 3.0, 7.5.1 and C99 Annex F), by hand.
static int check_edge_cases(void) {
  const double inf = INFINITY, nan = NAN, tiny = 0x1p-1074;
  const double below1 = 0x1.fffffffffffffp-1;
  expect("fract(-0)", __vkcl_fract_f64(-0.0), -0.0);
  expect("fract(+0)", __vkcl_fract_f64(0.0), 0.0);
  expect("fract floor(-0)", __vkcl_fract_floor_f64(-0.0), -0.0);
  expect("fract(inf)", __vkcl_fract_f64(inf), 0.0);
  expect("fract floor(inf)", __vkcl_fract_floor_f64(inf), inf);
  expect("fract(-inf)", __vkcl_fract_f64(-inf), -0.0);
  expect("fract floor(-inf)", __vkcl_fract_floor_f64(-inf), -inf);
  expect("fract(nan)", __vkcl_fract_f64(nan), nan);
  expect("fract floor(nan)", __vkcl_fract_floor_f64(nan), nan);
  expect("fract(-tiny)", __vkcl_fract_f64(-tiny), below1);
  expect("fract floor(-tiny)", __vkcl_fract_floor_f64(-tiny), -1.0);
  expect("fract(tiny)", __vkcl_fract_f64(tiny), tiny);
  expect("fract(-1e-17)", __vkcl_fract_f64(-1e-17), below1);
  expect("fract(-2.25)", __vkcl_fract_f64(-2.25), 0.75);
  expect("fract floor(-2.25)", __vkcl_fract_floor_f64(-2.25), -3.0);
  expect("fract(-3)", __vkcl_fract_f64(-3.0), 0.0);
  expect("modf(-3)", __vkcl_modf_f64(-3.0), -0.0);
  expect("modf(-0)", __vkcl_modf_f64(-0.0), -0.0);
  expect("modf(-inf)", __vkcl_modf_f64(-inf), -0.0);
  expect("modf trunc(-inf)", __vkcl_modf_trunc_f64(-inf), -inf);
  expect("modf(-2.5)", __vkcl_modf_f64(-2.5), -0.5);
  expect("modf trunc(-2.5)", __vkcl_modf_trunc_f64(-2.5), -2.0);
  expect("modf(-tiny)", __vkcl_modf_f64(-tiny), -tiny);
  expect("modf trunc(-tiny)", __vkcl_modf_trunc_f64(-tiny), -0.0);
  expect("modf(nan)", __vkcl_modf_f64(nan), nan);
  expect("frexp(tiny)", __vkcl_frexp_f64(tiny), 0.5);
  expect_int("frexp exponent(tiny)", __vkcl_frexp_exp_f64(tiny), -1073);
  expect("frexp(-0)", __vkcl_frexp_f64(-0.0), -0.0);
  expect_int("frexp exponent(-0)", __vkcl_frexp_exp_f64(-0.0), 0);
  expect("frexp(-max)", __vkcl_frexp_f64(-DBL_MAX), -below1);
  expect_int("frexp exponent(max)", __vkcl_frexp_exp_f64(DBL_MAX), 1024);
  expect("frexp(-inf)", __vkcl_frexp_f64(-inf), -inf);
  expect_int("ilogb(0)", __vkcl_ilogb_f64(0.0), INT_MIN);
  expect_int("ilogb(-0)", __vkcl_ilogb_f64(-0.0), INT_MIN);
  expect_int("ilogb(nan)", __vkcl_ilogb_f64(nan), INT_MAX);
  expect_int("ilogb(-inf)", __vkcl_ilogb_f64(-inf), INT_MAX);
  expect_int("ilogb(tiny)", __vkcl_ilogb_f64(tiny), -1074);
  expect_int("ilogb(0x1.8p-1023)", __vkcl_ilogb_f64(0x1.8p-1023), -1023);
  expect("logb(-0)", __vkcl_logb_f64(-0.0), -inf);
  expect("logb(-inf)", __vkcl_logb_f64(-inf), inf);
  expect("logb(-tiny)", __vkcl_logb_f64(-tiny), -1074.0);
  expect("logb(nan)", __vkcl_logb_f64(nan), nan);
  expect("ldexp(tiny, 2097)", __vkcl_ldexp_f64(tiny, 2097), 0x1p1023);
  expect("ldexp(tiny, 2098)", __vkcl_ldexp_f64(tiny, 2098), inf);
  expect("ldexp(max, -2098)", __vkcl_ldexp_f64(DBL_MAX, -2098), tiny);
  expect("ldexp(1, INT_MIN)", __vkcl_ldexp_f64(1.0, INT_MIN), 0.0);
  expect("ldexp(-1, INT_MIN)", __vkcl_ldexp_f64(-1.0, INT_MIN), -0.0);
  expect("ldexp(-tiny, INT_MAX)", __vkcl_ldexp_f64(-tiny, INT_MAX), -inf);
  expect("ldexp(1, -1075)", __vkcl_ldexp_f64(1.0, -1075), 0.0);
  expect("ldexp(-1.5, -1075)", __vkcl_ldexp_f64(-1.5, -1075), -tiny);
  expect("ldexp(3, -1075)", __vkcl_ldexp_f64(3.0, -1075), 2 * tiny);
  expect("ldexp(5, -1076)", __vkcl_ldexp_f64(5.0, -1076), tiny);
  expect("ldexp(-below1, -1022)", __vkcl_ldexp_f64(-below1, -1022), -0x1p-1022);
  expect("ldexp(-0, 5)", __vkcl_ldexp_f64(-0.0, 5), -0.0);
  expect("ldexp(nan, 5)", __vkcl_ldexp_f64(nan, 5), nan);
  expect("ldexp(-inf, -5000)", __vkcl_ldexp_f64(-inf, -5000), -inf);
  expect("fmod(-0, 3)", __vkcl_fmod_f64(-0.0, 3.0), -0.0);
  expect("fmod(-0, tiny)", __vkcl_fmod_f64(-0.0, tiny), -0.0);
  expect("fmod(1, 0)", __vkcl_fmod_f64(1.0, 0.0), nan);
  expect("fmod(inf, 1)", __vkcl_fmod_f64(inf, 1.0), nan);
  expect("fmod(-5, inf)", __vkcl_fmod_f64(-5.0, inf), -5.0);
  expect("fmod(-6, 3)", __vkcl_fmod_f64(-6.0, 3.0), -0.0);
  expect("fmod(-max, tiny)", __vkcl_fmod_f64(-DBL_MAX, tiny), -0.0);
  expect("fmod(max, 3 tiny)", __vkcl_fmod_f64(DBL_MAX, 3 * tiny),
         fmod(DBL_MAX, 3 * tiny));
  expect("fmod(-7.5, 2)", __vkcl_fmod_f64(-7.5, 2.0), -1.5);
  expect("remainder(1, -0)", __vkcl_remainder_f64(1.0, -0.0), nan);
  expect("remainder(-inf, 1)", __vkcl_remainder_f64(-inf, 1.0), nan);
  expect("remainder(-5, inf)", __vkcl_remainder_f64(-5.0, inf), -5.0);
  expect("remainder(-4, 2)", __vkcl_remainder_f64(-4.0, 2.0), -0.0);
  expect("remainder(5, 2)", __vkcl_remainder_f64(5.0, 2.0), 1.0);
  expect("remainder(7, -2)", __vkcl_remainder_f64(7.0, -2.0), -1.0);
  expect("remainder(3 tiny, 2 tiny)", __vkcl_remainder_f64(3 * tiny, 2 * tiny),
         -tiny);
  expect("remainder(max, -max/2 up)", __vkcl_remainder_f64(DBL_MAX, 0x1p1023),
         -0x1p971);
  expect_int("remquo quo(-7, 2)", __vkcl_remquo_quo_f64(-7.0, 2.0), -4);
  expect_int("remquo quo(5, -2)", __vkcl_remquo_quo_f64(5.0, -2.0), -2);
  expect_int("remquo quo(257, 1)", __vkcl_remquo_quo_f64(257.0, 1.0), 1);
  expect_int("remquo quo(-255, -1)", __vkcl_remquo_quo_f64(-255.0, -1.0), 127);
  expect_int("remquo quo(nan, 1)", __vkcl_remquo_quo_f64(nan, 1.0), 0);
  expect("remquo(-7, 2)", __vkcl_remquo_f64(-7.0, 2.0), 1.0);
  expect("nextafter(0, -1)", __vkcl_nextafter_f64(0.0, -1.0), -tiny);
  expect("nextafter(-0, 0)", __vkcl_nextafter_f64(-0.0, 0.0), 0.0);
  expect("nextafter(0, -0)", __vkcl_nextafter_f64(0.0, -0.0), -0.0);
  expect("nextafter(-tiny, 1)", __vkcl_nextafter_f64(-tiny, 1.0), -0.0);
  expect("nextafter(max, inf)", __vkcl_nextafter_f64(DBL_MAX, inf), inf);
  expect("nextafter(-inf, 0)", __vkcl_nextafter_f64(-inf, 0.0), -DBL_MAX);
  expect("nextafter(1, 2)", __vkcl_nextafter_f64(1.0, 2.0), 1.0 + 0x1p-52);
  expect("nextafter(1, 0)", __vkcl_nextafter_f64(1.0, 0.0), below1);
  expect("nextafter(0x1p-1022, 0)", __vkcl_nextafter_f64(0x1p-1022, 0.0),
         0x1.ffffffffffffep-1023);
  expect("nextafter(nan, 1)", __vkcl_nextafter_f64(nan, 1.0), nan);
  expect("fdim(1, 2)", __vkcl_fdim_f64(1.0, 2.0), 0.0);
  expect("fdim(-0, 0)", __vkcl_fdim_f64(-0.0, 0.0), 0.0);
  expect("fdim(inf, inf)", __vkcl_fdim_f64(inf, inf), 0.0);
  expect("fdim(nan, 1)", __vkcl_fdim_f64(nan, 1.0), nan);
  expect("fdim(2 tiny, tiny)", __vkcl_fdim_f64(2 * tiny, tiny), tiny);
  expect("maxmag(-0, 0)", __vkcl_maxmag_f64(-0.0, 0.0), 0.0);
  expect("minmag(0, -0)", __vkcl_minmag_f64(0.0, -0.0), -0.0);
  expect("maxmag(-2, 1)", __vkcl_maxmag_f64(-2.0, 1.0), -2.0);
  expect("maxmag(-1, 1)", __vkcl_maxmag_f64(-1.0, 1.0), 1.0);
  expect("minmag(1, -1)", __vkcl_minmag_f64(1.0, -1.0), -1.0);
  expect("maxmag(nan, -1)", __vkcl_maxmag_f64(nan, -1.0), -1.0);
  expect("minmag(tiny, nan)", __vkcl_minmag_f64(tiny, nan), tiny);
  printf("edge cases%s\n", edge_failures ? "  FAIL" : ": exact");
  return edge_failures;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = run_unary_exact(stride, only);
  failed |= run_binary_exact(stride, only);
  if (!only) {
    failed |= run_exponents(stride);
    failed |= run_ldexp(stride);
    failed |= run_remquo_quotient(stride);
    failed |= check_edge_cases();
  }
  return failed;
}
