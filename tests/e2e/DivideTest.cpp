// Correctly rounded division: float `/` under
// -cl-fp32-correctly-rounded-divide-sqrt (library/float/divide.cl) and
// double `/` always (library/double/divide.cl; OpenCL wants it, Vulkan
// promises double OpFDiv single precision's accuracy only). `x / y`,
// `x /= y` and the reciprocal `1 / y` must equal the correctly rounded
// quotient (float: the double quotient rounded to float, which double
// rounding cannot spoil, 53 >= 2 * 24 + 2; double: the host's IEEE
// division), bit for bit, signed zeros included, any NaN for a NaN;
// subnormal operands and quotients too, since the library reads and builds
// them on the bits (no flush even where the device flushes, as SwiftShader
// does). The device's own float OpFDiv is 2.5 ulp, so the random and
// near-midpoint pairs would catch a division left to it.
//
// Inputs: every pair of the special values (zeros, subnormals, the
// smallest and largest normals, infinities, NaN, powers of two and their
// neighbours), random bit patterns, random moderate values, quotients
// within a few units of 2^-2p of a midpoint between two neighbours,
// quotients in the subnormal range and near the overflow threshold, and
// subnormal operands; scalars take all of them, vectors (2, 3, 4, 8, 16) a
// sample at each width; 1 and 16 also at -O0 (the emitter's own output).
// Half `/` is correctly rounded too (HalfDivisionIsCorrectlyRounded).
#include "E2eFixture.h"
#include "HalfConversion.h" // bitsOf, floatOf, doubleOf

#include <cmath>
#include <tuple>

namespace vkcl::e2e {
namespace {

/// float or double as bits: W, the mantissa bits M, the exponent field's
/// maximum, and conversions.
template <typename T> struct Ieee;
template <> struct Ieee<float> {
  using Bits = uint32_t;
  static constexpr int Mant = 23;
  static constexpr Bits MaxField = 254, Bias = 127;
  static constexpr const char *name = "float";
  static constexpr const char *one = "1.0f";
  static Bits bits(float f) { return bitsOf(f); }
  static float value(Bits b) { return floatOf(b); }
  /// The correctly rounded quotient (double rounding is innocuous here).
  static float quotient(float x, float y) {
    return static_cast<float>(static_cast<double>(x) / y);
  }
};
template <> struct Ieee<double> {
  using Bits = uint64_t;
  static constexpr int Mant = 52;
  static constexpr Bits MaxField = 2046, Bias = 1023;
  static constexpr const char *name = "double";
  static constexpr const char *one = "1.0";
  static Bits bits(double d) { return bitsOf(d); }
  static double value(Bits b) { return doubleOf(b); }
  static double quotient(double x, double y) { return x / y; }
};

template <typename T> std::string kernelSource(unsigned width) {
  std::string w = std::to_string(width);
  std::string t = Ieee<T>::name + (width == 1 ? "" : w);
  std::string p = std::string("global ") + Ieee<T>::name + " *";
  std::string load = width == 1 ? "p[i]" : "vload" + w + "(i, p)";
  std::string store = width == 1 ? "p[i] = v" : "vstore" + w + "(v, i, p)";
  return "#define LOAD(p) " + load + "\n#define STORE(v, p) " + store +
         "\nkernel void divide(const " + p + "x, const " + p + "y, " + p +
         "q,\n                     " + p + "a, " + p +
         "r) {\n"
         "  size_t i = get_global_id(0);\n"
         "  " +
         t +
         " xv = LOAD(x), yv = LOAD(y);\n"
         "  STORE(xv / yv, q);\n"
         "  " +
         t +
         " t = xv;\n"
         "  t /= yv;\n"
         "  STORE(t, a);\n"
         "  STORE(" +
         Ieee<T>::one +
         " / yv, r);\n"
         "}\n";
}

/// (vector width, optimize)
using Param = std::tuple<unsigned, bool>;

class Divide : public E2eTest, public ::testing::WithParamInterface<Param> {
protected:
  template <typename T> using Bits = typename Ieee<T>::Bits;
  template <typename T> Bits<T> randomBits() {
    return static_cast<Bits<T>>(rng()());
  }
  /// Random sign and mantissa, exponent field in [lo, hi].
  template <typename T> T randomValue(Bits<T> lo, Bits<T> hi) {
    using I = Ieee<T>;
    Bits<T> field = lo + randomBits<T>() % (hi - lo + 1);
    Bits<T> keep =
        (Bits<T>(1) << (sizeof(T) * 8 - 1)) | ((Bits<T>(1) << I::Mant) - 1);
    return I::value((randomBits<T>() & keep) | field << I::Mant);
  }
  /// Field of `v`'s exponent.
  template <typename T> Bits<T> field(T v) {
    return (Ieee<T>::bits(v) >> Ieee<T>::Mant) & (2 * Ieee<T>::Bias + 1);
  }
  /// y times a midpoint between two neighbours in [1, 2) (its last bit one
  /// place below T's), scaled, rounded to T, moved by up to 3 units.
  template <typename T> T nearMidpoint(T y) {
    using I = Ieee<T>;
    Bits<T> mid = randomBits<T>() & ((Bits<T>(1) << I::Mant) - 1);
    long double m = 1.0L + std::ldexp(static_cast<long double>(mid), -I::Mant) +
                    std::ldexp(1.0L, -I::Mant - 1);
    int scale = static_cast<int>(randomBits<T>() % 40) - 20;
    T x = static_cast<T>(std::ldexp(m * y, scale));
    return I::value(I::bits(x) + randomBits<T>() % 7 - 3);
  }

  template <typename T> void pairs(std::vector<T> &x, std::vector<T> &y) {
    using I = Ieee<T>;
    T tiny = I::value(1), maxSub = I::value((Bits<T>(1) << I::Mant) - 1);
    T minNormal = std::numeric_limits<T>::min();
    std::vector<T> specials = {T(0),
                               T(1),
                               T(2),
                               T(3),
                               T(0.5),
                               T(0.1),
                               T(1e10),
                               tiny,
                               maxSub,
                               minNormal,
                               std::nextafter(minNormal, T(1)),
                               std::numeric_limits<T>::max(),
                               minNormal / 2,
                               std::nextafter(T(1), T(2)),
                               std::nextafter(T(1), T(0)),
                               std::nextafter(T(2), T(1)),
                               T(INFINITY),
                               T(NAN),
                               T(7),
                               T(10)};
    for (T a : specials)
      for (T b : specials)
        for (int s = 0; s < 4; ++s) {
          x.push_back(s & 1 ? -a : a);
          y.push_back(s & 2 ? -b : b);
        }
    const Bits<T> mid = I::Bias, max = I::MaxField;
    for (int i = 0; i < 1 << 13; ++i) {
      x.push_back(I::value(randomBits<T>())),
          y.push_back(I::value(randomBits<T>()));
      x.push_back(randomValue<T>(mid - 27, mid + 27)),
          y.push_back(randomValue<T>(mid - 27, mid + 27));
      T m = randomValue<T>(mid - 27, mid + 27);
      x.push_back(nearMidpoint(m)), y.push_back(m);
      T t = randomValue<T>(1, max); // a subnormal or tiny quotient
      Bits<T> et = field(t), low = I::Bias + I::Mant;
      Bits<T> e = et - low + randomBits<T>() % (I::Mant + 8);
      x.push_back(et > low ? randomValue<T>(e, e) : randomValue<T>(0, 0));
      y.push_back(t);
      T h = randomValue<T>(1, mid + 1); // a quotient near overflow
      Bits<T> eh = field(h) + mid - 1 + randomBits<T>() % 4;
      x.push_back(randomValue<T>(std::min(eh, max), std::min(eh, max)));
      y.push_back(h);
      x.push_back(randomValue<T>(0, 0)), y.push_back(randomValue<T>(1, max));
      x.push_back(randomValue<T>(1, max)), y.push_back(randomValue<T>(0, 0));
    }
  }

  template <typename T> void check(const char *options) {
    using I = Ieee<T>;
    auto [width, optimize] = GetParam();
    std::vector<T> x, y;
    pairs(x, y);
    if (width > 1) { // a sample, shuffled across the kinds of pairs
      std::vector<T> sx, sy;
      for (size_t i = 0; i < 1 << 13; ++i) {
        size_t k = rng()() % x.size();
        sx.push_back(x[k]), sy.push_back(y[k]);
      }
      x.swap(sx), y.swap(sy);
    }
    while (x.size() % width)
      x.push_back(T(1)), y.push_back(T(3));
    CompileOptions compile;
    if (*options)
      compile.extraClangOptions = {options};
    compile.optimize = optimize;
    Kernel k = kernel(kernelSource<T>(width), "divide", compile);
    Buffer bx = upload(x), by = upload(y);
    Buffer bq = makeBuffer(x.size() * sizeof(T)),
           ba = makeBuffer(x.size() * sizeof(T)),
           br = makeBuffer(x.size() * sizeof(T));
    run(k, NDRange::linear(x.size() / width), bx, by, bq, ba, br);
    std::vector<Bits<T>> q = download<Bits<T>>(bq, x.size());
    std::vector<Bits<T>> a = download<Bits<T>>(ba, x.size());
    std::vector<Bits<T>> r = download<Bits<T>>(br, x.size());
    auto same = [](Bits<T> got, T want) {
      return std::isnan(want) ? std::isnan(I::value(got))
                              : got == I::bits(want);
    };
    size_t wrong = 0;
    for (size_t i = 0; i < x.size(); ++i) {
      T want = I::quotient(x[i], y[i]), recip = I::quotient(T(1), y[i]);
      bool ok = same(q[i], want) && same(a[i], want) && same(r[i], recip);
      if (!ok && ++wrong <= 8)
        ADD_FAILURE() << std::hexfloat << x[i] << " / " << y[i] << ": "
                      << I::value(q[i]) << " (/=: " << I::value(a[i])
                      << "), expected " << want << "; 1 / y: " << I::value(r[i])
                      << ", expected " << recip;
    }
    EXPECT_EQ(0u, wrong) << "of " << x.size();
  }
};

TEST_P(Divide, FloatCorrectlyRounded) {
  check<float>("-cl-fp32-correctly-rounded-divide-sqrt");
}

TEST_P(Divide, Double) {
  E2E_REQUIRE_FP64();
  check<double>("");
}

/// half `/` (cl_khr_fp16): within 1 ulp in OpenCL, correctly rounded by
/// vkcl (in float with one correction, ExprEmitter.cpp's halfDivide; the
/// CTS wants 1 / y correctly rounded). Every half y, as 1 / y and under a
/// random x, and the special halves against each other, against the
/// double quotient rounded once to half (exact: no quotient of halves
/// lies near a midpoint but on it), bit for bit, any NaN for a NaN.
TEST_F(E2eTest, HalfDivisionIsCorrectlyRounded) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  std::vector<uint16_t> x, y;
  for (uint32_t b = 0; b < 0x10000; ++b) {
    x.push_back(static_cast<uint16_t>(rng()())), y.push_back(uint16_t(b));
    x.push_back(0x3c00), y.push_back(uint16_t(b)); // 1 / y
  }
  const uint16_t specials[] = {0x0000, 0x0001, 0x03ff, 0x0400, 0x3bff, 0x3c00,
                               0x3c01, 0x4000, 0x7bff, 0x7c00, 0x7e00, 0x5640};
  for (uint16_t a : specials)
    for (uint16_t b : specials)
      for (uint16_t s : {0, 1, 2, 3}) {
        x.push_back(a | (s & 1 ? 0x8000 : 0));
        y.push_back(b | (s & 2 ? 0x8000 : 0));
      }
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void divide(global const half *x, global const half *y,
                   global half *q, global half *a) {
  size_t i = get_global_id(0);
  q[i] = x[i] / y[i];
  half t = x[i];
  t /= y[i];
  a[i] = t;
}
)CL",
                    "divide");
  Buffer bx = upload(x), by = upload(y);
  Buffer bq = makeBuffer(x.size() * 2), ba = makeBuffer(x.size() * 2);
  run(k, NDRange::linear(x.size()), bx, by, bq, ba);
  std::vector<uint16_t> q = download<uint16_t>(bq, x.size());
  std::vector<uint16_t> a = download<uint16_t>(ba, x.size());
  size_t wrong = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    double want = double(reference::halfToFloat(x[i])) /
                  double(reference::halfToFloat(y[i]));
    uint16_t bits = reference::doubleToHalf(want);
    auto same = [&](uint16_t got) {
      return reference::halfIsNan(bits) ? reference::halfIsNan(got)
                                        : got == bits;
    };
    if (!(same(q[i]) && same(a[i])) && ++wrong <= 8)
      ADD_FAILURE() << std::hex << "0x" << x[i] << " / 0x" << y[i] << ": 0x"
                    << q[i] << " (/=: 0x" << a[i] << "), expected 0x" << bits;
  }
  EXPECT_EQ(0u, wrong) << "of " << x.size();
}

INSTANTIATE_TEST_SUITE_P(Widths, Divide,
                         ::testing::Values(Param{1, true}, Param{2, true},
                                           Param{3, true}, Param{4, true},
                                           Param{8, true}, Param{16, true},
                                           Param{1, false}, Param{16, false}),
                         [](const ::testing::TestParamInfo<Param> &info) {
                           return "n" +
                                  std::to_string(std::get<0>(info.param)) +
                                  (std::get<1>(info.param) ? "" : "_O0");
                         });

} // namespace
} // namespace vkcl::e2e
