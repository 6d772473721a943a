// ULP error of a float result against a double reference, measured as the
// OpenCL CTS's math_brute_force measures it: in units of the reference's
// last place (the smaller binade's unit for an exact power of two, the
// smallest normal's unit below FLT_MIN), an infinite result counted as
// 2^128, NaN only against NaN, infinities only against themselves. Shared by
// the host sweeps (C), the e2e suites and bench/library's fn_* rows (C++).
#pragma once

#include <math.h>
#include <stdint.h>

static inline double ulp_error_f32(float test, double reference) {
  if (isnan(reference))
    return isnan(test) ? 0.0 : HUGE_VAL;
  if (isnan(test))
    return HUGE_VAL;
  if ((float)reference == test)
    return 0.0; // correctly rounded (also where reference overflows float)
  if (isinf(reference))
    return HUGE_VAL;
  double t = test;
  if (isinf(t))
    t = copysign(ldexp(1.0, 128), t);
  if (reference == 0.0)
    return fabs(t) == 0.0 ? 0.0 : fabs(t) / ldexp(1.0, -149);
  int e = ilogb(reference), unused;
  int m = frexp(fabs(reference), &unused) == 0.5 ? e - 1 : e;
  if (m < -126)
    m = -126;
  return fabs(t - reference) / ldexp(1.0, m - 23);
}

static inline double ulp_error_f64(double test, long double reference) {
  if (isnan(reference))
    return isnan(test) ? 0.0 : HUGE_VAL;
  if (isnan(test))
    return HUGE_VAL;
  if ((double)reference == test)
    return 0.0;
  if (isinf(reference))
    return HUGE_VAL;
  long double t = test;
  if (isinf(t))
    t = copysignl(ldexpl(1.0L, 1024), t);
  if (reference == 0.0L)
    return fabsl(t) == 0.0L ? 0.0 : (double)(fabsl(t) / ldexpl(1.0L, -1074));
  int e = ilogbl(reference), unused;
  int m = frexpl(fabsl(reference), &unused) == 0.5L ? e - 1 : e;
  if (m < -1022)
    m = -1022;
  return (double)(fabsl(t - reference) / ldexpl(1.0L, m - 52));
}
