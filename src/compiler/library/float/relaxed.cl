// The float functions a program built with -cl-unsafe-math-optimizations
// (or -cl-fast-relaxed-math, which implies it) calls instead of the precise
// ones. The SPIR-V environment spec's table "ULP Values for Math
// Instructions - Unsafe Math Optimizations Enabled" relaxes, for single
// precision only:
//  - sin, cos: 2^-11 absolute error in [-pi, pi], "larger otherwise";
//    sinpi, cospi: the same in [-1, 1];
//  - exp10, tan, pow, powr: "derived implementations may implement" them
//    as exp2(x log2(10)), sin(x) / cos(x) and exp2(y log2|x|) (undefined
//    for x < 0 with a non-integer y, for 0^0 and, powr, for x < 0), where
//    the operations used "may themselves be relaxed";
//  - exp, exp2 (3 + floor(|2x|) ulp), log, log2 (2^-21 absolute in
//    [0.5, 2], 3 ulp elsewhere): no function here, see below.
// Vulkan promises GLSL.std.450's Sin and Cos to exactly those bounds, and
// Tan and Pow as derived from Sin, Cos, Exp2 and Log2, so these relaxed
// functions are the device's own instructions. The e2e suite MathRelaxed
// measures each driver against OpenCL's bounds.
// Exp and Exp2 are promised 3 + 2|x| ulp, up to one more than OpenCL's,
// and lavapipe's and SwiftShader's use it (3.008 ulp at x = -0.062); Log
// has OpenCL's bound but SwiftShader misses it by a hair just below 0.5
// (3.01 ulp at 0.4918). So exp, exp2, log and log2 keep their precise
// functions, as do those missing from the table (its own rule): log10 from
// log2 would round twice (up to 4 ulp against 3), asin, acos and atan have
// no instruction Vulkan bounds that tightly, and sqrt stays correctly
// rounded.
// The compiler (MathLibrary.cpp) calls __vkcl_relaxed_<stem>_f32 wherever
// it exists, so this file alone decides what is relaxed: for float operands
// of every builtin with that stem but the half_* ones (whose 8192 ulp hold
// over [-2^16, 2^16]).

/// Derived: exp2(x log2(10)).
VKCL_LIB float __vkcl_relaxed_exp10_f32(float x) { return native_exp10(x); }

VKCL_LIB float __vkcl_relaxed_sin_f32(float x) { return native_sin(x); }

VKCL_LIB float __vkcl_relaxed_cos_f32(float x) { return native_cos(x); }

/// Derived: sin(x) / cos(x) (GLSL's Tan is defined so).
VKCL_LIB float __vkcl_relaxed_tan_f32(float x) { return native_tan(x); }

/// x - 2 rint(x / 2), in [-1, 1] and exact (Sterbenz: x and the even
/// integer nearest it are within a factor of two of each other, or the
/// integer is 0); NaN for infinite x.
VKCL_LIB float __vkcl_relaxed_mod2_f32(float x) {
  return x - 2.0f * rint(0.5f * x);
}

/// sin(pi r) on the exactly reduced r: the product's rounding adds at most
/// 2^-23 to Sin's 2^-11, and every x keeps that bound, not just [-1, 1].
VKCL_LIB float __vkcl_relaxed_sinpi_f32(float x) {
  return native_sin(0x1.921fb6p+1f * __vkcl_relaxed_mod2_f32(x));
}

VKCL_LIB float __vkcl_relaxed_cospi_f32(float x) {
  return native_cos(0x1.921fb6p+1f * __vkcl_relaxed_mod2_f32(x));
}

/// Derived: exp2(y log2|x|), negated for x < 0 and an odd integer y; NaN
/// for x < 0 and a non-integer y (the real power does not exist). y = 0
/// gives 1 for every x but 0 and infinity (whose power is undefined here).
VKCL_LIB float __vkcl_relaxed_pow_f32(float x, float y) {
  float r = native_powr(fabs(x), y);
  if (x < 0.0f) {
    if (rint(y) != y)
      return as_float(0x7fc00000u);
    float halfy = 0.5f * y;
    if (rint(halfy) != halfy)
      r = -r;
  }
  return r;
}

/// Derived: exp2(y log2(x)), for x >= 0.
VKCL_LIB float __vkcl_relaxed_powr_f32(float x, float y) {
  return native_powr(x, y);
}
