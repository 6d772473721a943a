// Host sweep of src/compiler/library/float/manipulation.cl and sqrt.cl:
// the exact functions against C99's own (bit for bit, signed zeros
// included), hypot and rsqrt against double within their bounds.
#include "../../src/compiler/library/prelude.h"
#include "../../src/compiler/library/float/sqrt.cl"
#include "../../src/compiler/library/float/manipulation.cl"
#include "sweep_driver.h"

// vkcl reports no CL_FP_DENORM for float: a negative subnormal is read as
// -0 (the CTS accepts so of such devices): sqrt gives -0 and rsqrt -inf.
// fract likewise reads a subnormal as +-0 (its exact result for a negative
// one, 1 - tiny, rounds to 1 and is clamped: a flushing device cannot
// compute it, and the CTS accepts the zero).
static double ref_sqrt(double x) {
  return x < 0 && x > -0x1p-126 ? -0.0 : sqrt(x);
}
static double ref_rsqrt(double x) {
  return x < 0 && x > -0x1p-126 ? -HUGE_VAL : 1.0 / sqrt(x);
}
static double ref_logb(double x) { return logb(x); }
static double ref_fract(double x) {
  if (x != x)
    return x;
  if (isinf(x) || fabs(x) < 0x1p-126)
    return copysign(0.0, x);
  return fmin(x - floor(x), 0x1.fffffep-1);
}
static double ref_modf(double x) {
  double i;
  return modf(x, &i);
}
static double ref_frexp(double x) {
  int e;
  return frexp(x, &e);
}
static double ref_fdim(double x, double y) { return fdim(x, y); }
// OpenCL's maxmag/minmag: fmax/fmin where the magnitudes do not order
// the operands (equal, or a NaN: the other operand then).
static double ref_maxmag(double x, double y) {
  return fabs(x) > fabs(y) ? x : fabs(y) > fabs(x) ? y : fmax(x, y);
}
static double ref_minmag(double x, double y) {
  return fabs(x) < fabs(y) ? x : fabs(y) < fabs(x) ? y : fmin(x, y);
}
static double ref_nextafter(double x, double y) {
  return nextafterf((float)x, (float)y);
}
static double ref_fmod(double x, double y) { return fmod(x, y); }
static double ref_remainder(double x, double y) { return remainder(x, y); }
static double ref_hypot(double x, double y) { return hypot(x, y); }

static float fract_value(float x) { return __vkcl_fract_f32(x); }
static float remquo_value(float x, float y) { return __vkcl_remquo_f32(x, y); }

static const struct unary_case unary[] = {
    {"sqrt", __vkcl_sqrt_f32, ref_sqrt, 0.5},
    {"rsqrt", __vkcl_rsqrt_f32, ref_rsqrt, 2},
    {"logb", __vkcl_logb_f32, ref_logb, 0},
    {"fract", fract_value, ref_fract, 0},
    {"modf", __vkcl_modf_f32, ref_modf, 0},
    {"frexp", __vkcl_frexp_f32, ref_frexp, 0},
};

static const struct binary_case binary[] = {
    {"fdim", __vkcl_fdim_f32, ref_fdim, 0},
    {"maxmag", __vkcl_maxmag_f32, ref_maxmag, 0},
    {"minmag", __vkcl_minmag_f32, ref_minmag, 0},
    {"nextafter", __vkcl_nextafter_f32, ref_nextafter, 0},
    {"fmod", __vkcl_fmod_f32, ref_fmod, 0},
    {"remainder", __vkcl_remainder_f32, ref_remainder, 0},
    {"remquo", remquo_value, ref_remainder, 0},
    {"hypot", __vkcl_hypot_f32, ref_hypot, 4},
};

/// Zero signs, which ulp_error_f32 does not see: exact functions must get
/// them right too.
static int check_zero_signs(void) {
  int failed = 0;
  for (size_t i = 0; i < sweep_special_count; ++i)
    for (size_t j = 0; j < sweep_special_count; ++j) {
      float x = sweep_specials[i], y = sweep_specials[j];
      float got[] = {__vkcl_fmod_f32(x, y), __vkcl_remainder_f32(x, y),
                     __vkcl_fdim_f32(x, y)};
      float want[] = {fmodf(x, y), remainderf(x, y), fdimf(x, y)};
      for (int k = 0; k < 3; ++k)
        if (got[k] == 0.0f && want[k] == 0.0f &&
            signbit(got[k]) != signbit(want[k])) {
          printf("zero sign of function %d at (%a, %a)  FAIL\n", k,
                 (double)x, (double)y);
          failed = 1;
        }
    }
  return failed;
}

/// The integer results: ilogb, frexp's exponent, remquo's quotient bits and
/// ldexp over every exponent argument that matters.
static int check_integer_parts(uint64_t stride) {
  int failed = 0;
  for (uint64_t bits = 0; bits <= 0xffffffffull; bits += stride) {
    float x = as_float((uint)bits);
    int want = x != x ? 2147483647 : x == 0.0f ? -2147483647 - 1 : ilogbf(x);
    int e;
    frexpf(x, &e);
    if (isinf(x) || x != x)
      e = 0;
    if (__vkcl_ilogb_f32(x) != want || __vkcl_frexp_exp_f32(x) != e) {
      printf("ilogb/frexp exponent of %a  FAIL\n", (double)x);
      failed = 1;
      break;
    }
    int n = (int)(sweep_random() % 601) - 300;
    float l = __vkcl_ldexp_f32(x, n), lw = ldexpf(x, n);
    if (as_uint(l) != as_uint(lw) && !(l != l && lw != lw)) {
      printf("ldexp(%a, %d) = %a, want %a  FAIL\n", (double)x, n, (double)l,
             (double)lw);
      failed = 1;
      break;
    }
  }
  for (int i = 0; i < 1 << 22; ++i) {
    float x = as_float(sweep_random()), y = as_float(sweep_random());
    if (i & 1) { // quotients of every size, not only huge ones
      x = as_float((sweep_random() & 0x83ffffffu) | 0x40000000u);
      y = as_float((sweep_random() & 0x83ffffffu) | 0x3c000000u);
    }
    int q;
    float r = remquof(x, y, &q); // glibc: the quotient's low 3 bits
    int got = __vkcl_remquo_quo_f32(x, y);
    int want = q;
    // Where the quotient is small, all of it is exact in double: the low
    // 7 bits OpenCL asks for.
    if (r == r && fabs((double)x / (double)y) < 0x1p20) {
      double n = ((double)x - (double)r) / (double)y;
      want = (int)fmod(fabs(n), 128.0) * (n < 0 ? -1 : 1);
    }
    int mask = r == r && fabs((double)x / (double)y) < 0x1p20 ? 0x7f : 0x7;
    if (r == r && ((abs(got) & mask) != (abs(want) & mask) ||
                   ((abs(want) & mask) != 0 && (got < 0) != (want < 0)))) {
      printf("remquo(%a, %a) quotient %d, want %d  FAIL\n", (double)x,
             (double)y, got, want);
      failed = 1;
      break;
    }
  }
  printf("ilogb, frexp exponent, ldexp, remquo quotient%s\n",
         failed ? "  FAIL" : ": exact");
  return failed;
}

int main(int argc, char **argv) {
  uint64_t stride = sweep_stride(argc, argv);
  const char *only = sweep_only(argc, argv);
  int failed = run_unary(unary, sizeof unary / sizeof unary[0], stride, only);
  failed |= run_binary(binary, sizeof binary / sizeof binary[0], stride, only);
  if (!only) {
    failed |= check_zero_signs();
    failed |= check_integer_parts(stride);
  }
  return failed;
}
