// Checks tests/common/HalfReference.h, the oracle of the half load/store
// end-to-end tests, before anything trusts it: half -> float on all 65,536
// halves and float -> half in the four rounding modes against the CPU's F16C
// instructions (a stride sample of all floats, every float near a half or
// halfway between two, and, with VKCL_FULL_HALF_SWEEP=1, all 2^32 floats),
// and double -> half against an independent oracle that brackets the value
// between its two neighbouring halves (itself checked against F16C on
// floats). The F16C code lives in functions compiled for that target only,
// so the file runs (and skips) on a CPU without it.
#include "HalfReference.h"

#include <gtest/gtest.h>
#include <immintrin.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cpuid.h>
#include <cstdlib>
#include <limits>
#include <random>
#include <sstream>
#include <thread>
#include <vector>

namespace vkcl::reference {
namespace {

// CPUID rather than __builtin_cpu_supports("f16c"), which clang 16 (the
// sanitizer build's compiler) does not know.
bool hasF16c() {
  unsigned a, b, c, d;
  return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_F16C);
}

#define REQUIRE_F16C()                                                         \
  do {                                                                         \
    if (!hasF16c())                                                            \
      GTEST_SKIP() << "this CPU has no F16C";                                  \
  } while (0)

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
float floatOf(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
uint64_t bitsOf(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
double doubleOf(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

// --- F16C ------------------------------------------------------------------

template <int Imm>
__attribute__((target("f16c"))) void f16cToHalf4(const uint32_t in[4],
                                                 uint16_t out[4]) {
  __m128 v =
      _mm_castsi128_ps(_mm_loadu_si128(reinterpret_cast<const __m128i *>(in)));
  _mm_storel_epi64(reinterpret_cast<__m128i *>(out), _mm_cvtps_ph(v, Imm));
}

/// Four floats (bit patterns) to halves with the CPU, in mode `r`.
void f16cToHalf(const uint32_t in[4], uint16_t out[4], Rounding r) {
  switch (r) {
  case Rounding::Rte:
    return f16cToHalf4<_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC>(in, out);
  case Rounding::Rtz:
    return f16cToHalf4<_MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC>(in, out);
  case Rounding::Rtp:
    return f16cToHalf4<_MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC>(in, out);
  case Rounding::Rtn:
    return f16cToHalf4<_MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC>(in, out);
  }
}

__attribute__((target("f16c"))) void f16cToFloat(const uint16_t in[4],
                                                 uint32_t out[4]) {
  __m128i h = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(in));
  _mm_storeu_si128(reinterpret_cast<__m128i *>(out),
                   _mm_castps_si128(_mm_cvtph_ps(h)));
}

/// Mismatches of floatToHalf against F16C over a set of float bit patterns.
struct SweepResult {
  uint64_t checked = 0, mismatches = 0;
  std::vector<std::string> examples;
  void merge(const SweepResult &o) {
    checked += o.checked;
    mismatches += o.mismatches;
    for (const std::string &e : o.examples)
      if (examples.size() < 10)
        examples.push_back(e);
  }
};

void compareFour(const uint32_t in[4], SweepResult &result) {
  for (Rounding r : AllRoundings) {
    uint16_t cpu[4];
    f16cToHalf(in, cpu, r);
    for (int i = 0; i < 4; ++i) {
      const uint16_t ref = floatToHalf(floatOf(in[i]), r);
      ++result.checked;
      if (ref == cpu[i])
        continue;
      ++result.mismatches;
      if (result.examples.size() < 10)
        result.examples.push_back("float " + hex(in[i]) + " (" +
                                  std::to_string(floatOf(in[i])) + ") " +
                                  roundingName(r) + ": reference " + hex(ref) +
                                  ", F16C " + hex(cpu[i]));
    }
  }
}

/// Patterns begin, begin + stride, … below end (64-bit bounds, so that the
/// full range is [0, 2^32)), split over the cores.
SweepResult sweepFloats(uint64_t begin, uint64_t end, uint64_t stride) {
  const uint64_t count = (end - begin + stride - 1) / stride;
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<SweepResult> parts(threads);
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      const uint64_t lo = count * t / threads, hi = count * (t + 1) / threads;
      uint32_t in[4];
      int filled = 0;
      for (uint64_t k = lo; k < hi; ++k) {
        in[filled++] = uint32_t(begin + k * stride);
        if (filled == 4) {
          compareFour(in, parts[t]);
          filled = 0;
        }
      }
      if (filled) {
        for (int i = filled; i < 4; ++i)
          in[i] = in[0];
        compareFour(in, parts[t]);
      }
    });
  for (std::thread &t : pool)
    t.join();
  SweepResult all;
  for (const SweepResult &p : parts)
    all.merge(p);
  return all;
}

SweepResult compareList(const std::vector<uint32_t> &patterns) {
  SweepResult result;
  for (size_t i = 0; i < patterns.size(); i += 4) {
    uint32_t in[4];
    for (size_t j = 0; j < 4; ++j)
      in[j] = patterns[std::min(i + j, patterns.size() - 1)];
    compareFour(in, result);
  }
  return result;
}

::testing::AssertionResult noMismatches(const SweepResult &r) {
  if (r.mismatches == 0)
    return ::testing::AssertionSuccess() << r.checked << " conversions";
  auto failure = ::testing::AssertionFailure();
  failure << r.mismatches << " of " << r.checked << " conversions differ:";
  for (const std::string &e : r.examples)
    failure << "\n  " << e;
  return failure;
}

// --- An independent oracle: bracketing between neighbouring halves ----------

/// The value of a non-negative finite half, or 65536 for 0x7C00 (the next
/// step past the largest finite half, which is where rounding sends
/// overflow).
double halfStep(uint16_t magnitude) {
  return magnitude == HalfInfinity ? 65536.0 : double(halfToFloat(magnitude));
}

/// `x` rounded to half by finding the halves lo <= |x| < hi with a binary
/// search over the ordered halves and comparing |x| with their midpoint,
/// all in exact double arithmetic. Shares nothing with floatToHalf and
/// doubleToHalf but halfToFloat, which is checked against F16C on every half.
uint16_t bracketToHalf(double x, Rounding r) {
  const bool negative = std::signbit(x);
  const uint16_t sign = negative ? HalfSignBit : 0;
  if (std::isnan(x))
    return uint16_t(sign | 0x7E00);
  const double a = std::fabs(x);
  if (std::isinf(a))
    return sign | HalfInfinity;
  uint16_t lo; // the largest magnitude with value <= a
  if (a > 65504.0) {
    lo = HalfMaxFinite;
  } else {
    uint16_t first = 0, last = HalfMaxFinite; // value(first) <= a always
    while (first < last) {
      const uint16_t mid = uint16_t((first + last + 1) / 2);
      if (halfStep(mid) <= a)
        first = mid;
      else
        last = uint16_t(mid - 1);
    }
    lo = first;
  }
  if (halfStep(lo) == a)
    return sign | lo;
  const uint16_t hi = uint16_t(lo + 1);
  const double midpoint = (halfStep(lo) + halfStep(hi)) / 2; // exact
  const bool away =
      (r == Rounding::Rtp && !negative) || (r == Rounding::Rtn && negative);
  uint16_t magnitude = lo;
  switch (r) {
  case Rounding::Rte:
    if (a > midpoint || (a == midpoint && (lo & 1)))
      magnitude = hi;
    break;
  case Rounding::Rtz:
    break;
  case Rounding::Rtp:
  case Rounding::Rtn:
    magnitude = away ? hi : lo;
    break;
  }
  return sign | magnitude;
}

/// Equal halves, or two NaNs of the same sign.
bool sameHalf(uint16_t a, uint16_t b) {
  if (halfIsNan(a) || halfIsNan(b))
    return halfIsNan(a) && halfIsNan(b) &&
           (a & HalfSignBit) == (b & HalfSignBit);
  return a == b;
}

/// Every float near a half: each non-negative finite half, its neighbours
/// one and two float ulps away, the midpoint to the next half and its
/// neighbours; with both signs. Also the float extremes.
std::vector<uint32_t> floatsNearHalves() {
  std::vector<uint32_t> out;
  for (uint32_t h = 0; h <= HalfMaxFinite; ++h) {
    const uint32_t v = bitsOf(halfToFloat(uint16_t(h)));
    const uint32_t m = bitsOf(float(
        (double(halfToFloat(uint16_t(h))) + halfStep(uint16_t(h + 1))) / 2));
    for (uint32_t base : {v, m})
      for (int d = -2; d <= 2; ++d) {
        if (base == 0 && d < 0)
          continue;
        out.push_back(base + uint32_t(d));
        out.push_back((base + uint32_t(d)) | 0x80000000u);
      }
  }
  for (uint32_t b :
       {0x00000001u, 0x00000002u, 0x007FFFFFu, 0x00800000u, 0x33000000u,
        0x33000001u, 0x32FFFFFFu, 0x477FE000u, 0x477FEFFFu, 0x477FF000u,
        0x477FF001u, 0x47800000u, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u,
        0x7FC00000u, 0x7FFFFFFFu, 0x7FBFFFFFu, 0x7FA00000u, 0x7F802000u})
    for (uint32_t s : {0u, 0x80000000u})
      out.push_back(b | s);
  return out;
}

// --- Tests -----------------------------------------------------------------

TEST(HalfReference, KnownValues) {
  struct Case {
    float in;
    Rounding r;
    uint16_t want;
  };
  const float inf = std::numeric_limits<float>::infinity();
  const Case cases[] = {
      {1.0f, Rounding::Rte, 0x3C00},
      {-2.0f, Rounding::Rtz, 0xC000},
      {65504.0f, Rounding::Rte, 0x7BFF},
      {65519.99f, Rounding::Rte, 0x7BFF},
      {65520.0f, Rounding::Rte, 0x7C00}, // tie, to the even "65536": inf
      {65520.0f, Rounding::Rtz, 0x7BFF},
      {65536.0f, Rounding::Rtz, 0x7BFF},
      {1e10f, Rounding::Rtz, 0x7BFF},
      {1e10f, Rounding::Rtp, 0x7C00},
      {1e10f, Rounding::Rtn, 0x7BFF},
      {-1e10f, Rounding::Rtp, 0xFBFF},
      {-1e10f, Rounding::Rtn, 0xFC00},
      {-1e10f, Rounding::Rte, 0xFC00},
      {inf, Rounding::Rtz, 0x7C00},
      {-inf, Rounding::Rtp, 0xFC00},
      {65504.5f, Rounding::Rtp, 0x7C00},
      {0x1p-24f, Rounding::Rte, 0x0001},   // the smallest denormal half
      {0x1p-25f, Rounding::Rte, 0x0000},   // tie, to even 0
      {0x1.8p-24f, Rounding::Rte, 0x0002}, // tie, to even 2
      {0x1.000002p-25f, Rounding::Rte, 0x0001},
      {0x1p-30f, Rounding::Rtp, 0x0001},
      {-0x1p-30f, Rounding::Rtn, 0x8001},
      {-0x1p-30f, Rounding::Rtz, 0x8000},
      {-0x1p-30f, Rounding::Rtp, 0x8000},
      {0x1p-149f, Rounding::Rtp, 0x0001}, // the smallest denormal float
      {0x1p-149f, Rounding::Rte, 0x0000},
      {0x1.ff8p-15f, Rounding::Rte, 0x03FF}, // the largest denormal half
      {0x1.ffcp-15f, Rounding::Rte, 0x0400}, // tie, to the even min normal
      {0x1.ffcp-15f, Rounding::Rtz, 0x03FF},
      {0x1p-14f, Rounding::Rtn, 0x0400},
      {1.0f + 0x1p-11f, Rounding::Rte, 0x3C00}, // tie, to even
      {1.0f + 0x3p-11f, Rounding::Rte, 0x3C02}, // tie, to even (up)
      {1.0f + 0x1p-11f, Rounding::Rtp, 0x3C01},
      {-0.0f, Rounding::Rte, 0x8000},
  };
  for (const Case &c : cases)
    EXPECT_EQ(floatToHalf(c.in, c.r), c.want)
        << c.in << " " << roundingName(c.r) << " gave "
        << hex(floatToHalf(c.in, c.r));
  EXPECT_TRUE(halfIsNan(floatToHalf(std::nanf(""))));
  EXPECT_EQ(floatToHalf(-std::nanf("")) & HalfSignBit, HalfSignBit);
  EXPECT_TRUE(halfIsNan(floatToHalf(floatOf(0x7F800001u)))); // payload low
  EXPECT_EQ(doubleToHalf(65520.0), 0x7C00);
  EXPECT_EQ(doubleToHalf(0x1p-1074, Rounding::Rtp), 0x0001);
  EXPECT_EQ(doubleToHalf(-0x1p-1074, Rounding::Rtz), 0x8000);
  EXPECT_EQ(doubleToHalf(1e300, Rounding::Rtz), 0x7BFF);
  EXPECT_EQ(doubleToHalf(-1e300, Rounding::Rtp), 0xFBFF);
  EXPECT_TRUE(halfIsNan(doubleToHalf(doubleOf(0x7FF0000000000001ull))));
  EXPECT_EQ(halfToFloat(0x0001), 0x1p-24f);
  EXPECT_EQ(halfToFloat(0x03FF), 0x1.ff8p-15f);
  EXPECT_EQ(halfToFloat(0x7BFF), 65504.0f);
  EXPECT_EQ(halfToFloat(0xFC00), -std::numeric_limits<float>::infinity());
  EXPECT_EQ(bitsOf(halfToFloat(0x8000)), 0x80000000u);
  EXPECT_TRUE(std::isnan(halfToFloat(0x7C01)));
  EXPECT_TRUE(std::signbit(halfToFloat(0xFE00)));
}

TEST(HalfReference, HalfToFloatAllHalvesMatchF16c) {
  REQUIRE_F16C();
  size_t bad = 0;
  for (uint32_t h = 0; h < 65536; h += 4) {
    uint16_t in[4];
    uint32_t cpu[4];
    for (int i = 0; i < 4; ++i)
      in[i] = uint16_t(h + i);
    f16cToFloat(in, cpu);
    for (int i = 0; i < 4; ++i) {
      const uint32_t ref = bitsOf(halfToFloat(in[i]));
      if (ref != cpu[i] && ++bad <= 10)
        ADD_FAILURE() << "half " << hex(in[i]) << ": reference " << hex(ref)
                      << ", F16C " << hex(cpu[i]);
    }
  }
  EXPECT_EQ(bad, 0u);
}

TEST(HalfReference, HalfToFloatValues) {
  // From the definition, with ldexp: (-1)^s 2^(e-15) (1 + f/1024), or
  // 2^-14 (f/1024) for denormals.
  for (uint32_t h = 0; h < 65536; ++h) {
    const float got = halfToFloat(uint16_t(h));
    const int e = (h >> 10) & 0x1F, f = h & 0x3FF;
    const bool negative = h & 0x8000;
    ASSERT_EQ(std::signbit(got), negative) << hex(h);
    if (e == 31) {
      ASSERT_EQ(std::isnan(got), f != 0) << hex(h);
      ASSERT_TRUE(std::isnan(got) || std::isinf(got)) << hex(h);
      continue;
    }
    const double mag =
        e ? std::ldexp(1.0 + f / 1024.0, e - 15) : std::ldexp(f / 1024.0, -14);
    ASSERT_EQ(double(got), negative ? -mag : mag) << hex(h);
  }
}

TEST(HalfReference, FloatToHalfStrideSampleMatchesF16c) {
  // Every 251st float bit pattern (17.1 million), from two starting points
  // so that both parities of the low bits are met.
  REQUIRE_F16C();
  SweepResult r = sweepFloats(0, uint64_t(1) << 32, 251);
  r.merge(sweepFloats(125, uint64_t(1) << 32, 4099));
  EXPECT_TRUE(noMismatches(r));
}

TEST(HalfReference, FloatToHalfNearEveryHalfMatchesF16c) {
  REQUIRE_F16C();
  EXPECT_TRUE(noMismatches(compareList(floatsNearHalves())));
  // Every float whose exponent is in or next to the half range, with the
  // low 13 mantissa bits (the ones rounding drops) over all their ties.
  std::vector<uint32_t> around;
  for (uint32_t exponent = 100; exponent <= 145; ++exponent)
    for (uint32_t low : {0x0000u, 0x0001u, 0x0FFFu, 0x1000u, 0x1001u, 0x1FFFu})
      for (uint32_t high : {0x000u, 0x001u, 0x155u, 0x3FEu, 0x3FFu})
        for (uint32_t s : {0u, 0x80000000u})
          around.push_back(s | exponent << 23 | high << 13 | low);
  EXPECT_TRUE(noMismatches(compareList(around)));
}

TEST(HalfReference, FloatToHalfFullSweepMatchesF16c) {
  REQUIRE_F16C();
  const char *env = std::getenv("VKCL_FULL_HALF_SWEEP");
  if (!env || std::string(env) != "1")
    GTEST_SKIP() << "set VKCL_FULL_HALF_SWEEP=1 to check all 2^32 floats in "
                    "all four modes (a minute or so)";
  const auto start = std::chrono::steady_clock::now();
  const SweepResult r = sweepFloats(0, uint64_t(1) << 32, 1);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::cout << "[ half sweep ] " << r.checked << " conversions in " << seconds
            << " s\n";
  EXPECT_EQ(r.checked, uint64_t(4) << 32);
  EXPECT_TRUE(noMismatches(r));
}

TEST(HalfReference, BracketOracleMatchesF16cOnFloats) {
  // The double oracle below is only as good as bracketToHalf: check it
  // where F16C is the judge, on floats (exact in double).
  REQUIRE_F16C();
  std::vector<uint32_t> patterns = floatsNearHalves();
  std::mt19937 rng(1);
  for (int i = 0; i < 200000; ++i)
    patterns.push_back(rng());
  size_t bad = 0;
  for (size_t i = 0; i + 4 <= patterns.size(); i += 4)
    for (Rounding r : AllRoundings) {
      uint16_t cpu[4];
      f16cToHalf(&patterns[i], cpu, r);
      for (int j = 0; j < 4; ++j) {
        const uint16_t oracle =
            bracketToHalf(double(floatOf(patterns[i + j])), r);
        if (!sameHalf(oracle, cpu[j]) && ++bad <= 10)
          ADD_FAILURE() << "float " << hex(patterns[i + j]) << " "
                        << roundingName(r) << ": oracle " << hex(oracle)
                        << ", F16C " << hex(cpu[j]);
      }
    }
  EXPECT_EQ(bad, 0u);
}

/// Doubles for the double -> half tests: random bit patterns, random values
/// in and around the half range, and values a few double ulps (or a tiny
/// relative step) from every kind of half and halfway point.
std::vector<double> testDoubles(size_t randomCount, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<double> out;
  std::uniform_int_distribution<int> exponent(-40, 17);
  std::uniform_int_distribution<uint32_t> anyHalf(0, HalfMaxFinite);
  for (size_t i = 0; i < randomCount; ++i) {
    out.push_back(doubleOf(rng())); // anything, mostly far out of range
    const double m = 1.0 + double(rng() >> 11) * 0x1p-53;
    out.push_back(std::ldexp(rng() & 1 ? -m : m, exponent(rng)));
    // Near a half or a midpoint, by a few ulps or a tiny relative amount.
    const uint16_t h = uint16_t(anyHalf(rng));
    double base = halfStep(h);
    if (rng() & 1)
      base = (base + halfStep(uint16_t(h + 1))) / 2;
    const int64_t ulps = int64_t(rng() % 9) - 4;
    double near = base == 0 && ulps < 0
                      ? 0.0
                      : doubleOf(uint64_t(int64_t(bitsOf(base)) + ulps));
    if (rng() % 4 == 0)
      near = base * (1 + std::ldexp(double(int(rng() % 5) - 2),
                                    -30 - int(rng() % 20)));
    out.push_back(rng() & 1 ? -near : near);
  }
  for (double d :
       {0.0, 0x1p-1074, 0x1p-1022, 0x1p-25, 0x1.0000000000001p-25,
        0x1.fffffffffffffp-26, 65504.0, 65519.999999999993, 65520.0,
        65520.000000000007, 65536.0, 1e300, std::numeric_limits<double>::max(),
        std::numeric_limits<double>::infinity(),
        std::numeric_limits<double>::quiet_NaN()})
    for (double s : {1.0, -1.0})
      out.push_back(std::copysign(d, s));
  return out;
}

TEST(HalfReference, DoubleToHalfMatchesBracketOracle) {
  const std::vector<double> doubles = testDoubles(300000, 7);
  size_t bad = 0;
  for (double d : doubles)
    for (Rounding r : AllRoundings) {
      const uint16_t ref = doubleToHalf(d, r), oracle = bracketToHalf(d, r);
      if (!sameHalf(ref, oracle) && ++bad <= 10)
        ADD_FAILURE() << "double " << hex(bitsOf(d)) << " (" << d << ") "
                      << roundingName(r) << ": reference " << hex(ref)
                      << ", oracle " << hex(oracle);
    }
  EXPECT_EQ(bad, 0u) << "of " << doubles.size() * 4;
}

TEST(HalfReference, DoubleToHalfRoundsOnce) {
  // Just above a halfway point by less than half a float ulp: through float
  // the value becomes the tie and goes to even (down), rounded once it goes
  // up. Likewise just below the tie to an odd half.
  const double above = 1.0 + 0x1p-11 + 0x1p-40; // between 0x3C00 and 0x3C01
  EXPECT_EQ(float(above), 1.0f + 0x1p-11f);
  EXPECT_EQ(doubleToHalf(above), 0x3C01);
  EXPECT_EQ(floatToHalf(float(above)), 0x3C00);
  const double below = 1.0 + 0x3p-11 - 0x1p-40; // between 0x3C01 and 0x3C02
  EXPECT_EQ(doubleToHalf(below), 0x3C01);
  EXPECT_EQ(floatToHalf(float(below)), 0x3C02);
  // The same at the denormal end and at overflow.
  EXPECT_EQ(doubleToHalf(0x1p-25 + 0x1p-60), 0x0001);
  EXPECT_EQ(doubleToHalf(65520.0 - 0x1p-30), 0x7BFF);
  EXPECT_EQ(floatToHalf(float(65520.0 - 0x1p-30)), 0x7C00);
  // And for the directed modes, where a double below the float that it
  // rounds to must not round up.
  const double tiny = 1.0 + 0x1p-40; // float(tiny) == 1
  EXPECT_EQ(doubleToHalf(tiny, Rounding::Rtp), 0x3C01);
  EXPECT_EQ(doubleToHalf(-tiny, Rounding::Rtn), 0xBC01);
  EXPECT_EQ(doubleToHalf(tiny, Rounding::Rtz), 0x3C00);
}

} // namespace
} // namespace vkcl::reference
