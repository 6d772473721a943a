// The float math references shared by the e2e math suites: double
// references of the OpenCL C functions (the host's libm where it has the
// function, the spec's special values where it differs), each function's
// full-profile bound, and the CTS's acceptance of a float result, with its
// allowances for devices that flush subnormals. MathLibraryTest.cpp checks
// random inputs at every width; MathSweepTest.cpp every float.
#pragma once

extern "C" {
#include "../library/ulp.h"
}

#include <cmath>
#include <string>

namespace vkcl::e2e {

/// How a function's operands and result travel.
enum class Form {
  Unary,    ///< float f(float)
  Binary,   ///< float f(float, float)
  FloatInt, ///< float f(float, int)
  IntOf,    ///< int f(float), exact
};

/// Every reference takes (x, y, n) and uses what its form passes.
using Ref = double (*)(double x, double y, int n);

struct MathCase {
  const char *name;
  Form form;
  Ref ref;
  double bound;   ///< float, ULP
  float lo, hi;   ///< the range most random inputs come from
  int nMax = 300; ///< FloatInt: n in [-nMax, nMax]
  /// Also accepted: an absolute error this small (lgamma near its zeros,
  /// where the spec sets no ULP bound).
  double absolute = 0;
};

/// rootn's special values (OpenCL C 3.0, "Edge Case Behavior"): rootn(±0,
/// n) is ±∞ for odd n < 0, +∞ for even n < 0, ±0 for odd n > 0, +0 for
/// even n > 0; NaN for x < 0 with even n and for n = 0.
inline double rootnRef(double x, double, int n) {
  if (n == 0 || (x < 0 && n % 2 == 0))
    return NAN;
  if (x == 0) {
    bool odd = n % 2 != 0;
    if (n < 0)
      return odd ? std::copysign(INFINITY, x) : INFINITY;
    return odd ? x : 0.0;
  }
  double r = std::pow(std::fabs(x), 1.0 / n);
  return x < 0 ? -r : r;
}

/// sinpi, cospi, tanpi: x reduced modulo 2 exactly (fmod is exact), then
/// the double function of pi r; tanpi of a half-integer n + 1/2 is +inf
/// for even n, -inf for odd n (negated for negative x).
inline double sinpiRef(double x, double, int) {
  double r = std::fmod(x, 2.0);
  if (r == std::trunc(r)) // sin of a multiple of pi: exactly zero
    return std::copysign(0.0, x);
  return std::isinf(x) ? NAN : std::sin(M_PI * r);
}
inline double cospiRef(double x, double, int) {
  double r = std::fmod(std::fabs(x), 2.0);
  if (r == 0.5 || r == 1.5)
    return 0.0;
  return std::isinf(x) ? NAN : std::cos(M_PI * r);
}
inline double tanpiRef(double x, double, int) {
  if (std::isinf(x))
    return NAN;
  double r = std::fmod(std::fabs(x), 2.0);
  if (r == 0.5 || r == 1.5) {
    bool even = std::fmod(std::floor(std::fabs(x)), 2.0) == 0;
    return std::copysign(INFINITY, x) * (even ? 1 : -1);
  }
  if (r == std::trunc(r))
    return std::copysign(0.0, x);
  return std::tan(M_PI * std::fmod(x, 2.0));
}

/// powr: pow for x >= 0 only, with its own special values: NaN for x < 0,
/// any NaN operand, powr(±0, ±0), powr(+∞, ±0) and powr(1, ±∞); +∞ for
/// powr(±0, y < 0).
inline double powrRef(double x, double y, int) {
  if (std::isnan(x) || std::isnan(y) || x < 0 || (x == 0 && y == 0) ||
      (std::isinf(x) && y == 0) || (x == 1 && std::isinf(y)))
    return NAN;
  if (x == 0 && y < 0)
    return INFINITY;
  return std::pow(x, y);
}

inline bool isSubnormal(double v) { return v != 0 && std::fabs(v) < 0x1p-126; }

/// The CTS's acceptance of a float result, with its allowance for
/// flushing subnormal inputs and results to zero. Exact functions
/// (bound 0) must also get a zero's sign right.
inline bool acceptable(float got, float x, float y, int n, const MathCase &c,
                       double *err) {
  double ref = c.ref(x, y, n);
  *err = ulp_error_f32(got, ref);
  // maxmag and minmag of two zeros are fmax and fmin of them, whose sign
  // IEEE leaves open.
  bool zeros = std::string(c.name).find("mag") != std::string::npos;
  if (c.bound == 0 && got == 0 && ref == 0 &&
      std::signbit(got) != std::signbit(ref) && !(x == 0 && y == 0 && zeros))
    *err = 1;
  if (*err <= c.bound || std::fabs(got - ref) <= c.absolute)
    return true;
  if (isSubnormal(ref) && got == 0.0f)
    return true;
  // A flushing device sees subnormal operands as zeros and may flush a
  // subnormal result.
  float flushedGot = isSubnormal(got) ? std::copysign(0.0f, got) : got;
  for (int flush = 0; flush < 4; ++flush) {
    double fx = (flush & 1) && isSubnormal(x) ? std::copysign(0.0, x) : x;
    double fy = (flush & 2) && isSubnormal(y) ? std::copysign(0.0, y) : y;
    double fref = c.ref(fx, fy, n);
    bool flushedZeros = fx == 0 && fy == 0 && zeros;
    for (float g : {got, flushedGot})
      if (ulp_error_f32(g, fref) <= c.bound &&
          (c.bound > 0 || g != 0 || std::signbit(g) == std::signbit(fref) ||
           flushedZeros))
        return true;
  }
  return false;
}

} // namespace vkcl::e2e
