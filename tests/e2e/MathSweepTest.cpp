// Every one-argument float function of the OpenCL C math library on every
// float: the "all 2^32 inputs on the GPU machine", against the
// full-profile bound (half_* at 8192 ulp on their domain), with the
// references and the CTS's acceptance of MathReference.h. The pointer
// forms (sincos, frexp, modf, fract, lgamma_r) check both results.
//
// The host sweeps (tests/library/) run the library's text compiled for the
// host; this runs what the device's compiler and driver made of it, where
// NVIDIA's contracts and folds would show (docs/mapping.md).
//  - VKCL_FULL_MATH_SWEEP=1: all 2^32 bit patterns, in chunks of 2^26,
//    checked on every host core (scripts/gpu-run.sh mathsweep).
//  - otherwise: every 16381st bit pattern (2^18 inputs spread over the
//    whole range, every sign and binade), so CI runs it on lavapipe and
//    SwiftShader.
// The kernel makes its inputs from the work-item id: nothing but results
// crosses the bus. Each function prints its largest error and how many
// results were accepted only as a flushing device's.
#include "E2eFixture.h"
#include "MathReference.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace vkcl::e2e {
namespace {

/// A second result, stored through the pointer argument.
struct Second {
  Ref ref = nullptr; ///< null: the function has none
  double bound = 0;  ///< ulp; 0: exact
  bool isInt = false;
};

struct SweepCase {
  const char *name;
  /// The kernel body: `x` is the input; it stores `out[i]` (and `out2[i]`).
  const char *body;
  Ref ref;
  double bound;
  double absolute = 0; ///< as MathCase::absolute
  Second second = {};
  bool intResult = false;
  float domain = INFINITY; ///< inputs with |x| > domain are not checked
};

double fractRef(double x, double, int) {
  if (std::isnan(x))
    return x;
  if (std::isinf(x))
    return std::copysign(0.0, x);
  double fl = std::floor(x);
  return x == 0 ? x : std::fmin(double(float(x - fl)), 0x1.fffffep-1);
}
double frexpMantissa(double x, double, int) {
  int e;
  return std::frexp(x, &e);
}
double frexpExponent(double x, double, int) {
  int e = 0;
  std::frexp(x, &e);
  return std::isfinite(x) ? e : 0;
}
double modfFraction(double x, double, int) {
  double i;
  return std::modf(x, &i);
}
double modfIntegral(double x, double, int) {
  double i;
  std::modf(x, &i);
  return i;
}
/// The sign of gamma(x); NaN (not checked) at the poles and for NaN.
double lgammaSign(double x, double, int) {
  if (std::isnan(x) || (x <= 0 && x == std::floor(x) && x != 0) ||
      x == -INFINITY)
    return NAN;
  if (x == 0)
    return std::signbit(x) ? -1 : 1;
  int sign = 1;
  lgamma_r(x, &sign);
  return sign;
}

#define UNARY(f) "out[i] = " #f "(x);"
/// The host's double function of the same name.
#define LIBM(f) [](double x, double, int) { return std::f(x); }
// clang-format off
const SweepCase sweepCases[] = {
    {"fabs", UNARY(fabs), LIBM(fabs), 0},
    {"ceil", UNARY(ceil), LIBM(ceil), 0},
    {"floor", UNARY(floor), LIBM(floor), 0},
    {"trunc", UNARY(trunc), LIBM(trunc), 0},
    {"round", UNARY(round), LIBM(round), 0},
    {"rint", UNARY(rint), LIBM(nearbyint), 0},
    {"logb", UNARY(logb), LIBM(logb), 0},
    {"ilogb", "((__global int *)out)[i] = ilogb(x);", [](double x, double, int) {
       return x != x ? 2147483647.0 : x == 0 ? -2147483648.0 : double(std::ilogb(x)); }, 0, 0, {}, true},
    {"sqrt", UNARY(sqrt), LIBM(sqrt), 3},
    {"rsqrt", UNARY(rsqrt), [](double x, double, int) { return 1 / std::sqrt(x); }, 2},
    {"cbrt", UNARY(cbrt), LIBM(cbrt), 2},
    {"exp", UNARY(exp), LIBM(exp), 3},
    {"exp2", UNARY(exp2), LIBM(exp2), 3},
    {"exp10", UNARY(exp10), [](double x, double, int) { return std::pow(10.0, x); }, 3},
    {"expm1", UNARY(expm1), LIBM(expm1), 3},
    {"log", UNARY(log), LIBM(log), 3},
    {"log2", UNARY(log2), LIBM(log2), 3},
    {"log10", UNARY(log10), LIBM(log10), 3},
    {"log1p", UNARY(log1p), LIBM(log1p), 2},
    {"sin", UNARY(sin), LIBM(sin), 4},
    {"cos", UNARY(cos), LIBM(cos), 4},
    {"tan", UNARY(tan), LIBM(tan), 5},
    {"sinpi", UNARY(sinpi), sinpiRef, 4},
    {"cospi", UNARY(cospi), cospiRef, 4},
    {"tanpi", UNARY(tanpi), tanpiRef, 6},
    {"asin", UNARY(asin), LIBM(asin), 4},
    {"acos", UNARY(acos), LIBM(acos), 4},
    {"atan", UNARY(atan), LIBM(atan), 5},
    {"asinpi", UNARY(asinpi), [](double x, double, int) { return std::asin(x) / M_PI; }, 5},
    {"acospi", UNARY(acospi), [](double x, double, int) { return std::acos(x) / M_PI; }, 5},
    {"atanpi", UNARY(atanpi), [](double x, double, int) { return std::atan(x) / M_PI; }, 5},
    {"sinh", UNARY(sinh), LIBM(sinh), 4},
    {"cosh", UNARY(cosh), LIBM(cosh), 4},
    {"tanh", UNARY(tanh), LIBM(tanh), 5},
    {"asinh", UNARY(asinh), LIBM(asinh), 4},
    {"acosh", UNARY(acosh), LIBM(acosh), 4},
    {"atanh", UNARY(atanh), LIBM(atanh), 5},
    {"erf", UNARY(erf), LIBM(erf), 16},
    {"erfc", UNARY(erfc), LIBM(erfc), 16},
    {"tgamma", UNARY(tgamma), LIBM(tgamma), 16},
    {"lgamma", UNARY(lgamma), LIBM(lgamma), 64, 0x1p-17},
    {"sincos", "float c; out[i] = sincos(x, &c); out2[i] = c;",
     LIBM(sin), 4, 0,
     {LIBM(cos), 4}},
    {"frexp", "int e; out[i] = frexp(x, &e); ((__global int *)out2)[i] = e;",
     frexpMantissa, 0, 0, {frexpExponent, 0, true}},
    {"modf", "float n; out[i] = modf(x, &n); out2[i] = n;",
     modfFraction, 0, 0, {modfIntegral}},
    {"fract", "float n; out[i] = fract(x, &n); out2[i] = n;",
     fractRef, 0, 0, {LIBM(floor)}},
    {"lgamma_r", "int s; out[i] = lgamma_r(x, &s); ((__global int *)out2)[i] = s;",
     LIBM(lgamma), 64, 0x1p-17, {lgammaSign, 0, true}},
    {"half_sin", UNARY(half_sin), LIBM(sin), 8192, 0, {}, false, 0x1p16f},
    {"half_cos", UNARY(half_cos), LIBM(cos), 8192, 0, {}, false, 0x1p16f},
    {"half_tan", UNARY(half_tan), LIBM(tan), 8192, 0, {}, false, 0x1p16f},
    {"half_exp", UNARY(half_exp), LIBM(exp), 8192},
    {"half_exp2", UNARY(half_exp2), LIBM(exp2), 8192},
    {"half_exp10", UNARY(half_exp10), [](double x, double, int) { return std::pow(10.0, x); }, 8192},
    {"half_log", UNARY(half_log), LIBM(log), 8192},
    {"half_log2", UNARY(half_log2), LIBM(log2), 8192},
    {"half_log10", UNARY(half_log10), LIBM(log10), 8192},
    {"half_sqrt", UNARY(half_sqrt), LIBM(sqrt), 8192},
    {"half_rsqrt", UNARY(half_rsqrt), [](double x, double, int) { return 1 / std::sqrt(x); }, 8192},
    {"half_recip", UNARY(half_recip), [](double x, double, int) { return 1 / x; }, 8192},
};
// clang-format on
#undef UNARY
#undef LIBM

/// What one host thread saw of one chunk.
struct Tally {
  uint64_t checked = 0, flushed = 0, bad = 0;
  double maxUlp = 0;
  uint32_t worst = 0;
  std::string firstBad;
};

/// The second result of `x`: exact (bit for bit, zeros' signs included),
/// or within the bound, or right for a flushed subnormal input.
bool secondAcceptable(const Second &s, float x, uint32_t gotBits) {
  auto matches = [&](double want) {
    if (std::isnan(want))
      return true; // not checked (lgamma_r's sign at a pole)
    if (s.isInt)
      return double(int32_t(gotBits)) == want;
    float got;
    std::memcpy(&got, &gotBits, 4);
    if (s.bound > 0)
      return ulp_error_f32(got, want) <= s.bound;
    return double(got) == want && std::signbit(got) == std::signbit(want);
  };
  if (matches(s.ref(x, 0, 0)))
    return true;
  if (!isSubnormal(x))
    return false;
  return matches(s.ref(std::copysign(0.0, x), 0, 0));
}

class MathSweep : public E2eTest,
                  public ::testing::WithParamInterface<SweepCase> {
protected:
  /// Checks out[0, count) for the inputs base + i * stride.
  void checkChunk(const std::vector<uint32_t> &got,
                  const std::vector<uint32_t> &got2, uint32_t base,
                  uint32_t stride, Tally &total) {
    const SweepCase &c = GetParam();
    MathCase mc{c.name, Form::Unary, c.ref, c.bound, 0, 0, 0, c.absolute};
    unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    std::mutex mutex;
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        Tally mine;
        for (size_t i = t; i < got.size(); i += threads) {
          uint32_t bits = base + uint32_t(i) * stride;
          float x;
          std::memcpy(&x, &bits, 4);
          if (std::fabs(x) > c.domain) // NaN stays
            continue;
          ++mine.checked;
          bool ok;
          double err = 0;
          if (c.intResult) {
            ok = double(int32_t(got[i])) == c.ref(x, 0, 0) ||
                 (isSubnormal(x) && int32_t(got[i]) == INT32_MIN);
          } else {
            float r;
            std::memcpy(&r, &got[i], 4);
            ok = acceptable(r, x, 0, 0, mc, &err);
            if (ok && err <= c.bound && err > mine.maxUlp) {
              mine.maxUlp = err;
              mine.worst = bits;
            } else if (ok && err > c.bound) {
              ++mine.flushed;
            }
          }
          if (ok && c.second.ref)
            ok = secondAcceptable(c.second, x, got2[i]);
          if (ok || mine.bad++ != 0)
            continue;
          std::ostringstream os;
          os << c.name << "(" << Show<float>{x} << ") = 0x" << std::hex
             << got[i];
          if (c.second.ref)
            os << " / 0x" << got2[i];
          os << std::dec << ", reference " << c.ref(x, 0, 0);
          if (c.second.ref)
            os << " / " << c.second.ref(x, 0, 0);
          mine.firstBad = os.str();
        }
        std::lock_guard<std::mutex> lock(mutex);
        total.checked += mine.checked;
        total.flushed += mine.flushed;
        if (total.firstBad.empty())
          total.firstBad = mine.firstBad;
        total.bad += mine.bad;
        if (mine.maxUlp > total.maxUlp) {
          total.maxUlp = mine.maxUlp;
          total.worst = mine.worst;
        }
      });
    for (std::thread &t : pool)
      t.join();
  }
};

TEST_P(MathSweep, EveryFloat) {
  const SweepCase &c = GetParam();
  Kernel k = kernel(std::string("__kernel void sweep(__global float *out, "
                                "__global float *out2, uint base, uint "
                                "stride) {\n  uint i = get_global_id(0);\n"
                                "  float x = as_float(base + i * stride);\n"
                                "  ") +
                    c.body + "\n}\n");
  const char *full = std::getenv("VKCL_FULL_MATH_SWEEP");
  bool every = full && std::string(full) == "1";
  uint64_t chunk = uint64_t(1) << (every ? 26 : 18);
  uint32_t stride = every ? 1 : 16381;
  uint64_t total = every ? uint64_t(1) << 32 : chunk;
  Buffer out = makeBuffer(chunk * 4), out2 = makeBuffer(chunk * 4);
  Tally tally;
  auto start = std::chrono::steady_clock::now();
  for (uint64_t base = 0; base < total; base += chunk) {
    run(k, NDRange::linear(uint32_t(chunk), 256), out, out2,
        static_cast<uint32_t>(base), stride);
    std::vector<uint32_t> got = download<uint32_t>(out, chunk);
    std::vector<uint32_t> got2;
    if (c.second.ref)
      got2 = download<uint32_t>(out2, chunk);
    checkChunk(got, got2, uint32_t(base), stride, tally);
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::printf(
      "[ sweep ] %s on %s: %llu floats, max %.3f ulp (bound %g) at "
      "0x%08x, %llu within an allowance (flushing, absolute), %llu beyond, "
      "%.1f s\n",
      c.name, profile().name.c_str(),
      static_cast<unsigned long long>(tally.checked), tally.maxUlp, c.bound,
      tally.worst, static_cast<unsigned long long>(tally.flushed),
      static_cast<unsigned long long>(tally.bad), seconds);
  EXPECT_EQ(tally.bad, 0u) << "first: " << tally.firstBad;
}

INSTANTIATE_TEST_SUITE_P(Library, MathSweep, ::testing::ValuesIn(sweepCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

} // namespace
} // namespace vkcl::e2e
