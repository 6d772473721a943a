// Every one-argument float function of the OpenCL C math library on every
// float: the issue's "all 2^32 inputs on the GPU machine", against the
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
#include <tuple>

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
  /// The kernel body: from the input `x`, the result's bits `r` (and
  /// the pointer result's `r2`).
  const char *body;
  Ref ref;
  double bound;
  double absolute = 0; ///< as MathCase::absolute
  Second second = {};
  bool intResult = false;
  float domain = INFINITY; ///< inputs with |x| > domain are not checked
  /// The device's double reference (OpenCL C setting `ref`, `ref2` from
  /// `x`, `xd`): null for the double function of the same name, half_
  /// dropped. Only a filter: see MathSweep::filterKernel.
  const char *deviceRef = nullptr;
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

#define UNARY(f) "r = as_uint(" #f "(x));"
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
    {"ilogb", "r = (uint)ilogb(x);", [](double x, double, int) {
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
    {"sincos", "float c; r = as_uint(sincos(x, &c)); r2 = as_uint(c);",
     LIBM(sin), 4, 0, {LIBM(cos), 4}, false, INFINITY,
     "double c; ref = sincos(xd, &c); ref2 = c;"},
    {"frexp", "int e; r = as_uint(frexp(x, &e)); r2 = (uint)e;",
     frexpMantissa, 0, 0, {frexpExponent, 0, true}, false, INFINITY,
     "int e; ref = frexp(xd, &e); ref2 = e;"},
    {"modf", "float n; r = as_uint(modf(x, &n)); r2 = as_uint(n);",
     modfFraction, 0, 0, {modfIntegral}, false, INFINITY,
     "double n; ref = modf(xd, &n); ref2 = n;"},
    // fract is defined by float arithmetic: fmin(x - floor(x), 0x1.fffffep-1f)
    {"fract", "float n; r = as_uint(fract(x, &n)); r2 = as_uint(n);",
     fractRef, 0, 0, {LIBM(floor)}, false, INFINITY,
     "float n = floor(x); ref = fmin(x - n, 0x1.fffffep-1f); ref2 = n;"},
    // the sign is not checked at the poles (as lgammaSign)
    {"lgamma_r", "int s; r = as_uint(lgamma_r(x, &s)); r2 = (uint)s;",
     LIBM(lgamma), 64, 0x1p-17, {lgammaSign, 0, true}, false, INFINITY,
     "int s; ref = lgamma_r(xd, &s);\n"
     "  ref2 = x <= 0 && x == floor(x) ? (int)r2 : s;"},
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
    {"half_recip", UNARY(half_recip), [](double x, double, int) { return 1 / x; }, 8192, 0, {}, false, INFINITY, "ref = 1.0 / xd;"},
};
// clang-format on
#undef UNARY
#undef LIBM

/// What one host thread saw of one chunk.
struct Tally {
  uint64_t checked = 0, flushed = 0, bad = 0;
  uint64_t filtered = 0,
           listed = 0; ///< chunks the device filtered, results it listed
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

/// The device's filter (see MathSweep::filterKernel): ulp_error_f32 in
/// OpenCL C, and a result's test against 0.9 of the bound (0: the same
/// float, zeros' signs included) or, for int results, equality.
const char *filterPrelude = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
double ulp_error(float t, double ref) {
  if (isnan(ref))
    return isnan(t) ? 0.0 : INFINITY;
  if (isnan(t))
    return INFINITY;
  // On the bits: a device that flushes (NVIDIA's, without DenormPreserve)
  // compares any two subnormals, or one and a zero, as equal.
  if (as_uint((float)ref) == as_uint(t))
    return 0.0;
  if (isinf(ref))
    return INFINITY;
  double d = isinf(t) ? copysign(0x1p128, (double)t) : (double)t;
  if (ref == 0.0)
    return fabs(d) / 0x1p-149;
  int e;
  int m = ilogb(ref);
  if (frexp(fabs(ref), &e) == 0.5)
    m -= 1;
  return fabs(d - ref) / ldexp(1.0, max(m, -126) - 23);
}
/// The error to record (a float's bits), or Host where the host must
/// decide. Integer codes: lavapipe (Mesa 22.3) turns a select of 0.0f
/// and -1.0f into -(float)!c, a zero of the wrong sign.
#define Host 0xffffffffu
uint judge(uint got, double ref, float bound, int isInt) {
  if (isInt)
    return (int)got == (int)ref ? 0u : Host;
  float t = as_float(got);
  if (isnan(ref)) // NaN's sign is free
    return isnan(t) ? 0u : Host;
  double err = ulp_error(t, ref);
  if (bound == 0.0f)
    return err == 0.0 && signbit(t) == signbit((float)ref) ? 0u : Host;
  return err <= 0.9 * bound ? as_uint((float)err) & 0x7fffffffu : Host;
}
)CL";

class MathSweep : public E2eTest,
                  public ::testing::WithParamInterface<SweepCase> {
protected:
  static constexpr uint32_t FilterCap = 1u << 20;

  /// r (and r2) of every input base + i * stride.
  std::string resultKernel() {
    const SweepCase &c = GetParam();
    return std::string("__kernel void sweep(__global uint *out, __global uint "
                       "*out2, uint base, uint stride) {\n"
                       "  uint i = get_global_id(0);\n"
                       "  float x = as_float(base + i * stride);\n"
                       "  uint r = 0, r2 = 0;\n  ") +
           c.body + "\n  out[i] = r;\n" +
           (c.second.ref ? "  out2[i] = r2;\n" : "") + "}\n";
  }

  /// The filter: each result against the device's own double function,
  /// an error well inside the bound recorded (its largest in state[1]),
  /// any other result listed for the host (index, r, r2 in flags; the
  /// count in state[0]). Only a filter: every listed result, and every
  /// result of a chunk whose list overflows, is judged by the host's
  /// references, so the device's double library can only send work to
  /// the host, never pass a result the host would fail, unless it erred
  /// by a tenth of the bound in exactly the float result's direction.
  std::string filterKernel() {
    const SweepCase &c = GetParam();
    std::string ref;
    if (c.deviceRef) {
      ref = c.deviceRef;
    } else {
      std::string name = c.name;
      if (name.rfind("half_", 0) == 0)
        name = name.substr(5);
      ref = "ref = " + name + "(xd);";
    }
    std::ostringstream os;
    os << filterPrelude
       << "__kernel void filter(__global const uint *out, __global const "
          "uint *out2, __global uint *state, __global uint *flags, uint "
          "base, uint stride, float domain) {\n"
          "  uint i = get_global_id(0);\n"
          "  float x = as_float(base + i * stride);\n"
          "  if (fabs(x) > domain)\n    return;\n"
          "  double xd = x, ref = 0, ref2 = 0;\n"
          "  uint r = out[i], r2 = out2[i];\n  {\n    "
       << ref << "\n  }\n  uint e = judge(r, ref, " << std::to_string(c.bound)
       << "f, " << int(c.intResult) << ");\n";
    if (c.second.ref)
      os << "  uint e2 = judge(r2, ref2, " << std::to_string(c.second.bound)
         << "f, " << int(c.second.isInt)
         << ");\n  if (e2 == Host)\n    e = Host;\n";
    os << "  if (e == Host) {\n"
          "    uint s = atomic_inc(&state[0]);\n"
          "    if (s < "
       << FilterCap
       << "u) {\n"
          "      flags[3 * s] = i;\n      flags[3 * s + 1] = r;\n"
          "      flags[3 * s + 2] = r2;\n    }\n"
          "  } else if (e > state[1]) {\n"
          "    atomic_max(&state[1], e);\n  }\n}\n";
    return os.str();
  }

  /// Judges one result on the host.
  void checkOne(uint32_t bits, uint32_t got, uint32_t got2, Tally &mine) {
    const SweepCase &c = GetParam();
    MathCase mc{c.name, Form::Unary, c.ref, c.bound, 0, 0, 0, c.absolute};
    float x;
    std::memcpy(&x, &bits, 4);
    if (std::fabs(x) > c.domain) // NaN stays
      return;
    ++mine.checked;
    bool ok;
    double err = 0;
    if (c.intResult) {
      ok = double(int32_t(got)) == c.ref(x, 0, 0) ||
           (isSubnormal(x) && int32_t(got) == INT32_MIN);
    } else {
      float r;
      std::memcpy(&r, &got, 4);
      ok = acceptable(r, x, 0, 0, mc, &err);
      if (ok && err <= c.bound && err > mine.maxUlp) {
        mine.maxUlp = err;
        mine.worst = bits;
      } else if (ok && err > c.bound) {
        ++mine.flushed;
      }
    }
    if (ok && c.second.ref)
      ok = secondAcceptable(c.second, x, got2);
    if (ok || mine.bad++ != 0)
      return;
    std::ostringstream os;
    os << c.name << "(" << Show<float>{x} << ") = 0x" << std::hex << got;
    if (c.second.ref)
      os << " / 0x" << got2;
    os << std::dec << ", reference " << c.ref(x, 0, 0);
    if (c.second.ref)
      os << " / " << c.second.ref(x, 0, 0);
    mine.firstBad = os.str();
  }

  /// checkOne(bits(k), got(k), got2(k)) for k in [0, n), on every core.
  template <typename Item> void checkAll(size_t n, Item item, Tally &total) {
    unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    std::mutex mutex;
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        Tally mine;
        for (size_t k = t; k < n; k += threads) {
          auto [bits, got, got2] = item(k);
          checkOne(bits, got, got2, mine);
        }
        std::lock_guard<std::mutex> lock(mutex);
        merge(mine, total);
      });
    for (std::thread &t : pool)
      t.join();
  }

  static void merge(const Tally &mine, Tally &total) {
    total.checked += mine.checked;
    total.flushed += mine.flushed;
    if (total.firstBad.empty())
      total.firstBad = mine.firstBad;
    total.bad += mine.bad;
    if (mine.maxUlp > total.maxUlp) {
      total.maxUlp = mine.maxUlp;
      total.worst = mine.worst;
    }
  }

  /// Every result of the chunk, judged on the host.
  void checkOnHost(const Buffer &out, const Buffer &out2, uint64_t count,
                   uint32_t base, uint32_t stride, Tally &total) {
    std::vector<uint32_t> got = download<uint32_t>(out, count);
    std::vector<uint32_t> got2;
    if (GetParam().second.ref)
      got2 = download<uint32_t>(out2, count);
    checkAll(
        count,
        [&](size_t k) {
          return std::make_tuple(base + uint32_t(k) * stride, got[k],
                                 got2.empty() ? 0u : got2[k]);
        },
        total);
  }

  /// The chunk through the device's filter; false where its list
  /// overflowed (the caller then judges the whole chunk on the host).
  bool checkFiltered(Kernel &filter, const Buffer &out, const Buffer &out2,
                     Buffer &state, Buffer &flags, uint64_t count,
                     uint32_t base, uint32_t stride, Tally &total) {
    const SweepCase &c = GetParam();
    const uint32_t zeros[2] = {0, 0};
    check(queue().write(state, 0, zeros, sizeof zeros), "Queue::write");
    run(filter, NDRange::linear(uint32_t(count), 256), out, out2, state, flags,
        base, stride, c.domain);
    std::vector<uint32_t> s = download<uint32_t>(state, 2);
    if (s[0] > FilterCap)
      return false;
    std::vector<uint32_t> listed = download<uint32_t>(flags, 3 * size_t(s[0]));
    Tally listedTally;
    checkAll(
        s[0],
        [&](size_t k) {
          return std::make_tuple(base + listed[3 * k] * stride,
                                 listed[3 * k + 1], listed[3 * k + 2]);
        },
        listedTally);
    // The device's share: every input of the domain not listed, within
    // 0.9 of the bound.
    uint64_t inDomain = count;
    if (std::isfinite(c.domain)) {
      inDomain = 0;
      for (uint64_t k = 0; k < count; ++k) {
        uint32_t bits = base + uint32_t(k) * stride;
        float x;
        std::memcpy(&x, &bits, 4);
        inDomain += !(std::fabs(x) > c.domain);
      }
    }
    Tally device;
    device.checked = inDomain - listedTally.checked;
    float deviceMax;
    std::memcpy(&deviceMax, &s[1], 4);
    device.maxUlp = deviceMax;
    merge(device, total);
    merge(listedTally, total);
    ++total.filtered;
    total.listed += s[0];
    return true;
  }
};

TEST_P(MathSweep, EveryFloat) {
  const SweepCase &c = GetParam();
  Kernel k = kernel(resultKernel());
  // The filter needs double; built before the skip below, so the GPU
  // machine's kernel cache has it.
  bool filtered = profile().float64;
  Kernel filter;
  if (filtered)
    filter = kernel(filterKernel());
  const char *full = std::getenv("VKCL_FULL_MATH_SWEEP");
  bool every = full && std::string(full) == "1";
  uint64_t chunk = uint64_t(1) << (every ? 26 : 18);
  uint32_t stride = every ? 1 : 16381;
  uint64_t total = every ? uint64_t(1) << 32 : chunk;
  Buffer out = makeBuffer(chunk * 4), out2 = makeBuffer(chunk * 4);
  Buffer state = makeBuffer(8);
  Buffer flags = makeBuffer(size_t(3) * FilterCap * 4);
  Tally tally, hostTally;
  auto start = std::chrono::steady_clock::now();
  for (uint64_t base = 0; base < total; base += chunk) {
    run(k, NDRange::linear(uint32_t(chunk), 256), out, out2,
        static_cast<uint32_t>(base), stride);
    // CI's sample also goes through the host alone, so the filter is
    // checked against it: the same failures, the same largest error.
    if (!every || !filtered)
      checkOnHost(out, out2, chunk, uint32_t(base), stride, hostTally);
    if (filtered && !checkFiltered(filter, out, out2, state, flags, chunk,
                                   uint32_t(base), stride, tally))
      checkOnHost(out, out2, chunk, uint32_t(base), stride, tally);
  }
  if (!filtered)
    tally = hostTally;
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::printf("[ sweep ] %s on %s: %llu floats, max %.3f ulp (bound %g)",
              c.name, profile().name.c_str(),
              static_cast<unsigned long long>(tally.checked), tally.maxUlp,
              c.bound);
  if (tally.worst)
    std::printf(" at 0x%08x", tally.worst);
  std::printf(", %llu within an allowance (flushing, absolute), %llu beyond",
              static_cast<unsigned long long>(tally.flushed),
              static_cast<unsigned long long>(tally.bad));
  if (filtered)
    std::printf(", %llu of %llu chunks filtered on the device (%llu listed)",
                static_cast<unsigned long long>(tally.filtered),
                static_cast<unsigned long long>(total / chunk),
                static_cast<unsigned long long>(tally.listed));
  std::printf(", %.1f s\n", seconds);
  std::fflush(stdout);
  EXPECT_EQ(tally.bad, 0u) << "first: " << tally.firstBad;
  if (filtered && !every) {
    EXPECT_EQ(tally.bad, hostTally.bad) << "the filter lost a failure";
    EXPECT_EQ(tally.checked, hostTally.checked);
    EXPECT_NEAR(tally.maxUlp, hostTally.maxUlp, 1e-6 * c.bound)
        << "the filter's largest error differs from the host's (device at 0x"
        << std::hex << tally.worst << ", host at 0x" << hostTally.worst << ")";
  }
}

INSTANTIATE_TEST_SUITE_P(Library, MathSweep, ::testing::ValuesIn(sweepCases),
                         [](const auto &info) {
                           return std::string(info.param.name);
                         });

} // namespace
} // namespace vkcl::e2e
