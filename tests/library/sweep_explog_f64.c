// Host sweep of double/explog.cl and double/hyperbolic.cl against glibc's
// long double functions (x87: 11 bits beyond double), with OpenCL C 3.0
// full-profile bounds, then the special values (C99 Annex F and OpenCL's
// edge cases, with the sign of zero) bit for bit.
#define _GNU_SOURCE 1
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/sqrt.cl"

#include "../../src/compiler/library/double/explog.cl"
#include "../../src/compiler/library/double/hyperbolic.cl"

#include "sweep_driver_f64.h"

static const struct unary_case_f64 unary[] = {
    {"exp", __vkcl_exp_f64, expl, 3, -745.2, 709.8},
    {"exp2", __vkcl_exp2_f64, exp2l, 3, -1075.5, 1024.0},
    {"exp10", __vkcl_exp10_f64, exp10l, 3, -323.7, 308.3},
    {"expm1", __vkcl_expm1_f64, expm1l, 3, -1.0, 1.0},
    {"log", __vkcl_log_f64, logl, 3, 0.99, 1.01},
    {"log2", __vkcl_log2_f64, log2l, 3, 0.99, 1.01},
    {"log10", __vkcl_log10_f64, log10l, 3, 0.99, 1.01},
    {"log1p", __vkcl_log1p_f64, log1pl, 2, -0.5, 0.5},
    {"cbrt", __vkcl_cbrt_f64, cbrtl, 2, -10.0, 10.0},
    {"sinh", __vkcl_sinh_f64, sinhl, 4, -1.0, 1.0},
    {"cosh", __vkcl_cosh_f64, coshl, 4, -710.5, 710.5},
    {"tanh", __vkcl_tanh_f64, tanhl, 5, -1.0, 1.0},
    {"asinh", __vkcl_asinh_f64, asinhl, 4, -1.0, 1.0},
    {"acosh", __vkcl_acosh_f64, acoshl, 4, 1.0, 1.5},
    {"atanh", __vkcl_atanh_f64, atanhl, 5, -1.0, 1.0},
};

/// More ranges per function: name, lo, hi (the hard regions beside each
/// case's own).
static const struct {
  const char *name;
  double lo, hi;
} extra[] = {
    {"exp", -745.2, -700.0},
    {"exp", 700.0, 709.8},
    {"exp", -1.0, 1.0},
    {"exp2", -1075.5, -1020.0},
    {"exp2", -1.0, 1.0},
    {"exp10", -323.7, -300.0},
    {"exp10", 300.0, 308.3},
    {"exp10", -1.0, 1.0},
    {"expm1", -0.01, 0.01},
    {"expm1", -40.0, 40.0},
    {"expm1", 700.0, 709.8},
    {"log", 0.0, 4.0},
    {"log", 0.0, 0x1p-1022},
    {"log2", 0.0, 4.0},
    {"log2", 0.0, 0x1p-1022},
    {"log10", 0.0, 4.0},
    {"log10", 0.0, 0x1p-1022},
    {"log1p", -1.0, -0.5},
    {"log1p", -0.01, 0.01},
    {"log1p", 0.0, 1e6},
    {"cbrt", -0x1p-1022, 0x1p-1022},
    {"sinh", -0.1, 0.1},
    {"sinh", -30.0, 30.0},
    {"sinh", 700.0, 710.5},
    {"cosh", -30.0, 30.0},
    {"cosh", -0.1, 0.1},
    {"tanh", -0.1, 0.1},
    {"tanh", -25.0, 25.0},
    {"asinh", -0.1, 0.1},
    {"asinh", -1e9, 1e9},
    {"acosh", 1.0, 1.0001},
    {"acosh", 1.0, 1e9},
    {"atanh", -0.1, 0.1},
    {"atanh", 0.99, 1.0},
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

#define CHECK(fn, x, want) check(#fn "(" #x ")", __vkcl_##fn##_f64(x), want)

static int specials(void) {
  int f = 0;
  const double inf = INFINITY;
  f |= CHECK(exp, 0.0, 1.0) | CHECK(exp, -0.0, 1.0);
  f |= CHECK(exp, inf, inf) | CHECK(exp, -inf, 0.0) | CHECK(exp, NAN, NAN);
  f |= CHECK(exp, 710.0, inf) | CHECK(exp, -746.0, 0.0);
  f |= CHECK(exp, -745.2, 0.0) | CHECK(exp, -745.13, 0x1p-1074);
  f |= CHECK(exp2, 0.0, 1.0) | CHECK(exp2, -0.0, 1.0);
  f |= CHECK(exp2, inf, inf) | CHECK(exp2, -inf, 0.0) | CHECK(exp2, NAN, NAN);
  f |= CHECK(exp2, 1024.0, inf) | CHECK(exp2, 1023.0, 0x1p1023);
  f |= CHECK(exp2, -1074.0, 0x1p-1074) | CHECK(exp2, -1075.0, 0.0);
  f |= CHECK(exp2, -1022.5, 0x1.6a09e667f3bccp-1023);
  f |= CHECK(exp2, -1074.5, 0x1p-1074) | CHECK(exp2, -1060.0, 0x1p-1060);
  f |= CHECK(exp2, 10.0, 1024.0) | CHECK(exp2, -3.0, 0.125);
  f |= CHECK(exp10, 0.0, 1.0) | CHECK(exp10, -0.0, 1.0);
  f |= CHECK(exp10, inf, inf) | CHECK(exp10, -inf, 0.0);
  f |= CHECK(exp10, NAN, NAN) | CHECK(exp10, 309.0, inf);
  f |= CHECK(exp10, -324.0, 0.0) | CHECK(exp10, 1.0, 10.0);
  f |= CHECK(exp10, 2.0, 100.0) | CHECK(exp10, 22.0, 1e22);
  f |= CHECK(exp10, -5.0, 1e-5) | CHECK(exp10, 308.0, 1e308);
  f |= CHECK(expm1, 0.0, 0.0) | CHECK(expm1, -0.0, -0.0);
  f |= CHECK(expm1, inf, inf) | CHECK(expm1, -inf, -1.0);
  f |= CHECK(expm1, NAN, NAN) | CHECK(expm1, 710.0, inf);
  f |=
      CHECK(expm1, 0x1p-1074, 0x1p-1074) | CHECK(expm1, -0x1p-1074, -0x1p-1074);
  f |= CHECK(log, 1.0, 0.0) | CHECK(log, 0.0, -inf) | CHECK(log, -0.0, -inf);
  f |= CHECK(log, inf, inf) | CHECK(log, -inf, NAN) | CHECK(log, -1.0, NAN);
  f |= CHECK(log, NAN, NAN) | CHECK(log, -0x1p-1074, NAN);
  f |= CHECK(log2, 1.0, 0.0) | CHECK(log2, 0.0, -inf) | CHECK(log2, -0.0, -inf);
  f |= CHECK(log2, inf, inf) | CHECK(log2, -1.0, NAN) | CHECK(log2, NAN, NAN);
  f |= CHECK(log2, 0x1p-1074, -1074.0) | CHECK(log2, 0x1p1023, 1023.0);
  f |= CHECK(log2, 0.5, -1.0);
  f |= CHECK(log10, 1.0, 0.0) | CHECK(log10, 0.0, -inf);
  f |= CHECK(log10, -0.0, -inf) | CHECK(log10, inf, inf);
  f |= CHECK(log10, -1.0, NAN) | CHECK(log10, NAN, NAN);
  f |= CHECK(log10, 10.0, 1.0) | CHECK(log10, 1e22, 22.0);
  f |= CHECK(log10, 1e-3, -3.0) | CHECK(log10, 100.0, 2.0);
  f |= CHECK(log1p, 0.0, 0.0) | CHECK(log1p, -0.0, -0.0);
  f |= CHECK(log1p, -1.0, -inf) | CHECK(log1p, -2.0, NAN);
  f |= CHECK(log1p, inf, inf) | CHECK(log1p, -inf, NAN);
  f |= CHECK(log1p, NAN, NAN) | CHECK(log1p, 0x1p-1074, 0x1p-1074);
  f |= CHECK(log1p, -0x1p-1074, -0x1p-1074) |
       CHECK(log1p, DBL_MAX, 0x1.62e42fefa39efp+9);
  f |= CHECK(cbrt, 0.0, 0.0) | CHECK(cbrt, -0.0, -0.0);
  f |= CHECK(cbrt, inf, inf) | CHECK(cbrt, -inf, -inf) | CHECK(cbrt, NAN, NAN);
  f |= CHECK(cbrt, 27.0, 3.0) | CHECK(cbrt, -8.0, -2.0);
  f |= CHECK(cbrt, 0x1p-1074, 0x1p-358) | CHECK(cbrt, -0x1p-1071, -0x1p-357);
  f |= CHECK(cbrt, 1e-300, 1e-100) | CHECK(cbrt, 1.0, 1.0);
  f |= CHECK(sinh, 0.0, 0.0) | CHECK(sinh, -0.0, -0.0);
  f |= CHECK(sinh, inf, inf) | CHECK(sinh, -inf, -inf) | CHECK(sinh, NAN, NAN);
  f |= CHECK(sinh, 711.0, inf) | CHECK(sinh, -711.0, -inf);
  f |= CHECK(sinh, 0x1p-1074, 0x1p-1074) | CHECK(sinh, -0x1p-1074, -0x1p-1074);
  f |= CHECK(cosh, 0.0, 1.0) | CHECK(cosh, -0.0, 1.0);
  f |= CHECK(cosh, inf, inf) | CHECK(cosh, -inf, inf) | CHECK(cosh, NAN, NAN);
  f |= CHECK(cosh, 711.0, inf) | CHECK(cosh, -711.0, inf);
  f |= CHECK(cosh, 0x1p-1074, 1.0);
  f |= CHECK(tanh, 0.0, 0.0) | CHECK(tanh, -0.0, -0.0);
  f |= CHECK(tanh, inf, 1.0) | CHECK(tanh, -inf, -1.0) | CHECK(tanh, NAN, NAN);
  f |= CHECK(tanh, 40.0, 1.0) | CHECK(tanh, -40.0, -1.0);
  f |= CHECK(tanh, 0x1p-1074, 0x1p-1074) | CHECK(tanh, -0x1p-1074, -0x1p-1074);
  f |= CHECK(asinh, 0.0, 0.0) | CHECK(asinh, -0.0, -0.0);
  f |= CHECK(asinh, inf, inf) | CHECK(asinh, -inf, -inf);
  f |= CHECK(asinh, NAN, NAN) | CHECK(asinh, -0x1p-1074, -0x1p-1074);
  f |= check("asinh(DBL_MAX)", __vkcl_asinh_f64(DBL_MAX),
             (double)asinhl(DBL_MAX));
  f |= check("asinh(-DBL_MAX)", __vkcl_asinh_f64(-DBL_MAX),
             (double)asinhl(-DBL_MAX));
  f |= CHECK(acosh, 1.0, 0.0) | CHECK(acosh, inf, inf);
  f |= CHECK(acosh, NAN, NAN) | CHECK(acosh, 0.5, NAN);
  f |= CHECK(acosh, -1.0, NAN) | CHECK(acosh, -inf, NAN);
  f |= CHECK(acosh, 0.0, NAN) | CHECK(acosh, 0.99999999999999989, NAN);
  f |= check("acosh(DBL_MAX)", __vkcl_acosh_f64(DBL_MAX),
             (double)acoshl(DBL_MAX));
  f |= CHECK(atanh, 0.0, 0.0) | CHECK(atanh, -0.0, -0.0);
  f |= CHECK(atanh, 1.0, inf) | CHECK(atanh, -1.0, -inf);
  f |= CHECK(atanh, 2.0, NAN) | CHECK(atanh, -1.0000000000000002, NAN);
  f |= CHECK(atanh, inf, NAN) | CHECK(atanh, -inf, NAN);
  f |= CHECK(atanh, NAN, NAN) | CHECK(atanh, 0x1p-1074, 0x1p-1074);
  return f;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  size_t n = sizeof unary / sizeof unary[0];
  int failed = run_unary_f64(unary, n, stride, only);
  // The extra ranges: each as a case of its own (stride 4 times larger).
  for (size_t r = 0; r < sizeof extra / sizeof extra[0]; ++r) {
    for (size_t c = 0; c < n; ++c) {
      if (strcmp(unary[c].name, extra[r].name) != 0)
        continue;
      struct unary_case_f64 one = unary[c];
      one.lo = extra[r].lo;
      one.hi = extra[r].hi;
      printf("[%g, %g] ", one.lo, one.hi);
      failed |= run_unary_f64(&one, 1, stride * 4, only);
    }
  }
  failed |= specials();
  return failed;
}
