// Shared by the HalfConversion*Test.cpp suites, which check OpenCL's half
// load/store family against the exact reference in tests/common/
// HalfReference.h: the comparisons (loaded floats bit for bit, a NaN any NaN
// of the same sign; stored halves equal, NaNs by NaN-ness only), the poison
// a fresh buffer holds, the vector widths, the bit helpers and the float
// inputs of the store tests. Split out so that loads, stores and the
// language-version test each get a file of their own.
#pragma once

#include "E2eFixture.h"
#include "HalfReference.h"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace vkcl::e2e {

using reference::doubleToHalf;
using reference::floatToHalf;
using reference::halfIsNan;
using reference::halfToFloat;
using reference::Rounding;

inline constexpr int Widths[] = {2, 3, 4, 8, 16};
inline std::string widthName(const ::testing::TestParamInfo<int> &info) {
  return "n" + std::to_string(info.param);
}
/// The elements a vector of `n` occupies in memory (a 3-vector takes 4).
inline size_t slots(int n) { return n == 3 ? 4 : size_t(n); }

/// The half a fresh (Poison-filled) buffer holds at half index `k`.
inline uint16_t poisonHalf(size_t k) { return k & 1 ? 0xDEAD : 0xBEEF; }
inline std::vector<uint16_t> poisonedHalves(size_t n) {
  std::vector<uint16_t> v(n);
  for (size_t k = 0; k < n; ++k)
    v[k] = poisonHalf(k);
  return v;
}

inline std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}
inline uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
inline float floatOf(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint64_t bitsOf(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
inline double doubleOf(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}

/// Loaded floats: bit for bit, except that a NaN may be any NaN of the
/// same sign. `input(i)` says what element i was loaded from.
inline ::testing::AssertionResult
loadsMatch(const std::vector<float> &got, const std::vector<float> &want,
           const std::function<std::string(size_t)> &input) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    const uint32_t g = bitsOf(got[i]), w = bitsOf(want[i]);
    const bool ok = std::isnan(want[i])
                        ? std::isnan(got[i]) && (g >> 31) == (w >> 31)
                        : g == w;
    if (!ok && ++bad <= 10)
      os << "\n  [" << i << "] " << input(i) << ": got " << got[i] << " ("
         << hex(g) << "), want " << want[i] << " (" << hex(w) << ")";
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " floats differ:" << os.str();
}

/// Stored halves: equal, or both NaN (any payload, any sign).
inline ::testing::AssertionResult
storesMatch(const std::vector<uint16_t> &got, const std::vector<uint16_t> &want,
            const std::function<std::string(size_t)> &input) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure()
           << "size " << got.size() << " != " << want.size();
  size_t bad = 0;
  std::ostringstream os;
  for (size_t i = 0; i < got.size(); ++i) {
    const bool ok = halfIsNan(want[i]) ? halfIsNan(got[i]) : got[i] == want[i];
    if (!ok && ++bad <= 10)
      os << "\n  [" << i << "] " << input(i) << ": got " << hex(got[i])
         << ", want " << hex(want[i]);
  }
  if (!bad)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << got.size() << " halves differ:" << os.str();
}

/// The value of a non-negative half magnitude, 0x7C00 standing for 65536.
inline double halfStep(uint32_t magnitude) {
  return magnitude == 0x7C00 ? 65536.0
                             : double(halfToFloat(uint16_t(magnitude)));
}

/// Floats every store test meets: zeros, float denormals, every half
/// boundary that matters, overflow, infinities, NaNs; both signs.
inline std::vector<float> edgeFloats() {
  std::vector<float> out;
  const uint32_t patterns[] = {
      0x00000000, 0x00000001, 0x00000002, 0x007FFFFF, 0x00800000, 0x00800001,
      0x33000000, // 2^-25: half the smallest denormal half (tie to 0)
      0x33000001, 0x32FFFFFF, 0x33400000, 0x33800000, // 2^-24 and neighbours
      0x337FFFFF, 0x33800001, 0x33C00000,             // 1.5 * 2^-24: tie
      0x387FC000, // the largest denormal half
      0x387FE000, // halfway to the smallest normal half
      0x387FDFFF, 0x387FE001, 0x38800000, 0x3F800000, 0x3F801000, 0x3F801001,
      0x3F800FFF, 0x3F803000, 0x477FE000, // 65504
      0x477FEFFF,                         // 65519.99
      0x477FF000,                         // 65520: tie, to infinity
      0x477FF001, 0x477FE001, 0x47800000, // 65536
      0x4F800000, 0x7F7FFFFF, 0x7F800000, // infinity
      0x7FC00000, 0x7F800001, 0x7FFFFFFF, 0x7FA00000, 0x7F802000, 0x7FBFE000,
      0x3EAAAAAB, 0x40490FDB};
  for (uint32_t p : patterns) {
    out.push_back(floatOf(p));
    out.push_back(floatOf(p | 0x80000000u));
  }
  return out;
}

/// `count` floats for the store tests: the edge cases, every finite half
/// with its float neighbours and the halfway point to the next half with
/// its neighbours (random signs), random bit patterns and random values in
/// the half range, shuffled.
inline std::vector<float> storeFloats(std::mt19937_64 &rng, size_t count) {
  std::vector<float> out = edgeFloats();
  // Half of the budget near halves: all of them in order when they fit,
  // else random ones.
  const size_t nearBudget = count / 2, perHalf = 5, finite = 0x7C00;
  const bool all = nearBudget >= perHalf * finite;
  std::uniform_int_distribution<uint32_t> anyHalf(0, finite - 1);
  for (uint32_t k = 0; k < (all ? finite : nearBudget / perHalf); ++k) {
    const uint32_t h = all ? k : anyHalf(rng);
    const uint32_t v = bitsOf(halfToFloat(uint16_t(h)));
    const uint32_t m =
        bitsOf(float((halfStep(h) + halfStep(h + 1)) / 2)); // exact
    const uint32_t sign = rng() & 1 ? 0x80000000u : 0;
    for (uint32_t p : {v + 1, m - 1, m, m + 1, h ? v - 1 : v})
      out.push_back(floatOf(p | sign));
  }
  std::uniform_int_distribution<int> exponent(-27, 16);
  while (out.size() < count) {
    if (rng() & 1) {
      out.push_back(floatOf(uint32_t(rng())));
    } else {
      const float m = 1.0f + float(rng() >> 40) * 0x1p-24f;
      out.push_back(std::ldexp(rng() & 1 ? -m : m, exponent(rng)));
    }
  }
  std::shuffle(out.begin() + 100, out.end(), rng); // edge cases stay first
  out.resize(count);
  return out;
}

/// The base of every HalfConversion* fixture.
class HalfConversion : public E2eTest {};

} // namespace vkcl::e2e
