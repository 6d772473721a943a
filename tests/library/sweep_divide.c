// Host sweep of the correctly rounded float division
// (src/compiler/library/float/divide.cl, -cl-fp32-correctly-rounded-divide-
// sqrt) with a device-like OpFDiv: native_divide off by up to 3 ulp either
// way (VKCL_HOST_ESTIMATE_ULPS), more than Vulkan's 2.5. Every result must
// equal the double quotient rounded to float, bit for bit (the double
// rounding is innocuous for division: 53 >= 2 * 24 + 2), signed zeros and
// NaNs included, over:
//  - the special values against each other and random pairs (the shared
//    binary driver, bound 0);
//  - quotients within a few ulp of a midpoint between two floats (x = the
//    product of y and a 25-bit midpoint, rounded, then moved by a few
//    units), and quotients within a few 2^-48 of one (the operands built
//    from the midpoint, hard-midpoint), where a faithful quotient that is
//    not then rounded by its remainder would be wrong;
//  - subnormal quotients and quotients near the overflow threshold, and
//    subnormal operands.
#define VKCL_HOST_ESTIMATE_ULPS 3
#include "../../src/compiler/library/prelude.h"
#include "../../src/compiler/library/float/sqrt.cl"
#include "../../src/compiler/library/float/divide.cl"
#include "sweep_driver.h"

static double ref_divide(double x, double y) { return x / y; }

static const struct binary_case binary[] = {
    {"divide_cr", __vkcl_divide_cr_f32, ref_divide, 0},
};

/// Whether `out` is the double quotient rounded to float, bit for bit.
static int exact(float x, float y, float out) {
  float ref = (float)((double)x / (double)y);
  if (ref != ref)
    return out != out;
  return as_uint(out) == as_uint(ref);
}

/// A float of random sign with a random mantissa and exponent field in
/// [lo, hi] (0: a subnormal).
static float random_float(uint lo, uint hi) {
  uint field = lo + sweep_random() % (hi - lo + 1u);
  uint bits = (sweep_random() & 0x807fffffu) | (field << 23);
  return as_float(bits);
}

static int check(const char *what, uint64_t count, float (*x_of)(float),
                 float (*y_of)(void)) {
  uint64_t wrong = 0;
  for (uint64_t i = 0; i < count; ++i) {
    float y = y_of();
    float x = x_of(y);
    float out = __vkcl_divide_cr_f32(x, y);
    if (!exact(x, y, out)) {
      if (wrong < 5)
        printf("  %s: %a / %a = %a, expected %a\n", what, (double)x, (double)y,
               (double)out, (double)((double)x / (double)y));
      ++wrong;
    }
  }
  printf("%-12s %llu of %llu wrong%s\n", what, (unsigned long long)wrong,
         (unsigned long long)count, wrong ? "  FAIL" : "");
  return wrong != 0;
}

static float any_normal(void) { return random_float(1, 254); }
static float moderate(void) { return random_float(100, 154); }
static float any_subnormal(void) { return random_float(0, 0); }
static float below_two(void) { return random_float(1, 128); }

/// x = y times a midpoint between two floats, rounded to float, then moved
/// by up to 3 units: the quotient lies within a few 2^-46 of the midpoint.
static float near_midpoint(float y) {
  uint mid = (sweep_random() & 0xffffffu) | 0x1000001u; // 25 bits, odd
  double m = ldexp((double)mid, -24 + (int)(sweep_random() % 40u) - 20);
  float x = (float)(m * (double)y);
  return as_float(as_uint(x) + (sweep_random() % 7u) - 3u);
}
/// The inverse of an odd v modulo 2^32 (Newton's iteration doubles the
/// correct low bits from 3).
static uint inverse_mod32(uint v) {
  uint inv = v;
  for (int i = 0; i < 4; ++i)
    inv *= 2u - v * inv;
  return inv;
}

/// Operands whose quotient is a midpoint M / 2^24 (M odd, 25 bits) plus
/// t / (2^24 Y), |t| <= 7 odd, a few 2^-48 away: Y odd with its top bit
/// at 2^23, M = -t / Y modulo 2^24 with the bit 2^24 set, and X = (M Y +
/// t) / 2^24 exactly (drawn again until X fits 24 bits); both scaled by
/// random exponents around 1, random signs.
static void hard_midpoint(float *x, float *y) {
  for (;;) {
    uint Y = (sweep_random() & 0x7fffffu) | 0x800001u;
    int t = (int)(sweep_random() % 8u) * 2 - 7;
    uint M = ((uint)-t * inverse_mod32(Y) & 0xffffffu) | 0x1000000u;
    uint64_t P = (uint64_t)M * Y + (uint64_t)(int64_t)t;
    uint64_t X = P >> 24;
    if (X >= 0x1000000u)
      continue;
    int ey = (int)(sweep_random() % 60u) - 30;
    int ex = ey + (int)(sweep_random() % 60u) - 30;
    *x = ldexpf((float)X, ex) * (sweep_random() & 1u ? -1.0f : 1.0f);
    *y = ldexpf((float)Y, ey) * (sweep_random() & 1u ? -1.0f : 1.0f);
    return;
  }
}

/// A quotient in the subnormal range or just above it.
static float tiny_quotient(float y) {
  return as_float(
      (sweep_random() & 0x807fffffu) |
      ((as_uint(y) >> 23 & 0xffu) > 150u
           ? (uint)((as_uint(y) >> 23 & 0xffu) - 150u + sweep_random() % 30u)
                 << 23
           : 0u));
}
/// A quotient near the overflow threshold.
static float huge_quotient(float y) {
  uint ey = as_uint(y) >> 23 & 0xffu;
  uint ex = ey + 126u + sweep_random() % 4u;
  return as_float((sweep_random() & 0x807fffffu) |
                  ((ex > 254u ? 254u : ex) << 23));
}
static float any_x(float y) {
  (void)y;
  return any_normal();
}
static float subnormal_x(float y) {
  (void)y;
  return any_subnormal();
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = run_binary(binary, 1, stride, only);
  if (only && strcmp(only, "divide_cr") != 0)
    return failed;
  uint64_t n = (1ull << 32) / stride;
  if (n < 100000)
    n = 100000;
  failed |= check("near-midpoint", n, near_midpoint, moderate);
  uint64_t wrong = 0;
  for (uint64_t i = 0; i < n; ++i) {
    float x, y;
    hard_midpoint(&x, &y);
    if (!exact(x, y, __vkcl_divide_cr_f32(x, y)) && wrong++ < 5)
      printf("  hard-midpoint: %a / %a = %a, expected %a\n", (double)x,
             (double)y, (double)__vkcl_divide_cr_f32(x, y),
             (double)x / (double)y);
  }
  printf("%-12s %llu of %llu wrong%s\n", "hard-midpoint",
         (unsigned long long)wrong, (unsigned long long)n,
         wrong ? "  FAIL" : "");
  failed |= wrong != 0;
  failed |= check("subnormal-q", n, tiny_quotient, any_normal);
  failed |= check("overflow-q", n, huge_quotient, below_two);
  failed |= check("subnormal-x", n, subnormal_x, any_normal);
  failed |= check("subnormal-y", n, any_x, any_subnormal);
  return failed;
}
