// Rounding to a floating-point format in integer arithmetic, for the
// explicit conversions (Convert.cpp).
//
// Vulkan lets every "correctly rounded" instruction, OpConvertSToF and
// OpFConvert included, round either way unless the entry point declares a
// rounding mode, and only fp16 conversions may carry one; denormal inputs
// and results may be flushed. OpenCL's conversions name a rounding mode and
// are exact, so whatever a conversion can round is built here from the
// operand's bits: the value is split into the kept part `trunc` (already the
// destination's bit pattern, exponent beside mantissa, so adding one carries
// into the exponent and up to infinity as IEEE rounding does) and the
// dropped part `rem`, compared with half a unit; each mode is one "round the
// magnitude up?" predicate. Nothing here depends on how the device rounds.
#pragma once

#include "builtins/HalfConversion.h"

namespace vkcl {

/// OpenCL's rounding modes (_rte, _rtz, _rtp, _rtn).
using Rounding = HalfRounding;

/// An IEEE binary format: total width, explicit mantissa bits, bias.
struct FloatFormat {
  unsigned width, mantissa, bias;
  unsigned exponentBits() const { return width - 1 - mantissa; }
};
inline constexpr FloatFormat HalfFormat{16, 10, 15};
inline constexpr FloatFormat SingleFormat{32, 23, 127};
inline constexpr FloatFormat DoubleFormat{64, 52, 1023};

/// Integer operations on one register type: 32- or 64-bit lanes, a scalar
/// or a vector of up to four.
class LaneInts {
public:
  LaneInts(FunctionEmitter &fe, Id type);

  Id type() const { return type_; }
  Id boolType() const { return bools_; }
  unsigned width() const { return width_; }
  unsigned lanes() const { return lanes_; }

  Id k(uint64_t v) { return m_.constInt(type_, v); }
  Id op(spv::Op o, Id a, Id b) { return b_.binary(o, type_, a, b); }
  Id add(Id a, Id b) { return op(spv::Op::OpIAdd, a, b); }
  Id sub(Id a, Id b) { return op(spv::Op::OpISub, a, b); }
  Id bitAnd(Id a, Id b) { return op(spv::Op::OpBitwiseAnd, a, b); }
  Id bitOr(Id a, Id b) { return op(spv::Op::OpBitwiseOr, a, b); }
  Id shl(Id a, Id n) { return op(spv::Op::OpShiftLeftLogical, a, n); }
  Id shr(Id a, Id n) { return op(spv::Op::OpShiftRightLogical, a, n); }
  Id cmp(spv::Op o, Id a, Id b) { return b_.binary(o, bools_, a, b); }
  Id eq(Id a, Id b) { return cmp(spv::Op::OpIEqual, a, b); }
  Id ne(Id a, Id b) { return cmp(spv::Op::OpINotEqual, a, b); }
  Id lt(Id a, Id b) { return cmp(spv::Op::OpULessThan, a, b); }
  Id gt(Id a, Id b) { return cmp(spv::Op::OpUGreaterThan, a, b); }
  Id ge(Id a, Id b) { return cmp(spv::Op::OpUGreaterThanEqual, a, b); }
  Id pick(Id c, Id a, Id b) { return b_.select(type_, c, a, b); }
  Id oneIf(Id c) { return pick(c, k(1), k(0)); }
  /// `value` (integer lanes of another width) zero-extended or truncated.
  Id from(Id value) {
    return b_.valueType(value) == type_
               ? value
               : b_.unary(spv::Op::OpUConvert, type_, value);
  }

  Id both(Id a, Id b) { return b_.binary(spv::Op::OpLogicalAnd, bools_, a, b); }
  Id either(Id a, Id b) {
    return b_.binary(spv::Op::OpLogicalOr, bools_, a, b);
  }
  Id no(Id a) { return b_.unary(spv::Op::OpLogicalNot, bools_, a); }
  Id always(bool v) { return m_.constInt(bools_, v ? 1 : 0); }

private:
  ModuleEmitter &m_;
  spirv::Builder &b_;
  Id type_, bools_;
  unsigned width_, lanes_;
};

/// The bits of the `to` value nearest, as `rounding` says, to the integer
/// of magnitude `magnitude` (32- or 64-bit lanes, at most four) and sign
/// `negative` (bool lanes): 64-bit lanes for double, else 32-bit lanes
/// holding the pattern in their low bits. Zero gives +0.
Id integerToFloatBits(FunctionEmitter &fe, Id magnitude, Id negative,
                      FloatFormat to, Rounding rounding);

/// The bits of a `from` value (lanes of its width) rounded once to the
/// narrower format `to` (32-bit lanes): denormal results, overflow to
/// infinity or the largest finite value as the mode says, NaNs quiet with
/// the payload's top bits.
Id narrowFloatBits(FunctionEmitter &fe, Id bits, FloatFormat from,
                   FloatFormat to, Rounding rounding);

/// x rounded to the nearest integer, ties to even (rint, and the _rte
/// float-to-integer conversions): GLSL.std.450 RoundEven, but for doubles
/// on a target whose RoundEven and Trunc are wrong (exactRounding64 false)
/// an exact sequence on Floor. `type` a float type, any lane count.
Id roundToNearestEven(FunctionEmitter &fe, Id type, Id x);
/// x rounded toward zero (trunc, round): GLSL.std.450 Trunc, or Floor and
/// Ceil on such a target.
Id truncateFloat(FunctionEmitter &fe, Id type, Id x);

} // namespace vkcl
