// The math functions of vkcl's OpenCL C library (src/compiler/library/) on
// the device, against double references with the CTS's ULP measure
// (tests/library/ulp.h, shared with the host sweeps), within the OpenCL C
// 3.0 full-profile bounds.
//
// The host sweeps (tests/library/) prove the algorithms on every float;
// these suites prove that the device runs the same text the same way: the
// compiler's library plumbing (scalarized vectors, half through float,
// pointer outputs in every address space) and each driver's arithmetic
// (division, the estimates the library starts from).
//  - float: 2^20 inputs per function (random bit patterns, random values
//    in the function's interesting range, and edge values); every vector
//    width on a 2^12 sample, width 3 and 16 also unoptimized.
//  - half: every half input, bound 1 ulp (a float result rounded once).
//  - Devices may flush float subnormals (vkcl reports no CL_FP_DENORM for
//    float): as the CTS does, a result is also accepted when it is right
//    for the input flushed to zero, or is zero where the reference is
//    subnormal.
#include "E2eFixture.h"
#include "FloatFormat.h"
#include "MathReference.h"

#include <functional>

namespace vkcl::e2e {
namespace {

// clang-format off
const MathCase mathCases[] = {
    {"sqrt", Form::Unary, [](double x, double, int) { return std::sqrt(x); }, 3, 0, 1e6f},
    {"rsqrt", Form::Unary, [](double x, double, int) { return 1 / std::sqrt(x); }, 2, 0, 1e6f},
    {"logb", Form::Unary, [](double x, double, int) { return std::logb(x); }, 0, -1e6f, 1e6f},
    {"hypot", Form::Binary, [](double x, double y, int) { return std::hypot(x, y); }, 4, -1e6f, 1e6f},
    {"fdim", Form::Binary, [](double x, double y, int) { return std::fdim(x, y); }, 0, -100, 100},
    {"maxmag", Form::Binary, [](double x, double y, int) {
       return std::fabs(x) > std::fabs(y) ? x : std::fabs(y) > std::fabs(x) ? y : std::fmax(x, y); }, 0, -4, 4},
    {"minmag", Form::Binary, [](double x, double y, int) {
       return std::fabs(x) < std::fabs(y) ? x : std::fabs(y) < std::fabs(x) ? y : std::fmin(x, y); }, 0, -4, 4},
    {"nextafter", Form::Binary, [](double x, double y, int) {
       return double(std::nextafter(float(x), float(y))); }, 0, -2, 2},
    {"fmod", Form::Binary, [](double x, double y, int) { return std::fmod(x, y); }, 0, -1e4f, 1e4f},
    {"remainder", Form::Binary, [](double x, double y, int) { return std::remainder(x, y); }, 0, -1e4f, 1e4f},
    {"ldexp", Form::FloatInt, [](double x, double, int n) { return double(std::ldexp(float(x), n)); }, 0, -1e3f, 1e3f},
    {"sin", Form::Unary, [](double x, double, int) { return std::sin(x); }, 4, -100, 100},
    {"cos", Form::Unary, [](double x, double, int) { return std::cos(x); }, 4, -100, 100},
    {"tan", Form::Unary, [](double x, double, int) { return std::tan(x); }, 5, -100, 100},
    {"sinpi", Form::Unary, sinpiRef, 4, -100, 100},
    {"cospi", Form::Unary, cospiRef, 4, -100, 100},
    {"tanpi", Form::Unary, tanpiRef, 6, -100, 100},
    {"asin", Form::Unary, [](double x, double, int) { return std::asin(x); }, 4, -1, 1},
    {"acos", Form::Unary, [](double x, double, int) { return std::acos(x); }, 4, -1, 1},
    {"atan", Form::Unary, [](double x, double, int) { return std::atan(x); }, 5, -100, 100},
    {"atan2", Form::Binary, [](double y, double x, int) { return std::atan2(y, x); }, 6, -100, 100},
    {"asinpi", Form::Unary, [](double x, double, int) { return std::asin(x) / M_PI; }, 5, -1, 1},
    {"acospi", Form::Unary, [](double x, double, int) { return std::acos(x) / M_PI; }, 5, -1, 1},
    {"atanpi", Form::Unary, [](double x, double, int) { return std::atan(x) / M_PI; }, 5, -100, 100},
    {"atan2pi", Form::Binary, [](double y, double x, int) { return std::atan2(y, x) / M_PI; }, 6, -100, 100},
    {"half_sin", Form::Unary, [](double x, double, int) { return std::sin(x); }, 8192, -100, 100},
    {"exp", Form::Unary, [](double x, double, int) { return std::exp(x); }, 3, -90, 90},
    {"exp2", Form::Unary, [](double x, double, int) { return std::exp2(x); }, 3, -130, 130},
    {"exp10", Form::Unary, [](double x, double, int) { return std::pow(10.0, x); }, 3, -40, 40},
    {"expm1", Form::Unary, [](double x, double, int) { return std::expm1(x); }, 3, -20, 90},
    {"log", Form::Unary, [](double x, double, int) { return std::log(x); }, 3, 0, 1e4f},
    {"log2", Form::Unary, [](double x, double, int) { return std::log2(x); }, 3, 0, 1e4f},
    {"log10", Form::Unary, [](double x, double, int) { return std::log10(x); }, 3, 0, 1e4f},
    {"log1p", Form::Unary, [](double x, double, int) { return std::log1p(x); }, 2, -1, 10},
    {"cbrt", Form::Unary, [](double x, double, int) { return std::cbrt(x); }, 2, -1e6f, 1e6f},
    {"pow", Form::Binary, [](double x, double y, int) { return std::pow(x, y); }, 16, 0, 20},
    {"powr", Form::Binary, powrRef, 16, 0, 20},
    {"pown", Form::FloatInt, [](double x, double, int n) { return std::pow(x, double(n)); }, 16, -10, 10, 40},
    {"rootn", Form::FloatInt, rootnRef, 16, -1e3f, 1e3f, 40},
    {"sinh", Form::Unary, [](double x, double, int) { return std::sinh(x); }, 4, -90, 90},
    {"cosh", Form::Unary, [](double x, double, int) { return std::cosh(x); }, 4, -90, 90},
    {"tanh", Form::Unary, [](double x, double, int) { return std::tanh(x); }, 5, -10, 10},
    {"asinh", Form::Unary, [](double x, double, int) { return std::asinh(x); }, 4, -1e3f, 1e3f},
    {"acosh", Form::Unary, [](double x, double, int) { return std::acosh(x); }, 4, 1, 1e3f},
    {"atanh", Form::Unary, [](double x, double, int) { return std::atanh(x); }, 5, -1, 1},
    {"erf", Form::Unary, [](double x, double, int) { return std::erf(x); }, 16, -5, 5},
    {"erfc", Form::Unary, [](double x, double, int) { return std::erfc(x); }, 16, -5, 12},
    {"tgamma", Form::Unary, [](double x, double, int) { return std::tgamma(x); }, 16, -30, 36},
    {"lgamma", Form::Unary, [](double x, double, int) { return std::lgamma(x); }, 64, -30, 40, 0, 0x1p-17},
    {"half_exp", Form::Unary, [](double x, double, int) { return std::exp(x); }, 8192, -90, 90},
    {"half_powr", Form::Binary, powrRef, 8192, 0, 20},
    {"ilogb", Form::IntOf, [](double x, double, int) {
       return x != x ? 2147483647.0 : x == 0 ? -2147483648.0 : double(std::ilogb(x)); }, 0, -1e6f, 1e6f},
};
// clang-format on

std::vector<float> floatInputs(std::mt19937_64 &rng, const MathCase &c,
                               size_t n, bool edgesFirst) {
  std::vector<float> v;
  using F = FloatFormat<32>;
  if (edgesFirst)
    for (uint32_t bits : F::specials())
      v.push_back(F::value(bits));
  std::uniform_real_distribution<float> range(c.lo, c.hi);
  std::uniform_int_distribution<uint32_t> any;
  while (v.size() < n) {
    v.push_back(range(rng));
    v.push_back(F::value(any(rng)));
  }
  v.resize(n);
  return v;
}

/// nextafter on half bit patterns: one unit of half toward y.
double halfNextafter(uint16_t x, uint16_t y) {
  float fx = reference::halfToFloat(x), fy = reference::halfToFloat(y);
  if (std::isnan(fx) || std::isnan(fy))
    return NAN;
  if (fx == fy)
    return fy;
  if (fx == 0)
    return std::copysign(0x1p-24, fy);
  bool away = (fx < fy) == (fx > 0);
  return reference::halfToFloat(uint16_t(away ? x + 1 : x - 1));
}

class MathLibrary : public E2eTest,
                    public ::testing::WithParamInterface<MathCase> {
protected:
  /// out[i] = name(a[i] [, b[i] | n[i]]) on float or half vectors of
  /// `width` (vloadn/vstoren), or int results for IntOf.
  std::string source(const char *element, unsigned width) {
    const MathCase &c = GetParam();
    std::ostringstream os;
    if (std::string(element) == "half")
      os << "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
    const char *result = c.form == Form::IntOf ? "int" : element;
    os << "__kernel void f(__global const " << element << " *a, __global const "
       << element << " *b, __global const int *n, __global " << result
       << " *out) {\n  size_t i = get_global_id(0);\n";
    auto operand = [&](const char *buffer, const char *type) {
      std::ostringstream o;
      if (width == 1)
        o << buffer << "[i]";
      else if (std::string(type) == "half")
        o << "vload_half" << width << "(i, " << buffer << ")";
      else
        o << "vload" << width << "(i, " << buffer << ")";
      return o.str();
    };
    std::string call = std::string(c.name) + "(" + operand("a", element);
    if (c.form == Form::Binary)
      call += ", " + operand("b", element);
    if (c.form == Form::FloatInt)
      call += ", " + operand("n", "int");
    call += ")";
    if (width == 1)
      os << "  out[i] = " << call << ";\n";
    else
      os << "  vstore" << width << "(" << call << ", i, out);\n";
    os << "}\n";
    return os.str();
  }

  void checkFloat(unsigned width, size_t count, bool optimize = true) {
    const MathCase &c = GetParam();
    std::vector<float> x = floatInputs(rng(), c, count, true);
    std::vector<float> y = floatInputs(rng(), c, count, false);
    // Pair every special value with every other one in the first lanes.
    using F = FloatFormat<32>;
    std::vector<uint32_t> specials = F::specials();
    for (size_t i = 0; i < specials.size() * specials.size() && i < count;
         ++i) {
      x[i] = F::value(specials[i / specials.size()]);
      y[i] = F::value(specials[i % specials.size()]);
    }
    std::vector<int> n = random<int>(count, -c.nMax, c.nMax);
    CompileOptions options;
    options.optimize = optimize;
    Kernel k = kernel(source("float", width), "f", options);
    Buffer a = upload(x), b = upload(y), nb = upload(n);
    Buffer out = makeBuffer(count * sizeof(float));
    run(k, NDRange::linear(uint32_t(count / width), 64), a, b, nb, out);
    size_t bad = 0;
    std::ostringstream os;
    if (c.form == Form::IntOf) {
      std::vector<int> got = download<int>(out, count);
      for (size_t i = 0; i < count; ++i) {
        int want = int(c.ref(x[i], 0, 0));
        if (got[i] != want && !(isSubnormal(x[i]) && got[i] == INT32_MIN) &&
            ++bad <= 8)
          os << "\n  " << c.name << "(" << Show<float>{x[i]} << ") = " << got[i]
             << ", want " << want;
      }
    } else {
      std::vector<float> got = download<float>(out, count);
      for (size_t i = 0; i < count; ++i) {
        double err;
        if (acceptable(got[i], x[i], y[i], n[i], c, &err) || ++bad > 8)
          continue;
        os << "\n  " << c.name << "(" << Show<float>{x[i]};
        if (c.form == Form::Binary)
          os << ", " << Show<float>{y[i]};
        if (c.form == Form::FloatInt)
          os << ", " << n[i];
        os << ") = " << Show<float>{got[i]} << ", reference "
           << c.ref(x[i], y[i], n[i]) << ", " << err << " ulp";
      }
    }
    EXPECT_EQ(bad, 0u) << bad << " of " << count << " results beyond "
                       << c.bound << " ulp (width " << width
                       << "):" << os.str();
  }
};

TEST_P(MathLibrary, Float) { checkFloat(1, 1u << 20); }

TEST_P(MathLibrary, FloatVectors) {
  for (unsigned width : {2u, 3u, 4u, 8u, 16u})
    checkFloat(width, 4096 * width);
}

TEST_P(MathLibrary, FloatVectorsUnoptimized) {
  for (unsigned width : {3u, 16u})
    checkFloat(width, 3 * 16 * 64, /*optimize=*/false);
}

TEST_P(MathLibrary, Half) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  const MathCase &c = GetParam();
  if (std::string(c.name).rfind("half_", 0) == 0)
    GTEST_SKIP() << c.name << " is defined on float only";
  size_t count = 1u << 16;
  std::vector<uint16_t> x(count), y(count);
  std::vector<int> n = random<int>(count, -40, 40);
  std::uniform_int_distribution<uint32_t> any(0, 0xffff);
  for (uint32_t i = 0; i < count; ++i) {
    x[i] = static_cast<uint16_t>(i); // every half
    y[i] = static_cast<uint16_t>(any(rng()));
  }
  Kernel k = kernel(source("half", 1), "f");
  Buffer a = upload(x), b = upload(y), nb = upload(n);
  Buffer out = makeBuffer(count * 4);
  run(k, NDRange::linear(uint32_t(count), 64), a, b, nb, out);
  size_t bad = 0;
  std::ostringstream os;
  std::vector<uint16_t> got16 = download<uint16_t>(out, count);
  std::vector<int> got32 = download<int>(out, count);
  for (size_t i = 0; i < count; ++i) {
    float fx = reference::halfToFloat(x[i]), fy = reference::halfToFloat(y[i]);
    double ref = c.ref(fx, fy, n[i]);
    if (std::string(c.name) == "nextafter") // one unit of half
      ref = halfNextafter(x[i], y[i]);
    if (c.form == Form::IntOf) {
      if (got32[i] == int(ref) || ++bad > 8)
        continue;
      os << "\n  " << c.name << "(" << fx << ") = " << got32[i];
      continue;
    }
    float r = reference::halfToFloat(got16[i]);
    // Within the bound (1 ulp for inexact functions: a float result
    // rounded once), in half ulps: float's ulp error scaled by 2^-13.
    double err = ulp_error_f32(r, ref) / 0x1p13;
    double bound = c.bound == 0 ? 0 : 1;
    if (std::isnan(ref) ? std::isnan(r) : err <= bound)
      continue;
    if (std::fabs(r - ref) <= c.absolute)
      continue;
    // The half subnormal range, where a half ulp is 2^-24: within one.
    // The float result, right to a few float ulps, can land on a half
    // midpoint the exact value misses (atan2pi(0x1.5ap-17, 0x1.e34p-5):
    // float 0x1.d2cp-15 rounds to even 0x1.d3p-15, the exact value just
    // below the midpoint to 0x1.d28p-15).
    if (c.bound != 0 && std::fabs(ref) < 0x1p-14 &&
        std::fabs(ref - r) <= 0x1p-24)
      continue;
    if (!std::isnan(ref) && reference::floatToHalf(float(ref)) == got16[i])
      continue; // correctly rounded (also where it overflows half)
    if (c.bound == 0 && reference::floatToHalf(float(ref)) == got16[i])
      continue; // exact: the reference rounded to half
    if (++bad <= 8)
      os << "\n  " << c.name << "(" << fx << ", " << fy << ", " << n[i]
         << ") = " << r << ", reference " << ref;
  }
  EXPECT_EQ(bad, 0u) << bad << " half results out of bounds:" << os.str();
}

INSTANTIATE_TEST_SUITE_P(Library, MathLibrary, ::testing::ValuesIn(mathCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

/// `v` rounded once to the nearest half (ties to even): as a multiple of
/// half's unit at v's exponent, rounded with nearbyintl (the host's mode is
/// round to nearest), then exact in float.
uint16_t longDoubleToHalf(long double v) {
  if (std::isnan(v) || std::isinf(v) || v == 0)
    return reference::floatToHalf(float(v));
  int e = std::max(std::ilogb(v), -14);
  long double unit = std::ldexp(1.0L, e - 10);
  long double r = std::nearbyint(v / unit) * unit;
  if (std::fabs(r) >= 65536.0L) // beyond half's largest binade: overflow
    return reference::floatToHalf(float(std::copysign(INFINITY, v)));
  return reference::floatToHalf(float(r));
}

/// fma (correctly rounded: the host's std::fma, bit for bit) and mad (a
/// correctly rounded fma or a multiply and an add, each rounded): float at
/// every width and half (exact against fmal rounded to half: long double
/// has more than twice half's precision, so rounding twice is harmless).
class MathFma : public E2eTest {
protected:
  struct Triples {
    std::vector<float> a, b, c;
  };
  Triples inputs(size_t count) {
    using F = FloatFormat<32>;
    Triples t;
    std::vector<uint32_t> sp = F::specials({F::constant(3), F::constant(0.1)});
    for (uint32_t x : sp)
      for (uint32_t y : sp) {
        t.a.push_back(F::value(x));
        t.b.push_back(F::value(y));
        t.c.push_back(F::value(sp[(x + y) % sp.size()]));
      }
    std::uniform_int_distribution<uint32_t> any;
    std::uniform_int_distribution<int> exponent(-40, 40);
    while (t.a.size() < count) {
      float a = F::value(any(rng())), b = F::value(any(rng()));
      if (t.a.size() % 2) { // comparable magnitudes, c cancelling a * b
        a = std::ldexp(1.0f + float(any(rng()) >> 9) * 0x1p-23f,
                       exponent(rng()));
        b = std::ldexp(1.0f + float(any(rng()) >> 9) * 0x1p-23f,
                       exponent(rng()));
      }
      float c = t.a.size() % 4 == 1 ? -(a * b) : F::value(any(rng()));
      t.a.push_back(a);
      t.b.push_back(b);
      t.c.push_back(c);
    }
    t.a.resize(count);
    t.b.resize(count);
    t.c.resize(count);
    return t;
  }

  void check(const char *fn, unsigned width, size_t count) {
    std::ostringstream src;
    src << "__kernel void f(__global const float *a, __global const float "
           "*b, __global const float *c, __global float *out) {\n"
           "  size_t i = get_global_id(0);\n";
    if (width == 1)
      src << "  out[i] = " << fn << "(a[i], b[i], c[i]);\n}\n";
    else
      src << "  vstore" << width << "(" << fn << "(vload" << width
          << "(i, a), vload" << width << "(i, b), vload" << width
          << "(i, c)), i, out);\n}\n";
    Triples t = inputs(count);
    Kernel k = kernel(src.str(), "f");
    Buffer a = upload(t.a), b = upload(t.b), c = upload(t.c);
    Buffer out = makeBuffer(count * 4);
    run(k, NDRange::linear(uint32_t(count / width), 64), a, b, c, out);
    std::vector<float> got = download<float>(out, count);
    size_t bad = 0;
    std::ostringstream os;
    bool mad = std::string(fn) == "mad";
    for (size_t i = 0; i < count; ++i) {
      float x = t.a[i], y = t.b[i], z = t.c[i];
      float fused = std::fma(x, y, z);
      volatile float product = x * y; // rounded on its own
      float separate = product + z;
      auto same = [](float p, float q) {
        return bitEqual(p, q) || (std::isnan(p) && std::isnan(q));
      };
      bool ok = same(got[i], fused) || (mad && same(got[i], separate));
      // A flushing device: subnormal operands or results read as zeros.
      bool tiny = isSubnormal(x) || isSubnormal(y) || isSubnormal(z) ||
                  isSubnormal(fused) || isSubnormal(product) ||
                  (fused != 0 && std::fabs(fused) <= 0x1p-126f);
      if (ok || tiny || ++bad > 8)
        continue;
      os << "\n  " << fn << "(" << Show<float>{x} << ", " << Show<float>{y}
         << ", " << Show<float>{z} << ") = " << Show<float>{got[i]} << ", want "
         << Show<float>{fused};
    }
    EXPECT_EQ(bad, 0u) << bad << " of " << count << " wrong (width " << width
                       << "):" << os.str();
  }
};

TEST_F(MathFma, Float) {
  check("fma", 1, 1u << 20);
  check("mad", 1, 1u << 16);
}

TEST_F(MathFma, FloatVectors) {
  for (unsigned width : {2u, 3u, 4u, 8u, 16u})
    check("fma", width, 4096 * width);
}

TEST_F(MathFma, Half) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  size_t count = 1u << 18;
  std::vector<uint16_t> a = random<uint16_t>(count),
                        b = random<uint16_t>(count),
                        c = random<uint16_t>(count);
  Kernel k = kernel("#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
                    "__kernel void f(__global const half *a, __global const "
                    "half *b, __global const half *c, __global half *out) {\n"
                    "  size_t i = get_global_id(0);\n"
                    "  out[i] = fma(a[i], b[i], c[i]);\n}\n",
                    "f");
  Buffer ab = upload(a), bb = upload(b), cb = upload(c);
  Buffer out = makeBuffer(count * 2);
  run(k, NDRange::linear(uint32_t(count), 64), ab, bb, cb, out);
  std::vector<uint16_t> got = download<uint16_t>(out, count);
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < count; ++i) {
    float x = reference::halfToFloat(a[i]), y = reference::halfToFloat(b[i]),
          z = reference::halfToFloat(c[i]);
    uint16_t want = longDoubleToHalf(std::fma(static_cast<long double>(x),
                                              static_cast<long double>(y),
                                              static_cast<long double>(z)));
    bool nan = std::isnan(reference::halfToFloat(want)) &&
               std::isnan(reference::halfToFloat(got[i]));
    if (got[i] == want || nan || ++bad > 8)
      continue;
    os << "\n  fma(" << x << ", " << y << ", " << z
       << ") = " << reference::halfToFloat(got[i]) << ", want "
       << reference::halfToFloat(want);
  }
  EXPECT_EQ(bad, 0u) << bad << " of " << count << " wrong:" << os.str();
}

/// frexp, modf, fract and remquo: both results exact, the pointer one
/// stored through __global, __local and __private pointers and as a vector
/// (kernels/math_outputs.cl).
struct OutputCase {
  const char *name;
  bool intOutput;
  /// The value and the stored output (as double) of the host reference.
  std::pair<double, double> (*ref)(float x, float y);
};

const OutputCase outputCases[] = {
    {"frexp", true,
     [](float x, float) {
       int e = 0;
       double m = std::frexp(double(x), &e);
       return std::make_pair(m, std::isfinite(x) ? double(e) : 0.0);
     }},
    {"modf", false,
     [](float x, float) {
       double i;
       double f = std::modf(double(x), &i);
       return std::make_pair(f, i);
     }},
    {"fract", false,
     [](float x, float) {
       double fl = std::floor(double(x));
       if (std::isnan(x))
         return std::make_pair(double(x), double(x));
       if (std::isinf(x))
         return std::make_pair(std::copysign(0.0, x), double(x));
       // x - floor(x) rounded to float, as the device computes it.
       double f =
           x == 0 ? double(x) : std::fmin(double(float(x - fl)), 0x1.fffffep-1);
       return std::make_pair(f, fl);
     }},
    {"sincos", false,
     [](float x, float) {
       return std::make_pair(std::sin(double(x)), std::cos(double(x)));
     }},
    {"remquo", true,
     [](float x, float y) {
       int q = 0;
       double r = std::remquo(double(x), double(y), &q);
       return std::make_pair(r, double(q));
     }},
};

class MathOutputs : public E2eTest,
                    public ::testing::WithParamInterface<OutputCase> {};

TEST_P(MathOutputs, EveryAddressSpace) {
  const OutputCase &c = GetParam();
  std::string source = readKernelFile("math_outputs.cl");
  size_t count = 64 * 256;
  using F = FloatFormat<32>;
  std::vector<float> x, y;
  for (uint32_t s : F::specials({F::constant(2.5), F::constant(-7.25)}))
    for (uint32_t t : F::specials({F::constant(0.75), F::constant(3)})) {
      x.push_back(F::value(s));
      y.push_back(F::value(t));
    }
  std::vector<float> small = random<float>(count, -1000.0f, 1000.0f);
  std::vector<float> divisors = random<float>(count, -10.0f, 10.0f);
  std::vector<uint32_t> bits = random<uint32_t>(count);
  for (size_t i = x.size(); i < count; ++i) {
    x.push_back(i % 3 == 0 ? F::value(bits[i]) : small[i]);
    y.push_back(divisors[i]);
  }
  for (const char *space : {"global", "private", "local", "vector"}) {
    Kernel k = kernel(source, std::string(c.name) + "_" + space);
    Buffer a = upload(x), b = upload(y);
    Buffer r = makeBuffer(count * 4), o = makeBuffer(count * 4);
    bool vector = std::string(space) == "vector";
    run(k,
        NDRange::linear(uint32_t(vector ? count / 4 : count),
                        vector ? 16u : 64u),
        a, b, r, o);
    std::vector<float> value = download<float>(r, count);
    std::vector<float> outF = download<float>(o, count);
    std::vector<int> outI = download<int>(o, count);
    size_t bad = 0;
    std::ostringstream os;
    auto same = [](double want, float got) {
      if (std::isnan(want))
        return std::isnan(got);
      return double(got) == want && std::signbit(got) == std::signbit(want);
    };
    for (size_t i = 0; i < count; ++i) {
      auto [v, out] = c.ref(x[i], y[i]);
      if (isSubnormal(x[i]) || isSubnormal(y[i]) || isSubnormal(v))
        continue; // may be flushed: the library sweeps check them
      bool quoOk = true;
      if (std::string(c.name) == "remquo" && !std::isnan(v)) {
        // OpenCL asks for the low 7 bits and the sign; the host's may
        // have fewer (glibc: 3).
        int want = int(out), got = outI[i];
        quoOk = (std::abs(got) & 7) == (std::abs(want) & 7) &&
                ((std::abs(want) & 7) == 0 || (got < 0) == (want < 0));
      }
      bool outOk = std::string(c.name) == "remquo" ? quoOk
                   : c.intOutput                   ? double(outI[i]) == out
                                                   : same(out, outF[i]);
      bool valueOk = same(v, value[i]);
      if (std::string(c.name) == "sincos") { // sin and cos: 4 ulp each
        valueOk = ulp_error_f32(value[i], v) <= 4;
        outOk = ulp_error_f32(outF[i], out) <= 4;
      }
      if ((valueOk && outOk) || ++bad > 8)
        continue;
      os << "\n  " << space << ": " << c.name << "(" << Show<float>{x[i]}
         << ", " << Show<float>{y[i]} << ") = " << Show<float>{value[i]}
         << " / " << (c.intOutput ? double(outI[i]) : double(outF[i]))
         << ", want " << v << " / " << out;
    }
    EXPECT_EQ(bad, 0u) << bad << " wrong results:" << os.str();
  }
}

INSTANTIATE_TEST_SUITE_P(Library, MathOutputs, ::testing::ValuesIn(outputCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

} // namespace
} // namespace vkcl::e2e
