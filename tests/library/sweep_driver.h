// The host sweep's driver: runs a table of unary or binary cases, prints the
// worst error of each with its input, and fails (returns nonzero) when a
// case exceeds its bound. Usage of every sweep executable:
//   sweep-<group> [stride] [name]
// stride 1 is every float bit pattern (2^32 inputs), the default 1 is
// exhaustive; CI runs a stride such as 4099 (a prime: all exponents and
// mantissa patterns are visited). name restricts to one function.
#pragma once

#include "sweep.h"
#include "ulp.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The special and edge values every binary case pairs with each other.
static const float sweep_specials[] = {0.0f,
                                       -0.0f,
                                       1.0f,
                                       -1.0f,
                                       0.5f,
                                       -0.5f,
                                       2.0f,
                                       -2.0f,
                                       3.0f,
                                       -3.0f,
                                       0x1p-149f,
                                       -0x1p-149f,
                                       0x1.fffffcp-127f,
                                       -0x1.fffffcp-127f,
                                       0x1p-126f,
                                       -0x1p-126f,
                                       0x1.fffffep127f,
                                       -0x1.fffffep127f,
                                       INFINITY,
                                       -INFINITY,
                                       NAN,
                                       0x1p23f,
                                       -0x1p23f,
                                       0x1.921fb6p1f,
                                       -0x1.921fb6p1f,
                                       0x1.921fb6p0f,
                                       10.0f,
                                       -10.0f,
                                       100.5f,
                                       -100.5f,
                                       0x1p-20f,
                                       0x1p40f,
                                       -0x1p40f,
                                       0.1f,
                                       -0.1f,
                                       1e10f,
                                       1.0000001f,
                                       0.99999994f,
                                       88.0f,
                                       -88.0f};
#define sweep_special_count (sizeof sweep_specials / sizeof sweep_specials[0])

static uint64_t sweep_rng_state = 0x9e3779b97f4a7c15ull;
static inline uint32_t sweep_random(void) {
  sweep_rng_state ^= sweep_rng_state << 13;
  sweep_rng_state ^= sweep_rng_state >> 7;
  sweep_rng_state ^= sweep_rng_state << 17;
  return (uint32_t)(sweep_rng_state >> 16);
}

static inline int sweep_selected(const char *name, const char *only) {
  return only == NULL || strcmp(name, only) == 0;
}

static inline int run_unary(const struct unary_case *cases, size_t count,
                            uint64_t stride, const char *only) {
  int failed = 0;
  for (size_t c = 0; c < count; ++c) {
    if (!sweep_selected(cases[c].name, only))
      continue;
    double worst = 0.0;
    float worst_in = 0.0f, worst_out = 0.0f;
    double worst_ref = 0.0;
    for (uint64_t bits = 0; bits <= 0xffffffffull; bits += stride) {
      float x = as_float((uint)bits);
      float y = cases[c].fn(x);
      double ref = cases[c].ref((double)x);
      double err = ulp_error_f32(y, ref);
      if (err > worst || (err != err)) {
        worst = err;
        worst_in = x;
        worst_out = y;
        worst_ref = ref;
      }
    }
    int bad = worst > cases[c].bound;
    failed |= bad;
    printf("%-12s max %.3f ulp (bound %g) at x=%a: %a, reference %a%s\n",
           cases[c].name, worst, cases[c].bound, (double)worst_in,
           (double)worst_out, worst_ref, bad ? "  FAIL" : "");
  }
  return failed;
}

static inline int run_binary(const struct binary_case *cases, size_t count,
                             uint64_t stride, const char *only) {
  int failed = 0;
  uint64_t randoms = (1ull << 32) / stride;
  if (randoms < 100000)
    randoms = 100000;
  for (size_t c = 0; c < count; ++c) {
    if (!sweep_selected(cases[c].name, only))
      continue;
    double worst = 0.0;
    float wx = 0.0f, wy = 0.0f, wout = 0.0f;
    double wref = 0.0;
    uint64_t total = sweep_special_count * sweep_special_count + randoms;
    for (uint64_t i = 0; i < total; ++i) {
      float x, y;
      if (i < sweep_special_count * sweep_special_count) {
        x = sweep_specials[i / sweep_special_count];
        y = sweep_specials[i % sweep_special_count];
      } else if (i & 1) {
        x = as_float(sweep_random());
        y = as_float(sweep_random());
      } else { // moderate magnitudes, where most results are finite
        x = as_float((sweep_random() & 0x8fffffffu) | 0x30000000u);
        y = as_float((sweep_random() & 0x8fffffffu) | 0x30000000u);
      }
      float out = cases[c].fn(x, y);
      double ref = cases[c].ref((double)x, (double)y);
      double err = ulp_error_f32(out, ref);
      if (err > worst || (err != err)) {
        worst = err;
        wx = x;
        wy = y;
        wout = out;
        wref = ref;
      }
    }
    int bad = worst > cases[c].bound;
    failed |= bad;
    printf("%-12s max %.3f ulp (bound %g) at (%a, %a): %a, reference %a%s\n",
           cases[c].name, worst, cases[c].bound, (double)wx, (double)wy,
           (double)wout, wref, bad ? "  FAIL" : "");
  }
  return failed;
}

static inline uint64_t sweep_stride(int argc, char **argv) {
  return argc > 1 ? strtoull(argv[1], NULL, 0) : 1;
}
static inline const char *sweep_only(int argc, char **argv) {
  return argc > 2 ? argv[2] : NULL;
}
