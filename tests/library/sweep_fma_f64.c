// Host sweep of src/compiler/library/double/fma.cl (double fma without a
// fused instruction) against the host's fma (glibc's is correctly rounded),
// bit for bit: random operands of every magnitude, products that cancel
// against c, results at and below the subnormal boundary, subnormal
// operands, halfway cases and their tie-breaking by a tiny c, results near
// overflow, the special values, and explicit edge cases (signs of zeros).
// Usage: sweep-fma-f64 [stride]: 2^32 / stride random triples (2^16 at
// least).
#include "../../src/compiler/library/prelude.h"

#include "../../src/compiler/library/double/fma.cl"

#include "sweep_driver_f64.h"

static int same(double a, double b) {
  return as_ulong(a) == as_ulong(b) || (a != a && b != b);
}

/// A double with a random sign and mantissa and an exponent in [lo, hi]
/// (normal exponents, -1023 for a subnormal).
static double random_exp(int lo, int hi) {
  ulong e = (ulong)(lo + 1023 + (int)(sweep_random() % (uint)(hi - lo + 1)));
  return as_double((sweep_random64() & 0x800ffffffffffffful) | (e << 52));
}

/// The unbiased exponent field of a normal x.
static int unbiased(double x) {
  return (int)((as_ulong(x) >> 52) & 0x7ff) - 1023;
}

/// A random double whose mantissa has at most `bits` significant bits.
static double random_short(int bits, int lo, int hi) {
  double x = random_exp(lo, hi);
  return as_double(as_ulong(x) & ~((1ul << (53 - bits)) - 1ul));
}

/// A random subnormal (or zero) double.
static double random_subnormal(void) {
  ulong m = sweep_random64() & 0x800ffffffffffffful;
  return as_double(m >> (sweep_random() % 52u) | (m & 0x8000000000000000ul));
}

static const char *const class_names[] = {
    "any bits",  "comparable",   "cancelling",     "exact error",
    "subnormal", "sub operands", "halfway",        "tie + tiny c",
    "overflow",  "specials",     "underflow edge", "huge c / tiny p"};
#define class_count (sizeof class_names / sizeof class_names[0])

static void random_triple(uint64_t i, double *a, double *b, double *c) {
  switch (i % class_count) {
  case 0: // any bits
    *a = as_double(sweep_random64());
    *b = as_double(sweep_random64());
    *c = as_double(sweep_random64());
    break;
  case 1: // comparable magnitudes
    *a = random_exp(-30, 30);
    *b = random_exp(-30, 30);
    *c = random_exp(-60, 60);
    break;
  case 2: // c cancels most of a * b
    *a = random_exp(-200, 200);
    *b = random_exp(-200, 200);
    *c = -(*a * *b);
    *c = as_double(as_ulong(*c) + (sweep_random() % 9u) - 4u);
    break;
  case 3: // c = -round(a * b): the result is the product's rounding error
    *a = random_exp(-500, 500);
    *b = random_exp(-500, 500);
    *c = -(*a * *b);
    break;
  case 4: // results near and below 2^-1022
    *a = random_exp(-560, -480);
    *b = random_exp(-600, -480);
    *c = sweep_random() & 1 ? random_exp(-1023, -1000) : random_subnormal();
    break;
  case 5: // subnormal operands against large ones
    *a = random_subnormal();
    *b = random_exp(-60, 1023);
    *c = sweep_random() & 1 ? random_exp(-1023, 60) : -(*a * *b);
    break;
  case 6: // short mantissas: exact products, many exactly halfway
    *a = random_short(27, -30, 30);
    *b = random_short(27, -30, 30);
    *c = sweep_random() & 1 ? random_short(20, -60, 60) : 0.0;
    break;
  case 7: // halfway products tipped (or not) by a c far below them
    *a = random_short(27, -10, 10);
    *b = random_short(27, -10, 10);
    *c = random_exp(-200, -60);
    break;
  case 8: { // near overflow, with and without cancellation
    *a = random_exp(500, 1023);
    int eb = 1020 - unbiased(*a);
    *b = random_exp(eb, eb + 5);
    *c = sweep_random() & 1 ? -random_exp(1000, 1023) : random_exp(900, 1023);
    break;
  }
  case 9: // specials against anything
    *a = sweep_specials_f64[sweep_random() % sweep_special_count_f64];
    *b = i & 64 ? sweep_specials_f64[sweep_random() % sweep_special_count_f64]
                : random_exp(-1023, 1023);
    *c = i & 128 ? sweep_specials_f64[sweep_random() % sweep_special_count_f64]
                 : random_exp(-1023, 1023);
    break;
  case 10: { // products at the subnormal boundary, ties at 2^-1074's unit
    *a = random_short(27, -540, -500);
    int eb = -1094 - unbiased(*a);
    *b = random_short(27, eb, eb + 94);
    *c = sweep_random() & 1 ? 0.0 : random_subnormal();
    break;
  }
  default: // c far above the product, the product only breaking ties
    *a = random_exp(-300, 300);
    *b = random_exp(-300, 300);
    *c = random_short(52, -300, 300);
  }
}

struct edge_case {
  double a, b, c, want;
};

/// Explicit IEEE and OpenCL edge cases: the signs of zeros, the special
/// values, rounding at the subnormal and overflow boundaries.
static const struct edge_case edge_cases[] = {
    {1.0, 1.0, -1.0, 0.0},   // x - x: +0
    {-1.0, 1.0, 1.0, 0.0},   // -x + x: +0
    {0.0, 0.0, 0.0, 0.0},    // +0 + +0
    {0.0, 0.0, -0.0, 0.0},   // +0 + -0: +0
    {-0.0, 0.0, -0.0, -0.0}, // -0 + -0: -0
    {0.0, -5.0, -0.0, -0.0}, // -0 + -0
    {-0.0, -5.0, -0.0, 0.0}, // +0 + -0
    {0.0, 5.0, 3.0, 3.0},    // 0 * x + c: c
    {-0.0, 0x1p-1074, 0x1p-1074, 0x1p-1074},
    {0x1p-1074, 0.5, 0.0, 0.0},   // 2^-1075: a tie, to even 0
    {-0x1p-1074, 0.5, 0.0, -0.0}, // a nonzero sum rounded to zero: its sign
    {0x1p-1074, -0.5, -0.0, -0.0},
    {0x1p-1074, 0x1.8p-1, 0.0, 0x1p-1074},     // 0.75: up
    {0x1p-1074, 0x1.8p0, 0.0, 0x1p-1073},      // 1.5: a tie, to even 2
    {0x1p-1074, 0x1.4p1, 0.0, 0x1p-1073},      // 2.5: a tie, to even 2
    {0x1p-1074, 0x1.00001p-1, 0.0, 0x1p-1074}, // just above the tie
    {0x1p-1022, -0.5, 0x1p-1022, 0x1p-1023},   // a subnormal difference
    {0x1p-1022, 0x1p-1, 0x1p-1022, 0x1.8p-1022},
    {0x1p-537, 0x1p-537, 0.0, 0x1p-1074},
    {0x1p-538, 0x1p-537, 0.0, 0.0},
    {0x1.0000000000001p-538, 0x1p-537, 0.0, 0x1p-1074},
    {0x1.fffffffffffffp-1, 0x1p-1022, 0.0, 0x1p-1022}, // rounds up to normal
    {0x1.ffffffffffffep-1, 0x1p-1022, 0.0, 0x1.ffffffffffffep-1023},
    {0x1p1023, 2.0, 0.0, INFINITY}, // overflow
    {0x1p1023, -2.0, 0.0, -INFINITY},
    {0x1p1023, 2.0, -0x1p1023, 0x1p1023}, // an overflowing product cancelled
    {DBL_MAX, DBL_MAX, -DBL_MAX, INFINITY},
    {DBL_MAX, 1.0, 0x1p970, INFINITY}, // the tie above DBL_MAX: inf
    {DBL_MAX, 1.0, 0x1.fffffffffffffp969, DBL_MAX},
    {DBL_MAX, 1.0, 0x1p969, DBL_MAX},
    {1e300, 1e300, -INFINITY, -INFINITY}, // finite * finite + inf: inf
    {DBL_MAX, 2.0, INFINITY, INFINITY},
    {1.0, 2.0, -INFINITY, -INFINITY},
    {INFINITY, 0.0, 1.0, NAN}, // inf * 0
    {-0.0, INFINITY, 1.0, NAN},
    {INFINITY, 0.0, INFINITY, NAN},
    {INFINITY, 2.0, -INFINITY, NAN}, // inf - inf
    {-INFINITY, 2.0, INFINITY, NAN},
    {INFINITY, -2.0, -INFINITY, -INFINITY},
    {INFINITY, 0x1p-1074, 1.0, INFINITY}, // inf * subnormal: inf
    {0x1p-1074, -INFINITY, DBL_MAX, -INFINITY},
    {INFINITY, 1.0, NAN, NAN},
    {NAN, 0.0, INFINITY, NAN},
    {1.0, NAN, 1.0, NAN},
    {1.0, 2.0, NAN, NAN},
    {0x1p-1074, 0x1p-1074, -0.0, 0.0}, // +0: 2^-2148 rounds to +0
    {-0x1p-1074, 0x1p-1074, 0.0, -0.0},
    {-0x1p-1074, 0x1p-1074, -0x1p-1074, -0x1p-1074},
    {0x1p-1074, 0x1p-1074, 0x1p-1074, 0x1p-1074},
    {1.0 + 0x1p-52, 1.0 - 0x1p-53, -1.0, 0x1.ffffffffffffep-54},
    {1.0 + 0x1p-52, 1.0 + 0x1p-52, 0.0, 1.0 + 0x1p-51}, // 1+2^-51+2^-104
    {1.0 + 0x1p-26, 1.0 + 0x1p-27, 0.0, 1.0 + 0x3p-27}, // a tie: to even
    {1.0 + 0x1p-26, 1.0 + 0x1p-27, 0x1p-200, 1.0 + 0x3p-27 + 0x1p-52},
    {1.0 + 0x1p-26, 1.0 + 0x1p-27, -0x1p-200, 1.0 + 0x3p-27},
    {-1.0 - 0x1p-26, 1.0 + 0x1p-27, 0x1p-1074, -1.0 - 0x3p-27},
    {1.0 + 0x1p-26, 1.0 + 0x3p-27, 0.0, 1.0 + 0x5p-27 + 0x1p-51}, // odd: up
    {1.0 + 0x1p-52, 1.0 - 0x1p-53, 0.0, 1.0}, // 1 + 2^-53 - 2^-105
    {3.0, 0x1.5555555555555p-2, -1.0, -0x1p-54},
};
#define edge_count (sizeof edge_cases / sizeof edge_cases[0])

int main(int argc, char **argv) {
  uint64_t edge_bad = 0, bad = 0;
  for (size_t i = 0; i < edge_count; ++i) {
    const struct edge_case *e = &edge_cases[i];
    double got = __vkcl_fma_f64(e->a, e->b, e->c), host = fma(e->a, e->b, e->c);
    if (!same(got, e->want) || !same(host, e->want)) {
      ++edge_bad;
      printf("fma(%a, %a, %a) = %a, host %a, want %a  FAIL\n", e->a, e->b, e->c,
             got, host, e->want);
    }
  }
  printf("fma f64      %llu of %zu edge cases wrong%s\n",
         (unsigned long long)edge_bad, edge_count, edge_bad ? "  FAIL" : "");

  uint64_t count = sweep_count_f64(sweep_stride(argc, argv));
  uint64_t class_bad[class_count] = {0};
  for (uint64_t i = 0; i < count; ++i) {
    double a, b, c;
    random_triple(i, &a, &b, &c);
    double got = __vkcl_fma_f64(a, b, c), want = fma(a, b, c);
    if (!same(got, want)) {
      ++class_bad[i % class_count];
      if (++bad <= 10)
        printf("fma(%a, %a, %a) = %a, want %a  FAIL\n", a, b, c, got, want);
    }
  }
  for (size_t k = 0; k < class_count; ++k)
    if (class_bad[k])
      printf("  %s: %llu wrong\n", class_names[k],
             (unsigned long long)class_bad[k]);
  printf("fma f64      %llu of %llu random results differ from fma (max %s "
         "ulp)%s\n",
         (unsigned long long)bad, (unsigned long long)count, bad ? ">0" : "0",
         bad ? "  FAIL" : "");
  return bad != 0 || edge_bad != 0;
}
