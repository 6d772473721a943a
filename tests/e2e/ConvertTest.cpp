// The explicit conversions convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn]
// (OpenCL C 3.0, 6.4.3) between every pair of char, uchar, short, ushort,
// int, uint, long, ulong, half, float and double, against the host
// reference of ConvertReference.h (exact long double values rounded once by
// the host), bit for bit; a NaN result may be any NaN.
//
// One test per source type: the scalars convert to every destination in
// every variant the spec declares (5 for float destinations, 10 for integer
// ones), over
//  - every value of 8- and 16-bit types (half: every bit pattern);
//  - for the 32/64-bit integers: 0, ±1, MIN, MAX, ±2^k, ±2^k ± 1, and the
//    ties and near-ties of rounding to half, float and double precision at
//    every shift; for float and double: zeros, denormals, the normal
//    boundary, infinities, NaNs, ±0.5-steps, every integer type's range
//    boundaries and their neighbours, the largest half and float and what
//    rounds to them, ties of every narrower format (in the normal and the
//    denormal range);
//  - plus VKCL_E2E_CONVERT_COUNT (default 2^17) random values of those
//    32/64-bit types: uniform bits, random magnitudes, ties.
// The vector test runs each source at widths 2, 3, 4, 8 and 16 on a sample
// of those inputs, each destination at one width (all 121 pairs once over
// the five widths), and the unoptimized test widths 3 and 16 without the
// optimizer. Outputs start poisoned; destinations or sources the device
// lacks (long, double, half) are skipped and named.
// The kernels are tests/e2e/kernels/convert.cl.
#include "ConvertReference.h"
#include "E2eFixture.h"

#include <chrono>
#include <cstdlib>
#include <iomanip>

namespace vkcl::e2e {
namespace {

using convert::Type;
using convert::Types;
using convert::Variant;
using reference::Rounding;

size_t randomCount() {
  if (const char *env = std::getenv("VKCL_E2E_CONVERT_COUNT"))
    return std::strtoull(env, nullptr, 0);
  return size_t(1) << 17;
}

const char *missingFeature(const TargetProfile &p, const Type &t) {
  if (t.needsInt64 && !p.int64)
    return "int64 (long/ulong)";
  if (t.needsFp64 && !p.float64)
    return "fp64 (double)";
  if (t.needsFp16 && !p.float16)
    return "fp16 (half)";
  return nullptr;
}

size_t indexOf(const Type &t) { return size_t(&t - Types); }

bool isNan(const Type &t, uint64_t bits) {
  if (!t.isFloat)
    return false;
  if (t.bits == 16)
    return reference::halfIsNan(uint16_t(bits));
  if (t.bits == 32)
    return (bits & 0x7fffffffu) > 0x7f800000u;
  return (bits & ~(uint64_t(1) << 63)) > 0x7ff0000000000000ull;
}

std::string show(const Type &t, uint64_t bits) {
  std::ostringstream os;
  os << "0x" << std::hex << bits << std::dec << " (" << std::setprecision(21)
     << convert::valueOf(t, bits) << ")";
  return os.str();
}

/// Input bit patterns of one source type.
class InputMaker {
public:
  InputMaker(const Type &t, std::mt19937_64 &rng) : t_(t), rng_(rng) {}

  std::vector<uint64_t> make(size_t randoms) {
    if (t_.bits <= 16) { // every value
      for (uint64_t b = 0; b < (uint64_t(1) << t_.bits); ++b)
        out_.push_back(b);
      return out_;
    }
    if (!t_.isFloat)
      integerEdges();
    else if (t_.bits == 32)
      floatEdges();
    else
      doubleEdges();
    for (size_t i = 0; i < randoms; ++i)
      out_.push_back(t_.isFloat ? randomFloat(i) : randomInteger(i));
    return out_;
  }

private:
  uint64_t mask() const { return convert::maskOf(t_.bits); }
  void add(uint64_t b) { out_.push_back(b & mask()); }
  uint64_t bits() { return rng_(); }
  uint64_t below(uint64_t n) { return n ? rng_() % n : 0; }

  void integerEdges() {
    const unsigned w = t_.bits;
    const uint64_t top = uint64_t(1) << (w - 1);
    for (uint64_t v : {uint64_t(0), uint64_t(1), ~uint64_t(0), top, top - 1,
                       top + 1, top - 2, mask(), mask() - 1})
      add(v);
    for (unsigned k = 1; k < w; ++k)
      for (uint64_t v :
           {uint64_t(1) << k, (uint64_t(1) << k) - 1, (uint64_t(1) << k) + 1}) {
        add(v);
        add(0 - v);
      }
    // Ties and near-ties of rounding to p significant bits, at every shift.
    for (unsigned p : {11u, 24u, 53u})
      for (unsigned s = 1; p + s <= w; ++s)
        for (uint64_t sig :
             {uint64_t(1) << (p - 1), (uint64_t(1) << p) - 1,
              (uint64_t(1) << (p - 1)) + below(uint64_t(1) << (p - 1)),
              (uint64_t(1) << (p - 1)) + below(uint64_t(1) << (p - 1))}) {
          const uint64_t unit = uint64_t(1) << s, half = unit >> 1;
          for (uint64_t d :
               {uint64_t(0), uint64_t(1), half - 1, half, half + 1, unit - 1}) {
            add((sig << s) + d);
            add(0 - ((sig << s) + d));
          }
        }
  }

  uint64_t randomInteger(size_t i) {
    const unsigned w = t_.bits;
    uint64_t v = bits();
    switch (i % 3) {
    case 1: // a random magnitude, either sign
      v >>= below(w) + (64 - w);
      return (bits() & 1 ? 0 - v : v) & mask();
    case 2: { // a tie of 11, 24 or 53 bits, or next to one
      static const unsigned precisions[] = {11, 24, 53};
      const unsigned p = precisions[below(3)];
      if (p >= w)
        return v & mask();
      const unsigned s = 1 + unsigned(below(w - p));
      const uint64_t sig =
          (uint64_t(1) << (p - 1)) | below(uint64_t(1) << (p - 1));
      const uint64_t r = (sig << s) + (uint64_t(1) << (s - 1)) + below(3) - 1;
      return (bits() & 1 ? 0 - r : r) & mask();
    }
    default:
      return v & mask();
    }
  }

  void addFloat(double x) {
    float f = float(x);
    uint32_t b;
    std::memcpy(&b, &f, 4);
    add(b);
    add(b ^ 0x80000000u);
  }
  void addDouble(double x) {
    uint64_t b;
    std::memcpy(&b, &x, 8);
    add(b);
    add(b ^ (uint64_t(1) << 63));
  }
  template <typename F> void addNear(F x, void (InputMaker::*adder)(double)) {
    (this->*adder)(double(x));
    (this->*adder)(double(std::nextafter(x, F(0))));
    (this->*adder)(
        double(std::nextafter(x, std::numeric_limits<F>::infinity())));
  }

  /// Boundaries every float-like source shares: integer ranges, halves,
  /// half precision's limits and ties.
  template <typename F> void commonEdges(void (InputMaker::*adder)(double)) {
    for (double x :
         {0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.5, 3.5, 126.5, 127.5, 128.5, 254.5,
          255.5, 256.5, 32767.5, 65535.5, 1e10, 1e20, 1e30})
      addNear(F(x), adder);
    for (int b : {7, 8, 15, 16, 31, 32, 63, 64}) {
      F p = std::ldexp(F(1), b);
      addNear(p, adder);
      addNear(F(p - 1), adder);
      addNear(F(p + 1), adder);
      addNear(F(p - F(0.5)), adder);
    }
    // Half: largest finite, the tie above it, min normal, denormal ties.
    for (double x :
         {65504.0, 65520.0, 65536.0, 0x1p-14, 0x1p-24, 0x1p-25, 0x3p-25,
          0x1p-26, 1.0 + 0x1p-11, 1.0 + 0x3p-11, 1024.5, 2047.5, 2049.0})
      addNear(F(x), adder);
    for (F x :
         {std::numeric_limits<F>::infinity(), std::numeric_limits<F>::max(),
          std::numeric_limits<F>::min(), std::numeric_limits<F>::denorm_min()})
      (this->*adder)(double(x));
  }

  void floatEdges() {
    commonEdges<float>(&InputMaker::addFloat);
    for (uint32_t b : {0x7fc00000u, 0x7f800001u, 0x7fffffffu, 0xffc00000u,
                       0x007fffffu, 0x00400000u, 0x00000003u})
      add(b);
    for (int i = 0; i < 64; ++i) // random denormals
      add(below(0x800000) | (bits() & 0x80000000u));
  }

  void doubleEdges() {
    commonEdges<double>(&InputMaker::addDouble);
    const double fmax = std::numeric_limits<float>::max();
    // Float: overflow ties, the normal boundary, denormal ties, ties.
    for (double x :
         {fmax, fmax + 0x1p103, 0x1p128, 0x1p-126, 0x1p-149, 0x1p-150, 0x3p-150,
          0x1p-151, 0x1p-126 - 0x1p-150, 1.0 + 0x1p-24, 1.0 + 0x3p-24,
          16777217.0, 1e-40, 1e-45, 1e300, 1e-300})
      addNear(x, &InputMaker::addDouble);
    for (uint64_t b : {0x7ff8000000000000ull, 0x7ff0000000000001ull,
                       0xfff8000000000000ull, 0x000fffffffffffffull, 1ull})
      add(b);
  }

  uint64_t randomFloat(size_t i) {
    const bool f32 = t_.bits == 32;
    const unsigned mb = f32 ? 23 : 52, bias = f32 ? 127 : 1023;
    const uint64_t sign = bits() & 1 ? uint64_t(1) << (t_.bits - 1) : 0;
    const uint64_t mantissa = bits() & convert::maskOf(mb);
    auto make = [&](int exponent, uint64_t m) {
      return sign | (uint64_t(exponent + int(bias)) << mb) | m;
    };
    switch (i % 4) {
    case 1: // magnitudes from below half's and float's denormals to 2^70
      return make(int(below(f32 ? 100 : 230)) - (f32 ? 30 : 160), mantissa);
    case 2: { // k + 0.5 and its neighbours
      const unsigned e = unsigned(below(mb - 1));
      const uint64_t k = below(uint64_t(1) << e);
      const double x = double(k) + 0.5;
      uint64_t b;
      if (f32) {
        float f = float(x);
        uint32_t w;
        std::memcpy(&w, &f, 4);
        b = w;
      } else {
        std::memcpy(&b, &x, 8);
      }
      return (sign | b) + below(3) - 1;
    }
    case 3: { // ties of a narrower format: half, or (from double) float
      const unsigned keep = f32 || (bits() & 1) ? 10 : 23;
      const unsigned dropped = mb - keep;
      const uint64_t tie = uint64_t(1) << (dropped - 1);
      const uint64_t m = (mantissa & ~convert::maskOf(dropped)) | tie;
      const int e = keep == 10 ? int(below(48)) - 30 : int(below(300)) - 160;
      return make(e, m) + below(3) - 1;
    }
    default:
      return bits() & mask();
    }
  }

  const Type &t_;
  std::mt19937_64 &rng_;
  std::vector<uint64_t> out_;
};

class ConvertFrom : public E2eTest,
                    public ::testing::WithParamInterface<std::string> {
protected:
  const Type &source() { return *convert::typeNamed(GetParam()); }

  /// Destinations the device has, the others named in `skipped`.
  std::vector<const Type *> destinations(std::string &skipped) {
    std::vector<const Type *> all;
    for (const Type &t : Types) {
      if (const char *missing = missingFeature(profile(), t))
        skipped += std::string(" ") + t.name + " (" + missing + ")";
      else
        all.push_back(&t);
    }
    return all;
  }

  std::vector<uint64_t> inputs(bool sample) {
    std::vector<uint64_t> in =
        InputMaker(source(), rng()).make(sample ? 1 << 11 : randomCount());
    if (sample && in.size() > 4096) { // 16-bit types: a random sample
      std::shuffle(in.begin(), in.end(), rng());
      in.resize(4096);
    }
    return in;
  }

  /// Runs the to_<dest> kernels at width `w` over `in` and compares every
  /// variant with the reference.
  void verify(unsigned w, const std::vector<const Type *> &dests,
              std::vector<uint64_t> in, bool optimize = true) {
    const Type &s = source();
    while (in.size() % w)
      in.push_back(in[0]);
    CompileOptions o;
    o.optimize = optimize;
    o.defines = {std::string("S=") + s.name, std::string("SB=") + s.bitsName,
                 "W=" + (w == 1 ? std::string() : std::to_string(w))};
    for (const Type *d : dests)
      o.defines.push_back(std::string("TO_") + d->name);
    std::shared_ptr<Program> program = build(readKernelFile("convert.cl"), o);
    std::vector<long double> values(in.size());
    for (size_t e = 0; e < in.size(); ++e)
      values[e] = convert::valueOf(s, in[e]);
    const size_t chunk = (size_t(1) << 18) / 48 * 48;
    for (const Type *d : dests) {
      auto made = program->createKernel(std::string("to_") + d->name);
      if (!made)
        throw E2eError("createKernel failed: " + describe(made));
      Kernel k = std::move(made.value());
      const std::vector<Variant> variants = convert::variantsOf(*d);
      std::vector<size_t> bad(variants.size());
      std::vector<std::ostringstream> reports(variants.size());
      for (size_t base = 0; base < in.size(); base += chunk) {
        const size_t count = std::min(chunk, in.size() - base);
        const size_t sb = s.bits / 8, db = d->bits / 8;
        std::vector<uint8_t> bytes(count * sb);
        for (size_t e = 0; e < count; ++e)
          std::memcpy(&bytes[e * sb], &in[base + e], sb); // little-endian
        Buffer x = upload(bytes);
        Buffer out = makeBuffer(variants.size() * count * db);
        run(k, NDRange::linear(count / w, 64), x, out, uint32_t(count));
        std::vector<uint8_t> got =
            download<uint8_t>(out, variants.size() * count * db);
        for (size_t v = 0; v < variants.size(); ++v) {
          const Variant &var = variants[v];
          const Rounding r = var.hasRounding ? var.rounding
                             : d->isFloat    ? Rounding::Rte
                                             : Rounding::Rtz;
          convert::ScopedRounding mode(r);
          for (size_t e = 0; e < count; ++e) {
            uint64_t have = 0;
            std::memcpy(&have, &got[(v * count + e) * db], db);
            const uint64_t want =
                convert::convert(s, values[base + e], *d, var.saturate, r);
            if (have == want || (isNan(*d, want) && isNan(*d, have)))
              continue;
            if (++bad[v] <= 5)
              reports[v] << "\n  " << show(s, in[base + e]) << ": got "
                         << show(*d, have) << ", want " << show(*d, want);
          }
        }
      }
      for (size_t v = 0; v < variants.size(); ++v)
        EXPECT_EQ(bad[v], 0u)
            << "convert_" << d->name << (w > 1 ? std::to_string(w) : "")
            << variants[v].suffix() << "(" << s.name
            << (w > 1 ? std::to_string(w) : "") << "): " << bad[v] << " of "
            << in.size() << " wrong" << reports[v].str();
    }
  }
};

/// GTEST_SKIP unless the device has the source type.
#define REQUIRE_SOURCE()                                                       \
  do {                                                                         \
    if (const char *missing = missingFeature(profile(), source()))             \
      GTEST_SKIP() << "device has no " << missing;                             \
  } while (0)

TEST_P(ConvertFrom, Scalars) {
  REQUIRE_SOURCE();
  std::string skipped;
  std::vector<const Type *> dests = destinations(skipped);
  if (!skipped.empty())
    std::cout << "[ vkcl e2e ] destinations skipped:" << skipped << "\n";
  verify(1, dests, inputs(false));
}

// Each destination at one of the five widths: all 121 pairs over the widths.
TEST_P(ConvertFrom, Vectors) {
  REQUIRE_SOURCE();
  std::string skipped;
  const std::vector<const Type *> all = destinations(skipped);
  const unsigned widths[] = {2, 3, 4, 8, 16};
  for (unsigned wi = 0; wi < 5; ++wi) {
    std::vector<const Type *> dests;
    for (const Type *d : all)
      if ((indexOf(source()) + indexOf(*d)) % 5 == wi)
        dests.push_back(d);
    if (dests.empty())
      continue;
    SCOPED_TRACE("width " + std::to_string(widths[wi]));
    verify(widths[wi], dests, inputs(true));
  }
}

// The emitter's own code: a 3-wide (SPIR-V vectors) and a 16-wide (four
// vec4 parts) conversion to a third of the destinations each.
TEST_P(ConvertFrom, Unoptimized) {
  REQUIRE_SOURCE();
  std::string skipped;
  const std::vector<const Type *> all = destinations(skipped);
  for (unsigned w : {3u, 16u}) {
    std::vector<const Type *> dests;
    for (const Type *d : all)
      if ((indexOf(source()) + indexOf(*d) + w) % 3 == 0)
        dests.push_back(d);
    SCOPED_TRACE("-O0, width " + std::to_string(w));
    verify(w, dests, inputs(true), false);
  }
}

INSTANTIATE_TEST_SUITE_P(Types, ConvertFrom,
                         ::testing::Values("char", "uchar", "short", "ushort",
                                           "int", "uint", "long", "ulong",
                                           "half", "float", "double"),
                         [](const auto &info) { return info.param; });

} // namespace
} // namespace vkcl::e2e
