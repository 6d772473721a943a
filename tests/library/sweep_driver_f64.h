// The host sweep's driver for the double library (src/compiler/library/
// double/): 2^64 inputs cannot all be run, so each case runs the special
// values, then random bit patterns (every exponent), then random values in
// the case's own interesting range, against long double references (x87's
// 64-bit mantissa: 11 bits beyond double, as the CTS's reference library
// uses) with the CTS's ULP measure. Usage of every sweep executable:
//   sweep-<group>-f64 [stride] [name]
// the number of random inputs per case is 2^32 / stride (at least 2^16):
// CI runs stride 4099 (about a million), stride 64 runs 2^26.
#pragma once

#include "sweep_driver.h"

#include <float.h>

typedef double (*unary_f64)(double);
typedef double (*binary_f64)(double, double);
typedef long double (*unary_ref_f64)(long double);
typedef long double (*binary_ref_f64)(long double, long double);

struct unary_case_f64 {
  const char *name;
  unary_f64 fn;
  unary_ref_f64 ref;
  double bound;  ///< max ULP error allowed (0 = exact)
  double lo, hi; ///< the range half of the random inputs are drawn from
};

struct binary_case_f64 {
  const char *name;
  binary_f64 fn;
  binary_ref_f64 ref;
  double bound;
  double lo, hi; ///< the range half of the random operands come from
};

/// The special and edge values every case runs (and binary cases pair).
static const double sweep_specials_f64[] = {0.0,
                                            -0.0,
                                            1.0,
                                            -1.0,
                                            0.5,
                                            -0.5,
                                            2.0,
                                            -2.0,
                                            3.0,
                                            -3.0,
                                            0x1p-1074,
                                            -0x1p-1074,
                                            0x1.ffffffffffffep-1023,
                                            -0x1.ffffffffffffep-1023,
                                            0x1p-1022,
                                            -0x1p-1022,
                                            DBL_MAX,
                                            -DBL_MAX,
                                            INFINITY,
                                            -INFINITY,
                                            NAN,
                                            0x1p52,
                                            -0x1p52,
                                            0x1p53,
                                            0x1.921fb54442d18p1,
                                            -0x1.921fb54442d18p1,
                                            0x1.921fb54442d18p0,
                                            10.0,
                                            -10.0,
                                            100.5,
                                            -100.5,
                                            0x1p-30,
                                            0x1p-60,
                                            0x1p100,
                                            -0x1p100,
                                            0.1,
                                            -0.1,
                                            1e22,
                                            1e300,
                                            -1e300,
                                            1.0000000000000002,
                                            0.99999999999999989,
                                            709.0,
                                            -709.0,
                                            710.0,
                                            -745.0,
                                            0x1p1023,
                                            1e-300};
#define sweep_special_count_f64                                                \
  (sizeof sweep_specials_f64 / sizeof sweep_specials_f64[0])

static inline uint64_t sweep_random64(void) {
  return ((uint64_t)sweep_random() << 32) | sweep_random();
}

/// A uniformly random double in [lo, hi].
static inline double sweep_random_in(double lo, double hi) {
  double u = (double)(sweep_random64() >> 11) * 0x1p-53;
  return lo + (hi - lo) * u;
}

/// The i-th input of a case: specials first, then alternately any bit
/// pattern and a value of [lo, hi].
static inline double sweep_input_f64(uint64_t i, double lo, double hi) {
  if (i < sweep_special_count_f64)
    return sweep_specials_f64[i];
  return i & 1 ? as_double(sweep_random64()) : sweep_random_in(lo, hi);
}

static inline uint64_t sweep_count_f64(uint64_t stride) {
  uint64_t n = (1ull << 32) / (stride ? stride : 1);
  return n < (1u << 16) ? 1u << 16 : n;
}

static inline int run_unary_f64(const struct unary_case_f64 *cases,
                                size_t count, uint64_t stride,
                                const char *only) {
  int failed = 0;
  uint64_t total = sweep_special_count_f64 + sweep_count_f64(stride);
  for (size_t c = 0; c < count; ++c) {
    if (!sweep_selected(cases[c].name, only))
      continue;
    double worst = 0.0, worst_in = 0.0, worst_out = 0.0;
    long double worst_ref = 0.0L;
    for (uint64_t i = 0; i < total; ++i) {
      double x = sweep_input_f64(i, cases[c].lo, cases[c].hi);
      double y = cases[c].fn(x);
      long double ref = cases[c].ref((long double)x);
      double err = ulp_error_f64(y, ref);
      if (err > worst || err != err) {
        worst = err;
        worst_in = x;
        worst_out = y;
        worst_ref = ref;
      }
    }
    int bad = !(worst <= cases[c].bound);
    failed |= bad;
    printf("%-12s max %.3f ulp (bound %g) at x=%a: %a, reference %La%s\n",
           cases[c].name, worst, cases[c].bound, worst_in, worst_out, worst_ref,
           bad ? "  FAIL" : "");
  }
  return failed;
}

static inline int run_binary_f64(const struct binary_case_f64 *cases,
                                 size_t count, uint64_t stride,
                                 const char *only) {
  int failed = 0;
  uint64_t pairs = sweep_special_count_f64 * sweep_special_count_f64;
  uint64_t total = pairs + sweep_count_f64(stride);
  for (size_t c = 0; c < count; ++c) {
    if (!sweep_selected(cases[c].name, only))
      continue;
    double worst = 0.0, wx = 0.0, wy = 0.0, wout = 0.0;
    long double wref = 0.0L;
    for (uint64_t i = 0; i < total; ++i) {
      double x, y;
      if (i < pairs) {
        x = sweep_specials_f64[i / sweep_special_count_f64];
        y = sweep_specials_f64[i % sweep_special_count_f64];
      } else if (i & 1) {
        x = as_double(sweep_random64());
        y = as_double(sweep_random64());
      } else {
        x = sweep_random_in(cases[c].lo, cases[c].hi);
        y = sweep_random_in(cases[c].lo, cases[c].hi);
      }
      double out = cases[c].fn(x, y);
      long double ref = cases[c].ref((long double)x, (long double)y);
      double err = ulp_error_f64(out, ref);
      if (err > worst || err != err) {
        worst = err;
        wx = x;
        wy = y;
        wout = out;
        wref = ref;
      }
    }
    int bad = !(worst <= cases[c].bound);
    failed |= bad;
    printf("%-12s max %.3f ulp (bound %g) at (%a, %a): %a, reference %La%s\n",
           cases[c].name, worst, cases[c].bound, wx, wy, wout, wref,
           bad ? "  FAIL" : "");
  }
  return failed;
}
