// Float division under -cl-fp32-correctly-rounded-divide-sqrt
// (library/float/divide.cl): `x / y`, `x /= y` and the reciprocal `1.0f /
// y` must equal the double quotient rounded to float, bit for bit (double
// rounding is innocuous for division: 53 >= 2 * 24 + 2), signed zeros
// included, any NaN for a NaN; subnormal operands and quotients too, since
// the library reads and builds them on the bits (no flush even where the
// device flushes, as SwiftShader does). The device's own OpFDiv is 2.5 ulp,
// so the random and near-midpoint pairs would catch a division left to it.
//
// Inputs: every pair of the special values (zeros, subnormals, the
// smallest and largest normals, infinities, NaN, powers of two and their
// neighbours), random bit patterns, random moderate values, quotients
// within a few 2^-46 of a midpoint between two floats, quotients in the
// subnormal range and near the overflow threshold, and subnormal operands;
// scalars take all of them, vectors (2, 3, 4, 8, 16) a sample at each
// width; 1 and 16 also at -O0 (the emitter's own output).
#include "E2eFixture.h"
#include "HalfConversion.h" // bitsOf, floatOf

#include <cmath>
#include <tuple>

namespace vkcl::e2e {
namespace {

/// The correctly rounded quotient's bits (a NaN as the canonical quiet
/// one: any NaN is right).
uint32_t quotientBits(float x, float y) {
  float q = static_cast<float>(static_cast<double>(x) / y);
  return std::isnan(q) ? 0x7fc00000u : bitsOf(q);
}
uint32_t canonical(uint32_t bits) {
  return std::isnan(floatOf(bits)) ? 0x7fc00000u : bits;
}

std::string kernelSource(unsigned width) {
  std::string t = width == 1 ? "float" : "float" + std::to_string(width);
  std::string load =
      width == 1 ? "p[i]" : "vload" + std::to_string(width) + "(i, p)";
  std::string store =
      width == 1 ? "p[i] = v" : "vstore" + std::to_string(width) + "(v, i, p)";
  return "#define LOAD(p) " + load + "\n#define STORE(v, p) " + store +
         "\nkernel void divide(global const float *x, global const float *y,\n"
         "                     global float *q, global float *a,\n"
         "                     global float *r) {\n"
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
         "  STORE(1.0f / yv, r);\n"
         "}\n";
}

/// (vector width, optimize)
using Param = std::tuple<unsigned, bool>;

class DivideCorrectlyRounded : public E2eTest,
                               public ::testing::WithParamInterface<Param> {
protected:
  uint32_t random32() { return static_cast<uint32_t>(rng()()); }
  /// Random sign and mantissa, exponent field in [lo, hi].
  float randomFloat(uint32_t lo, uint32_t hi) {
    uint32_t field = lo + random32() % (hi - lo + 1);
    return floatOf((random32() & 0x807fffffu) | field << 23);
  }
  /// y times a 25-bit midpoint, rounded, moved by up to 3 units.
  float nearMidpoint(float y) {
    uint32_t mid = (random32() & 0xffffffu) | 0x1000001u;
    double m = std::ldexp(static_cast<double>(mid),
                          -24 + static_cast<int>(random32() % 40) - 20);
    float x = static_cast<float>(m * y);
    return floatOf(bitsOf(x) + random32() % 7 - 3);
  }

  void pairs(std::vector<float> &x, std::vector<float> &y) {
    std::vector<float> specials = {0.0f,
                                   1.0f,
                                   2.0f,
                                   3.0f,
                                   0.5f,
                                   0.1f,
                                   1e10f,
                                   0x1p-149f,
                                   0x1.fffffcp-127f,
                                   0x1p-126f,
                                   0x1.000002p-126f,
                                   0x1.fffffep127f,
                                   0x1p127f,
                                   0x1p-127f,
                                   1.0000001f,
                                   0.99999994f,
                                   0x1.fffffep0f,
                                   INFINITY,
                                   NAN,
                                   0x1p23f,
                                   7.0f,
                                   10.0f};
    for (float a : specials)
      for (float b : specials)
        for (int s = 0; s < 4; ++s) {
          x.push_back(s & 1 ? -a : a);
          y.push_back(s & 2 ? -b : b);
        }
    for (int i = 0; i < 1 << 13; ++i) {
      x.push_back(floatOf(random32())), y.push_back(floatOf(random32()));
      x.push_back(randomFloat(100, 154)), y.push_back(randomFloat(100, 154));
      float m = randomFloat(100, 154);
      x.push_back(nearMidpoint(m)), y.push_back(m);
      float t = randomFloat(1, 254); // a subnormal or tiny quotient
      uint32_t et = bitsOf(t) >> 23 & 0xff;
      x.push_back(floatOf((random32() & 0x807fffffu) |
                          (et > 150 ? (et - 150 + random32() % 30) << 23 : 0)));
      y.push_back(t);
      float h = randomFloat(1, 128); // a quotient near overflow
      uint32_t eh = (bitsOf(h) >> 23 & 0xff) + 126 + random32() % 4;
      x.push_back(
          floatOf((random32() & 0x807fffffu) | (eh > 254 ? 254 : eh) << 23));
      y.push_back(h);
      x.push_back(randomFloat(0, 0)), y.push_back(randomFloat(1, 254));
      x.push_back(randomFloat(1, 254)), y.push_back(randomFloat(0, 0));
    }
  }
};

TEST_P(DivideCorrectlyRounded, EqualsTheRoundedQuotient) {
  auto [width, optimize] = GetParam();
  std::vector<float> x, y;
  pairs(x, y);
  if (width > 1) { // a sample, shuffled across the kinds of pairs
    std::vector<float> sx, sy;
    for (size_t i = 0; i < 1 << 13; ++i) {
      size_t k = random32() % x.size();
      sx.push_back(x[k]), sy.push_back(y[k]);
    }
    x.swap(sx), y.swap(sy);
  }
  while (x.size() % width)
    x.push_back(1.0f), y.push_back(3.0f);
  CompileOptions options;
  options.extraClangOptions = {"-cl-fp32-correctly-rounded-divide-sqrt"};
  options.optimize = optimize;
  Kernel k = kernel(kernelSource(width), "divide", options);
  Buffer bx = upload(x), by = upload(y);
  Buffer bq = makeBuffer(x.size() * 4), ba = makeBuffer(x.size() * 4),
         br = makeBuffer(x.size() * 4);
  run(k, NDRange::linear(x.size() / width), bx, by, bq, ba, br);
  std::vector<uint32_t> q = download<uint32_t>(bq, x.size());
  std::vector<uint32_t> a = download<uint32_t>(ba, x.size());
  std::vector<uint32_t> r = download<uint32_t>(br, x.size());
  size_t wrong = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    uint32_t want = quotientBits(x[i], y[i]);
    uint32_t recip = quotientBits(1.0f, y[i]);
    bool ok = canonical(q[i]) == want && canonical(a[i]) == want &&
              canonical(r[i]) == recip;
    if (!ok && ++wrong <= 8)
      ADD_FAILURE() << std::hexfloat << x[i] << " / " << y[i] << ": "
                    << floatOf(q[i]) << " (/=: " << floatOf(a[i])
                    << "), expected " << floatOf(want)
                    << "; 1 / y: " << floatOf(r[i]) << ", expected "
                    << floatOf(recip);
  }
  EXPECT_EQ(0u, wrong) << "of " << x.size();
}

INSTANTIATE_TEST_SUITE_P(Widths, DivideCorrectlyRounded,
                         ::testing::Values(Param{1, true}, Param{2, true},
                                           Param{3, true}, Param{4, true},
                                           Param{8, true}, Param{16, true},
                                           Param{1, false}, Param{16, false}),
                         [](const ::testing::TestParamInfo<Param> &info) {
                           return "float" +
                                  std::to_string(std::get<0>(info.param)) +
                                  (std::get<1>(info.param) ? "" : "_O0");
                         });

} // namespace
} // namespace vkcl::e2e
