// What the two library-builtin benchmark hosts (vkcl + GLSL twins, and the
// platform's OpenCL) share beyond bench/common: the kernels, their buffer
// sizes, the input pattern and the host references. The references are
// written lane by lane from the OpenCL C specification's definitions, not
// from either implementation, so that vkcl, the GLSL twins and NVIDIA's
// OpenCL are each held to the same exact answer; the math kernels, whose
// results no specification fixes to the bit, are held to a double-precision
// reference within a relative tolerance, and each contender's largest
// relative error is printed so the table shows accuracy next to speed.
// The per-function rows (fn_*, kernels/math_fn.cl) apply one builtin to
// each float and are measured the way the OpenCL CTS measures a math
// function, in ulps against the double reference of that function on the
// same float argument: the precise ones held to OpenCL's bounds, every
// row's largest error printed. Header-only: each host is one file plus
// this.
#pragma once

#include "../common/Bench.h"
#include "../common/ParallelFor.h"

extern "C" {
// The CTS's ulp measure, as the host sweeps and the e2e suites take it.
#include "../../tests/library/ulp.h"
}

#include <algorithm>
#include <cfloat>
#include <cinttypes>
#include <climits>
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace librarybench {

using namespace bench;

/// BYTES is a whole number of uint4 / float4 (one per work-item per step)
/// and of the ceiling's uvec4s.
constexpr uint64_t SizeUnit = 16;
/// convert_pixels writes 1.25 x BYTES (float4s, then uchar4s); this keeps
/// that buffer below 4 GiB and every vector index in 32 bits.
constexpr uint64_t MaxBytes = uint64_t(2) << 30;
/// int_mix's rounds per work-item, as kernels/int_mix.cl and
/// glsl/int_mix.comp have them (a compile-time constant in both).
constexpr int Rounds = 16;
/// The math chain's rounds, as kernels/math_*.cl and glsl/math.comp have
/// them.
constexpr int MathRounds = 8;

/// The math kernels' relative tolerances against the double reference.
/// Precise: math_exp_log through vkcl or the platform's OpenCL, whose
/// functions OpenCL 1.2 bounds (exp, log 3 ulp, pow, erf 16, sqrt 3,
/// rsqrt 2, fma exact): their first-order propagation through the chain
/// (sensitivity of a result to each operation's relative error, times that
/// operation's bound, summed over the 8 rounds, maximized over the
/// pattern's first 3000 work-items, whose seeds cover all of [1, 2]) is
/// 25 ulp of 2^-23 = 3.0e-6; 2^-17 = 7.6e-6 leaves room for second-order
/// terms. glibc's float functions in the same chain reach 1.8e-7. Loose:
/// the GLSL twins and math_native, whose functions only Vulkan's
/// precision table bounds (exp 3 + 2|x| ulp, log 3 ulp, pow through exp2
/// and log2, sqrt through inversesqrt and a division; the same
/// propagation gives 9.6e-6 with the erf approximation's 1.5e-7) or
/// nothing at all (OpenCL's native_*): 2^-13 = 1.2e-4, while the outputs
/// of neighbouring work-items differ by more than 2^-10 (the pattern's
/// first 2M measured) and a NaN or poisoned word never passes.
constexpr double PreciseTolerance = 0x1p-17, LooseTolerance = 0x1p-13;
/// math_trig_relaxed (and math_trig's GLSL twin): sin and cos within 2^-11
/// absolute, pow within 8192 ulp (the relaxed table's bounds, and
/// Vulkan's): propagated through trigChain() to first order, 1.7e-3;
/// 2^-8 = 3.9e-3. math_trig through vkcl or the platform's OpenCL (sin,
/// cos 4 ulp, pow 16) propagates to 1.3e-6 and is held to
/// PreciseTolerance.
constexpr double RelaxedTolerance = 0x1p-8;
/// math_double: the same chain in double, rounded to float at the end; its
/// double error (some 1e-15) leaves the final rounding's 2^-24.
constexpr double DoubleTolerance = 0x1p-22;

enum class Kind {
  IntMix,
  ConvertPixels,
  MathExpLog,
  MathNative,
  MathDouble,
  MathTrig,
  MathTrigRelaxed,
  MathFn ///< one builtin per float (kernels/math_fn.cl), Spec::fn
};

/// The function of a MathFn row (its native form: Spec::native).
enum class Fn {
  None,
  Sin,
  Cos,
  Tan,
  Exp,
  Log,
  Pow,
  Sqrt,
  Rsqrt,
  Fma,
  Atan2,
  Erf,
  Divide,       ///< float `/` (2.5 ulp), or native_divide
  DivideCr,     ///< float `/` under -cl-fp32-correctly-rounded-divide-sqrt
  DivideDouble, ///< double `/` of the widened floats, rounded to float
  Fmax
};

struct Spec {
  const char *name; ///< kernel name = vkcl .spv / GLSL twin file stem
  Kind kind;
  /// The .cl file's stem, where it is not `name` (a row built from
  /// another row's source with other options).
  const char *file = nullptr;
  /// Build options beyond OpenCL C 1.2 (for vkcl: bench/CMakeLists.txt).
  std::string options = "";
  /// MathFn: the function, and whether the row calls its native_* form
  /// (mad for fma), which no bound holds.
  Fn fn = Fn::None;
  bool native = false;
  const char *source() const { return file ? file : name; }
};

/// The per-function rows: kernels/math_fn.cl built with -DFN=MACRO
/// -DKERNEL=NAME (as bench/CMakeLists.txt's VKCL_MATH_FN_ROWS has them).
struct FnRow {
  const char *name, *macro;
  Fn fn;
  bool native;
  /// Build options beyond -DFN/-DKERNEL (the fourth field of the row).
  const char *options = "";
};
inline const std::vector<FnRow> &fnRows() {
  static const std::vector<FnRow> all = {
      {"fn_sin", "FN_SIN", Fn::Sin, false},
      {"fn_cos", "FN_COS", Fn::Cos, false},
      {"fn_tan", "FN_TAN", Fn::Tan, false},
      {"fn_exp", "FN_EXP", Fn::Exp, false},
      {"fn_log", "FN_LOG", Fn::Log, false},
      {"fn_pow", "FN_POW", Fn::Pow, false},
      {"fn_sqrt", "FN_SQRT", Fn::Sqrt, false},
      {"fn_rsqrt", "FN_RSQRT", Fn::Rsqrt, false},
      {"fn_fma", "FN_FMA", Fn::Fma, false},
      {"fn_atan2", "FN_ATAN2", Fn::Atan2, false},
      {"fn_erf", "FN_ERF", Fn::Erf, false},
      {"fn_native_sin", "FN_NATIVE_SIN", Fn::Sin, true},
      {"fn_native_cos", "FN_NATIVE_COS", Fn::Cos, true},
      {"fn_native_tan", "FN_NATIVE_TAN", Fn::Tan, true},
      {"fn_native_exp", "FN_NATIVE_EXP", Fn::Exp, true},
      {"fn_native_log", "FN_NATIVE_LOG", Fn::Log, true},
      {"fn_native_powr", "FN_NATIVE_POWR", Fn::Pow, true},
      {"fn_native_sqrt", "FN_NATIVE_SQRT", Fn::Sqrt, true},
      {"fn_native_rsqrt", "FN_NATIVE_RSQRT", Fn::Rsqrt, true},
      {"fn_mad", "FN_MAD", Fn::Fma, true},
      {"fn_divide", "FN_DIVIDE", Fn::Divide, false},
      {"fn_divide_cr", "FN_DIVIDE", Fn::DivideCr, false,
       " -cl-fp32-correctly-rounded-divide-sqrt"},
      {"fn_native_divide", "FN_NATIVE_DIVIDE", Fn::Divide, true},
      {"fn_divide_double", "FN_DIVIDE_DOUBLE", Fn::DivideDouble, false},
      {"fn_fmax", "FN_FMAX", Fn::Fmax, false},
  };
  return all;
}

inline const std::vector<Spec> &specs() {
  static const std::vector<Spec> all = {
      {"int_mix", Kind::IntMix},
      {"convert_pixels", Kind::ConvertPixels},
      {"math_exp_log", Kind::MathExpLog},
      {"math_native", Kind::MathNative},
      {"math_double", Kind::MathDouble},
      {"math_trig", Kind::MathTrig},
      {"math_trig_relaxed", Kind::MathTrigRelaxed, "math_trig",
       "-cl-fast-relaxed-math -DKERNEL=math_trig_relaxed"},
  };
  static const std::vector<Spec> withFn = [] {
    std::vector<Spec> v = all;
    for (const FnRow &row : fnRows())
      v.push_back({row.name, Kind::MathFn, "math_fn",
                   std::string("-DFN=") + row.macro + " -DKERNEL=" + row.name +
                       row.options,
                   row.fn, row.native});
    return v;
  }();
  return withFn;
}

/// Whether a GLSL twin exists: GLSL.std.450 has no double exp, log, pow,
/// and no erf.
inline bool hasTwin(const Spec &spec) {
  return spec.kind != Kind::MathDouble &&
         !(spec.kind == Kind::MathFn && spec.fn == Fn::Erf);
}

/// Whether the kernel's output is checked bit for bit (else against the
/// math reference within a tolerance, which differs between APIs).
inline bool exact(const Spec &spec) {
  return spec.kind == Kind::IntMix || spec.kind == Kind::ConvertPixels;
}

/// The kernels' `n`: uint4s (int_mix), float4 pixels (convert_pixels) or
/// float4s (math_*).
inline uint32_t items(uint64_t bytes) { return uint32_t(bytes / 16); }

/// Bytes of `out` a kernel writes and the check reads: one uint4 or float4
/// per item, or one float4 then (after all of them) one uchar4 per pixel.
inline uint64_t outBytes(const Spec &spec, uint64_t bytes) {
  return spec.kind == Kind::ConvertPixels ? bytes / 16 * 20 : bytes;
}
/// The output buffer both hosts allocate: room for either kernel.
inline uint64_t outBufferBytes(uint64_t bytes) { return bytes / 16 * 20; }

/// Bytes read + written by one run (the GB/s figures' numerator).
inline uint64_t movedBytes(const Spec &spec, uint64_t bytes) {
  return bytes + outBytes(spec, bytes);
}

// --- The OpenCL C builtins int_mix uses, on one 32-bit lane. ---

/// mad24 with both factors in the unsigned 24-bit range (the kernel masks
/// them there): the low 32 bits of the product, plus z.
inline uint32_t mad24(uint32_t x, uint32_t y, uint32_t z) { return x * y + z; }
inline uint32_t mulHi(uint32_t x, uint32_t y) {
  return uint32_t((uint64_t(x) * y) >> 32);
}
inline int32_t mulHi(int32_t x, int32_t y) {
  return int32_t((int64_t(x) * y) >> 32);
}
/// rotate: the count taken modulo the bit width.
inline uint32_t rotate(uint32_t v, uint32_t count) {
  count &= 31;
  return count ? v << count | v >> (32 - count) : v;
}
inline uint32_t popcount(uint32_t v) {
  v = v - (v >> 1 & 0x55555555u);
  v = (v & 0x33333333u) + (v >> 2 & 0x33333333u);
  return ((v + (v >> 4)) & 0x0F0F0F0Fu) * 0x01010101u >> 24;
}
inline uint32_t addSat(uint32_t x, uint32_t y) {
  return uint32_t(std::min<uint64_t>(uint64_t(x) + y, 0xFFFFFFFFu));
}
inline int32_t addSat(int32_t x, int32_t y) {
  return int32_t(std::clamp<int64_t>(int64_t(x) + y, INT32_MIN, INT32_MAX));
}
inline int32_t asInt(uint32_t v) { return int32_t(v); }

/// int_mix's clamp bounds for the signed mul_hi: about 40% of the values
/// (products of two 32-bit values, high halves up to 2^30) are clamped.
constexpr int32_t ClampLo = -0x10000000, ClampHi = 0x10000000;

/// One int_mix work-item: `in` (4 lanes) to `out`, as kernels/int_mix.cl.
/// Over the input pattern, per lane and round, the unsigned add_sat
/// saturates 26% of the time and the signed one 4%, the clamp bites 40%;
/// the XORs after each keep the saturated values from collapsing the state
/// (the outputs stay distinct).
inline void intMix(const uint32_t in[4], uint32_t out[4]) {
  uint32_t x[4], y[4];
  for (int l = 0; l < 4; ++l) {
    x[l] = in[l];
    y[l] = in[(l + 1) % 4]; // x.yzwx
  }
  for (int k = 0; k < Rounds; ++k)
    for (int l = 0; l < 4; ++l) {
      uint32_t a = mad24(x[l] & 0xFFFFFFu, y[l] >> 8, y[l]);
      uint32_t b = mulHi(a, x[l] | 1u);
      int32_t c = std::clamp(mulHi(asInt(y[l]), asInt(a)), ClampLo, ClampHi);
      uint32_t r = rotate(b ^ y[l], popcount(a));
      x[l] = uint32_t(addSat(asInt(r), c)) ^ a;
      y[l] = addSat(y[l], b) ^ r;
    }
  for (int l = 0; l < 4; ++l)
    out[l] = x[l] ^ y[l];
}

// --- convert_pixels. ---

inline float asFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}
inline uint32_t asBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return bits;
}

/// convert_uchar_sat_rte(p * 255.0f): the product rounded once in float
/// (as the kernel's multiply is), then to the nearest integer, ties to
/// even, then saturated to [0, 255]. The pattern has no NaN (which
/// convert_*_sat maps to 0 but GLSL's clamp leaves undefined).
inline uint32_t toUchar(float p) {
  float v = p * 255.0f;
  if (!(v > 0.0f))
    return 0;
  if (v >= 255.0f)
    return 255;
  float whole = std::floor(v), frac = v - whole; // both exact below 2^23
  uint32_t n = uint32_t(whole);
  return frac > 0.5f || (frac == 0.5f && (n & 1)) ? n + 1 : n;
}
/// convert_float(c) * (1.0f / 255.0f), the divisor folded in float.
inline float toUnit(uint32_t c) { return float(c) * (1.0f / 255.0f); }

/// A float p whose product p * 255.0f is exactly `t` (a tie k + 0.5), so
/// that rte, not the multiply, decides the rounding; found by stepping
/// from t / 255 one ulp at a time (every float near t is some product,
/// since p's ulp is at most t's / 128).
inline float productExactly(float t) {
  float p = t / 255.0f;
  for (int step = 0; step < 256 && p * 255.0f != t; ++step)
    p = std::nextafter(p, p * 255.0f < t ? INFINITY : -INFINITY);
  return p;
}

/// The first exact tie k + 0.5 of the pattern (below 0) and how many there
/// are: k from -3 to 258, so that -2.5 .. -0.5 and 255.5 .. 258.5
/// saturate and 0.5 .. 254.5 round to even.
constexpr int FirstTie = -3, Ties = 262;

inline const std::vector<float> &tieInputs() {
  static const std::vector<float> all = [] {
    std::vector<float> t(Ties);
    for (int k = 0; k < Ties; ++k)
      t[k] = productExactly(float(FirstTie + k) + 0.5f);
    return t;
  }();
  return all;
}

/// Float number i of the input, by its hash (h & 15 picks the case):
///  0-5  an in-range pixel, 24 bits of [0, 1)
///  6-8  slightly out of range, 24 bits of [-0.5, 1.5): both saturations
///  9-11 an exact tie: p * 255 is exactly k + 0.5 (tieInputs())
///  12   a tie's neighbour, one ulp of p either way
///  13   large, ±(1..2) * 2^e, e in 1..100: far past 255 and past 2^32
///  14   tiny, ±(1..2) * 2^-e, e in 10..120, or ±0
///  15   ±infinity, or ±FLT_MAX (whose product overflows to infinity)
/// Never NaN. Over the pattern, p * 255 lies below -0.5 for 11% of the
/// floats, above 255.5 for 11% (past 2^32 for 11%), and is an exact tie
/// for 19%.
inline uint32_t pixelAt(uint64_t i) {
  uint32_t h = hash32(i);
  uint32_t c = h & 15, r = h >> 8; // r: 24 hashed bits
  float sign = (h & 16) ? -1.0f : 1.0f;
  float up = (h & 32) ? INFINITY : -INFINITY;
  float mantissa = 1.0f + float(r & 0xFFFF) * 0x1p-16f;
  int e = int(r >> 16);
  if (c < 6)
    return asBits(float(r) * 0x1p-24f);
  if (c < 9)
    return asBits(float(r) * 0x1p-23f - 0.5f);
  if (c < 12)
    return asBits(tieInputs()[r % Ties]);
  if (c == 12)
    return asBits(std::nextafter(tieInputs()[r % Ties], up));
  if (c == 13)
    return asBits(sign * std::ldexp(mantissa, 1 + e % 100));
  if (c == 14)
    return asBits((h & 32) ? sign * 0.0f
                           : sign * std::ldexp(mantissa, -10 - e % 111));
  return asBits(sign * ((h & 32) ? INFINITY : FLT_MAX));
}

/// The input, one pattern for both kernels (one input buffer): the pixels
/// convert_pixels wants, which as int_mix's uint4s are all but 1 in 10^5
/// distinct (four independently hashed lanes each), so an output written
/// to the wrong place shows.
inline std::vector<uint32_t> pattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  parallelFor(words.size(), [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      words[i] = pixelAt(i);
  });
  return words;
}

// --- The math chain (math_exp_log, math_native). ---

/// One math work-item in double, as kernels/math_exp_log.cl has it (and
/// math_native.cl and glsl/math.comp, but for their erf approximation):
/// every operation the exact function of its double operands, so the
/// result is the chain's value to some 1e-15, the reference every
/// contender's float result is measured against. The ranges each function
/// sees and why the chain's error stays a sum of its functions' errors:
/// kernels/math_exp_log.cl.
inline void mathChain(const uint32_t in[4], double out[4]) {
  double s[4], x[4];
  for (int l = 0; l < 4; ++l) {
    double p = std::fabs(double(asFloat(in[l])));
    s[l] = x[l] = 1.0 + std::exp(-std::min(p, 64.0));
  }
  for (int k = 0; k < MathRounds; ++k) {
    double next[4];
    for (int l = 0; l < 4; ++l) {
      double a = std::exp(-0.25 * x[l]);
      double b = std::log(3.0 + x[l]);
      double c = std::pow(b, a);
      double d = std::sqrt(c * x[(l + 1) % 4] + 1.0); // x.yzwx
      double r = 1.0 / std::sqrt(x[l] + a);
      // TRIG: sin, cos, tan and atan2 join here, as in math_exp_log.cl.
      next[l] = d * std::erf(r) + s[l];
    }
    std::copy(next, next + 4, x);
  }
  std::copy(x, x + 4, out);
}

/// One math_trig work-item in double, as kernels/math_trig.cl has it
/// (the ranges there).
inline void trigChain(const uint32_t in[4], double out[4]) {
  double x[4];
  for (int l = 0; l < 4; ++l)
    x[l] = 0.5 + 0.6 * std::min(std::fabs(double(asFloat(in[l]))), 1.0);
  for (int k = 0; k < MathRounds; ++k) {
    double next[4];
    for (int l = 0; l < 4; ++l) {
      double a = std::sin(x[l]);
      double b = std::cos(x[(l + 1) % 4]); // x.yzwx
      double c = std::pow(b + 1.0, a);
      next[l] = 0.5 + 0.35 * (a * b + 0.25 * c);
    }
    std::copy(next, next + 4, x);
  }
  std::copy(x, x + 4, out);
}

inline bool isTrig(Kind kind) {
  return kind == Kind::MathTrig || kind == Kind::MathTrigRelaxed;
}

/// The double reference of the math kernels of `kind` over `input` (four
/// values per float4): the exp/log chain or the trig one, each computed
/// once on every host core (some 10 s of one core per 64 MiB) and kept
/// for the hosts' later checks of the same input.
inline std::shared_ptr<const std::vector<double>>
mathReference(Kind kind, const std::vector<uint32_t> &input) {
  static std::shared_ptr<const std::vector<double>> cached[2];
  static const std::vector<uint32_t> *cachedFor[2] = {nullptr, nullptr};
  int which = isTrig(kind) ? 1 : 0;
  if (!cached[which] || cachedFor[which] != &input) {
    auto ref = std::make_shared<std::vector<double>>(input.size());
    parallelFor(input.size() / 4, [&](size_t begin, size_t end) {
      for (size_t i = begin; i < end; ++i)
        (which ? trigChain : mathChain)(&input[4 * i], &(*ref)[4 * i]);
    });
    cached[which] = ref;
    cachedFor[which] = &input;
  }
  return cached[which];
}

/// The relative tolerance `api` ("vkcl", "glsl", "opencl") is held to on
/// math kernel `kind`: the precise one for math_exp_log and math_trig
/// except through the GLSL twin, the loose one for math_native and the
/// exp/log twin, the relaxed one for math_trig_relaxed and the trig twin.
inline double mathTolerance(Kind kind, const std::string &api) {
  if (kind == Kind::MathDouble)
    return DoubleTolerance;
  bool precise = kind == Kind::MathExpLog || kind == Kind::MathTrig;
  if (precise && api != "glsl")
    return PreciseTolerance;
  return isTrig(kind) ? RelaxedTolerance : LooseTolerance;
}

/// The check of a math kernel's float results through `api`: every one
/// within mathTolerance() of the reference, relatively (NaN, infinity and
/// the poison never are). Prints the largest relative error it saw as
/// `ACCURACY api=... kernel=... maxrel=... tolerance=... ok=...`, the line
/// table.py puts in its "max rel err" column.
inline Check mathCheck(const Spec &spec, const std::vector<uint32_t> &input,
                       const std::string &api) {
  auto want = mathReference(spec.kind, input);
  double tolerance = mathTolerance(spec.kind, api);
  std::string name = spec.name;
  return [=](const std::vector<uint32_t> &out) {
    double worst = 0;
    uint64_t bad = 0, first = 0;
    for (size_t i = 0; i < out.size(); ++i) {
      double rel = std::fabs(asFloat(out[i]) - (*want)[i]) / (*want)[i];
      if (!(rel <= tolerance) && bad++ == 0)
        first = i;
      if (!(rel <= worst))
        worst = std::isnan(rel) ? INFINITY : rel;
    }
    std::printf("ACCURACY api=%s kernel=%s maxrel=%.3g tolerance=%.3g "
                "ok=%d\n",
                api.c_str(), name.c_str(), worst, tolerance, bad ? 0 : 1);
    std::fflush(stdout);
    if (!bad)
      return std::string();
    char text[200];
    std::snprintf(text, sizeof text,
                  "%" PRIu64 " of %zu floats beyond a relative error of "
                  "%.3g, first at float %" PRIu64 ": %.9g, expected %.9g",
                  bad, out.size(), tolerance, first,
                  double(asFloat(out[first])), (*want)[first]);
    return std::string(text);
  };
}

// --- The per-function rows (fn_*, kernels/math_fn.cl). ---

/// OpenCL C's clamp on one float: fmin(fmax(x, lo), hi), exact.
inline float clampf(float x, float lo, float hi) {
  return std::fmin(std::fmax(x, lo), hi);
}

/// The arguments math_fn.cl's FN_* macros give their function, lane by
/// lane, bit for bit (every operation exact: the maps there): a, and b, c
/// for the functions of two and three arguments (pow's exponent, atan2's
/// x, fma's second and third operands), from `in`'s four lanes.
inline void fnArgs(Fn fn, const uint32_t in[4], int l, float &a, float &b,
                   float &c) {
  auto x = [&](int k) { return asFloat(in[(l + k) % 4]); };
  auto nonzero = [](float v) {
    return std::copysign(clampf(std::fabs(v), 0x1p-32f, 0x1p32f), v);
  };
  b = c = 0;
  switch (fn) {
  case Fn::Sin:
  case Fn::Cos:
    a = clampf(x(0), -1.5f, 1.5f) * 2.0f; // TRIG
    break;
  case Fn::Tan:
    a = clampf(x(0), -0.625f, 0.625f) * 2.0f; // TAN_ARG
    break;
  case Fn::Exp:
    a = clampf(x(0), -2.0f, 2.0f) * 16.0f; // EXP_ARG
    break;
  case Fn::Log:
  case Fn::Sqrt:
  case Fn::Rsqrt:
    a = clampf(std::fabs(x(0)), FLT_MIN, FLT_MAX); // POSITIVE
    break;
  case Fn::Pow:
    a = clampf(std::fabs(x(0)), 0.0625f, 16.0f); // BASE
    b = clampf(x(1), -2.0f, 2.0f) * 8.0f;        // EXPONENT(x).yzwx
    break;
  case Fn::Fma:
    a = nonzero(x(0)), b = nonzero(x(1)), c = nonzero(x(2));
    break;
  case Fn::Atan2:
  case Fn::Divide:
  case Fn::DivideCr:
  case Fn::DivideDouble:
    a = nonzero(x(0)), b = nonzero(x(1));
    break;
  case Fn::Fmax:
    a = x(0), b = x(1); // the pattern has no NaN; infinities and FLT_MAX
    break;
  case Fn::Erf:
  case Fn::None:
    a = clampf(x(0), -2.0f, 2.0f) * 2.0f; // ERF_ARG
    break;
  }
}

/// The function of exactly the float arguments, in double (its error some
/// 1e-16, nothing at float's scale); fma's as the exact a * b + c rounded
/// once to float (std::fmaf, correctly rounded as IEEE 754 requires), so
/// that its bound of 0 ulp means "correctly rounded". `scale`: where the
/// loose tolerance is absolute, the size it is absolute to (FnLoose).
inline double fnReference(Fn fn, float a, float b, float c, double &scale) {
  scale = 0;
  switch (fn) {
  case Fn::Sin:
    scale = 1;
    return std::sin(double(a));
  case Fn::Cos:
    scale = 1;
    return std::cos(double(a));
  case Fn::Tan:
    scale = 1;
    return std::tan(double(a));
  case Fn::Exp:
    return std::exp(double(a));
  case Fn::Log:
    scale = 1;
    return std::log(double(a));
  case Fn::Pow:
    return std::pow(double(a), double(b));
  case Fn::Sqrt:
    return std::sqrt(double(a));
  case Fn::Rsqrt:
    return 1.0 / std::sqrt(double(a));
  case Fn::Fma:
    scale = std::fabs(double(a) * b) + std::fabs(c);
    return double(std::fmaf(a, b, c));
  case Fn::Atan2:
    return std::atan2(double(a), double(b));
  case Fn::Divide:
  case Fn::DivideCr:
  case Fn::DivideDouble:
    // Exact to 2^-53 relative, so 0 ulp below is the correctly rounded
    // float (rounding the double quotient again is innocuous: 53 >= 2*24+2).
    return double(a) / double(b);
  case Fn::Fmax:
    return std::fmax(double(a), double(b));
  case Fn::Erf:
  case Fn::None:
    break;
  }
  return std::erf(double(a));
}

/// OpenCL 1.2's full-profile float bound of `fn` in ulps (0: correctly
/// rounded), what the precise rows are held to through vkcl and the
/// platform's OpenCL. sqrt's 3 is OpenCL 1.2's (vkcl's is correctly
/// rounded, which the table's max ulp shows).
inline double fnBound(Fn fn) {
  switch (fn) {
  case Fn::Sin:
  case Fn::Cos:
    return 4;
  case Fn::Tan:
    return 5;
  case Fn::Exp:
  case Fn::Log:
  case Fn::Sqrt:
    return 3;
  case Fn::Pow:
  case Fn::Erf:
    return 16;
  case Fn::Rsqrt:
    return 2;
  case Fn::Fma:
    return 0;
  case Fn::Atan2:
    return 6;
  case Fn::Divide:
    return 2.5;
  // The double quotient rounded to float is held to the float's correct
  // rounding only: whether the double itself is correctly rounded is the
  // e2e Divide.Double suite's check (it compares the double bits).
  case Fn::DivideCr:
  case Fn::DivideDouble:
  case Fn::Fmax:
    return 0;
  case Fn::None:
    break;
  }
  return 0;
}

/// The loose check of the native rows (native_* and mad, which OpenCL
/// bounds not at all) and of the GLSL twins (Vulkan's precision table:
/// sin, cos 2^-11 absolute on [-pi, pi], tan through them, log 2^-21
/// absolute on [0.5, 2], exp 3 + 2|x| ulp, pow through exp2 and log2,
/// atan 4096 ulp = 2^-11 relative, sqrt and inversesqrt a few ulp, fma
/// inherited from a multiply and an add): a finite result within
/// 2^-8 * (|ref| + scale), where scale is 1 for sin, cos, tan and log
/// (bounded absolutely, and tan's error through sin / cos at cos >= 0.31
/// within 2^-9 of 1 + |tan|), |a b| + |c| for fma (a multiply and an add
/// each rounded: exact cancellation leaves the product's rounding) and 0
/// for the rest (relative). Loose enough for any of those bounds over the
/// domains of math_fn.cl, while a value stored in the wrong place, a NaN,
/// the poison or a function's wrong branch fails it.
constexpr double FnLoose = 0x1p-8;

/// The check of a fn_* row through `api`: every output float against
/// fnReference() of its arguments (computed here, on every host core, not
/// stored: 20 rows of 256M doubles would not fit), within fnBound() ulps
/// for a precise row through vkcl or the platform's OpenCL, else within
/// FnLoose. Prints the largest ulp error it saw as `ACCURACY api=...
/// kernel=... maxulp=... bound=... ok=...` (bound=loose, and tolerance=,
/// for the loose check), the line table.py puts in its error column.
inline Check fnCheck(const Spec &spec, const std::vector<uint32_t> &input,
                     const std::string &api) {
  const std::vector<uint32_t> *in = &input;
  bool precise = !spec.native && api != "glsl";
  Fn fn = spec.fn;
  double bound = fnBound(fn);
  std::string name = spec.name;
  return [=](const std::vector<uint32_t> &out) {
    struct Slice {
      double worst = 0;
      uint64_t bad = 0, first = 0;
    };
    std::mutex merging;
    Slice all;
    parallelFor(out.size() / 4, [&](size_t begin, size_t end) {
      Slice s;
      for (size_t i = begin; i < end; ++i)
        for (int l = 0; l < 4; ++l) {
          float a, b, c;
          double scale;
          fnArgs(fn, &(*in)[4 * i], l, a, b, c);
          double ref = fnReference(fn, a, b, c, scale);
          float got = asFloat(out[4 * i + l]);
          double ulps = ulp_error_f32(got, ref);
          bool ok =
              precise ? ulps <= bound
              : std::isfinite(ref)
                  ? std::isfinite(got) && std::fabs(got - ref) <=
                                              FnLoose * (std::fabs(ref) + scale)
                  : ulps == 0;
          if (!ok && s.bad++ == 0)
            s.first = 4 * i + l;
          s.worst = std::max(s.worst, ulps);
        }
      std::lock_guard<std::mutex> lock(merging);
      if (s.bad && (!all.bad || s.first < all.first))
        all.first = s.first;
      all.bad += s.bad;
      all.worst = std::max(all.worst, s.worst);
    });
    if (precise)
      std::printf("ACCURACY api=%s kernel=%s maxulp=%.3g bound=%g ok=%d\n",
                  api.c_str(), name.c_str(), all.worst, bound, all.bad ? 0 : 1);
    else
      std::printf("ACCURACY api=%s kernel=%s maxulp=%.3g bound=loose "
                  "tolerance=%.3g ok=%d\n",
                  api.c_str(), name.c_str(), all.worst, FnLoose,
                  all.bad ? 0 : 1);
    std::fflush(stdout);
    if (!all.bad)
      return std::string();
    float a, b, c;
    double scale;
    size_t first = all.first;
    fnArgs(fn, &(*in)[first / 4 * 4], int(first % 4), a, b, c);
    double ref = fnReference(fn, a, b, c, scale);
    char text[300];
    std::snprintf(text, sizeof text,
                  "%" PRIu64 " of %zu floats beyond %s, first at float %zu "
                  "(arguments %a %a %a): %a, expected %a (%.3g ulp)",
                  all.bad, out.size(),
                  precise ? (std::to_string(bound) + " ulp").c_str()
                          : "the loose tolerance",
                  first, double(a), double(b), double(c),
                  double(asFloat(out[first])), ref,
                  ulp_error_f32(asFloat(out[first]), ref));
    return std::string(text);
  };
}

/// The expected output words of `spec` over `input`, computed once
/// (each host checks several runs against them).
inline std::vector<uint32_t> expected(const Spec &spec,
                                      const std::vector<uint32_t> &input) {
  size_t n = input.size() / 4;
  std::vector<uint32_t> out(spec.kind == Kind::IntMix ? 4 * n : 5 * n);
  if (spec.kind == Kind::IntMix) {
    parallelFor(n, [&](size_t begin, size_t end) {
      for (size_t i = begin; i < end; ++i)
        intMix(&input[4 * i], &out[4 * i]);
    });
    return out;
  }
  parallelFor(n, [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      uint32_t packed = 0;
      for (int l = 0; l < 4; ++l) {
        uint32_t c = toUchar(asFloat(input[4 * i + l]));
        out[4 * i + l] = asBits(toUnit(c));
        packed |= c << (8 * l);
      }
      out[4 * n + i] = packed;
    }
  });
  return out;
}

/// The host reference check of `spec`'s output over `input` through
/// `api` ("vkcl", "glsl", "opencl"): every word of outBytes() exactly, or
/// for the math kernels within the API's tolerance (mathCheck()).
inline Check check(const Spec &spec, const std::vector<uint32_t> &input,
                   const std::string &api) {
  if (spec.kind == Kind::MathFn)
    return fnCheck(spec, input, api);
  if (!exact(spec))
    return mathCheck(spec, input, api);
  return checkEqual(expected(spec, input));
}

} // namespace librarybench
