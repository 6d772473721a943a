#include "builtins/FloatOps.h"

#include <cmath>

namespace vkcl {

using spv::Op;

namespace {

/// The fixed facts of a binary format, in terms of the word that holds
/// the exponent (the float itself, or a double's high word).
struct Format {
  uint32_t signMask, exponentMask, mantissaShift, bias;
  int minExponent;         ///< of normal numbers
  double splitter;         ///< 2^ceil(p/2) + 1 (Veltkamp)
  int exactLow, exactHigh; ///< inExactRange as powers of two
};

const Format float32{0x80000000u, 0x7f800000u, 23, 127, -126, 4097.0, -96, 96};
const Format float64{0x80000000u, 0x7ff00000u, 20,   1023,
                     -1022,       134217729.0, -900, 900};

const Format &format(unsigned width) { return width == 64 ? float64 : float32; }

/// Pre-scale that makes a denormal normal before its exponent is read.
constexpr int DenormalShift = 64;

} // namespace

FloatOps::FloatOps(FunctionEmitter &fe, Id type)
    : fe_(fe), m_(fe.mod()), b_(fe.b()), type_(type) {
  spirv::Module &m = m_.module();
  element_ = m.componentType(type);
  lanes_ = m.componentCount(type);
  width_ = m.scalarWidth(type);
  bools_ = lanes_ == 1 ? m_.boolType() : m.typeVector(m_.boolType(), lanes_);
  words_ = lanes_ == 1 ? m_.u32() : m.typeVector(m_.u32(), lanes_);
}

FloatOps FloatOps::withLanes(unsigned lanes) const {
  return FloatOps(fe_, lanes == 1 ? element_
                                  : m_.module().typeVector(element_, lanes));
}

Id FloatOps::k(double value) { return m_.constFloat(type_, value); }

Id FloatOps::splat(Id scalar) {
  return lanes_ == 1
             ? scalar
             : b_.compositeConstruct(type_, std::vector<Id>(lanes_, scalar));
}

Id FloatOps::lane(Id value, unsigned i) {
  return lanes_ == 1 ? value : b_.compositeExtract(element_, value, {i});
}

Id FloatOps::shuffle(Id a, Id b, const std::vector<uint32_t> &lanes) {
  return b_.vectorShuffle(type_, a, b, lanes);
}

Id FloatOps::exact(Id result) {
  m_.module().decorate(result, spv::Decoration::NoContraction);
  return result;
}

Id FloatOps::add(Id a, Id b) {
  return exact(b_.binary(Op::OpFAdd, type_, a, b));
}
Id FloatOps::sub(Id a, Id b) {
  return exact(b_.binary(Op::OpFSub, type_, a, b));
}
Id FloatOps::mul(Id a, Id b) {
  return exact(b_.binary(Op::OpFMul, type_, a, b));
}
Id FloatOps::abs(Id a) { return glsl(GLSLstd450FAbs, {a}); }

Id FloatOps::glsl(GLSLstd450 instruction, const std::vector<Id> &operands) {
  return b_.extInst(type_, m_.glslStd450(), instruction, operands);
}

Id FloatOps::less(Id a, Id b) {
  return b_.binary(Op::OpFOrdLessThan, bools_, a, b);
}
Id FloatOps::lessEqual(Id a, Id b) {
  return b_.binary(Op::OpFOrdLessThanEqual, bools_, a, b);
}
Id FloatOps::equal(Id a, Id b) {
  return b_.binary(Op::OpFOrdEqual, bools_, a, b);
}
Id FloatOps::select(Id condition, Id a, Id b) {
  return b_.select(type_, condition, a, b);
}

FloatOps::Pair FloatOps::split(Id a) {
  // c - (c - a) keeps the high half of a's bits; both halves are exact.
  Id c = mul(k(format(width_).splitter), a);
  Id hi = sub(c, sub(c, a));
  return {hi, sub(a, hi)};
}

FloatOps::Pair FloatOps::productOfSplits(Id a, const Pair &sa, Id b,
                                         const Pair &sb) {
  Id p = mul(a, b);
  Id e = sub(mul(sa.hi, sb.hi), p);
  e = add(e, mul(sa.hi, sb.lo));
  e = add(e, mul(sa.lo, sb.hi));
  return {p, add(e, mul(sa.lo, sb.lo))};
}

FloatOps::Pair FloatOps::product(Id a, Id b) {
  return productOfSplits(a, split(a), b, split(b));
}

Id FloatOps::inExactRange(Id s) {
  const Format &f = format(width_);
  Id low = lessEqual(k(std::ldexp(1.0, f.exactLow)), s);
  Id high = lessEqual(s, k(std::ldexp(1.0, f.exactHigh)));
  return b_.binary(Op::OpLogicalAnd, bools_, low, high);
}

FloatOps::Pair FloatOps::refineSqrt(Id s, Id rs) {
  // y ~ sqrt(s); r = s - y*y is exact (y*y lies within a factor 2 of s, so
  // s - hi is exact, Sterbenz); y + r / (2y) is Newton's step.
  Id halfRs = mul(rs, k(0.5));
  Id y = mul(s, rs);
  for (unsigned step = 1;; ++step) {
    Pair sq = product(y, y);
    Id r = sub(sub(s, sq.hi), sq.lo);
    Id c = mul(r, halfRs);
    if (step == steps())
      return {y, c};
    y = add(y, c);
  }
}

FloatOps::Pair FloatOps::sqrtPair(Id s) {
  return refineSqrt(s, glsl(GLSLstd450InverseSqrt, {s}));
}

Id FloatOps::sqrt(Id s) {
  Pair y = sqrtPair(s);
  return add(y.hi, y.lo);
}

Id FloatOps::rsqrt(Id s) {
  // q ~ 1 / y for y = sqrt(s) held as hi + lo; e = 1 - q * y, with q * hi
  // exact (Dekker) and 1 - its rounded part exact (it lies near 1).
  Id q = glsl(GLSLstd450InverseSqrt, {s});
  Pair y = refineSqrt(s, q);
  Pair splitY = split(y.hi);
  for (unsigned step = 0; step < steps(); ++step) {
    Pair p = productOfSplits(q, split(q), y.hi, splitY);
    Id e = sub(sub(sub(k(1.0), p.hi), p.lo), mul(q, y.lo));
    q = add(q, mul(q, e));
  }
  return q;
}

Id FloatOps::intConst(int32_t value) {
  return m_.constU32(static_cast<uint32_t>(value));
}
Id FloatOps::intAdd(Id a, Id b) {
  return b_.binary(Op::OpIAdd, m_.u32(), a, b);
}
Id FloatOps::intSub(Id a, Id b) {
  return b_.binary(Op::OpISub, m_.u32(), a, b);
}

Id FloatOps::highWords(Id x) {
  if (width_ == 32)
    return b_.unary(Op::OpBitcast, words_, x);
  Id uvec2 = m_.uvec2();
  std::vector<Id> words;
  for (unsigned i = 0; i < lanes_; ++i)
    words.push_back(b_.compositeExtract(
        m_.u32(), b_.unary(Op::OpBitcast, uvec2, lane(x, i)), {1}));
  return lanes_ == 1 ? words[0] : b_.compositeConstruct(words_, words);
}

Id FloatOps::lowWord(Id x) {
  return b_.compositeExtract(m_.u32(), b_.unary(Op::OpBitcast, m_.uvec2(), x),
                             {0});
}

Id FloatOps::exponent(Id x) {
  const Format &f = format(width_);
  FloatOps s = scalar();
  Id u32 = m_.u32();
  Id denormal = s.less(x, s.k(std::ldexp(1.0, f.minExponent)));
  Id normal =
      s.select(denormal, s.mul(x, s.k(std::ldexp(1.0, DenormalShift))), x);
  Id biased =
      b_.binary(Op::OpBitwiseAnd, u32,
                b_.binary(Op::OpShiftRightLogical, u32, s.highWords(normal),
                          m_.constU32(f.mantissaShift)),
                m_.constU32(f.exponentMask >> f.mantissaShift));
  Id offset = b_.select(u32, denormal,
                        intConst(static_cast<int32_t>(f.bias) + DenormalShift),
                        intConst(static_cast<int32_t>(f.bias)));
  return intSub(biased, offset);
}

Id FloatOps::powerOfTwo(Id k) {
  const Format &f = format(width_);
  Id u32 = m_.u32();
  Id word = b_.binary(Op::OpShiftLeftLogical, u32,
                      intAdd(k, intConst(static_cast<int32_t>(f.bias))),
                      m_.constU32(f.mantissaShift));
  if (width_ == 32)
    return b_.unary(Op::OpBitcast, element_, word);
  Id pair = b_.compositeConstruct(m_.uvec2(), {m_.constU32(0), word});
  return b_.unary(Op::OpBitcast, element_, pair);
}

Id FloatOps::isNan(Id x) {
  const Format &f = format(width_);
  Id u32 = m_.u32(), boolType = m_.boolType();
  Id magnitude = b_.binary(Op::OpBitwiseAnd, u32, scalar().highWords(x),
                           m_.constU32(~f.signMask));
  Id above = b_.binary(Op::OpUGreaterThan, boolType, magnitude,
                       m_.constU32(f.exponentMask));
  if (width_ == 32)
    return above;
  Id atInf =
      b_.binary(Op::OpIEqual, boolType, magnitude, m_.constU32(f.exponentMask));
  Id lowSet = b_.binary(Op::OpINotEqual, boolType, lowWord(x), m_.constU32(0));
  return b_.binary(Op::OpLogicalOr, boolType, above,
                   b_.binary(Op::OpLogicalAnd, boolType, atInf, lowSet));
}

Id FloatOps::isInf(Id x) {
  const Format &f = format(width_);
  Id u32 = m_.u32(), boolType = m_.boolType();
  Id magnitude = b_.binary(Op::OpBitwiseAnd, u32, scalar().highWords(x),
                           m_.constU32(~f.signMask));
  Id atInf =
      b_.binary(Op::OpIEqual, boolType, magnitude, m_.constU32(f.exponentMask));
  if (width_ == 32)
    return atInf;
  Id lowClear = b_.binary(Op::OpIEqual, boolType, lowWord(x), m_.constU32(0));
  return b_.binary(Op::OpLogicalAnd, boolType, atInf, lowClear);
}

Id FloatOps::scale(Id x, Id k) {
  FloatOps s = scalar();
  Id low = b_.binary(Op::OpShiftRightArithmetic, m_.u32(), k, m_.constU32(1));
  Id high = intSub(k, low);
  return mul(mul(x, splat(s.powerOfTwo(low))), splat(s.powerOfTwo(high)));
}

Id FloatOps::anyNotFinite(Id x) {
  uint32_t mask = format(width_).exponentMask;
  Id exponents = b_.binary(Op::OpBitwiseAnd, words_, highWords(x),
                           m_.constInt(words_, mask));
  Id full =
      b_.binary(Op::OpIEqual, bools_, exponents, m_.constInt(words_, mask));
  return lanes_ == 1 ? full : b_.unary(Op::OpAny, m_.boolType(), full);
}

Id FloatOps::maxAbs(Id x) {
  FloatOps s = scalar();
  Id a = abs(x);
  Id best = lane(a, 0);
  for (unsigned i = 1; i < lanes_; ++i) {
    Id next = lane(a, i);
    best = s.select(s.less(best, next), next, best);
  }
  return best;
}

Id FloatOps::sumOfProducts(Id a, Id b) {
  FloatOps s = scalar();
  Id sum = s.mul(lane(a, 0), lane(b, 0));
  for (unsigned i = 1; i < lanes_; ++i)
    sum = s.add(sum, s.mul(lane(a, i), lane(b, i)));
  return sum;
}

FloatOps::Pair FloatOps::twoSum(Id a, Id b) {
  Id s = add(a, b);
  Id bv = sub(s, a);
  Id av = sub(s, bv);
  return {s, add(sub(a, av), sub(b, bv))};
}

Id FloatOps::sumOfProductsCompensated(Id a, Id b) {
  FloatOps s = scalar();
  Pair first = s.product(lane(a, 0), lane(b, 0));
  Id sum = first.hi, error = first.lo;
  for (unsigned i = 1; i < lanes_; ++i) {
    Pair term = s.product(lane(a, i), lane(b, i));
    Pair next = s.twoSum(sum, term.hi);
    sum = next.hi;
    error = s.add(error, s.add(next.lo, term.lo));
  }
  return s.add(sum, error);
}

Id FloatOps::differenceOfProducts(Id a, Id b, Id c, Id d) {
  Pair left = product(a, b), right = product(c, d);
  // -0 - x negates exactly, zeros included.
  Pair difference = twoSum(left.hi, sub(k(-0.0), right.hi));
  return add(difference.hi, add(difference.lo, sub(left.lo, right.lo)));
}

} // namespace vkcl
