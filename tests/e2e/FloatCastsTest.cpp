// Casts between floating-point types, `(float)d`, `(half)f`, `(half)d` and
// the widenings back: OpenCL rounds them to nearest even and keeps the
// denormals a type has (OpenCL C 3.0, 6.4.3 and 6.4.4), as convert_<type>
// does; Vulkan leaves OpFConvert's rounding and denormals to the device.
// Each kernel casts one value per work-item, implicitly (an assignment) and
// explicitly, and both must equal the host's conversion bit for bit (NaNs:
// any NaN). Inputs: every float midpoint kind that matters (ties, their
// neighbours, results in the denormal range, overflow to infinity and the
// largest finite, infinities, NaNs, zeros of both signs) and random bit
// patterns. Outputs start poisoned.
#include "HalfConversion.h"

#include <cfloat>
#include <cmath>

namespace vkcl::e2e {
namespace {

class FloatCasts : public E2eTest {};

/// Doubles that round to floats in every interesting way.
std::vector<double> narrowingDoubles(std::mt19937_64 &rng, size_t count) {
  std::vector<double> out = {0.0,
                             -0.0,
                             INFINITY,
                             -INFINITY,
                             NAN,
                             -NAN,
                             DBL_MAX,
                             DBL_MIN,
                             0x1p-150, // half the smallest denormal
                             0x1.0000000000001p-150,
                             0x1.8p-149,      // tie between two denormals
                             0x1.fffffcp-127, // the largest denormal float
                             0x1.fffffep-127, // its tie with FLT_MIN
                             0x1.fffffefffffffp+127, // below overflow's tie
                             0x1.ffffffp+127, // FLT_MAX's tie: to infinity
                             double(FLT_MAX),
                             1.0 + 0x1p-24,    // tie: to even (1)
                             1.0 + 0x1.8p-23}; // tie: to even (1 + 2^-22)
  std::uniform_int_distribution<int> exponent(-160, 130);
  while (out.size() < count) {
    switch (rng() % 4) {
    case 0: // any bit pattern
      out.push_back(doubleOf(rng()));
      break;
    case 1: { // a float's tie with its successor, or one ulp of double off
      float f =
          std::ldexp(1.0f + float(rng() >> 41) * 0x1p-23f, exponent(rng) % 128);
      double tie = (double(f) + double(std::nextafter(f, INFINITY))) / 2;
      int64_t off = int64_t(rng() % 3) - 1;
      out.push_back(doubleOf(bitsOf(tie) + uint64_t(off)));
      break;
    }
    default: { // random values over the float range and below
      double m = 1.0 + double(rng() >> 12) * 0x1p-52;
      out.push_back(std::ldexp(rng() & 1 ? -m : m, exponent(rng)));
    }
    }
    if (rng() & 1)
      out.back() = -out.back();
  }
  out.resize(count);
  return out;
}

bool sameFloat(float got, float want) {
  return std::isnan(want) ? std::isnan(got) : bitsOf(got) == bitsOf(want);
}

TEST_F(FloatCasts, DoubleToFloatRoundsToNearestEven) {
  E2E_REQUIRE_FP64();
  std::mt19937_64 &rng = this->rng();
  std::vector<double> d = narrowingDoubles(rng, 1 << 16);
  Kernel k = kernel(R"CL(
float narrow(double d) { return d; }
kernel void casts(global const double *d, global float *implicit,
                  global float *explicit, global double *back) {
  size_t i = get_global_id(0);
  implicit[i] = narrow(d[i]);
  float f = (float)d[i];
  explicit[i] = f;
  back[i] = f;
}
)CL",
                    "casts");
  Buffer bd = upload(d), bi = makeBuffer(d.size() * 4),
         be = makeBuffer(d.size() * 4), bb = makeBuffer(d.size() * 8);
  run(k, NDRange::linear(d.size(), 64), bd, bi, be, bb);
  std::vector<float> implicit = download<float>(bi, d.size());
  std::vector<float> explicit_ = download<float>(be, d.size());
  std::vector<double> back = download<double>(bb, d.size());
  size_t wrong = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    float want = float(d[i]);
    bool ok = sameFloat(implicit[i], want) && sameFloat(explicit_[i], want) &&
              (std::isnan(want) ? std::isnan(back[i])
                                : bitsOf(back[i]) == bitsOf(double(want)));
    if (!ok && ++wrong <= 8)
      ADD_FAILURE() << std::hexfloat << d[i] << ": implicit " << implicit[i]
                    << ", explicit " << explicit_[i] << ", widened back "
                    << back[i] << "; want " << want;
  }
  EXPECT_EQ(wrong, 0u) << "of " << d.size();
}

TEST_F(FloatCasts, ToHalfRoundsToNearestEven) {
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  std::mt19937_64 &rng = this->rng();
  std::vector<float> f = storeFloats(rng, 1 << 16);
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
half narrow(float f) { return f; }
kernel void casts(global const float *f, global half *implicit,
                  global half *explicit, global float *back) {
  size_t i = get_global_id(0);
  implicit[i] = narrow(f[i]);
  half h = (half)f[i];
  explicit[i] = h;
  back[i] = h;
}
)CL",
                    "casts");
  Buffer bf = upload(f), bi = makeBuffer(f.size() * 2),
         be = makeBuffer(f.size() * 2), bb = makeBuffer(f.size() * 4);
  run(k, NDRange::linear(f.size(), 64), bf, bi, be, bb);
  std::vector<uint16_t> want(f.size());
  std::vector<float> wantBack(f.size());
  for (size_t i = 0; i < f.size(); ++i) {
    want[i] = floatToHalf(f[i]);
    wantBack[i] = halfToFloat(want[i]);
  }
  auto input = [&](size_t i) { return hex(bitsOf(f[i])); };
  EXPECT_TRUE(storesMatch(download<uint16_t>(bi, f.size()), want, input))
      << "implicit";
  EXPECT_TRUE(storesMatch(download<uint16_t>(be, f.size()), want, input))
      << "explicit";
  EXPECT_TRUE(loadsMatch(download<float>(bb, f.size()), wantBack, input))
      << "widened back";
}

TEST_F(FloatCasts, DoubleToHalfRoundsOnce) {
  E2E_REQUIRE_FP64();
  if (!profile().float16)
    GTEST_SKIP() << "device has no fp16 (half)";
  std::mt19937_64 &rng = this->rng();
  // Doubles just off a half's tie: rounding to float first would land on
  // the tie and round again.
  std::vector<double> d = narrowingDoubles(rng, 1 << 14);
  for (uint32_t h = 0; h < 0x7C00; h += 7) {
    double tie = (halfStep(h) + halfStep(h + 1)) / 2;
    for (int off : {-1, 0, 1})
      d.push_back(doubleOf(bitsOf(tie) + uint64_t(int64_t(off))));
  }
  Kernel k = kernel(R"CL(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void casts(global const double *d, global half *h,
                  global double *back) {
  size_t i = get_global_id(0);
  h[i] = (half)d[i];
  back[i] = h[i];
}
)CL",
                    "casts");
  Buffer bd = upload(d), bh = makeBuffer(d.size() * 2),
         bb = makeBuffer(d.size() * 8);
  run(k, NDRange::linear(d.size()), bd, bh, bb);
  std::vector<uint16_t> want(d.size());
  for (size_t i = 0; i < d.size(); ++i)
    want[i] = doubleToHalf(d[i]);
  std::vector<double> back = download<double>(bb, d.size());
  EXPECT_TRUE(storesMatch(download<uint16_t>(bh, d.size()), want,
                          [&](size_t i) { return hex(bitsOf(d[i])); }));
  size_t wrong = 0;
  for (size_t i = 0; i < d.size(); ++i) {
    double w = double(halfToFloat(want[i]));
    if (!(std::isnan(w) ? std::isnan(back[i]) : bitsOf(back[i]) == bitsOf(w)) &&
        ++wrong <= 8)
      ADD_FAILURE() << std::hexfloat << d[i] << " widened back " << back[i]
                    << ", want " << w;
  }
}

} // namespace
} // namespace vkcl::e2e
