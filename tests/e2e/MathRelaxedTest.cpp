// The float math functions under -cl-fast-relaxed-math and
// -cl-unsafe-math-optimizations (library/float/relaxed.cl: the device's own
// instructions) on each driver, against the SPIR-V environment spec's table
// "ULP Values for Math Instructions - Unsafe Math Optimizations Enabled",
// measured as the CTS's math_brute_force measures its relaxed mode:
//  - sin, cos: absolute error <= 2^-11 on [-pi, pi]; sinpi and cospi the
//    same on [-1, 1], here on [-100, 100] too (relaxed.cl reduces them
//    exactly, and claims the bound for every x);
//  - exp, exp2: 3 + floor(|2x|) ulp;
//  - log, log2: absolute error <= 2^-21 on [0.5, 2], 3 ulp elsewhere;
//  - derived functions: the spec bounds only the derivation, so tan must
//    lie where sin(x) / cos(x) can put it with each part within 2^-11 (on
//    [-pi, pi]); exp10, pow and powr are held to the 8192 ulp of a
//    non-derived implementation on the ranges tested;
//  - x / y: 2.5 ulp for x and y in [2^-62, 2^62].
// Inputs are finite and in the function's domain, results are checked
// where finite (fast relaxed math implies -cl-finite-math-only), and a
// device may flush subnormals (the CTS's relaxed mode forces flushing).
// These bounds also hold for the precise functions: which ones a program
// gets is checked by tests/compiler/math/library_relaxed*.cl.
//
// The native_* functions (and half_recip, half_divide, mad) are the same
// instructions without any option (builtins/MathNative.cpp). OpenCL leaves
// their accuracy to the implementation; MathNative holds each to what
// Vulkan promises of the instruction it is (the SPIR-V environment spec's
// precision table): Sin, Cos 2^-11 absolute on [-pi, pi], Tan through
// them, Exp and Exp2 3 + 2|x| ulp, Log and Log2 as above, InverseSqrt 2
// ulp, Sqrt as 1 / InverseSqrt (4.5 ulp), the float division 2.5 ulp,
// exp10, log10 and powr as derived (exp10, powr 8192 ulp as above; log10
// twice log2's error), half_recip and half_divide their OpenCL 8192 ulp,
// and mad one of the two results the spec allows (fused, or a rounded
// product plus c, rounded; a subnormal product may be flushed). Two
// drivers miss Vulkan's own table by a third of an ulp, so Exp, Exp2 are
// held to 4 + 2|x| ulp and Log, Log2 to 4 ulp outside [0.5, 2]: lavapipe's
// Exp2 is 3.37 ulp at x = -0.0614 (3.12 allowed), lavapipe's and
// SwiftShader's Log 3.28 ulp at 0.492.
#include "E2eFixture.h"
#include "FloatFormat.h"

extern "C" {
#include "../library/ulp.h"
}

#include <cmath>

namespace vkcl::e2e {
namespace {

enum class Check {
  Absolute,  ///< absolute error <= 2^-11 (sin, cos, sinpi, cospi)
  Exp,       ///< `bound` + floor(|2x|) ulp (OpenCL's relaxed exp)
  VulkanExp, ///< `bound` + 2|x| ulp (GLSL Exp, Exp2)
  Log,       ///< 2^-21 absolute on [0.5, 2], `bound` ulp elsewhere
  Log10,     ///< Log2's error times log10(2) on [0.5, 2], `bound` ulp else
  Tan,       ///< within sin(x) / cos(x), each part within 2^-11
  Ulp,       ///< `bound` ulp
  Mad,       ///< fma(x, y, x), or x * y rounded, plus x, rounded
};

struct RelaxedCase {
  const char *name;
  bool binary;
  double (*ref)(double x, double y);
  Check check;
  double bound; ///< the check's ulp bound, where it has one
  float lo, hi; ///< x's range (and y's for pow: ylo, yhi)
  float ylo = 0, yhi = 0;
  bool integerY = false; ///< half the y values are integers (pow)
  /// The call, where it is not name(a[, b]): A and B stand for the
  /// operands.
  const char *expr = nullptr;
  /// The operands lie in the division's domain, +-[2^-62, 2^62].
  bool division = false;
};

double sinRef(double x, double) { return std::sin(x); }
double cosRef(double x, double) { return std::cos(x); }
double tanRef(double x, double) { return std::tan(x); }
double sinpiRef(double x, double) {
  double r = std::fmod(x, 2.0);
  return r == std::trunc(r) ? 0.0 : std::sin(M_PI * r);
}
double cospiRef(double x, double) {
  double r = std::fmod(std::fabs(x), 2.0);
  return r == 0.5 || r == 1.5 ? 0.0 : std::cos(M_PI * r);
}
double expRef(double x, double) { return std::exp(x); }
double exp2Ref(double x, double) { return std::exp2(x); }
double exp10Ref(double x, double) { return std::pow(10.0, x); }
double logRef(double x, double) { return std::log(x); }
double log2Ref(double x, double) { return std::log2(x); }
double log10Ref(double x, double) { return std::log10(x); }
double powRef(double x, double y) { return std::pow(x, y); }
double sqrtRef(double x, double) { return std::sqrt(x); }
double rsqrtRef(double x, double) { return 1 / std::sqrt(x); }
double recipRef(double x, double) { return 1 / x; }
double divideRef(double x, double y) { return x / y; }
double madRef(double x, double y) { return std::fma(x, y, x); }

const float Pi = float(M_PI);

// clang-format off
const RelaxedCase relaxedCases[] = {
    {"sin", false, sinRef, Check::Absolute, 0, -Pi, Pi},
    {"cos", false, cosRef, Check::Absolute, 0, -Pi, Pi},
    {"sinpi", false, sinpiRef, Check::Absolute, 0, -100, 100},
    {"cospi", false, cospiRef, Check::Absolute, 0, -100, 100},
    {"tan", false, tanRef, Check::Tan, 0, -Pi, Pi},
    {"exp", false, expRef, Check::Exp, 3, -87, 88},
    {"exp2", false, exp2Ref, Check::Exp, 3, -126, 127},
    {"exp10", false, exp10Ref, Check::Ulp, 8192, -37, 38},
    {"log", false, logRef, Check::Log, 3, 0, 4},
    {"log2", false, log2Ref, Check::Log, 3, 0, 4},
    {"pow", true, powRef, Check::Ulp, 8192, -20, 20, -12, 12, true},
    {"powr", true, powRef, Check::Ulp, 8192, 0, 20, -12, 12},
    {"divide", true, divideRef, Check::Ulp, 2.5, 0, 0, 0, 0, false, "A / B", true},
};

const RelaxedCase nativeCases[] = {
    {"native_sin", false, sinRef, Check::Absolute, 0, -Pi, Pi},
    {"native_cos", false, cosRef, Check::Absolute, 0, -Pi, Pi},
    {"native_tan", false, tanRef, Check::Tan, 0, -Pi, Pi},
    {"native_exp", false, expRef, Check::VulkanExp, 4, -87, 88},
    {"native_exp2", false, exp2Ref, Check::VulkanExp, 4, -126, 127},
    {"native_exp10", false, exp10Ref, Check::Ulp, 8192, -37, 38},
    {"native_log", false, logRef, Check::Log, 4, 0, 4},
    {"native_log2", false, log2Ref, Check::Log, 4, 0, 4},
    {"native_log10", false, log10Ref, Check::Log10, 8, 0, 4},
    {"native_sqrt", false, sqrtRef, Check::Ulp, 4.5, 0, 0x1p127f},
    {"native_rsqrt", false, rsqrtRef, Check::Ulp, 2, 0, 0x1p127f},
    {"native_powr", true, powRef, Check::Ulp, 8192, 0, 20, -12, 12},
    {"native_recip", false, recipRef, Check::Ulp, 2.5, 0, 0, 0, 0, false, nullptr, true},
    {"native_divide", true, divideRef, Check::Ulp, 2.5, 0, 0, 0, 0, false, nullptr, true},
    {"half_recip", false, recipRef, Check::Ulp, 8192, 0, 0, 0, 0, false, nullptr, true},
    {"half_divide", true, divideRef, Check::Ulp, 8192, 0, 0, 0, 0, false, nullptr, true},
    {"mad", true, madRef, Check::Mad, 0, -100, 100, -100, 100, false, "mad(A, B, A)"},
};
// clang-format on

bool isSubnormal(double v) { return v != 0 && std::fabs(v) < 0x1p-126; }

/// The closed range sin(x) / cos(x) may take with sin and cos each within
/// 2^-11 of the truth, or false where cos may be zero (then anything).
bool tanRange(double x, double *lo, double *hi) {
  const double e = 0x1p-11;
  double s = std::sin(x), c = std::cos(x);
  if (std::fabs(c) <= e)
    return false;
  *lo = INFINITY;
  *hi = -INFINITY;
  for (double ds : {-e, e})
    for (double dc : {-e, e}) {
      double q = (s + ds) / (c + dc);
      *lo = std::min(*lo, q);
      *hi = std::max(*hi, q);
    }
  return true;
}

/// Whether `got` for operands x, y meets the case's relaxed bound; `err`
/// says by how much it missed (in ulp, or absolute).
bool acceptable(const RelaxedCase &c, float x, float y, float got,
                double *err) {
  double ref = c.ref(x, y);
  *err = 0;
  if (!std::isfinite(ref) || std::fabs(ref) > 0x1.fffffep127)
    return true; // finite math only: no check where the result is not
  // A flushing device: a subnormal result may be zero (or any value
  // within the bound of zero), a subnormal operand may be read as zero.
  if (std::fabs(ref) < 0x1p-126 && std::fabs(got) <= 0x1p-126)
    return true;
  switch (c.check) {
  case Check::Absolute:
    *err = std::fabs(got - ref);
    return *err <= 0x1p-11;
  case Check::Exp:
    *err = ulp_error_f32(got, ref);
    return *err <= c.bound + std::floor(std::fabs(2.0 * x));
  case Check::VulkanExp:
    *err = ulp_error_f32(got, ref);
    return *err <= c.bound + 2 * std::fabs(double(x));
  case Check::Log:
  case Check::Log10:
    if (x >= 0.5f && x <= 2.0f) {
      *err = std::fabs(got - ref);
      return *err <=
             (c.check == Check::Log ? 0x1p-21 : 0x1p-21 * 0.30103 + 0x1p-25);
    }
    *err = ulp_error_f32(got, ref);
    return *err <= c.bound;
  case Check::Tan: {
    double lo, hi;
    if (!tanRange(x, &lo, &hi))
      return true;
    // The quotient's own rounding: 2.5 ulp for the division, half an ulp
    // for each part.
    double slack =
        4 * std::ldexp(
                1.0, std::ilogb(std::fmax(std::fabs(lo), std::fabs(hi))) - 23);
    *err = got < lo ? lo - got : got > hi ? got - hi : 0;
    return got >= lo - slack && got <= hi + slack;
  }
  case Check::Ulp:
    *err = ulp_error_f32(got, ref);
    return *err <= c.bound;
  case Check::Mad: {
    volatile float product = x * y; // rounded once, as float
    float sum = product + x;
    *err = ulp_error_f32(got, ref);
    return got == std::fmaf(x, y, x) || got == sum ||
           (std::fabs(product) < 0x1p-126f && got == x);
  }
  }
  return false;
}

/// A float in ±[2^-62, 2^62] (relaxed division's domain).
float divisionOperand(std::mt19937_64 &rng) {
  std::uniform_int_distribution<int> exponent(-62, 61);
  std::uniform_real_distribution<float> mantissa(1.0f, 2.0f);
  std::bernoulli_distribution negative;
  float v = std::ldexp(mantissa(rng), exponent(rng));
  return negative(rng) ? -v : v;
}

class MathRelaxed : public E2eTest,
                    public ::testing::WithParamInterface<RelaxedCase> {
protected:
  std::string source(unsigned width) {
    const RelaxedCase &c = GetParam();
    auto operand = [&](const char *buffer) {
      return width == 1
                 ? std::string(buffer) + "[i]"
                 : "vload" + std::to_string(width) + "(i, " + buffer + ")";
    };
    std::string call = std::string(c.name) + "(" + operand("a") +
                       (c.binary ? ", " + operand("b") : std::string()) + ")";
    if (c.expr) {
      call.clear();
      for (const char *p = c.expr; *p; ++p)
        call += *p == 'A'   ? operand("a")
                : *p == 'B' ? operand("b")
                            : std::string(1, *p);
    }
    std::ostringstream os;
    os << "__kernel void f(__global const float *a, __global const float *b, "
          "__global float *out) {\n  size_t i = get_global_id(0);\n";
    if (width == 1)
      os << "  out[i] = " << call << ";\n}\n";
    else
      os << "  vstore" << width << "(" << call << ", i, out);\n}\n";
    return os.str();
  }

  /// x in the case's range (uniform, or a random float there: small
  /// magnitudes too), y likewise; no subnormal operands.
  void inputs(size_t count, std::vector<float> &x, std::vector<float> &y) {
    const RelaxedCase &c = GetParam();
    std::uniform_real_distribution<float> xs(c.lo, c.hi), ys(c.ylo, c.yhi);
    std::uniform_int_distribution<uint32_t> any;
    std::uniform_int_distribution<int> integer(-24, 24);
    auto inRange = [](float v, float lo, float hi) {
      return std::isfinite(v) && v >= lo && v <= hi && !isSubnormal(v);
    };
    x.clear();
    y.clear();
    while (x.size() < count) {
      if (c.division) {
        x.push_back(divisionOperand(rng()));
        y.push_back(divisionOperand(rng()));
        continue;
      }
      float a = xs(rng()), b = ys(rng());
      if (x.size() % 2) { // any bit pattern in range: every magnitude
        float r = FloatFormat<32>::value(any(rng()));
        if (inRange(r, c.lo, c.hi))
          a = r;
      }
      if (c.integerY && x.size() % 4 < 2)
        b = float(integer(rng()));
      if (c.binary && c.lo < 0 && a < 0 && std::trunc(b) != b)
        a = -a; // pow: no real power of a negative x
      if (a == 0 && c.binary)
        a = 1.5f; // pow(0, y): undefined or derived, not tested
      x.push_back(a);
      y.push_back(b);
    }
  }

  void check(unsigned width, size_t count, const CompileOptions &options) {
    const RelaxedCase &c = GetParam();
    std::vector<float> x, y;
    inputs(count, x, y);
    Kernel k = kernel(source(width), "f", options);
    Buffer a = upload(x), b = upload(y);
    Buffer out = makeBuffer(count * sizeof(float));
    run(k, NDRange::linear(uint32_t(count / width), 64), a, b, out);
    std::vector<float> got = download<float>(out, count);
    size_t bad = 0;
    double worst = 0;
    std::ostringstream os;
    for (size_t i = 0; i < count; ++i) {
      double err;
      if (acceptable(c, x[i], y[i], got[i], &err))
        continue;
      worst = std::fmax(worst, err);
      if (++bad > 8)
        continue;
      os << "\n  " << c.name << "(" << Show<float>{x[i]};
      if (c.binary)
        os << ", " << Show<float>{y[i]};
      os << ") = " << Show<float>{got[i]} << ", reference " << c.ref(x[i], y[i])
         << ", error " << err;
    }
    EXPECT_EQ(bad, 0u) << bad << " of " << count
                       << " results beyond the bound (width " << width
                       << ", worst " << worst << "):" << os.str();
  }
};

CompileOptions fastRelaxed() {
  CompileOptions options;
  options.fastRelaxedMath = true;
  return options;
}

TEST_P(MathRelaxed, Float) { check(1, 1u << 18, fastRelaxed()); }

TEST_P(MathRelaxed, FloatVectors) {
  for (unsigned width : {2u, 3u, 4u, 8u, 16u})
    check(width, 1024 * width, fastRelaxed());
}

TEST_P(MathRelaxed, UnsafeMathOptimizations) {
  CompileOptions options;
  options.extraClangOptions = {"-cl-unsafe-math-optimizations"};
  check(1, 1u << 14, options);
}

INSTANTIATE_TEST_SUITE_P(Library, MathRelaxed,
                         ::testing::ValuesIn(relaxedCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

/// The native functions, without any option, on every width.
class MathNative : public MathRelaxed {};

TEST_P(MathNative, Float) { check(1, 1u << 18, CompileOptions()); }

TEST_P(MathNative, FloatVectors) {
  for (unsigned width : {2u, 3u, 4u, 8u, 16u})
    check(width, 1024 * width, CompileOptions());
}

INSTANTIATE_TEST_SUITE_P(Library, MathNative, ::testing::ValuesIn(nativeCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

/// sincos under fast relaxed math: both results within 2^-11 on [-pi, pi],
/// the cosine stored through a private pointer and a global vector.
class MathRelaxedSincos : public E2eTest {};

TEST_F(MathRelaxedSincos, ScalarAndVector) {
  size_t count = 1u << 14;
  std::vector<float> x = random<float>(count, -float(M_PI), float(M_PI));
  Kernel k =
      kernel("__kernel void f(__global const float *a, __global float *s,\n"
             "                __global float *c, __global float4 *s4,\n"
             "                __global float4 *c4) {\n"
             "  size_t i = get_global_id(0);\n"
             "  float co;\n"
             "  s[i] = sincos(a[i], &co);\n"
             "  c[i] = co;\n"
             "  if (i % 4 == 0)\n"
             "    s4[i / 4] = sincos(vload4(i / 4, a), &c4[i / 4]);\n"
             "}\n",
             "f", fastRelaxed());
  Buffer a = upload(x), s = makeBuffer(count * 4), c = makeBuffer(count * 4),
         s4 = makeBuffer(count * 4), c4 = makeBuffer(count * 4);
  run(k, NDRange::linear(uint32_t(count), 64), a, s, c, s4, c4);
  size_t bad = 0;
  std::ostringstream os;
  for (const Buffer *sb : {&s, &s4})
    for (const Buffer *cb : {&c, &c4}) {
      if ((sb == &s) != (cb == &c))
        continue;
      std::vector<float> gs = download<float>(*sb, count),
                         gc = download<float>(*cb, count);
      for (size_t i = 0; i < count; ++i) {
        double es = std::fabs(gs[i] - std::sin(double(x[i]))),
               ec = std::fabs(gc[i] - std::cos(double(x[i])));
        if ((es <= 0x1p-11 && ec <= 0x1p-11) || ++bad > 8)
          continue;
        os << "\n  sincos(" << Show<float>{x[i]} << ") = " << gs[i] << ", "
           << gc[i];
      }
    }
  EXPECT_EQ(bad, 0u) << bad << " results beyond 2^-11:" << os.str();
}

} // namespace
} // namespace vkcl::e2e
