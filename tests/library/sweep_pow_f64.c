// Host sweep of double/pow.cl: pow, powr, pown and rootn against long
// double references (glibc's powl; rootn's x^(1/n) refined by a Newton
// step, since powl(|x|, 1.0L/n) carries 1/n's rounding error times
// ln|x|), OpenCL C 3.0 full-profile bound 16 ulp, and every special case
// of C99 Annex F and OpenCL's own rules as explicit checks.
//   sweep-pow-f64 [stride] [name]
// pow and powr: the special-value grid plus 2^32 / stride random pairs,
// then as many in the hard regions: x near 1 with huge y, results near
// overflow and in the subnormal range, negative x with integer y. pown and
// rootn: n in -100..100 and extreme n, x any bit pattern or putting the
// result near overflow / underflow (pown) or near 1.
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/sqrt.cl"

#include "../../src/compiler/library/double/pow.cl"

#include "sweep_driver_f64.h"

static long double ref_pow(long double x, long double y) { return powl(x, y); }

static long double ref_powr(long double x, long double y) {
  if (x < 0.0L || isnan(x) || isnan(y))
    return NAN;
  if ((x == 0.0L || isinf(x)) && y == 0.0L)
    return NAN;
  if (x == 1.0L && isinf(y))
    return NAN;
  if (x == 0.0L) // powr(+-0, y): +inf for y < 0, +0 for y > 0
    return y < 0.0L ? HUGE_VALL : 0.0L;
  return powl(x, y);
}

static long double ref_pown(double x, int n) {
  return powl((long double)x, (long double)n);
}

/// x^(1/n): powl's estimate r0, then r0 (1 - (r0^n / |x| - 1) / n), one
/// Newton step that leaves powl(r0, n)'s own rounding divided by n.
static long double ref_rootn(double x, int n) {
  if (n == 0 || isnan(x) || (x < 0.0 && !(n & 1)))
    return NAN;
  if (x == 0.0 || isinf(x)) {
    long double r = (n < 0) == (x == 0.0) ? HUGE_VALL : 0.0L;
    return (n & 1) ? copysignl(r, x) : r;
  }
  long double ax = fabsl((long double)x);
  long double r0 = powl(ax, 1.0L / n);
  long double d = powl(r0, (long double)n) / ax - 1.0L;
  return copysignl(r0 - r0 * (d / n), x);
}

static const struct binary_case_f64 binary[] = {
    {"pow", __vkcl_pow_f64, ref_pow, 16, -12.0, 12.0},
    {"powr", __vkcl_powr_f64, ref_powr, 16, 0.0, 30.0},
};

struct worst {
  double err, x, y, out;
  long double ref;
};

static void worst_update(struct worst *w, double x, double y, double out,
                         long double ref) {
  double err = ulp_error_f64(out, ref);
  if (err > w->err || err != err) {
    w->err = err;
    w->x = x;
    w->y = y;
    w->out = out;
    w->ref = ref;
  }
}

static int worst_report(const char *name, const struct worst *w) {
  int bad = !(w->err <= 16.0);
  printf("%-12s max %.3f ulp (bound 16) at (%a, %a): %a, reference %La%s\n",
         name, w->err, w->x, w->y, w->out, w->ref, bad ? "  FAIL" : "");
  return bad;
}

/// A random target exponent t of 2^t: anywhere in the range, or near
/// overflow, the smallest normal, or the subnormal range.
static double random_target(void) {
  double u = sweep_random_in(-1.0, 1.0);
  switch (sweep_random() % 4u) {
  case 0:
    return u * 1100.0;
  case 1:
    return 1024.0 + 2.0 * u;
  case 2:
    return -1022.0 + 2.0 * u;
  default:
    return -1064.0 + 12.0 * u;
  }
}

/// pow and powr where y log2(x) is large: x near 1 with huge y, and
/// results near overflow and underflow, negative x with integer y.
static int run_pow_hard(uint64_t stride, const char *only) {
  int failed = 0;
  uint64_t count = sweep_count_f64(stride);
  for (int c = 0; c < 2; ++c) {
    const char *name = c ? "powr_hard" : "pow_hard";
    if (!sweep_selected(c ? "powr" : "pow", only) &&
        !sweep_selected(name, only))
      continue;
    struct worst w = {0};
    for (uint64_t i = 0; i < count; ++i) {
      double x;
      if (i & 1) { // x within 2^-52..2^-8 of 1
        double d = sweep_random_in(1.0, 2.0) *
                   __vkcl_dpow_scale_f64(-52 + (int)(sweep_random() % 45u));
        x = sweep_random() & 1 ? 1.0 + d : 1.0 - d;
      } else { // any positive finite x
        x = as_double(sweep_random64() % 0x7fefffffffffffffull + 1u);
      }
      if (x == 1.0)
        continue;
      double y = random_target() / (double)log2l((long double)x);
      if (c == 0 && (sweep_random() & 1)) { // negative x, integer y
        y = rint(y);
        x = -x;
      }
      double out = c ? __vkcl_powr_f64(x, y) : __vkcl_pow_f64(x, y);
      long double ref = c ? ref_powr(x, y) : ref_pow(x, y);
      worst_update(&w, x, y, out, ref);
    }
    failed |= worst_report(name, &w);
  }
  return failed;
}

/// pown and rootn over n in -100..100 and extreme n.
static int run_int_power(uint64_t stride, const char *only) {
  static const int extreme[] = {127,
                                128,
                                255,
                                256,
                                1000,
                                -1000,
                                1023,
                                1024,
                                1075,
                                -1074,
                                12345,
                                -12345,
                                1 << 24,
                                (1 << 24) + 1,
                                -(1 << 24) - 1,
                                (1 << 30) + 3,
                                0x7fffffff,
                                -0x7fffffff,
                                (int)0x80000000u};
  int nn = 201 + (int)(sizeof extreme / sizeof extreme[0]);
  uint64_t per_n = sweep_count_f64(stride) / (uint64_t)nn + 64u;
  int failed = 0;
  for (int c = 0; c < 2; ++c) {
    const char *name = c ? "rootn" : "pown";
    if (!sweep_selected(name, only))
      continue;
    struct worst w = {0};
    for (int k = 0; k < nn; ++k) {
      int n = k < 201 ? k - 100 : extreme[k - 201];
      for (uint64_t i = 0; i < per_n; ++i) {
        double x;
        if (i % 3 == 0) { // any bit pattern
          x = as_double(sweep_random64());
        } else if (i % 3 == 1) { // x near 1
          double d = sweep_random_in(1.0, 2.0) *
                     __vkcl_dpow_scale_f64(-52 + (int)(sweep_random() % 50u));
          x = sweep_random() & 1 ? 1.0 + d : 1.0 - d;
        } else if (c == 0 && n != 0) { // pown: 2^t, t a hard target
          x = (double)exp2l((long double)random_target() / n);
        } else { // rootn: any positive finite value
          x = as_double(sweep_random64() % 0x7fefffffffffffffull + 1u);
        }
        if (sweep_random() & 1)
          x = -x;
        double out = c ? __vkcl_rootn_f64(x, n) : __vkcl_pown_f64(x, n);
        long double ref = c ? ref_rootn(x, n) : ref_pown(x, n);
        worst_update(&w, x, (double)n, out, ref);
      }
    }
    failed |= worst_report(name, &w);
  }
  return failed;
}

static int same(double a, double b) {
  return as_ulong(a) == as_ulong(b) || (a != a && b != b);
}

static int check(const char *what, double x, double y, double got,
                 double want) {
  if (same(got, want))
    return 0;
  printf("%s(%a, %a): %a, expected %a  FAIL\n", what, x, y, got, want);
  return 1;
}

#define POW(x, y, want) check("pow", x, y, __vkcl_pow_f64(x, y), want)
#define POWR(x, y, want) check("powr", x, y, __vkcl_powr_f64(x, y), want)
#define POWN(x, n, want) check("pown", x, n, __vkcl_pown_f64(x, n), want)
#define ROOTN(x, n, want) check("rootn", x, n, __vkcl_rootn_f64(x, n), want)

/// C99 F.9.4.4 (pow) and OpenCL C 3.0's edge-case rules (powr, pown,
/// rootn), the sign of zero and of infinity included.
static int check_specials(void) {
  const double inf = INFINITY, nan = NAN, odd = 3.0, even = 4.0;
  const double big = 0x1p60, tiny = 0x1p-1074;
  int f = 0;
  f |= POW(nan, 0.0, 1.0) | POW(nan, -0.0, 1.0) | POW(inf, 0.0, 1.0);
  f |= POW(-inf, -0.0, 1.0) | POW(0.0, 0.0, 1.0) | POW(-0.0, -0.0, 1.0);
  f |= POW(1.0, nan, 1.0) | POW(1.0, inf, 1.0) | POW(1.0, -inf, 1.0);
  f |= POW(1.0, -7.5, 1.0) | POW(-1.0, inf, 1.0) | POW(-1.0, -inf, 1.0);
  f |= POW(nan, 2.0, nan) | POW(2.0, nan, nan) | POW(-1.0, nan, nan);
  f |= POW(-1.0, 0.5, nan) | POW(-2.0, 0.5, nan) | POW(-inf, nan, nan);
  f |= POW(-1.0, odd, -1.0) | POW(-1.0, even, 1.0) | POW(-1.0, big, 1.0);
  f |= POW(-1.0, 0x1p53 + 2.0, 1.0) | POW(-1.0, 0x1.fffffffffffffp52, -1.0);
  f |= POW(0.0, -odd, inf) | POW(-0.0, -odd, -inf) | POW(-0.0, -even, inf);
  f |= POW(-0.0, -0.5, inf) | POW(-0.0, -inf, inf) | POW(0.0, -inf, inf);
  f |= POW(0.0, odd, 0.0) | POW(-0.0, odd, -0.0) | POW(-0.0, even, 0.0);
  f |= POW(-0.0, 0.5, 0.0) | POW(-0.0, big, 0.0) | POW(-0.0, inf, 0.0);
  f |= POW(0.5, -inf, inf) | POW(-0.5, -inf, inf) | POW(2.0, -inf, 0.0);
  f |= POW(-2.0, -inf, 0.0) | POW(0.5, inf, 0.0) | POW(-0.5, inf, 0.0);
  f |= POW(2.0, inf, inf) | POW(-2.0, inf, inf) | POW(inf, -odd, 0.0);
  f |= POW(-inf, -odd, -0.0) | POW(-inf, -even, 0.0) | POW(-inf, -0.5, 0.0);
  f |= POW(inf, odd, inf) | POW(-inf, odd, -inf) | POW(-inf, even, inf);
  f |= POW(-inf, 0.5, inf) | POW(-inf, big, inf) | POW(-inf, -big, 0.0);
  f |= POW(-2.0, odd, -8.0) | POW(-2.0, -odd, -0.125) | POW(-2.0, 1e300, inf);
  f |= POW(-2.0, 1025.0, -inf) | POW(-2.0, -1075.0, -0.0);
  f |= POW(-2.0, -1074.0, tiny) | POW(-2.0, -1073.0, -2.0 * tiny);
  f |= POW(2.0, -1075.0, 0.0) | POW(2.0, -1076.0, 0.0) | POW(2.0, 1024.0, inf);
  f |= POW(2.0, 1023.0, 0x1p1023) | POW(0x1p-537, 2.0, 0x1p-1074);
  f |= POW(tiny, 1.0, tiny) | POW(DBL_MAX, 1.0, DBL_MAX);
  f |= POW(1.0 + 0x1p-52, 0x1p80, inf) | POW(1.0 - 0x1p-53, 0x1p80, 0.0);
  f |= POW(1.0 + 0x1p-52, 0x1p-80, 1.0) | POW(3.0, 3.0, 27.0);
  f |= POW(4.0, 0.5, 2.0) | POW(-3.0, 3.0, -27.0) | POW(10.0, 22.0, 1e22);
  f |= POWR(-1.0, 2.0, nan) | POWR(-0x1p-1074, 0.0, nan) | POWR(-inf, 1, nan);
  f |= POWR(0.0, 0.0, nan) | POWR(-0.0, 0.0, nan) | POWR(0.0, -0.0, nan);
  f |= POWR(inf, 0.0, nan) | POWR(inf, -0.0, nan) | POWR(1.0, inf, nan);
  f |= POWR(1.0, -inf, nan) | POWR(nan, 0.0, nan) | POWR(1.0, nan, nan);
  f |= POWR(2.0, nan, nan) | POWR(1.0, 0.0, 1.0) | POWR(1.0, -7.5, 1.0);
  f |= POWR(2.0, 0.0, 1.0) | POWR(2.0, -0.0, 1.0) | POWR(0.0, -odd, inf);
  f |= POWR(-0.0, -odd, inf) | POWR(0.0, -inf, inf) | POWR(-0.0, -inf, inf);
  f |= POWR(0.0, odd, 0.0) | POWR(-0.0, odd, 0.0) | POWR(-0.0, inf, 0.0);
  f |= POWR(inf, -2.0, 0.0) | POWR(inf, 2.0, inf) | POWR(inf, -inf, 0.0);
  f |= POWR(inf, inf, inf) | POWR(0.5, inf, 0.0) | POWR(0.5, -inf, inf);
  f |= POWR(2.0, inf, inf) | POWR(2.0, -inf, 0.0) | POWR(2.0, 0.5, M_SQRT2);
  f |= POWN(nan, 0, 1.0) | POWN(inf, 0, 1.0) | POWN(-0.0, 0, 1.0);
  f |= POWN(nan, 3, nan) | POWN(0.0, -3, inf) | POWN(-0.0, -3, -inf);
  f |= POWN(-0.0, -4, inf) | POWN(0.0, 3, 0.0) | POWN(-0.0, 3, -0.0);
  f |= POWN(-0.0, 4, 0.0) | POWN(inf, 3, inf) | POWN(-inf, 3, -inf);
  f |= POWN(-inf, 4, inf) | POWN(inf, -3, 0.0) | POWN(-inf, -3, -0.0);
  f |= POWN(-inf, -4, 0.0) | POWN(-1.0, 0x7fffffff, -1.0);
  f |= POWN(-1.0, (int)0x80000000u, 1.0) | POWN(1.0, 0x7fffffff, 1.0);
  f |= POWN(-2.0, 3, -8.0) | POWN(-2.0, -1075, -0.0);
  f |= POWN(-2.0, -1074, tiny) | POWN(-2.0, 1024, inf);
  f |= POWN(-2.0, 1025, -inf) |
       POWN(1.0 + 0x1p-52, 0x7fffffff, 0x1.00000800001ffp0);
  f |= POWN(-tiny, 1, -tiny) | POWN(-DBL_MAX, -1, -0x1p-1024);
  f |= ROOTN(8.0, 0, nan) | ROOTN(nan, 3, nan) | ROOTN(-8.0, 2, nan);
  f |= ROOTN(-inf, 2, nan) | ROOTN(-0.0, 0, nan) | ROOTN(0.0, -3, inf);
  f |= ROOTN(-0.0, -3, -inf) | ROOTN(0.0, -2, inf) | ROOTN(-0.0, -2, inf);
  f |= ROOTN(0.0, 2, 0.0) | ROOTN(-0.0, 2, 0.0) | ROOTN(0.0, 3, 0.0);
  f |= ROOTN(-0.0, 3, -0.0) | ROOTN(inf, 3, inf) | ROOTN(-inf, 3, -inf);
  f |= ROOTN(inf, -2, 0.0) | ROOTN(-inf, -3, -0.0) | ROOTN(inf, 2, inf);
  f |= ROOTN(-8.0, 3, -2.0) | ROOTN(-8.0, -3, -0.5) | ROOTN(16.0, 4, 2.0);
  f |= ROOTN(16.0, -4, 0.5) | ROOTN(-tiny, 1, -tiny) | ROOTN(tiny, -1, inf);
  f |= ROOTN(-DBL_MAX, -1, -0x1p-1024) | ROOTN(1.0, 0x7fffffff, 1.0);
  f |= ROOTN(0x1p-1074, -1074, 2.0) | ROOTN(-0x1p-1074, 1, -0x1p-1074);
  f |= ROOTN(-1.0, (int)0x80000000u, nan) | ROOTN(-1.0, -3, -1.0);
  return f;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed =
      run_binary_f64(binary, sizeof binary / sizeof binary[0], stride, only);
  failed |= run_pow_hard(stride, only);
  failed |= run_int_power(stride, only);
  failed |= check_specials();
  return failed;
}
