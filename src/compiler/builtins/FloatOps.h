// Float arithmetic that no driver may rearrange, and the exact
// transformations built on it: Dekker's product, a square root and a
// reciprocal square root refined to within a hair of half an ulp, powers of
// two made from integer exponents, classification by bits.
//
// Why not the hardware's: Vulkan promises correctly rounded OpFAdd, OpFSub
// and OpFMul, but only 2 ULP for GLSL.std.450 InverseSqrt, "inherited from
// 1.0 / InverseSqrt" for Sqrt (about 4.5 ULP), 2.5 ULP for OpFDiv, and for
// 64-bit floats only "at least that of single precision". So the hardware's
// InverseSqrt is a first approximation (relative error 2^-21, or 2^-22 in
// double terms) that Newton steps with an exactly computed residual bring to
// the correctly rounded result plus at most 2^-18 ulp: one step for float,
// two for double (each squares the error). The residual needs the exact
// square of an approximation: Dekker's product with Veltkamp's splitting,
// not an fma, because GLSL.std.450 Fma may be a multiply and an add.
//
// Every operation is decorated NoContraction: NVIDIA fuses a*b+c across
// statements and Mesa applies inexact algebra to undecorated operations,
// either of which breaks an exact transformation. Arithmetic is assumed to
// round to nearest, as OpenCL's full profile requires of the device.
// Classification is done on the bits, so it holds where the kernel cannot
// declare SignedZeroInfNanPreserve (SwiftShader).
#pragma once

#include "FunctionEmitter.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {

/// The operations on one register type: a 32- or 64-bit float scalar or a
/// vector of 2, 3 or 4 of them. Scalar arguments of the vector helpers
/// (`splat`, `scale`) are of the element type.
class FloatOps {
public:
  FloatOps(FunctionEmitter &fe, Id type);

  Id type() const { return type_; }
  unsigned lanes() const { return lanes_; }
  unsigned width() const { return width_; }
  /// The same operations on one element.
  FloatOps scalar() const { return FloatOps(fe_, element_); }
  /// The same element in `lanes` lanes.
  FloatOps withLanes(unsigned lanes) const;

  Id k(double value);  ///< a constant in every lane
  Id splat(Id scalar); ///< a scalar value in every lane
  Id lane(Id value, unsigned i);
  Id shuffle(Id a, Id b, const std::vector<uint32_t> &lanes);

  // Arithmetic, each result decorated NoContraction.
  Id add(Id a, Id b);
  Id sub(Id a, Id b);
  Id mul(Id a, Id b);
  Id abs(Id a);
  Id glsl(GLSLstd450 instruction, const std::vector<Id> &operands);

  // Ordered comparisons (false where a NaN takes part), in bool lanes.
  Id less(Id a, Id b);
  Id lessEqual(Id a, Id b);
  Id equal(Id a, Id b);
  Id select(Id condition, Id a, Id b);

  /// A value and the rounding error it carries: hi + lo is the exact result.
  struct Pair {
    Id hi, lo;
  };
  /// a * b exactly (Dekker): exact unless something overflows or the error
  /// term falls below the normal range.
  Pair product(Id a, Id b);

  /// Whether a positive scalar `s` lies where sqrtPair and rsqrt are exact
  /// (their intermediate products neither overflow nor leave the normal
  /// range): [2^-96, 2^96] for float, [2^-900, 2^900] for double. False for
  /// NaN.
  Id inExactRange(Id s);
  /// sqrt(s) as hi + lo, lo a correction below an ulp of hi, together
  /// within 2^-40 of sqrt(s) relative; `s` in inExactRange.
  Pair sqrtPair(Id s);
  /// sqrt(s) rounded once: within 0.5 ulp plus 2^-18 ulp.
  Id sqrt(Id s);
  /// 1 / sqrt(s), within 0.5 ulp plus 2^-18 ulp; `s` in inExactRange.
  Id rsqrt(Id s);

  // Scalars only: `x` of the element type, integers signed 32-bit.
  /// e where 2^e <= x < 2^(e+1), for a positive finite x (denormals too);
  /// any value for others.
  Id exponent(Id x);
  /// 2^k for k in the type's normal exponent range.
  Id powerOfTwo(Id k);
  Id isNan(Id x);
  Id isInf(Id x);

  /// x * 2^k, as two multiplications by 2^floor(k/2) and 2^ceil(k/2), so
  /// that k may reach twice the exponent range: exact while the result is
  /// normal, else rounded once. `k` a scalar integer.
  Id scale(Id x, Id k);
  /// Whether any lane is an infinity or a NaN: one bool.
  Id anyNotFinite(Id x);
  /// The largest |lane| (which one where NaNs take part is unspecified).
  Id maxAbs(Id x);
  /// Sum of a[i] * b[i] over the lanes, left to right: a scalar.
  Id sumOfProducts(Id a, Id b);
  /// The same sum as if computed in twice the precision and rounded once
  /// (Ogita, Rump and Oishi's Dot2: exact products, each addition's error
  /// kept and added at the end): where the terms cancel exactly the result
  /// is 0 or close to it, not the rounding error of the largest term. The
  /// operands' magnitudes must keep every product and its error term in
  /// range (the scaled paths of dot and cross, largest component in [2, 4)).
  Id sumOfProductsCompensated(Id a, Id b);
  /// a * b - c * d lane by lane, compensated as sumOfProductsCompensated.
  Id differenceOfProducts(Id a, Id b, Id c, Id d);
  /// a + b and its rounding error (Knuth's TwoSum, no ordering needed).
  Pair twoSum(Id a, Id b);

  /// Signed 32-bit integer arithmetic for exponents.
  Id intConst(int32_t value);
  Id intAdd(Id a, Id b);
  Id intSub(Id a, Id b);

private:
  Id exact(Id result); ///< decorates NoContraction, returns result
  Pair split(Id a);    ///< Veltkamp: a = hi + lo, each half the bits
  Pair productOfSplits(Id a, const Pair &sa, Id b, const Pair &sb);
  /// The 32-bit word holding sign and exponent, lane by lane (the float's
  /// bits, or a double's high word); and a double's low word.
  Id highWords(Id x);
  Id lowWord(Id x);
  /// sqrtPair from a first approximation `rs` of 1 / sqrt(s).
  Pair refineSqrt(Id s, Id rs);
  unsigned steps() const { return width_ == 64 ? 2 : 1; }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  Id type_, element_, bools_, words_;
  unsigned lanes_, width_;
};

} // namespace vkcl
