// Half conversions: integer-exact everywhere, hardware where it is exact.
//
// float -> half in integers: the magnitude's bits are split into the kept
// part `trunc` (already a half bit pattern: exponent and mantissa side by
// side, so incrementing it carries into the exponent and up to infinity as
// IEEE rounding does) and the dropped part `rem`, compared with `halfway`.
// Half denormals shift the float mantissa (with its implicit bit) right by
// 126 - exponent instead. Every rounding mode is then one "round up?"
// predicate. Magnitudes from 65536 up behave as 65504 plus a large
// remainder, which gives infinity or 65504 as each mode says.
//
// double -> half rounds once: the double is first rounded to float with
// round-to-odd (the float keeps a sticky bit for everything it dropped;
// float has 13 more significant bits than half needs), then to half.
#include "builtins/HalfConversion.h"

namespace vkcl {

namespace {

/// Lane-wise integer and boolean helpers over n lanes of u32.
class Lanes {
public:
  Lanes(FunctionEmitter &fe, unsigned n)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), n_(n),
        u32_(n == 1 ? m_.u32() : m_.module().typeVector(m_.u32(), n)),
        bool_(n == 1 ? m_.boolType()
                     : m_.module().typeVector(m_.boolType(), n)) {}

  Id u32Type() const { return u32_; }
  Id vectorOf(Id scalar) {
    return n_ == 1 ? scalar : m_.module().typeVector(scalar, n_);
  }
  Id c(uint32_t v) { return m_.constInt(u32_, v); }
  Id op(spv::Op o, Id a, Id b) { return b_.binary(o, u32_, a, b); }
  Id cmp(spv::Op o, Id a, Id b) { return b_.binary(o, bool_, a, b); }
  Id both(Id a, Id b) { return b_.binary(spv::Op::OpLogicalAnd, bool_, a, b); }
  Id either(Id a, Id b) { return b_.binary(spv::Op::OpLogicalOr, bool_, a, b); }
  Id no(Id a) { return b_.unary(spv::Op::OpLogicalNot, bool_, a); }
  Id pick(Id cond, Id a, Id b) { return b_.select(u32_, cond, a, b); }
  Id oneIf(Id cond) { return pick(cond, c(1), c(0)); }
  Id always(bool v) { return m_.constInt(bool_, v ? 1 : 0); }
  Id bitcastU32(Id v) { return b_.unary(spv::Op::OpBitcast, u32_, v); }
  Id bitcastFloat(Id v) {
    return b_.unary(spv::Op::OpBitcast, vectorOf(m_.module().typeFloat(32)), v);
  }

private:
  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  unsigned n_;
  Id u32_, bool_;
};

/// "Round the magnitude up?" for a result that is not exact.
/// `above`/`tie`: the dropped part is more than / exactly half an ulp;
/// `inexact`: anything was dropped; `negative`: the sign.
Id roundsUp(Lanes &l, HalfRounding rounding, Id above, Id tie, Id odd,
            Id inexact, Id negative) {
  switch (rounding) {
  case HalfRounding::Rte:
    return l.either(above, l.both(tie, odd));
  case HalfRounding::Rtz:
    return l.always(false);
  case HalfRounding::Rtp:
    return l.both(inexact, l.no(negative));
  case HalfRounding::Rtn:
    return l.both(inexact, negative);
  }
  return l.always(false);
}

/// float bits (u32 lanes) -> half bits, in integers.
Id floatBitsToHalfBits(Lanes &l, Id u, HalfRounding rounding) {
  using spv::Op;
  Id sign = l.op(Op::OpBitwiseAnd, u, l.c(0x80000000u));
  Id a = l.op(Op::OpBitwiseAnd, u, l.c(0x7fffffffu));
  Id negative = l.cmp(Op::OpINotEqual, sign, l.c(0));
  Id isNan = l.cmp(Op::OpUGreaterThan, a, l.c(0x7f800000u));
  Id isInf = l.cmp(Op::OpIEqual, a, l.c(0x7f800000u));
  Id big = l.cmp(Op::OpUGreaterThanEqual, a, l.c(0x47800000u)); // >= 65536
  Id small = l.cmp(Op::OpULessThan, a, l.c(0x38800000u));       // < 2^-14

  // Normal halves: rebias the exponent, keep 10 mantissa bits.
  Id truncN = l.op(Op::OpShiftRightLogical,
                   l.op(Op::OpISub, a, l.c(0x38000000u)), l.c(13));
  Id remN = l.op(Op::OpBitwiseAnd, a, l.c(0x1fffu));
  // Half denormals (and zero): the mantissa with its implicit bit, in units
  // of 2^-24, is shifted right by 126 - exponent (at most 31: everything
  // below 2^-25 is then all remainder, below halfway).
  Id exponent = l.op(Op::OpShiftRightLogical, a, l.c(23));
  Id hasImplicit = l.cmp(Op::OpINotEqual, exponent, l.c(0));
  Id mantissa = l.op(Op::OpBitwiseOr, l.op(Op::OpBitwiseAnd, a, l.c(0x7fffffu)),
                     l.pick(hasImplicit, l.c(0x800000u), l.c(0)));
  Id rawShift = l.op(Op::OpISub, l.c(126), exponent);
  Id shift = l.pick(l.cmp(Op::OpUGreaterThan, rawShift, l.c(31)), l.c(31),
                    l.pick(small, rawShift, l.c(14)));
  Id truncS = l.op(Op::OpShiftRightLogical, mantissa, shift);
  Id lowMask =
      l.op(Op::OpISub, l.op(Op::OpShiftLeftLogical, l.c(1), shift), l.c(1));
  Id remS = l.op(Op::OpBitwiseAnd, mantissa, lowMask);
  Id halfS =
      l.op(Op::OpShiftLeftLogical, l.c(1), l.op(Op::OpISub, shift, l.c(1)));

  Id trunc = l.pick(small, truncS, truncN);
  Id rem = l.pick(small, remS, remN);
  Id halfway = l.pick(small, halfS, l.c(0x1000));
  // From 65536 up: 65504 and "more than half an ulp" dropped.
  trunc = l.pick(big, l.c(0x7bff), trunc);
  Id above = l.either(big, l.cmp(Op::OpUGreaterThan, rem, halfway));
  Id tie = l.both(l.no(big), l.cmp(Op::OpIEqual, rem, halfway));
  Id inexact = l.either(big, l.cmp(Op::OpINotEqual, rem, l.c(0)));
  Id odd =
      l.cmp(Op::OpINotEqual, l.op(Op::OpBitwiseAnd, trunc, l.c(1)), l.c(0));
  Id up = roundsUp(l, rounding, above, tie, odd, inexact, negative);
  Id result = l.op(Op::OpIAdd, trunc, l.oneIf(up));

  result = l.pick(isInf, l.c(0x7c00), result);
  Id nanBits =
      l.op(Op::OpBitwiseOr, l.c(0x7e00),
           l.op(Op::OpBitwiseAnd, l.op(Op::OpShiftRightLogical, a, l.c(13)),
                l.c(0x3ff)));
  result = l.pick(isNan, nanBits, result);
  return l.op(Op::OpBitwiseOr, result,
              l.op(Op::OpShiftRightLogical, sign, l.c(16)));
}

/// `converted` (floats from hardware half conversions) with the sign of the
/// half patterns `bits` put back: NVIDIA returns one canonical NaN with the
/// sign lost. (Other results already carry their sign; the payload of a NaN
/// is not kept on this path.)
Id withHalfSigns(Lanes &l, Id converted, Id bits) {
  using spv::Op;
  Id signs = l.op(Op::OpShiftLeftLogical,
                  l.op(Op::OpBitwiseAnd, bits, l.c(0x8000)), l.c(16));
  return l.bitcastFloat(l.op(Op::OpBitwiseOr, l.bitcastU32(converted), signs));
}

/// half bits -> float bits, exact, in integers (and one exact multiply).
Id halfBitsToFloatBits(FunctionEmitter &fe, Lanes &l, Id bits) {
  using spv::Op;
  spirv::Builder &b = fe.b();
  Id floatType = l.vectorOf(fe.spv().typeFloat(32));
  Id sign = l.op(Op::OpShiftLeftLogical,
                 l.op(Op::OpBitwiseAnd, bits, l.c(0x8000)), l.c(16));
  Id exponent = l.op(Op::OpBitwiseAnd,
                     l.op(Op::OpShiftRightLogical, bits, l.c(10)), l.c(0x1f));
  Id mantissa = l.op(Op::OpBitwiseAnd, bits, l.c(0x3ff));
  // Normal: rebias; infinity and NaN: all-ones exponent, payload kept.
  Id normal = l.op(Op::OpBitwiseOr,
                   l.op(Op::OpShiftLeftLogical,
                        l.op(Op::OpIAdd, exponent, l.c(112)), l.c(23)),
                   l.op(Op::OpShiftLeftLogical, mantissa, l.c(13)));
  Id special = l.op(Op::OpBitwiseOr, l.c(0x7f800000u),
                    l.op(Op::OpShiftLeftLogical, mantissa, l.c(13)));
  // Denormal or zero: mantissa * 2^-24, exact in float (a normal float).
  Id scaled = b.binary(Op::OpFMul, floatType,
                       b.unary(Op::OpConvertUToF, floatType, mantissa),
                       fe.mod().constFloat(floatType, 0x1p-24));
  Id denormal = b.unary(Op::OpBitcast, l.u32Type(), scaled);
  Id magnitude =
      l.pick(l.cmp(Op::OpIEqual, exponent, l.c(0)), denormal,
             l.pick(l.cmp(Op::OpIEqual, exponent, l.c(31)), special, normal));
  return l.op(Op::OpBitwiseOr, sign, magnitude);
}

/// Converts an 8- or 16-wide vector four lanes at a time: on SPIR-V vectors
/// each step is one instruction for four lanes, where the wide (array)
/// vector would take one per lane (a quarter of the code, and of the
/// optimizer's time). `convert(chunk)` converts one 4-lane vector.
template <typename Convert>
Id byQuarters(FunctionEmitter &fe, Id value, unsigned lanes, Id resultLane,
              const Convert &convert) {
  spirv::Builder &b = fe.b();
  spirv::Module &m = fe.spv();
  Id laneType = m.componentType(b.valueType(value));
  std::vector<Id> parts;
  for (unsigned c = 0; c < lanes; c += 4) {
    std::vector<Id> chunk;
    for (unsigned i = c; i < c + 4; ++i)
      chunk.push_back(b.compositeExtract(laneType, value, {i}));
    parts.push_back(
        convert(b.compositeConstruct(m.typeVector(laneType, 4), chunk)));
  }
  return b.compositeConstruct(m.typeVector(resultLane, lanes), parts);
}

} // namespace

bool hardwareHalfConversions(const TargetProfile &target) {
  return target.float16 && target.int16 && target.float16RoundingRte &&
         target.float16DenormPreserve;
}

Id halfBitsToFloat(FunctionEmitter &fe, Id bits, unsigned lanes) {
  using spv::Op;
  if (lanes > 4)
    return byQuarters(fe, bits, lanes, fe.spv().typeFloat(32),
                      [&](Id q) { return halfBitsToFloat(fe, q, 4); });
  Lanes l(fe, lanes);
  spirv::Builder &b = fe.b();
  spirv::Module &m = fe.spv();
  Id floatType = l.vectorOf(m.typeFloat(32));
  if (!hardwareHalfConversions(fe.mod().target()))
    return b.unary(Op::OpBitcast, floatType, halfBitsToFloatBits(fe, l, bits));
  fe.useFloat16Controls();
  Id u16 = b.unary(Op::OpUConvert, l.vectorOf(m.typeInt(16)), bits);
  Id h = b.unary(Op::OpBitcast, l.vectorOf(m.typeFloat(16)), u16);
  return withHalfSigns(l, b.unary(Op::OpFConvert, floatType, h), bits);
}

Id halfWordsToFloat(FunctionEmitter &fe, const std::vector<Id> &words) {
  using spv::Op;
  spirv::Builder &b = fe.b();
  spirv::Module &m = fe.spv();
  fe.useFloat16Controls();
  Lanes l(fe, 2);
  Id pairType = m.typeVector(m.typeFloat(32), 2);
  std::vector<Id> pairs;
  for (Id word : words) {
    Id h = b.unary(Op::OpBitcast, m.typeVector(m.typeFloat(16), 2), word);
    Id bits = b.compositeConstruct(
        l.u32Type(), {b.binary(Op::OpBitwiseAnd, fe.mod().u32(), word,
                               fe.mod().constU32(0xffff)),
                      b.binary(Op::OpShiftRightLogical, fe.mod().u32(), word,
                               fe.mod().constU32(16))});
    pairs.push_back(
        withHalfSigns(l, b.unary(Op::OpFConvert, pairType, h), bits));
  }
  if (pairs.size() == 1)
    return pairs[0];
  unsigned lanes = static_cast<unsigned>(2 * words.size());
  return b.compositeConstruct(m.typeVector(m.typeFloat(32), lanes), pairs);
}

std::vector<Id> floatToHalfWords(FunctionEmitter &fe, Id value,
                                 unsigned lanes) {
  using spv::Op;
  spirv::Builder &b = fe.b();
  spirv::Module &m = fe.spv();
  Id pairType = m.typeVector(m.typeFloat(32), 2);
  std::vector<Id> words;
  for (unsigned i = 0; i < lanes; i += 2) {
    Id pair = b.compositeConstruct(
        pairType, {b.compositeExtract(m.typeFloat(32), value, {i}),
                   b.compositeExtract(m.typeFloat(32), value, {i + 1})});
    Id halves = floatToHalfBits(fe, pair, 2, HalfRounding::Rte);
    Id u32 = fe.mod().u32();
    words.push_back(b.binary(
        Op::OpBitwiseOr, u32, b.compositeExtract(u32, halves, {0}),
        b.binary(Op::OpShiftLeftLogical, u32,
                 b.compositeExtract(u32, halves, {1}), fe.mod().constU32(16))));
  }
  return words;
}

Id floatToHalfBits(FunctionEmitter &fe, Id value, unsigned lanes,
                   HalfRounding rounding) {
  using spv::Op;
  if (lanes > 4)
    return byQuarters(fe, value, lanes, fe.mod().u32(), [&](Id q) {
      return floatToHalfBits(fe, q, 4, rounding);
    });
  Lanes l(fe, lanes);
  spirv::Builder &b = fe.b();
  spirv::Module &m = fe.spv();
  Id u = b.unary(Op::OpBitcast, l.u32Type(), value);
  if (!hardwareHalfConversions(fe.mod().target()))
    return floatBitsToHalfBits(l, u, rounding);
  // The device rounds to nearest even (RoundingModeRTE for 16 bits, set on
  // every entry point that converts); directed modes step the result by one
  // ulp where the exact value lies on the other side. Magnitudes compare as
  // integers, so a float denormal the device flushes still counts.
  Id h = b.unary(Op::OpFConvert, l.vectorOf(m.typeFloat(16)), value);
  Id u16 = b.unary(Op::OpBitcast, l.vectorOf(m.typeInt(16)), h);
  Id bits = b.unary(Op::OpUConvert, l.u32Type(), u16);
  fe.useFloat16Controls();
  // NVIDIA turns a NaN with only low payload bits into infinity and drops
  // the sign of NaNs: the quiet bit and the sign keep every NaN a NaN of
  // its sign.
  Id a = l.op(Op::OpBitwiseAnd, u, l.c(0x7fffffffu));
  Id isNan = l.cmp(Op::OpUGreaterThan, a, l.c(0x7f800000u));
  Id nanFix =
      l.op(Op::OpBitwiseOr, l.c(0x200),
           l.op(Op::OpBitwiseAnd, l.op(Op::OpShiftRightLogical, u, l.c(16)),
                l.c(0x8000)));
  bits = l.op(Op::OpBitwiseOr, bits, l.pick(isNan, nanFix, l.c(0)));
  if (rounding == HalfRounding::Rte)
    return bits;
  // The value converted back, in integers: NVIDIA folds an f32 -> f16 ->
  // f32 round trip of floats into the identity.
  Id back = halfBitsToFloatBits(fe, l, bits);
  Id aBack = l.op(Op::OpBitwiseAnd, back, l.c(0x7fffffffu));
  Id negative =
      l.cmp(Op::OpINotEqual, l.op(Op::OpShiftRightLogical, u, l.c(31)), l.c(0));
  Id tooBig = l.both(l.no(isNan), l.cmp(Op::OpUGreaterThan, aBack, a));
  Id tooSmall = l.both(l.no(isNan), l.cmp(Op::OpULessThan, aBack, a));
  Id inc = l.always(false), dec = tooBig;
  if (rounding == HalfRounding::Rtp) {
    inc = l.both(tooSmall, l.no(negative));
    dec = l.both(tooBig, negative);
  } else if (rounding == HalfRounding::Rtn) {
    inc = l.both(tooSmall, negative);
    dec = l.both(tooBig, l.no(negative));
  }
  Id magnitude = l.op(Op::OpBitwiseAnd, bits, l.c(0x7fff));
  magnitude =
      l.op(Op::OpISub, l.op(Op::OpIAdd, magnitude, l.oneIf(inc)), l.oneIf(dec));
  return l.op(Op::OpBitwiseOr, l.op(Op::OpBitwiseAnd, bits, l.c(0x8000)),
              magnitude);
}

Id doubleToHalfBits(FunctionEmitter &fe, Id value, unsigned lanes,
                    HalfRounding rounding) {
  using spv::Op;
  if (lanes > 4)
    return byQuarters(fe, value, lanes, fe.mod().u32(), [&](Id q) {
      return doubleToHalfBits(fe, q, 4, rounding);
    });
  Lanes l(fe, lanes);
  spirv::Builder &b = fe.b();
  spirv::Module &m = fe.spv();
  ModuleEmitter &me = fe.mod();
  Id u64 = l.vectorOf(me.u64());
  Id floatType = l.vectorOf(m.typeFloat(32));
  // Round to odd: the float toward zero from the double, with its last bit
  // set when anything was dropped. Integer comparisons of the magnitudes,
  // so however the device rounds or flushes, the fix-up is exact.
  Id f = b.unary(Op::OpFConvert, floatType, value);
  Id fBits = b.unary(Op::OpBitcast, l.u32Type(), f);
  Id mask = me.constInt(u64, 0x7fffffffffffffffull);
  Id d = b.unary(Op::OpBitcast, u64, value);
  Id ad = b.binary(Op::OpBitwiseAnd, u64, d, mask);
  // |f| as a double, in integers (a float -> double round trip may be folded
  // away by a driver): rebias a normal float; a denormal one is its
  // mantissa * 2^-149, exact in double.
  Id boolType = l.vectorOf(me.boolType());
  Id fMagnitude = l.op(Op::OpBitwiseAnd, fBits, l.c(0x7fffffffu));
  Id fExponent = l.op(Op::OpShiftRightLogical, fMagnitude, l.c(23));
  Id fMantissa = b.unary(Op::OpUConvert, u64,
                         l.op(Op::OpBitwiseAnd, fBits, l.c(0x7fffffu)));
  Id wideExponent = b.unary(Op::OpUConvert, u64, fExponent);
  Id normal = b.binary(
      Op::OpBitwiseOr, u64,
      b.binary(Op::OpShiftLeftLogical, u64,
               b.binary(Op::OpIAdd, u64, wideExponent, me.constInt(u64, 896)),
               me.constInt(u64, 52)),
      b.binary(Op::OpShiftLeftLogical, u64, fMantissa, me.constInt(u64, 29)));
  Id doubleType = l.vectorOf(m.typeFloat(64));
  Id denormal =
      b.unary(Op::OpBitcast, u64,
              b.binary(Op::OpFMul, doubleType,
                       b.unary(Op::OpConvertUToF, doubleType, fMantissa),
                       me.constFloat(doubleType, 0x1p-149)));
  Id aBack =
      b.select(u64, l.cmp(Op::OpIEqual, fExponent, l.c(0)), denormal,
               b.select(u64, l.cmp(Op::OpIEqual, fExponent, l.c(255)),
                        me.constInt(u64, 0x7ff0000000000000ull), normal));
  Id isNan = b.binary(Op::OpUGreaterThan, boolType, ad,
                      me.constInt(u64, 0x7ff0000000000000ull));
  Id tooBig = b.binary(Op::OpUGreaterThan, boolType, aBack, ad);
  Id inexact = b.binary(Op::OpINotEqual, boolType, aBack, ad);
  Id magnitude = fMagnitude;
  magnitude = l.op(Op::OpISub, magnitude, l.oneIf(tooBig));
  magnitude = l.op(Op::OpBitwiseOr, magnitude, l.oneIf(inexact));
  Id sign = l.op(
      Op::OpBitwiseAnd,
      b.unary(Op::OpUConvert, l.u32Type(),
              b.binary(Op::OpShiftRightLogical, u64, d, me.constInt(u64, 32))),
      l.c(0x80000000u));
  Id odd = l.pick(isNan, fBits, l.op(Op::OpBitwiseOr, sign, magnitude));
  return floatToHalfBits(fe, b.unary(Op::OpBitcast, floatType, odd), lanes,
                         rounding);
}

} // namespace vkcl
