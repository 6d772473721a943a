// The double math functions of vkcl's OpenCL C library
// (src/compiler/library/double/) on the device, against long double
// references with the CTS's ULP measure (tests/library/ulp.h), within the
// OpenCL C 3.0 full-profile double bounds.
//
// The host sweeps (tests/library/sweep_*_f64.c) prove the algorithms; these
// suites prove that each driver runs the same text the same way (its
// division, its square root estimate, double subnormals, which vkcl
// reports as supported: CL_FP_DENORM) and the compiler's plumbing: vectors
// of every width, pointer outputs in every address space.
//  - 2^16 inputs per function: the special values paired with each other,
//    random bit patterns and random values in the function's hard range;
//  - one vector width per function, every width across the table, on
//    2^10 elements per lane;
//  - devices without fp64 (SwiftShader) refuse double with clang's
//    diagnostic naming cl_khr_fp64.
#include "E2eFixture.h"
#include "FloatFormat.h"

extern "C" {
#include "../library/ulp.h"
}

#include <cfloat>
#include <cmath>

namespace vkcl::e2e {
namespace {

using LD = long double;
const LD PiL = 3.141592653589793238462643383279502884L;

enum class Form {
  Unary,     ///< double f(double)
  Binary,    ///< double f(double, double)
  DoubleInt, ///< double f(double, int)
  Ternary,   ///< double f(double, double, double)
  IntOf,     ///< int f(double), exact
};

using Ref = LD (*)(LD x, LD y, LD z, int n);

struct DoubleCase {
  const char *name;
  Form form;
  Ref ref;
  double bound;    ///< ULP; 0: exact, the sign of zero included
  double lo, hi;   ///< the range half of the random inputs come from
  int nMax = 1100; ///< DoubleInt: n in [-nMax, nMax]
  /// Also accepted: an absolute error this small (lgamma near its zeros,
  /// where the spec sets no bound).
  double absolute = 0;
};

/// x reduced exactly to r in [-1, 1) with x = r modulo 2 (fmod is exact).
LD mod2(LD x) {
  LD r = std::fmod(x, 2.0L);
  return r >= 1 ? r - 2 : r < -1 ? r + 2 : r;
}
/// sin(pi t) for t in [-1, 1], with pi t only near the origin (the
/// product's error is then relative to the result): sin(pi t) =
/// sin(pi (+-1 - t)), exact differences.
LD sinPiSmall(LD t) {
  if (t > 0.5L)
    t = 1 - t;
  else if (t < -0.5L)
    t = -1 - t;
  return std::sin(PiL * t);
}
LD sinpiRef(LD x, LD, LD, int) {
  if (std::isinf(x) || std::isnan(x))
    return NAN;
  LD r = mod2(x);
  if (r == std::trunc(r))
    return std::copysign(0.0L, x);
  return sinPiSmall(r);
}
/// cos(pi r) = sin(pi (1/2 - |r|)).
LD cospiRef(LD x, LD, LD, int) {
  if (std::isinf(x) || std::isnan(x))
    return NAN;
  LD r = std::fabs(mod2(x));
  if (r == 0.5L)
    return 0.0L;
  return r < 0.25L ? std::cos(PiL * r) : sinPiSmall(0.5L - r);
}
LD tanpiRef(LD x, LD, LD, int) {
  if (std::isinf(x) || std::isnan(x))
    return NAN;
  LD r = std::fmod(std::fabs(x), 2.0L);
  if (r == 0.5L || r == 1.5L) {
    bool even = std::fmod(std::floor(std::fabs(x)), 2.0L) == 0;
    return std::copysign((LD)INFINITY, x) * (even ? 1 : -1);
  }
  if (r == std::trunc(r))
    return std::copysign(0.0L, x);
  LD t = mod2(x); // tan has period 1: t in [-1/2, 1/2]
  t = t > 0.5L ? t - 1 : t < -0.5L ? t + 1 : t;
  // Near the poles pi t is never formed: tan(pi t) = -1 / tan(pi (t -+ 1/2)).
  if (t > 0.25L)
    return -1 / std::tan(PiL * (t - 0.5L));
  if (t < -0.25L)
    return -1 / std::tan(PiL * (t + 0.5L));
  return std::tan(PiL * t);
}
LD powrRef(LD x, LD y, LD, int) {
  if (std::isnan(x) || std::isnan(y) || x < 0 || (x == 0 && y == 0) ||
      (std::isinf(x) && y == 0) || (x == 1 && std::isinf(y)))
    return NAN;
  if (x == 0 && y < 0)
    return INFINITY;
  return std::pow(x, y);
}
LD rootnRef(LD x, LD, LD, int n) {
  if (n == 0 || (x < 0 && n % 2 == 0) || std::isnan(x))
    return NAN;
  if (x == 0) {
    bool odd = n % 2 != 0;
    if (n < 0)
      return odd ? std::copysign((LD)INFINITY, x) : (LD)INFINITY;
    return odd ? x : 0.0L;
  }
  LD r = std::exp(std::log(std::fabs(x)) / n);
  return x < 0 ? -r : r;
}
LD maxmagRef(LD x, LD y, LD, int) {
  LD ax = std::fabs(x), ay = std::fabs(y);
  return ax > ay ? x : ay > ax ? y : std::fmax(x, y);
}
LD minmagRef(LD x, LD y, LD, int) {
  LD ax = std::fabs(x), ay = std::fabs(y);
  return ax < ay ? x : ay < ax ? y : std::fmin(x, y);
}
// Exact functions answered by the host's double ones (exact by definition).
LD fmodRef(LD x, LD y, LD, int) { return std::fmod(double(x), double(y)); }
LD remainderRef(LD x, LD y, LD, int) {
  return std::remainder(double(x), double(y));
}
LD nextafterRef(LD x, LD y, LD, int) {
  return std::nextafter(double(x), double(y));
}
LD ldexpRef(LD x, LD, LD, int n) { return std::ldexp(double(x), n); }
/// In double, not long double: x - y rounded first to 64 bits and then to
/// 53 can miss the correctly rounded difference (double rounding; the
/// H200 found one).
LD fdimRef(LD x, LD y, LD, int) { return std::fdim(double(x), double(y)); }
LD sqrtRef(LD x, LD, LD, int) { return std::sqrt(double(x)); }
LD fmaRef(LD x, LD y, LD z, int) {
  return std::fma(double(x), double(y), double(z));
}
LD ilogbRef(LD x, LD, LD, int) {
  double d = double(x);
  return d != d ? 2147483647.0L : d == 0 ? -2147483648.0L : std::ilogb(d);
}

#define UNARY(f) [](LD x, LD, LD, int) -> LD { return f(x); }
#define BINARY(f) [](LD x, LD y, LD, int) -> LD { return f(x, y); }

// clang-format off
const DoubleCase doubleCases[] = {
    {"sqrt", Form::Unary, sqrtRef, 0, 0, 1e6},
    {"rsqrt", Form::Unary, UNARY(1 / std::sqrt), 2, 0, 1e6},
    {"cbrt", Form::Unary, UNARY(std::cbrt), 2, -1e6, 1e6},
    {"hypot", Form::Binary, BINARY(std::hypot), 4, -1e6, 1e6},
    {"exp", Form::Unary, UNARY(std::exp), 3, -746, 710},
    {"exp2", Form::Unary, UNARY(std::exp2), 3, -1076, 1025},
    {"exp10", Form::Unary, [](LD x, LD, LD, int) { return std::pow(10.0L, x); }, 3, -324, 309},
    {"expm1", Form::Unary, UNARY(std::expm1), 3, -40, 710},
    {"log", Form::Unary, UNARY(std::log), 3, 0, 4},
    {"log2", Form::Unary, UNARY(std::log2), 3, 0, 4},
    {"log10", Form::Unary, UNARY(std::log10), 3, 0, 4},
    {"log1p", Form::Unary, UNARY(std::log1p), 2, -1, 4},
    {"sin", Form::Unary, UNARY(std::sin), 4, -1e6, 1e6},
    {"cos", Form::Unary, UNARY(std::cos), 4, -1e6, 1e6},
    {"tan", Form::Unary, UNARY(std::tan), 5, -1e6, 1e6},
    {"sinpi", Form::Unary, sinpiRef, 4, -1e3, 1e3},
    {"cospi", Form::Unary, cospiRef, 4, -1e3, 1e3},
    {"tanpi", Form::Unary, tanpiRef, 6, -1e3, 1e3},
    {"asin", Form::Unary, UNARY(std::asin), 4, -1, 1},
    {"acos", Form::Unary, UNARY(std::acos), 4, -1, 1},
    {"atan", Form::Unary, UNARY(std::atan), 5, -1e3, 1e3},
    {"atan2", Form::Binary, BINARY(std::atan2), 6, -1e3, 1e3},
    {"asinpi", Form::Unary, [](LD x, LD, LD, int) { return std::asin(x) / PiL; }, 5, -1, 1},
    {"acospi", Form::Unary, [](LD x, LD, LD, int) { return std::acos(x) / PiL; }, 5, -1, 1},
    {"atanpi", Form::Unary, [](LD x, LD, LD, int) { return std::atan(x) / PiL; }, 5, -1e3, 1e3},
    {"atan2pi", Form::Binary, [](LD y, LD x, LD, int) { return std::atan2(y, x) / PiL; }, 6, -1e3, 1e3},
    {"sinh", Form::Unary, UNARY(std::sinh), 4, -711, 711},
    {"cosh", Form::Unary, UNARY(std::cosh), 4, -711, 711},
    {"tanh", Form::Unary, UNARY(std::tanh), 5, -20, 20},
    {"asinh", Form::Unary, UNARY(std::asinh), 4, -1e6, 1e6},
    {"acosh", Form::Unary, UNARY(std::acosh), 4, 1, 1e6},
    {"atanh", Form::Unary, UNARY(std::atanh), 5, -1, 1},
    {"pow", Form::Binary, BINARY(std::pow), 16, 0, 40},
    {"powr", Form::Binary, powrRef, 16, 0, 40},
    {"pown", Form::DoubleInt, [](LD x, LD, LD, int n) { return std::pow(x, (LD)n); }, 16, -10, 10, 400},
    {"rootn", Form::DoubleInt, rootnRef, 16, -1e6, 1e6, 60},
    {"erf", Form::Unary, UNARY(std::erf), 16, -6, 6},
    {"erfc", Form::Unary, UNARY(std::erfc), 16, -6, 28},
    {"tgamma", Form::Unary, UNARY(std::tgamma), 16, -40, 172},
    {"lgamma", Form::Unary, UNARY(std::lgamma), 16, -40, 1e3, 0, 0x1p-40},
    {"fma", Form::Ternary, fmaRef, 0, -1e3, 1e3},
    {"ldexp", Form::DoubleInt, ldexpRef, 0, -1e3, 1e3},
    {"fmod", Form::Binary, fmodRef, 0, -1e4, 1e4},
    {"remainder", Form::Binary, remainderRef, 0, -1e4, 1e4},
    {"fdim", Form::Binary, fdimRef, 0, -1e3, 1e3},
    {"maxmag", Form::Binary, maxmagRef, 0, -2, 2},
    {"minmag", Form::Binary, minmagRef, 0, -2, 2},
    {"nextafter", Form::Binary, nextafterRef, 0, -2, 2},
    {"logb", Form::Unary, UNARY(std::logb), 0, -1e6, 1e6},
    {"ilogb", Form::IntOf, ilogbRef, 0, -1e6, 1e6},
};
// clang-format on

using F64 = FloatFormat<64>;

/// Inputs of one operand: the special values (from `first`), then
/// alternately a random value of [lo, hi] and a random bit pattern.
std::vector<double> doubleInputs(std::mt19937_64 &rng, const DoubleCase &c,
                                 size_t n) {
  std::vector<double> v;
  std::uniform_real_distribution<double> range(c.lo, c.hi);
  std::uniform_int_distribution<uint64_t> any;
  while (v.size() < n) {
    v.push_back(range(rng));
    v.push_back(F64::value(any(rng)));
  }
  v.resize(n);
  return v;
}

class MathDouble : public E2eTest,
                   public ::testing::WithParamInterface<DoubleCase> {
protected:
  std::string source(unsigned width) {
    const DoubleCase &c = GetParam();
    std::ostringstream os;
    const char *result = c.form == Form::IntOf ? "int" : "double";
    os << "__kernel void f(__global const double *a, __global const double "
          "*b, __global const double *c, __global const int *n, __global "
       << result << " *out) {\n  size_t i = get_global_id(0);\n";
    auto operand = [&](const char *buffer) {
      return width == 1
                 ? std::string(buffer) + "[i]"
                 : "vload" + std::to_string(width) + "(i, " + buffer + ")";
    };
    std::string call = std::string(c.name) + "(" + operand("a");
    if (c.form == Form::Binary || c.form == Form::Ternary)
      call += ", " + operand("b");
    if (c.form == Form::Ternary)
      call += ", " + operand("c");
    if (c.form == Form::DoubleInt)
      call += ", " + operand("n");
    call += ")";
    if (width == 1)
      os << "  out[i] = " << call << ";\n}\n";
    else
      os << "  vstore" << width << "(" << call << ", i, out);\n}\n";
    return os.str();
  }

  /// Whether `got` is within the case's bound of the reference; exact
  /// functions also get a zero's sign right (maxmag/minmag of two zeros are
  /// fmax/fmin of them, whose sign IEEE leaves open).
  static bool acceptable(double got, LD ref, const DoubleCase &c, double x,
                         double y, double *err) {
    *err = ulp_error_f64(got, ref);
    if (c.bound == 0 && got == 0 && ref == 0 &&
        std::signbit(got) != std::signbit(ref) &&
        !(x == 0 && y == 0 &&
          (std::string(c.name) == "maxmag" || std::string(c.name) == "minmag")))
      *err = 1;
    return *err <= c.bound || std::fabs(got - (double)ref) <= c.absolute;
  }

  void check(unsigned width, size_t count) {
    const DoubleCase &c = GetParam();
    std::vector<double> x = doubleInputs(rng(), c, count);
    std::vector<double> y = doubleInputs(rng(), c, count);
    std::vector<double> z = doubleInputs(rng(), c, count);
    // Every special value against every other in the first lanes.
    std::vector<uint64_t> specials = F64::specials(
        {F64::constant(0.5), F64::constant(2.0), F64::constant(3.0),
         F64::constant(10.0), F64::constant(0x1p52), F64::constant(709.5),
         F64::constant(1e300), F64::constant(0x1.921fb54442d18p0)});
    for (size_t i = 0; i < specials.size() * specials.size() && i < count;
         ++i) {
      x[i] = F64::value(specials[i / specials.size()]);
      y[i] = F64::value(specials[i % specials.size()]);
      z[i] = F64::value(specials[(i * 7) % specials.size()]);
    }
    std::vector<int> n = random<int>(count, -c.nMax, c.nMax);
    for (size_t i = 0; i < 8 && i < count; ++i)
      n[count - 1 - i] = i & 1 ? INT32_MAX : INT32_MIN + int(i);
    Kernel k = kernel(source(width), "f");
    Buffer a = upload(x), b = upload(y), cb = upload(z), nb = upload(n);
    Buffer out = makeBuffer(count * sizeof(double));
    run(k, NDRange::linear(uint32_t(count / width), 64), a, b, cb, nb, out);
    size_t bad = 0;
    std::ostringstream os;
    os << std::hexfloat;
    if (c.form == Form::IntOf) {
      std::vector<int> got = download<int>(out, count);
      for (size_t i = 0; i < count; ++i) {
        int want = int(c.ref(x[i], 0, 0, 0));
        if (got[i] != want && ++bad <= 8)
          os << "\n  " << c.name << "(" << x[i] << ") = " << got[i] << ", want "
             << want;
      }
    } else {
      std::vector<double> got = download<double>(out, count);
      for (size_t i = 0; i < count; ++i) {
        LD ref = c.ref(x[i], y[i], z[i], n[i]);
        double err;
        if (acceptable(got[i], ref, c, x[i], y[i], &err) || ++bad > 8)
          continue;
        os << "\n  " << c.name << "(" << x[i];
        if (c.form == Form::Binary || c.form == Form::Ternary)
          os << ", " << y[i];
        if (c.form == Form::Ternary)
          os << ", " << z[i];
        if (c.form == Form::DoubleInt)
          os << ", " << std::dec << n[i] << std::hexfloat;
        os << ") = " << got[i] << ", reference " << (double)ref << ", "
           << std::defaultfloat << err << " ulp" << std::hexfloat;
      }
    }
    EXPECT_EQ(bad, 0u) << bad << " of " << count << " results beyond "
                       << c.bound << " ulp (width " << width
                       << "):" << os.str();
  }
};

TEST_P(MathDouble, Scalar) {
  E2E_REQUIRE_FP64();
  check(1, 1u << 16);
}

/// One vector width per function, in turn down the table, so that every
/// width meets every form (each width's kernel is a compile of its own:
/// all five for every function took 10 s each on lavapipe).
TEST_P(MathDouble, Vectors) {
  E2E_REQUIRE_FP64();
  const unsigned widths[] = {2, 3, 4, 8, 16};
  size_t index = 0;
  while (std::string(doubleCases[index].name) != GetParam().name)
    ++index;
  unsigned width = widths[index % 5];
  check(width, 1024 * width);
}

INSTANTIATE_TEST_SUITE_P(Library, MathDouble, ::testing::ValuesIn(doubleCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

/// fract's value: x - floor(x), below 1, with fract(+-0) = +-0 and
/// fract(+-inf) = +-0.
double fractRef(double x) {
  if (x == 0 || std::isinf(x))
    return std::copysign(0.0, x);
  if (std::isnan(x))
    return x;
  return std::fmin(x - std::floor(x), 0x1.fffffffffffffp-1);
}

/// The functions with a pointer result, storing through __global, __local
/// and __private pointers (the __local and __private ones copied out
/// after): values and outputs against the host's.
TEST_F(E2eTest, MathDoublePointerOutputs) {
  E2E_REQUIRE_FP64();
  const size_t count = 4096;
  std::vector<double> x = random<double>(count, -50.0, 50.0);
  std::vector<double> y = random<double>(count, 0.5, 7.0);
  x[0] = 0x1p-1074, x[1] = -0.0, x[2] = INFINITY, x[3] = NAN, x[4] = -3.0;
  x[5] = 2.5, x[6] = 1e300, x[7] = -0x1.8p-1030, x[8] = -0x1p-1074;
  for (std::string space : {"global", "local", "private"}) {
    SCOPED_TRACE(space);
    // Outputs: d[0..2] modf, fract, sincos (double); n[0..2] frexp,
    // remquo, lgamma_r (int).
    auto d = [&](int j) {
      std::string k = std::to_string(j);
      return space == "global"  ? "&w[i * 3 + " + k + "]"
             : space == "local" ? "&ld[l * 3 + " + k + "]"
                                : "&pd[" + k + "]";
    };
    auto n = [&](int j) {
      std::string k = std::to_string(j);
      return space == "global"  ? "&q[i * 3 + " + k + "]"
             : space == "local" ? "&li[l * 3 + " + k + "]"
                                : "&pi[" + k + "]";
    };
    std::ostringstream os;
    os << "__kernel void f(__global const double *x, __global const double "
          "*y, __global double *v, __global double *w, __global int *q) {\n"
          "  size_t i = get_global_id(0), l = get_local_id(0);\n"
          "  __local double ld[64 * 3]; __local int li[64 * 3];\n"
          "  double pd[3]; int pi[3];\n"
       << "  v[i * 6 + 0] = frexp(x[i], " << n(0) << ");\n"
       << "  v[i * 6 + 1] = modf(x[i], " << d(0) << ");\n"
       << "  v[i * 6 + 2] = fract(x[i], " << d(1) << ");\n"
       << "  v[i * 6 + 3] = sincos(x[i], " << d(2) << ");\n"
       << "  v[i * 6 + 4] = remquo(x[i], y[i], " << n(1) << ");\n"
       << "  v[i * 6 + 5] = lgamma_r(x[i], " << n(2) << ");\n";
    if (space != "global") {
      std::string dd = space == "local" ? "ld[l * 3 + j]" : "pd[j]";
      std::string nn = space == "local" ? "li[l * 3 + j]" : "pi[j]";
      os << "  for (int j = 0; j < 3; ++j) {\n    w[i * 3 + j] = " << dd
         << ";\n    q[i * 3 + j] = " << nn << ";\n  }\n";
    }
    os << "}\n";
    Kernel k = kernel(os.str(), "f");
    Buffer xb = upload(x), yb = upload(y);
    Buffer v = makeBuffer(count * 6 * sizeof(double));
    Buffer w = makeBuffer(count * 3 * sizeof(double));
    Buffer q = makeBuffer(count * 3 * sizeof(int));
    run(k, NDRange::linear(uint32_t(count), 64), xb, yb, v, w, q);
    std::vector<double> gv = download<double>(v, count * 6);
    std::vector<double> gw = download<double>(w, count * 3);
    std::vector<int> gq = download<int>(q, count * 3);
    auto same = [](double a, double b) {
      return F64::bits(a) == F64::bits(b) || (a != a && b != b);
    };
    size_t bad = 0;
    std::ostringstream msg;
    msg << std::hexfloat;
    for (size_t i = 0; i < count; ++i) {
      double xi = x[i], ip;
      int e = 0, quo = 0, sign = 0;
      double frexpV = std::frexp(xi, &e), modfV = std::modf(xi, &ip);
      double remquoV = double(std::remquo((LD)xi, (LD)y[i], &quo));
      double lgammaV = lgamma_r(xi, &sign);
      bool finite = std::isfinite(xi);
      // The sign of lgamma_r at a pole (x a negative integer) is not
      // defined; remquo's quotient is defined to 3 bits (and glibc gives
      // no more).
      bool pole = xi < 0 && xi == std::trunc(xi);
      bool ok = same(gv[i * 6 + 0], frexpV) && (!finite || gq[i * 3] == e) &&
                same(gv[i * 6 + 1], modfV) && same(gw[i * 3 + 0], ip) &&
                same(gv[i * 6 + 2], fractRef(xi)) &&
                same(gw[i * 3 + 1], xi == 0 ? xi : std::floor(xi)) &&
                ulp_error_f64(gv[i * 6 + 3], std::sin((LD)xi)) <= 4 &&
                ulp_error_f64(gw[i * 3 + 2], std::cos((LD)xi)) <= 4 &&
                same(gv[i * 6 + 4], remquoV) &&
                (!finite || (gq[i * 3 + 1] & 7) == (quo & 7)) &&
                (ulp_error_f64(gv[i * 6 + 5], std::lgamma((LD)xi)) <= 16 ||
                 std::fabs(gv[i * 6 + 5] - lgammaV) <= 0x1p-40) &&
                (!finite || xi == 0 || pole || gq[i * 3 + 2] == sign);
      if (!ok && ++bad <= 8)
        msg << "\n  x = " << xi << ", y = " << y[i] << ": frexp " << gv[i * 6]
            << "/" << std::dec << gq[i * 3] << std::hexfloat << " modf "
            << gv[i * 6 + 1] << "/" << gw[i * 3] << " fract " << gv[i * 6 + 2]
            << "/" << gw[i * 3 + 1] << " sincos " << gv[i * 6 + 3] << "/"
            << gw[i * 3 + 2] << " remquo " << gv[i * 6 + 4] << "/" << std::dec
            << gq[i * 3 + 1] << " lgamma_r " << std::hexfloat << gv[i * 6 + 5]
            << "/" << std::dec << gq[i * 3 + 2] << std::hexfloat;
    }
    EXPECT_EQ(bad, 0u) << bad << " of " << count << " wrong:" << msg.str();
  }
}

/// Double division is correctly rounded in OpenCL's full profile (0 ulp),
/// and so is sqrt; vkcl emits OpFDiv for `/`, which Vulkan promises only
/// single precision's accuracy on double: measured here, bit for bit, on
/// random operands of every magnitude, quotients near the subnormal range
/// and overflow, and the special values.
TEST_F(E2eTest, DoubleDivisionIsCorrectlyRounded) {
  E2E_REQUIRE_FP64();
  const size_t count = 1u << 16;
  std::uniform_int_distribution<uint64_t> any;
  std::uniform_real_distribution<double> unit(1.0, 2.0);
  std::uniform_int_distribution<int> exponent(-1074, 1023);
  std::vector<double> a(count), b(count);
  for (size_t i = 0; i < count; ++i) {
    if (i % 3 == 0) {
      a[i] = F64::value(any(rng()));
      b[i] = F64::value(any(rng()));
    } else {
      a[i] = std::ldexp(unit(rng()), exponent(rng()));
      b[i] = std::ldexp(unit(rng()), i % 3 == 1 ? exponent(rng()) / 2 : 0);
    }
  }
  std::vector<uint64_t> specials = F64::specials();
  for (size_t i = 0; i < specials.size() * specials.size(); ++i) {
    a[i] = F64::value(specials[i / specials.size()]);
    b[i] = F64::value(specials[i % specials.size()]);
  }
  Kernel k = kernel("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
                    "__kernel void f(__global const double *a, __global "
                    "const double *b, __global double *q) {\n"
                    "  size_t i = get_global_id(0);\n"
                    "  q[i] = a[i] / b[i];\n}\n");
  Buffer ab = upload(a), bb = upload(b), qb = makeBuffer(count * 8);
  run(k, NDRange::linear(uint32_t(count), 64), ab, bb, qb);
  std::vector<double> q = download<double>(qb, count);
  size_t bad = 0;
  std::ostringstream os;
  os << std::hexfloat;
  for (size_t i = 0; i < count; ++i) {
    double want = a[i] / b[i];
    if (F64::bits(q[i]) == F64::bits(want) || (want != want && q[i] != q[i]))
      continue;
    if (++bad <= 8)
      os << "\n  " << a[i] << " / " << b[i] << " = " << q[i] << ", want "
         << want;
  }
  EXPECT_EQ(bad, 0u) << bad << " of " << count << " quotients:" << os.str();
}

/// lgamma(1) = lgamma(2) = +0 (C99 Annex F), which a polynomial t * P(t)
/// at t = 0 gives as -0 where P(0) < 0; float on every device, double where
/// the device has it.
TEST_F(E2eTest, LgammaZerosArePositive) {
  std::vector<float> xf = {1.0f, 2.0f};
  Kernel kf = kernel("__kernel void f(__global float *x) { size_t i = "
                     "get_global_id(0); x[i] = lgamma(x[i]); }\n");
  Buffer bf = upload(xf);
  run(kf, NDRange::linear(2, 1), bf);
  for (float v : download<float>(bf, 2))
    EXPECT_EQ(FloatFormat<32>::bits(v), 0u) << v;
  if (!profile().float64)
    return;
  std::vector<double> xd = {1.0, 2.0};
  Kernel kd = kernel("__kernel void f(__global double *x) { size_t i = "
                     "get_global_id(0); x[i] = lgamma(x[i]); }\n");
  Buffer bd = upload(xd);
  run(kd, NDRange::linear(2, 1), bd);
  for (double v : download<double>(bd, 2))
    EXPECT_EQ(F64::bits(v), 0u) << v;
}

/// A device without fp64 refuses double math with clang's diagnostic
/// naming the extension, never with wrong code.
TEST_F(E2eTest, MathDoubleNeedsFp64) {
  if (profile().float64)
    GTEST_SKIP() << "device has fp64";
  auto program = buildProgram(
      device(), "__kernel void f(__global double *x) { x[0] = sin(x[0]); }\n");
  ASSERT_FALSE(program);
  std::string log = program.error().message;
  EXPECT_NE(log.find("cl_khr_fp64"), std::string::npos) << log;
}

} // namespace
} // namespace vkcl::e2e
