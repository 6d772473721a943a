// Host sweep of src/compiler/library/float/fma.cl (fma without a fused
// instruction) against the host's fmaf, bit for bit: random operands of
// every magnitude, products that cancel against c, results at and below
// the subnormal boundary, halfway cases, and the special values.
#include "../../src/compiler/library/prelude.h"
#include "../../src/compiler/library/float/sqrt.cl"
#include "../../src/compiler/library/float/manipulation.cl"
#include "../../src/compiler/library/float/fma.cl"
#include "sweep_driver.h"

static int same(float a, float b) {
  return as_uint(a) == as_uint(b) || (a != a && b != b);
}

/// A float with a random mantissa and an exponent in [lo, hi].
static float random_in(int lo, int hi) {
  uint e = (uint)(lo + 127 + (int)(sweep_random() % (uint)(hi - lo + 1)));
  return as_float((sweep_random() & 0x807fffffu) | (e << 23));
}

int main(int argc, char **argv) {
  uint64_t count = (1ull << 32) / sweep_stride(argc, argv) * 64;
  if (count < (1u << 20))
    count = 1u << 20;
  uint64_t bad = 0;
  for (uint64_t i = 0; i < count; ++i) {
    float a, b, c;
    switch (i % 6) {
    case 0: // any bits
      a = as_float(sweep_random());
      b = as_float(sweep_random());
      c = as_float(sweep_random());
      break;
    case 1: // comparable magnitudes
      a = random_in(-20, 20);
      b = random_in(-20, 20);
      c = random_in(-40, 40);
      break;
    case 2: { // c cancels most of a * b
      a = random_in(-30, 30);
      b = random_in(-30, 30);
      c = -(a * b);
      c = as_float(as_uint(c) + (sweep_random() % 5u) - 2u);
      break;
    }
    case 3: // results near and below 2^-126
      a = random_in(-80, -40);
      b = random_in(-90, -40);
      c = random_in(-150, -120);
      break;
    case 4: // products with exact halfway low parts: short mantissas
      a = as_float((sweep_random() & 0x80fff000u) | 0x3f000000u);
      b = as_float((sweep_random() & 0x80fff000u) | 0x3f000000u);
      c = random_in(-30, 2);
      break;
    default: // specials against anything
      a = sweep_specials[sweep_random() % sweep_special_count];
      b = i & 8 ? sweep_specials[sweep_random() % sweep_special_count]
                : random_in(-126, 127);
      c = i & 16 ? sweep_specials[sweep_random() % sweep_special_count]
                 : random_in(-149, 127);
    }
    float got = __vkcl_fma_f32(a, b, c), want = fmaf(a, b, c);
    if (!same(got, want) && ++bad <= 10)
      printf("fma(%a, %a, %a) = %a, want %a  FAIL\n", (double)a, (double)b,
             (double)c, (double)got, (double)want);
  }
  printf("fma          %llu of %llu results differ from fmaf%s\n",
         (unsigned long long)bad, (unsigned long long)count,
         bad ? "  FAIL" : "");
  return bad != 0;
}
