// Rounding to a floating-point format in integer arithmetic (see the header).
//
// From an integer: the magnitude's leading bit (GLSL's FindUMsb, on each
// 32-bit half of a 64-bit value) gives the exponent; the magnitude shifted
// left (exact) or right (rounded) to mantissa + 1 bits, with the exponent
// field added below the implicit bit, is the pattern `trunc`.
//
// From a wider float: a result in the normal range rebiases the exponent
// and drops mantissa bits; a denormal result shifts the mantissa (with its
// implicit bit) right by a distance found from the exponent, at most the
// lane width minus one (everything smaller is all remainder, below half a
// unit); magnitudes from 2^(bias + 1) up behave as the largest finite value
// plus a remainder above half a unit, which gives infinity or that value as
// each mode says.
#include "builtins/FloatRounding.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {

LaneInts::LaneInts(FunctionEmitter &fe, Id type)
    : m_(fe.mod()), b_(fe.b()), type_(type) {
  spirv::Module &spv = m_.module();
  lanes_ = spv.componentCount(type);
  width_ = spv.scalarWidth(type);
  bools_ = lanes_ == 1 ? m_.boolType() : spv.typeVector(m_.boolType(), lanes_);
}

namespace {

/// "Round the magnitude up?" for a result that drops `inexact` bits,
/// `above` or exactly at (`tie`) half a unit, its kept part being `odd`.
Id roundsUp(LaneInts &l, Rounding rounding, Id above, Id tie, Id odd,
            Id inexact, Id negative) {
  switch (rounding) {
  case Rounding::Rte:
    return l.either(above, l.both(tie, odd));
  case Rounding::Rtz:
    return l.always(false);
  case Rounding::Rtp:
    return l.both(inexact, l.no(negative));
  case Rounding::Rtn:
    return l.both(inexact, negative);
  }
  return l.always(false);
}

uint64_t lowBits(unsigned n) {
  return n >= 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1;
}

/// The largest finite value's bits, and infinity's.
uint64_t maxFinite(FloatFormat f) {
  return ((lowBits(f.exponentBits()) - 1) << f.mantissa) | lowBits(f.mantissa);
}
uint64_t infinity(FloatFormat f) {
  return lowBits(f.exponentBits()) << f.mantissa;
}

Id u32Lanes(FunctionEmitter &fe, unsigned lanes) {
  Id u32 = fe.mod().u32();
  return lanes == 1 ? u32 : fe.spv().typeVector(u32, lanes);
}

} // namespace

Id integerToFloatBits(FunctionEmitter &fe, Id magnitude, Id negative,
                      FloatFormat to, Rounding rounding) {
  spirv::Builder &b = fe.b();
  LaneInts w(fe, b.valueType(magnitude));
  LaneInts u(fe, u32Lanes(fe, w.lanes()));
  auto findMsb = [&](Id v) {
    return b.extInst(u.type(), fe.mod().glslStd450(), GLSLstd450FindUMsb, {v});
  };
  // The leading bit's position; -1 for zero.
  Id msb;
  if (w.width() == 32) {
    msb = findMsb(magnitude);
  } else {
    Id hi = u.from(w.shr(magnitude, w.k(32)));
    msb = u.pick(u.ne(hi, u.k(0)), u.add(findMsb(hi), u.k(32)),
                 findMsb(u.from(magnitude)));
  }
  const unsigned mb = to.mantissa;
  // Up to mb + 1 significant bits are exact (shifted left into place);
  // more are shifted right, the dropped bits being the remainder.
  Id fits = u.cmp(spv::Op::OpSLessThanEqual, msb, u.k(mb));
  Id left = w.from(u.pick(fits, u.sub(u.k(mb), msb), u.k(0)));
  Id right = w.from(u.pick(fits, u.k(0), u.sub(msb, u.k(mb))));
  Id significand = w.shr(w.shl(magnitude, left), right);
  Id unit = w.shl(w.k(1), right);
  Id rem = w.bitAnd(magnitude, w.sub(unit, w.k(1)));
  Id halfway = w.shr(unit, w.k(1));
  // The implicit bit of the significand adds the missing one.
  Id exponent = w.shl(w.from(u.add(msb, u.k(to.bias - 1))), w.k(mb));
  Id trunc = w.add(exponent, significand);
  Id inexact = w.ne(rem, w.k(0));
  Id above = w.gt(rem, halfway);
  Id tie = w.both(w.eq(rem, halfway), inexact);
  if (w.width() > to.bias) {
    // Half: from 2^16 up, past the largest finite value.
    Id big = u.cmp(spv::Op::OpSGreaterThan, msb, u.k(to.bias));
    trunc = w.pick(big, w.k(maxFinite(to)), trunc);
    above = w.either(big, above);
    tie = w.both(w.no(big), tie);
    inexact = w.either(big, inexact);
  }
  Id odd = w.ne(w.bitAnd(trunc, w.k(1)), w.k(0));
  Id up = roundsUp(w, rounding, above, tie, odd, inexact, negative);
  Id result = w.add(trunc, w.oneIf(up));
  result = w.pick(w.eq(magnitude, w.k(0)), w.k(0), result);
  result = w.bitOr(
      result, w.pick(negative, w.k(uint64_t(1) << (to.width - 1)), w.k(0)));
  return to.width == 64 ? result : u.from(result);
}

Id narrowFloatBits(FunctionEmitter &fe, Id bits, FloatFormat from,
                   FloatFormat to, Rounding rounding) {
  spirv::Builder &b = fe.b();
  LaneInts w(fe, b.valueType(bits));
  LaneInts u(fe, u32Lanes(fe, w.lanes()));
  const unsigned sm = from.mantissa, dm = to.mantissa, dropped = sm - dm;
  Id a = w.bitAnd(bits, w.k(lowBits(from.width - 1)));
  Id negative = w.ne(w.shr(bits, w.k(from.width - 1)), w.k(0));
  Id isNan = w.gt(a, w.k(infinity(from)));
  Id isInf = w.eq(a, w.k(infinity(from)));
  Id big = w.ge(a, w.k(uint64_t(from.bias + to.bias + 1) << sm));
  Id small = w.lt(a, w.k(uint64_t(from.bias - to.bias + 1) << sm));

  // Normal results: rebias, drop `dropped` bits.
  Id truncN =
      w.shr(w.sub(a, w.k(uint64_t(from.bias - to.bias) << sm)), w.k(dropped));
  Id remN = w.bitAnd(a, w.k(lowBits(dropped)));
  Id halfN = w.k(uint64_t(1) << (dropped - 1));
  // Denormal results (and zero): the mantissa with its implicit bit, in
  // units of the smallest denormal, is shifted right by `far` - exponent.
  Id exponent = w.shr(a, w.k(sm));
  Id mantissa =
      w.bitOr(w.bitAnd(a, w.k(lowBits(sm))),
              w.pick(w.ne(exponent, w.k(0)), w.k(uint64_t(1) << sm), w.k(0)));
  const uint64_t far = from.bias + sm - (to.bias + dm - 1);
  Id shift = b.extInst(w.type(), fe.mod().glslStd450(), GLSLstd450UMin,
                       {w.sub(w.k(far), exponent), w.k(from.width - 1)});
  Id unit = w.shl(w.k(1), shift);
  Id truncS = w.shr(mantissa, shift);
  Id remS = w.bitAnd(mantissa, w.sub(unit, w.k(1)));
  Id halfS = w.shr(unit, w.k(1));

  Id trunc = w.pick(big, w.k(maxFinite(to)), w.pick(small, truncS, truncN));
  Id rem = w.pick(small, remS, remN);
  Id halfway = w.pick(small, halfS, halfN);
  Id above = w.either(big, w.gt(rem, halfway));
  Id tie = w.both(w.no(big), w.eq(rem, halfway));
  Id inexact = w.either(big, w.ne(rem, w.k(0)));
  Id odd = w.ne(w.bitAnd(trunc, w.k(1)), w.k(0));
  Id up = roundsUp(w, rounding, above, tie, odd, inexact, negative);
  Id result = u.from(w.add(trunc, w.oneIf(up)));

  Id nan = u.bitOr(u.k(infinity(to) | uint64_t(1) << (dm - 1)),
                   u.from(w.bitAnd(w.shr(a, w.k(dropped)), w.k(lowBits(dm)))));
  result = u.pick(isInf, u.k(infinity(to)), result);
  result = u.pick(isNan, nan, result);
  return u.bitOr(result,
                 u.pick(negative, u.k(uint64_t(1) << (to.width - 1)), u.k(0)));
}

namespace {

/// Whether `type` is a double type whose GLSL Trunc and RoundEven the
/// target gets wrong.
bool roundsDoublesWrongly(FunctionEmitter &fe, Id type) {
  return fe.spv().scalarWidth(type) == 64 && !fe.mod().target().exactRounding64;
}

Id boolsFor(FunctionEmitter &fe, Id type) {
  unsigned lanes = fe.spv().componentCount(type);
  return lanes == 1 ? fe.mod().boolType()
                    : fe.spv().typeVector(fe.mod().boolType(), lanes);
}

} // namespace

Id truncateFloat(FunctionEmitter &fe, Id type, Id x) {
  ModuleEmitter &m = fe.mod();
  spirv::Builder &b = fe.b();
  auto glsl = [&](GLSLstd450 inst) {
    return b.extInst(type, m.glslStd450(), inst, {x});
  };
  if (!roundsDoublesWrongly(fe, type))
    return glsl(GLSLstd450Trunc);
  // Ceil of a negative x keeps -0 (ceil(-0.5) is -0), Floor of -0 is -0.
  Id negative = b.binary(spv::Op::OpFOrdLessThan, boolsFor(fe, type), x,
                         m.constFloat(type, 0.0));
  return b.select(type, negative, glsl(GLSLstd450Ceil), glsl(GLSLstd450Floor));
}

Id roundToNearestEven(FunctionEmitter &fe, Id type, Id x) {
  ModuleEmitter &m = fe.mod();
  spirv::Module &spv = fe.spv();
  spirv::Builder &b = fe.b();
  auto glsl = [&](GLSLstd450 inst, Id v) {
    return b.extInst(type, m.glslStd450(), inst, {v});
  };
  if (!roundsDoublesWrongly(fe, type))
    return glsl(GLSLstd450RoundEven, x);
  // f = floor(x) and d = x - f (in [0, 1)) are exact; the result is f + 1
  // where d > 1/2, or d = 1/2 and f is odd (f/2, exact, is then not an
  // integer). NaNs and infinities keep f (every comparison with a NaN d is
  // false). A zero result takes x's sign (rint(-0.3) is -0).
  Id bools = boolsFor(fe, type);
  auto k = [&](double v) { return m.constFloat(type, v); };
  auto op = [&](spv::Op code, Id a, Id c) {
    Id r = b.binary(code, type, a, c);
    spv.decorate(r, spv::Decoration::NoContraction);
    return r;
  };
  Id f = glsl(GLSLstd450Floor, x);
  Id d = op(spv::Op::OpFSub, x, f);
  Id half = op(spv::Op::OpFMul, f, k(0.5));
  Id odd = b.binary(spv::Op::OpFOrdNotEqual, bools, half,
                    glsl(GLSLstd450Floor, half));
  Id above = b.binary(spv::Op::OpFOrdGreaterThan, bools, d, k(0.5));
  Id tie = b.binary(spv::Op::OpFOrdEqual, bools, d, k(0.5));
  Id up = b.binary(spv::Op::OpLogicalOr, bools, above,
                   b.binary(spv::Op::OpLogicalAnd, bools, tie, odd));
  Id r = b.select(type, up, op(spv::Op::OpFAdd, f, k(1.0)), f);
  // -0 from the bits: a driver may fold x * 0.0 to +0.
  unsigned lanes = spv.componentCount(type);
  Id u64 = spv.typeInt(64, false);
  Id words = lanes == 1 ? u64 : spv.typeVector(u64, lanes);
  Id sign = b.binary(spv::Op::OpBitwiseAnd, words,
                     b.unary(spv::Op::OpBitcast, words, x),
                     m.constInt(words, uint64_t(1) << 63));
  Id zero = b.binary(spv::Op::OpFOrdEqual, bools, r, k(0.0));
  return b.select(type, zero, b.unary(spv::Op::OpBitcast, type, sign), r);
}

} // namespace vkcl
