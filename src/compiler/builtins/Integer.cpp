// Integer functions (OpenCL C 3.0, 6.15.4, and cl_khr_extended_bit_ops'
// bitfield_insert, bitfield_extract_signed/unsigned and bit_reverse) for
// char, uchar, short, ushort, int, uint, long and ulong, scalars and
// vectors of 2, 3, 4, 8 and 16.
//
// Every result is the spec's, bit for bit (mul24/mad24 within the 24-bit
// range that defines them). Four facts shape the code:
//  - char and short live in 32-bit registers, sign- or zero-extended
//    (TypeLowering.cpp), so their saturating, halving and high-half
//    results are computed exactly in 32 bits and clamped or shifted back:
//    no Int8/Int16 capability, and the same code on SwiftShader;
//  - int and long cannot widen (SwiftShader has no int64, no device has
//    int128): overflow is found from signs and carries, and high halves
//    come from OpUMulExtended/OpSMulExtended, which SPIR-V defines for
//    every width;
//  - Vulkan allows OpBitCount only on 32-bit integers
//    (VUID-StandaloneSpirv-Base-04781) and GLSL.std.450's FindUMsb and
//    FindILsb are 32-bit only, so clz, ctz and popcount of 64-bit values
//    work on the two 32-bit halves; 8/16-bit values have their extension
//    bits masked off first;
//  - min, max and clamp are GLSL.std.450's SMin/UMin/SMax/UMax, exact for
//    every width; clamp is min(max(x, lo), hi) as the spec writes it
//    (GLSL's SClamp leaves lo > hi undefined in its own way).
// 8- and 16-wide vectors are arrays of lanes: spirv::Builder applies each
// operation lane by lane, except the two-result multiplies, which
// mulExtended splits itself.
#include "builtins/Builtins.h"

#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl {
namespace {

using clang::QualType;

/// Integer operations on values of one register type (scalar, vector or
/// wide vector), signed or unsigned as the C type is.
class IntOps {
public:
  IntOps(FunctionEmitter &fe, Id type, bool isSigned)
      : m_(fe.mod()), b_(fe.b()), type_(type), signed_(isSigned) {
    unsigned n = m_.module().componentCount(type);
    bools_ = n == 1 ? m_.boolType() : m_.module().typeVector(m_.boolType(), n);
  }

  Id type() const { return type_; }
  unsigned lanes() const { return m_.module().componentCount(type_); }
  unsigned width() const { return m_.module().scalarWidth(type_); }

  Id k(uint64_t value) { return m_.constInt(type_, value); }
  Id op(spv::Op o, Id a, Id b) { return b_.binary(o, type_, a, b); }
  Id add(Id a, Id b) { return op(spv::Op::OpIAdd, a, b); }
  Id sub(Id a, Id b) { return op(spv::Op::OpISub, a, b); }
  Id mul(Id a, Id b) { return op(spv::Op::OpIMul, a, b); }
  Id bitAnd(Id a, Id b) { return op(spv::Op::OpBitwiseAnd, a, b); }
  Id bitOr(Id a, Id b) { return op(spv::Op::OpBitwiseOr, a, b); }
  Id bitXor(Id a, Id b) { return op(spv::Op::OpBitwiseXor, a, b); }
  Id negate(Id a) { return b_.unary(spv::Op::OpSNegate, type_, a); }
  Id shl(Id a, Id n) { return op(spv::Op::OpShiftLeftLogical, a, n); }
  /// Arithmetic for signed types, logical for unsigned ones.
  Id shr(Id a, Id n) {
    return op(signed_ ? spv::Op::OpShiftRightArithmetic
                      : spv::Op::OpShiftRightLogical,
              a, n);
  }
  Id shrLogical(Id a, Id n) { return op(spv::Op::OpShiftRightLogical, a, n); }
  Id shrArithmetic(Id a, Id n) {
    return op(spv::Op::OpShiftRightArithmetic, a, n);
  }

  Id compare(spv::Op o, Id a, Id b) { return b_.binary(o, bools_, a, b); }
  Id less(Id a, Id b) {
    return compare(signed_ ? spv::Op::OpSLessThan : spv::Op::OpULessThan, a, b);
  }
  Id lessUnsigned(Id a, Id b) { return compare(spv::Op::OpULessThan, a, b); }
  Id isNegative(Id a) { return compare(spv::Op::OpSLessThan, a, k(0)); }
  Id equal(Id a, Id b) { return compare(spv::Op::OpIEqual, a, b); }
  Id notEqual(Id a, Id b) { return compare(spv::Op::OpINotEqual, a, b); }
  Id select(Id c, Id a, Id b) { return b_.select(type_, c, a, b); }

  Id glsl(GLSLstd450 inst, std::vector<Id> operands) {
    return b_.extInst(type_, m_.glslStd450(), inst, operands);
  }
  Id min(Id a, Id b) {
    return glsl(signed_ ? GLSLstd450SMin : GLSLstd450UMin, {a, b});
  }
  Id max(Id a, Id b) {
    return glsl(signed_ ? GLSLstd450SMax : GLSLstd450UMax, {a, b});
  }
  Id minUnsigned(Id a, Id b) { return glsl(GLSLstd450UMin, {a, b}); }

  /// `value` (of another integer register type with as many lanes)
  /// zero-extended or truncated to this type.
  Id from(Id value) { return b_.unary(spv::Op::OpUConvert, type_, value); }

private:
  ModuleEmitter &m_;
  spirv::Builder &b_;
  Id type_;
  Id bools_;
  bool signed_;
};

class IntegerLowering {
public:
  IntegerLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call),
        gentype_(call->getArg(0)->getType().getCanonicalType()),
        element_(elementOf(gentype_)),
        bits_(static_cast<unsigned>(fe.ast().getTypeSize(element_))),
        signed_(element_->isSignedIntegerType()),
        g_(fe, fe.typeOf(gentype_, call->getExprLoc()), signed_),
        w_(fe, wordType(fe, g_.lanes()), false) {}

  Id emit(IntegerFn fn) {
    // Arguments in order (C leaves it open; clang's order is left to right).
    std::vector<Id> a;
    for (unsigned i = 0; i < call_->getNumArgs(); ++i)
      a.push_back(isBitfieldAmount(fn, i) ? fe_.emitRValue(call_->getArg(i))
                                          : arg(i));
    switch (fn) {
    case IntegerFn::Abs:
      return abs(a[0]);
    case IntegerFn::AbsDiff:
      return absDiff(a[0], a[1]);
    case IntegerFn::AddSat:
      return addSat(a[0], a[1]);
    case IntegerFn::SubSat:
      return subSat(a[0], a[1]);
    case IntegerFn::Hadd:
      return halve(a[0], a[1], false);
    case IntegerFn::Rhadd:
      return halve(a[0], a[1], true);
    case IntegerFn::Clamp:
      return g_.min(g_.max(a[0], a[1]), a[2]);
    case IntegerFn::Min:
      return g_.min(a[0], a[1]);
    case IntegerFn::Max:
      return g_.max(a[0], a[1]);
    case IntegerFn::Clz:
      return clz(a[0]);
    case IntegerFn::Ctz:
      return ctz(a[0]);
    case IntegerFn::Popcount:
      return popcount(a[0]);
    case IntegerFn::Rotate:
      return rotate(a[0], a[1]);
    case IntegerFn::MulHi:
      return mulHi(a[0], a[1]);
    case IntegerFn::MadHi:
      return wrap(g_.add(mulHi(a[0], a[1]), a[2]));
    case IntegerFn::MadSat:
      return madSat(a[0], a[1], a[2]);
    case IntegerFn::Mul24:
      // Defined only where both factors fit in 24 bits, where a 32-bit
      // multiply is exact.
      return g_.mul(a[0], a[1]);
    case IntegerFn::Mad24:
      return g_.add(g_.mul(a[0], a[1]), a[2]);
    case IntegerFn::Upsample:
      return upsample(a[0], a[1]);
    case IntegerFn::BitfieldInsert:
      return bitfieldInsert(a[0], a[1], a[2], a[3]);
    case IntegerFn::BitfieldExtractSigned:
      return bitfieldExtract(a[0], a[1], a[2], true);
    case IntegerFn::BitfieldExtractUnsigned:
      return bitfieldExtract(a[0], a[1], a[2], false);
    case IntegerFn::BitReverse:
      return bitReverse(a[0]);
    }
    return 0;
  }

  /// Whether the builtin's operands are integers (min, max and clamp also
  /// name the common functions on floats).
  bool integerOperands() const { return element_->isIntegerType(); }

private:
  static Id wordType(FunctionEmitter &fe, unsigned lanes) {
    Id u32 = fe.mod().u32();
    return lanes == 1 ? u32 : fe.mod().module().typeVector(u32, lanes);
  }

  /// char and short: computed in 32 bits.
  bool narrow() const { return bits_ < 32; }
  uint64_t mask() const {
    return bits_ == 64 ? ~uint64_t(0) : (uint64_t(1) << bits_) - 1;
  }
  /// The type's least and greatest values, sign-extended as registers
  /// hold them.
  uint64_t lowest() const { return signed_ ? ~uint64_t(0) << (bits_ - 1) : 0; }
  uint64_t highest() const { return signed_ ? mask() >> 1 : mask(); }

  /// Argument `i` as a value of the gentype: a scalar for a vector
  /// gentype (min, max and clamp's sgentype forms) is repeated.
  Id arg(unsigned i) {
    const clang::Expr *e = call_->getArg(i);
    Id value = fe_.emitRValue(e);
    if (i > 0 && gentype_->isVectorType() && !e->getType()->isVectorType())
      value =
          b_.compositeConstruct(g_.type(), std::vector<Id>(g_.lanes(), value));
    return value;
  }

  /// A char/short result that may have left its C width, re-extended.
  Id wrap(Id value) {
    return narrow() ? fe_.normalize(value, gentype_) : value;
  }
  /// An exact 32-bit char/short result clamped to the type's range.
  Id saturate(Id exact) {
    if (!signed_)
      return g_.minUnsigned(exact, g_.k(highest()));
    return g_.min(g_.max(exact, g_.k(lowest())), g_.k(highest()));
  }
  /// The type's limit on `x`'s side of zero: MIN where x < 0, else MAX.
  Id limitOnSideOf(Id x) {
    return g_.select(g_.isNegative(x), g_.k(lowest()), g_.k(highest()));
  }

  Id abs(Id x) {
    // -MIN wraps to MIN, whose bits are |MIN| in the unsigned result.
    return signed_ ? g_.select(g_.isNegative(x), g_.negate(x), x) : x;
  }

  Id absDiff(Id x, Id y) {
    // The difference taken in the right order cannot exceed the unsigned
    // type, so wrapping subtraction is exact.
    return g_.select(g_.less(y, x), g_.sub(x, y), g_.sub(y, x));
  }

  Id addSat(Id x, Id y) {
    Id sum = g_.add(x, y);
    if (narrow())
      return saturate(sum);
    if (!signed_)
      return g_.select(g_.lessUnsigned(sum, x), g_.k(highest()), sum);
    // Overflow: both operands have the sign the sum lacks.
    Id overflow =
        g_.isNegative(g_.bitAnd(g_.bitXor(x, sum), g_.bitXor(y, sum)));
    return g_.select(overflow, limitOnSideOf(x), sum);
  }

  Id subSat(Id x, Id y) {
    if (!signed_)
      return g_.select(g_.lessUnsigned(x, y), g_.k(0), g_.sub(x, y));
    Id diff = g_.sub(x, y);
    if (narrow())
      return saturate(diff);
    // Overflow: the operands' signs differ and the difference lacks x's.
    Id overflow = g_.isNegative(g_.bitAnd(g_.bitXor(x, y), g_.bitXor(x, diff)));
    return g_.select(overflow, limitOnSideOf(x), diff);
  }

  /// hadd ((x + y) >> 1) and rhadd ((x + y + 1) >> 1) without the sum's
  /// overflow: the halves' sum plus the carry of the dropped low bits.
  Id halve(Id x, Id y, bool round) {
    Id one = g_.k(1);
    if (narrow()) {
      Id sum = g_.add(x, y);
      return g_.shr(round ? g_.add(sum, one) : sum, one);
    }
    Id low = g_.bitAnd(round ? g_.bitOr(x, y) : g_.bitAnd(x, y), one);
    return g_.add(g_.add(g_.shr(x, one), g_.shr(y, one)), low);
  }

  /// The low and high 32-bit words of 64-bit lanes.
  Id lowWord(Id x) { return w_.from(x); }
  Id highWord(Id x) { return w_.from(g_.shrLogical(x, g_.k(32))); }
  Id msb(Id word) { return w_.glsl(GLSLstd450FindUMsb, {word}); }
  /// Trailing zeros of 32-bit words, 32 for 0 (FindILsb gives -1 there).
  Id ctzWord(Id word) {
    return w_.minUnsigned(w_.glsl(GLSLstd450FindILsb, {word}), w_.k(32));
  }
  Id bitCount(Id word) {
    return b_.unary(spv::Op::OpBitCount, w_.type(), word);
  }

  Id clz(Id x) {
    // FindUMsb(0) is -1, so (width - 1) - msb is the width for 0.
    if (bits_ == 64) {
      Id hi = highWord(x), lo = lowWord(x);
      return g_.from(w_.select(w_.notEqual(hi, w_.k(0)),
                               w_.sub(w_.k(31), msb(hi)),
                               w_.sub(w_.k(63), msb(lo))));
    }
    Id value = narrow() ? g_.bitAnd(x, g_.k(mask())) : x;
    return g_.sub(g_.k(bits_ - 1), msb(value));
  }

  Id ctz(Id x) {
    if (bits_ == 64) {
      Id hi = highWord(x), lo = lowWord(x);
      return g_.from(w_.select(w_.equal(lo, w_.k(0)),
                               w_.add(w_.k(32), ctzWord(hi)), ctzWord(lo)));
    }
    if (narrow()) // a bit just above the type: 0 gives its width
      return w_.glsl(GLSLstd450FindILsb,
                     {g_.bitOr(x, g_.k(uint64_t(1) << bits_))});
    return ctzWord(x);
  }

  Id popcount(Id x) {
    if (bits_ == 64)
      return g_.from(w_.add(bitCount(lowWord(x)), bitCount(highWord(x))));
    return bitCount(narrow() ? g_.bitAnd(x, g_.k(mask())) : x);
  }

  Id rotate(Id v, Id count) {
    // The count modulo the width; the right shift by (width - n) mod width
    // makes n = 0 give v | v.
    Id n = g_.bitAnd(count, g_.k(bits_ - 1));
    Id back = g_.bitAnd(g_.sub(g_.k(bits_), n), g_.k(bits_ - 1));
    Id value = narrow() ? g_.bitAnd(v, g_.k(mask())) : v;
    return wrap(g_.bitOr(g_.shl(value, n), g_.shrLogical(value, back)));
  }

  /// The low and high halves of the double-width product (signed or
  /// unsigned as the type is), one instruction per vector or lane.
  std::pair<Id, Id> mulExtended(Id x, Id y) {
    spv::Op o = signed_ ? spv::Op::OpSMulExtended : spv::Op::OpUMulExtended;
    spirv::Module &m = m_.module();
    auto halves = [&](Id type, Id a, Id b) {
      Id product = b_.emit(o, m.typeStruct({type, type}), {a, b});
      return std::make_pair(b_.compositeExtract(type, product, {0}),
                            b_.compositeExtract(type, product, {1}));
    };
    if (!m.isWideVector(g_.type()))
      return halves(g_.type(), x, y);
    Id lane = m.componentType(g_.type());
    std::vector<Id> lows, highs;
    for (uint32_t i = 0; i < g_.lanes(); ++i) {
      auto [lo, hi] = halves(lane, b_.compositeExtract(lane, x, {i}),
                             b_.compositeExtract(lane, y, {i}));
      lows.push_back(lo);
      highs.push_back(hi);
    }
    return {b_.compositeConstruct(g_.type(), lows),
            b_.compositeConstruct(g_.type(), highs)};
  }

  Id mulHi(Id x, Id y) {
    // char/short products are exact in 32 bits (ushort's is below 2^32).
    if (narrow())
      return g_.shr(g_.mul(x, y), g_.k(bits_));
    return mulExtended(x, y).second;
  }

  Id madSat(Id x, Id y, Id z) {
    // char/short: |x * y| <= 2^30 and x * y + z < 2^32 for ushort.
    if (narrow())
      return saturate(g_.add(g_.mul(x, y), z));
    // int/long: the double-width product plus z, from its two halves.
    auto [lo, hi] = mulExtended(x, y);
    Id sumLo = g_.add(lo, z);
    Id carry = g_.select(g_.lessUnsigned(sumLo, lo), g_.k(1), g_.k(0));
    if (!signed_) {
      Id sumHi = g_.add(hi, carry); // at most 2^width - 1: no wrap
      return g_.select(g_.notEqual(sumHi, g_.k(0)), g_.k(highest()), sumLo);
    }
    // z sign-extended into the high half; the sum fits the type exactly
    // when its high half is the low half's sign.
    Id top = g_.k(bits_ - 1);
    Id sumHi = g_.add(g_.add(hi, carry), g_.shrArithmetic(z, top));
    Id fits = g_.equal(sumHi, g_.shrArithmetic(sumLo, top));
    return g_.select(fits, sumLo, limitOnSideOf(sumHi));
  }

  Id upsample(Id hi, Id lo) {
    // (hi << width) | lo in the double-width result; a char/short result
    // keeps its register extension since hi's shifts into place.
    Id result = fe_.typeOf(call_->getType(), call_->getExprLoc());
    if (narrow())
      return g_.bitOr(g_.shl(hi, g_.k(bits_)), lo);
    IntOps r(fe_, result, signed_);
    return r.bitOr(r.shl(r.from(hi), r.k(32)), r.from(lo));
  }

  // cl_khr_extended_bit_ops. Vulkan allows OpBitFieldInsert,
  // OpBitField[SU]Extract and OpBitReverse on 32-bit values only
  // (VUID-StandaloneSpirv-Base-04781), so fields are shifts and masks on
  // the registers of every width, and 64-bit reversal reverses the two
  // words. Offsets and counts are scalar uints; where the spec leaves the
  // result undefined (offset + count beyond the width) the code still
  // shifts by less than the register width, and a count of 0 selects the
  // spec's answer (base, or 0) instead of shifting by the width.

  /// The scalar uint offset and count of bitfield_insert (arguments 2, 3)
  /// and bitfield_extract_* (1, 2), kept scalar by arg().
  static bool isBitfieldAmount(IntegerFn fn, unsigned i) {
    if (fn == IntegerFn::BitfieldInsert)
      return i >= 2;
    return (fn == IntegerFn::BitfieldExtractSigned ||
            fn == IntegerFn::BitfieldExtractUnsigned) &&
           i >= 1;
  }
  /// A scalar uint argument (offset, count) as a value of the gentype's
  /// registers, repeated across lanes.
  Id laneAmount(Id amount) {
    Id scalar = m_.module().componentType(g_.type());
    if (scalar != m_.u32())
      amount = b_.unary(spv::Op::OpUConvert, scalar, amount);
    if (g_.lanes() == 1)
      return amount;
    return b_.compositeConstruct(g_.type(),
                                 std::vector<Id>(g_.lanes(), amount));
  }
  Id bitfieldInsert(Id base, Id insert, Id offsetArg, Id countArg) {
    Id offset = laneAmount(offsetArg), count = laneAmount(countArg);
    Id empty = g_.equal(count, g_.k(0));
    // Shift amounts kept below the width: count >= 1 and offset + count
    // <= width wherever the result is defined.
    Id c = g_.minUnsigned(g_.select(empty, g_.k(1), count), g_.k(bits_));
    Id o = g_.minUnsigned(offset, g_.k(bits_ - 1));
    // count ones at bit `offset`: the type's ones shifted right by the
    // width - count, then left by offset.
    Id field = g_.shl(g_.shrLogical(g_.k(mask()), g_.sub(g_.k(bits_), c)), o);
    Id outside = b_.unary(spv::Op::OpNot, g_.type(), field);
    Id merged =
        g_.bitOr(g_.bitAnd(base, outside), g_.bitAnd(g_.shl(insert, o), field));
    return g_.select(empty, base, wrap(merged));
  }

  Id bitfieldExtract(Id base, Id offsetArg, Id countArg, bool isSigned) {
    Id offset = laneAmount(offsetArg), count = laneAmount(countArg);
    Id empty = g_.equal(count, g_.k(0));
    unsigned r = narrow() ? 32 : bits_; // char and short live in 32 bits
    Id c = g_.minUnsigned(g_.select(empty, g_.k(1), count), g_.k(bits_));
    // The field's top bit to the register's top (the extension bits of a
    // char/short register leave at the top), then down to bit 0 with the
    // field's sign or zeros.
    Id up = g_.sub(g_.k(r), g_.add(g_.minUnsigned(offset, g_.k(bits_ - 1)), c));
    Id top = g_.shl(base, g_.minUnsigned(up, g_.k(r - 1)));
    Id down = g_.sub(g_.k(r), c);
    Id field =
        isSigned ? g_.shrArithmetic(top, down) : g_.shrLogical(top, down);
    // igentype and ugentype share the gentype's registers (SPIR-V integers
    // carry no sign); the shift made the extension the result's type wants.
    return g_.select(empty, g_.k(0), field);
  }

  Id bitReverse(Id base) {
    auto reverse = [&](Id word) {
      return b_.unary(spv::Op::OpBitReverse, w_.type(), word);
    };
    if (bits_ == 64) {
      // The low word reversed becomes the high one and the other way round.
      Id hi = g_.from(reverse(lowWord(base)));
      return g_.bitOr(g_.shl(hi, g_.k(32)), g_.from(reverse(highWord(base))));
    }
    if (!narrow())
      return reverse(base);
    // char/short: the 32-bit reversal puts the type's bits at the top.
    Id reversed = reverse(g_.bitAnd(base, g_.k(mask())));
    return wrap(g_.shrLogical(reversed, g_.k(32 - bits_)));
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  QualType gentype_; ///< the first argument's (canonical) type
  QualType element_;
  unsigned bits_; ///< the element's C width
  bool signed_;
  IntOps g_; ///< on the gentype's registers
  IntOps w_; ///< on 32-bit words with as many lanes
};

} // namespace

Id emitIntegerBuiltin(FunctionEmitter &fe, IntegerFn fn,
                      const clang::CallExpr *call) {
  IntegerLowering lowering(fe, call);
  if (!lowering.integerOperands())
    fe.fail(call->getExprLoc(), Diag::BuiltinNotSupported,
            {call->getDirectCallee()->getNameAsString() + "' on '" +
             call->getArg(0)->getType().getAsString()});
  return lowering.emit(fn);
}

} // namespace vkcl
