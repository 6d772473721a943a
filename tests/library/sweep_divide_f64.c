// Host sweep of the correctly rounded double division
// (src/compiler/library/double/divide.cl, every double `/`) with a
// device-like OpFDiv: off by up to 3 times 2^-22, relative
// (VKCL_HOST_DOUBLE_DIVIDE_ERROR), as Vulkan's single-precision promise for
// double allows. Every result must equal the host's IEEE double quotient
// (correctly rounded), bit for bit, signed zeros included, any NaN for a
// NaN, over the special values against each other, random pairs, quotients
// within a few ulp of a midpoint and within a few 2^-106 of one
// (hard-midpoint), subnormal and near-overflow quotients and subnormal
// operands; a prime stride of 2^32 pairs of each kind. The float OpFDiv
// that seeds the fused ordinary path is off by up to 3 ulp
// (VKCL_HOST_ESTIMATE_ULPS).
#define VKCL_HOST_DOUBLE_DIVIDE_ERROR 1
#define VKCL_HOST_ESTIMATE_ULPS 3
#include "../../src/compiler/library/prelude.h"
#include "../../src/compiler/library/double/sqrt.cl"
#include "../../src/compiler/library/double/divide.cl"

#include <stdio.h>
#include <stdlib.h>

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t random64(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/// Whether `out` is the host's x / y (IEEE: correctly rounded).
static int exact(double x, double y, double out) {
  double ref = x / y;
  if (ref != ref)
    return out != out;
  return as_ulong(out) == as_ulong(ref);
}

/// Random sign and mantissa, exponent field in [lo, hi].
static double random_double(ulong lo, ulong hi) {
  ulong field = lo + random64() % (hi - lo + 1);
  return as_double((random64() & 0x800fffffffffffffull) | field << 52);
}

static double near_midpoint(double y) {
  // a 54-bit odd midpoint m in [1, 2), times y in double-double, rounded
  ulong mid = (random64() & 0x1fffffffffffffull) | 0x20000000000001ull;
  double mh = (double)(mid >> 1) * 0x1p-52; // m = mh + 2^-53
  double p = mh * y;
  double pl = fma(mh, y, -p) + y * 0x1p-53;
  double x = p + pl;
  ulong scale = (ulong)(random64() % 40);
  x = ldexp(x, (int)scale - 20);
  return as_double(as_ulong(x) + random64() % 7 - 3);
}

/// The inverse of an odd v modulo 2^64.
static uint64_t inverse_mod64(uint64_t v) {
  uint64_t inv = v;
  for (int i = 0; i < 5; ++i)
    inv *= 2 - v * inv;
  return inv;
}

/// Operands whose quotient is a midpoint M / 2^53 (M odd, 54 bits) plus
/// t / (2^53 Y), |t| <= 7 odd, as sweep_divide.c's hard_midpoint: Y odd
/// with its top bit at 2^52, M = -t / Y modulo 2^53 with the bit 2^53 set,
/// X = (M Y + t) / 2^53 exactly (drawn again until X fits 53 bits).
static void hard_midpoint(double *x, double *y) {
  const uint64_t low53 = (1ull << 53) - 1;
  for (;;) {
    uint64_t Y = (random64() & 0xfffffffffffffull) | 0x10000000000001ull;
    int t = (int)(random64() % 8) * 2 - 7;
    uint64_t M = ((uint64_t)-t * inverse_mod64(Y) & low53) | (1ull << 53);
    unsigned __int128 P = (unsigned __int128)M * Y + (__int128)t;
    unsigned __int128 X = P >> 53;
    if (X > low53)
      continue;
    int ey = (int)(random64() % 200) - 100;
    int ex = ey + (int)(random64() % 200) - 100;
    *x = ldexp((double)(uint64_t)X, ex) * (random64() & 1 ? -1.0 : 1.0);
    *y = ldexp((double)Y, ey) * (random64() & 1 ? -1.0 : 1.0);
    return;
  }
}

static int check(const char *what, uint64_t count, int kind) {
  uint64_t wrong = 0;
  for (uint64_t i = 0; i < count; ++i) {
    double x, y;
    switch (kind) {
    case 0:
      x = as_double(random64()), y = as_double(random64());
      break;
    case 1:
      y = random_double(900, 1100), x = near_midpoint(y);
      break;
    case 2: { // subnormal or tiny quotients
      y = random_double(1, 2046);
      ulong ey = as_ulong(y) >> 52 & 0x7ff;
      x = as_double((random64() & 0x800fffffffffffffull) |
                    (ey > 1080 ? (ey - 1080 + random64() % 60) << 52 : 0));
      break;
    }
    case 3: { // quotients near overflow
      y = random_double(1, 1024);
      ulong ex = (as_ulong(y) >> 52 & 0x7ff) + 1022 + random64() % 4;
      x = as_double((random64() & 0x800fffffffffffffull) |
                    (ex > 2046 ? 2046 : ex) << 52);
      break;
    }
    case 6:
      hard_midpoint(&x, &y);
      break;
    case 4:
      x = random_double(0, 0), y = random_double(1, 2046);
      break;
    default:
      x = random_double(1, 2046), y = random_double(0, 0);
      break;
    }
    double out = __vkcl_divide_f64(x, y);
    if (!exact(x, y, out)) {
      if (wrong < 5)
        printf("  %s: %a / %a = %a, expected %a\n", what, x, y, out, x / y);
      ++wrong;
    }
  }
  printf("%-14s %llu of %llu wrong%s\n", what, (unsigned long long)wrong,
         (unsigned long long)count, wrong ? "  FAIL" : "");
  return wrong != 0;
}

int main(int argc, char **argv) {
  uint64_t stride = argc > 1 ? strtoull(argv[1], NULL, 0) : 1;
  uint64_t n = (1ull << 32) / stride;
  static const double specials[] = {0.0, 1.0, 2.0, 3.0, 0.1, 1e300, 1e-300,
                                    0x1p-1074, 0x1p-1022, 0x1.fffffffffffffp1023,
                                    0x1.fffffffffffffp0, 0x1.0000000000001p0,
                                    INFINITY, NAN, 7.0, 0x1p-1023};
  int failed = 0;
  uint64_t wrong = 0, total = 0;
  size_t ns = sizeof specials / sizeof specials[0];
  for (size_t i = 0; i < ns * 2; ++i)
    for (size_t j = 0; j < ns * 2; ++j) {
      double x = i < ns ? specials[i] : -specials[i - ns];
      double y = j < ns ? specials[j] : -specials[j - ns];
      ++total;
      if (!exact(x, y, __vkcl_divide_f64(x, y))) {
        if (wrong++ < 5)
          printf("  specials: %a / %a = %a, expected %a\n", x, y,
                 __vkcl_divide_f64(x, y), x / y);
      }
    }
  printf("%-14s %llu of %llu wrong%s\n", "specials", (unsigned long long)wrong,
         (unsigned long long)total, wrong ? "  FAIL" : "");
  failed |= wrong != 0;
  failed |= check("random", n, 0);
  failed |= check("near-midpoint", n, 1);
  failed |= check("hard-midpoint", n, 6);
  failed |= check("subnormal-q", n, 2);
  failed |= check("overflow-q", n, 3);
  failed |= check("subnormal-x", n, 4);
  failed |= check("subnormal-y", n, 5);
  return failed;
}
