// Relational functions (OpenCL C 3.0, 6.15.6): comparisons, classification,
// any/all, bitselect and select, for half, float and double (where the
// target has them) and, for any/all/bitselect/select, every integer type.
//
// Results are exact by definition. Three facts shape the code:
//  - scalar forms return int 1/0, vector forms -1/0 in an integer of the
//    operand's element width (boolToInt does both from the call's type);
//  - classification (isnan, isinf, isfinite, isnormal, signbit, and so
//    isordered/isunordered) looks at the bits, not at float compares: a
//    driver may assume no NaNs or flush subnormals in float instructions
//    (SwiftShader lacks SignedZeroInfNanPreserve), but never in integer
//    ones. OpOrdered/OpUnordered are Kernel-only in SPIR-V anyway;
//  - the comparisons themselves are SPIR-V's ordered compares (unordered
//    for isnotequal), which IEEE defines for NaN operands exactly as
//    OpenCL does.
// char and short live sign- or zero-extended in 32-bit registers, which
// select's "most significant bit" test and bitselect's bit logic respect.
#include "builtins/Builtins.h"

namespace vkcl {
namespace {

using clang::QualType;

class RelationalLowering {
public:
  RelationalLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call) {}

  /// The bool (vector) that says which lanes of `value`, a half, float or
  /// double (vector) of type t, are NaNs, from its bits.
  Id isNan(Id value, QualType t) {
    return classify(RelationalFn::IsNan, value, t.getCanonicalType());
  }

  Id emit(RelationalFn fn) {
    switch (fn) {
    case RelationalFn::IsEqual:
      return compare(spv::Op::OpFOrdEqual);
    case RelationalFn::IsNotEqual:
      return compare(spv::Op::OpFUnordNotEqual);
    case RelationalFn::IsGreater:
      return compare(spv::Op::OpFOrdGreaterThan);
    case RelationalFn::IsGreaterEqual:
      return compare(spv::Op::OpFOrdGreaterThanEqual);
    case RelationalFn::IsLess:
      return compare(spv::Op::OpFOrdLessThan);
    case RelationalFn::IsLessEqual:
      return compare(spv::Op::OpFOrdLessThanEqual);
    case RelationalFn::IsLessGreater:
      return compare(spv::Op::OpFOrdNotEqual);
    case RelationalFn::IsFinite:
    case RelationalFn::IsInf:
    case RelationalFn::IsNan:
    case RelationalFn::IsNormal:
    case RelationalFn::SignBit:
      return result(classify(fn, arg(0), argType(0)));
    case RelationalFn::IsOrdered:
    case RelationalFn::IsUnordered: {
      Id x = arg(0), y = arg(1);
      QualType t = argType(0);
      Id nan = b_.binary(spv::Op::OpLogicalOr, boolsLike(t),
                         classify(RelationalFn::IsNan, x, t),
                         classify(RelationalFn::IsNan, y, t));
      if (fn == RelationalFn::IsOrdered)
        nan = b_.unary(spv::Op::OpLogicalNot, boolsLike(t), nan);
      return result(nan);
    }
    case RelationalFn::Any:
    case RelationalFn::All:
      return anyAll(fn == RelationalFn::Any);
    case RelationalFn::BitSelect:
      return bitselect();
    case RelationalFn::Select:
      return select();
    }
    return 0;
  }

private:
  QualType argType(unsigned i) const {
    return call_->getArg(i)->getType().getCanonicalType();
  }
  Id arg(unsigned i) { return fe_.emitRValue(call_->getArg(i)); }
  Id typeOf(QualType t) { return fe_.typeOf(t, call_->getExprLoc()); }
  unsigned lanes(QualType t) { return m_.module().componentCount(typeOf(t)); }
  Id boolsLike(QualType t) {
    unsigned n = lanes(t);
    return n == 1 ? m_.boolType() : m_.module().typeVector(m_.boolType(), n);
  }
  /// An unsigned integer register type of `bits` with t's lane count.
  Id uintsLike(QualType t, unsigned bits) {
    Id scalar = m_.module().typeInt(bits);
    unsigned n = lanes(t);
    return n == 1 ? scalar : m_.module().typeVector(scalar, n);
  }
  Id result(Id bools) { return fe_.boolToInt(bools, call_->getType()); }

  void requireFloat(QualType t) {
    if (!elementOf(t)->isRealFloatingType())
      fe_.fail(call_->getExprLoc(), Diag::BuiltinNotSupported,
               {call_->getDirectCallee()->getNameAsString() + "' on '" +
                t.getAsString()});
  }

  Id compare(spv::Op op) {
    QualType t = argType(0);
    requireFloat(t);
    Id x = arg(0), y = arg(1);
    return result(b_.binary(op, boolsLike(t), x, y));
  }

  /// The IEEE bit pattern of a float value, in unsigned integers of its
  /// width (half: zero-extended into 32 bits, as registers hold ushort).
  std::pair<Id, unsigned> bitsOf(Id value, QualType t) {
    unsigned width = static_cast<unsigned>(fe_.ast().getTypeSize(elementOf(t)));
    if (width == 16) {
      Id u16 = b_.unary(spv::Op::OpBitcast, uintsLike(t, 16), value);
      return {b_.unary(spv::Op::OpUConvert, uintsLike(t, 32), u16), 16};
    }
    if (width == 64 && !m_.target().int64)
      fe_.fail(
          call_->getExprLoc(), Diag::TargetLacksFeature,
          {"'" + call_->getDirectCallee()->getNameAsString() + "' on double",
           "int64 (64-bit integers)", m_.target().name});
    return {b_.unary(spv::Op::OpBitcast, uintsLike(t, width), value), width};
  }

  Id classify(RelationalFn fn, Id value, QualType t) {
    requireFloat(t);
    auto [bits, width] = bitsOf(value, t);
    Id u = b_.valueType(bits);
    unsigned mantissa = width == 16 ? 10 : width == 32 ? 23 : 52;
    uint64_t sign = uint64_t(1) << (width - 1);
    uint64_t inf = (sign - 1) & ~((uint64_t(1) << mantissa) - 1);
    uint64_t minNormal = uint64_t(1) << mantissa;
    Id bools = boolsLike(t);
    auto k = [&](uint64_t v) { return m_.constInt(u, v); };
    Id abs = b_.binary(spv::Op::OpBitwiseAnd, u, bits, k(sign - 1));
    switch (fn) {
    case RelationalFn::IsNan:
      return b_.binary(spv::Op::OpUGreaterThan, bools, abs, k(inf));
    case RelationalFn::IsInf:
      return b_.binary(spv::Op::OpIEqual, bools, abs, k(inf));
    case RelationalFn::IsFinite:
      return b_.binary(spv::Op::OpULessThan, bools, abs, k(inf));
    case RelationalFn::IsNormal:
      // minNormal <= abs < inf, as one unsigned range check.
      return b_.binary(spv::Op::OpULessThan, bools,
                       b_.binary(spv::Op::OpISub, u, abs, k(minNormal)),
                       k(inf - minNormal));
    default: // SignBit
      return b_.binary(spv::Op::OpUGreaterThanEqual, bools, bits, k(sign));
    }
  }

  /// any/all: the most significant bit of each lane of a signed integer
  /// (sign-extended in its register, so a signed compare with 0).
  Id anyAll(bool any) {
    QualType t = argType(0);
    if (!elementOf(t)->isSignedIntegerType())
      fe_.fail(call_->getExprLoc(), Diag::BuiltinNotSupported,
               {call_->getDirectCallee()->getNameAsString() + "' on '" +
                t.getAsString()});
    Id x = arg(0);
    Id reg = typeOf(t);
    Id negative =
        b_.binary(spv::Op::OpSLessThan, boolsLike(t), x, m_.constInt(reg, 0));
    unsigned n = lanes(t);
    Id one;
    if (n == 1) {
      one = negative;
    } else if (n <= 4) {
      one = b_.unary(any ? spv::Op::OpAny : spv::Op::OpAll, m_.boolType(),
                     negative);
    } else {
      one = b_.compositeExtract(m_.boolType(), negative, {0});
      for (unsigned i = 1; i < n; ++i)
        one = b_.binary(any ? spv::Op::OpLogicalOr : spv::Op::OpLogicalAnd,
                        m_.boolType(), one,
                        b_.compositeExtract(m_.boolType(), negative, {i}));
    }
    Id i32 = m_.u32();
    return b_.select(i32, one, m_.constInt(i32, 1), m_.constInt(i32, 0));
  }

  /// `value` of type t as unsigned integers of its width (integers: the
  /// register itself), and back.
  Id asInts(Id value, QualType t) {
    if (!elementOf(t)->isRealFloatingType())
      return value;
    return bitsOf(value, t).first;
  }
  Id fromInts(Id ints, QualType t) {
    QualType e = elementOf(t);
    if (!e->isRealFloatingType())
      return ints;
    if (fe_.ast().getTypeSize(e) == 16)
      return b_.unary(spv::Op::OpBitcast, typeOf(t),
                      b_.unary(spv::Op::OpUConvert, uintsLike(t, 16), ints));
    return b_.unary(spv::Op::OpBitcast, typeOf(t), ints);
  }

  Id bitselect() {
    QualType t = argType(0);
    Id a = asInts(arg(0), t), b = asInts(arg(1), t), c = asInts(arg(2), t);
    Id u = b_.valueType(a);
    Id notC = b_.unary(spv::Op::OpNot, u, c);
    Id bits = b_.binary(spv::Op::OpBitwiseOr, u,
                        b_.binary(spv::Op::OpBitwiseAnd, u, a, notC),
                        b_.binary(spv::Op::OpBitwiseAnd, u, b, c));
    return fromInts(bits, t);
  }

  Id select() {
    QualType t = argType(0), ct = argType(2);
    Id a = arg(0), b = arg(1), c = arg(2);
    Id creg = typeOf(ct);
    Id pick;
    if (!ct->isVectorType()) {
      pick = b_.binary(spv::Op::OpINotEqual, m_.boolType(), c,
                       m_.constInt(creg, 0));
    } else {
      QualType ce = elementOf(ct);
      unsigned bits = static_cast<unsigned>(fe_.ast().getTypeSize(ce));
      if (bits < 32 && !ce->isSignedIntegerType())
        // uchar/ushort: zero-extended, so test the C type's top bit.
        pick =
            b_.binary(spv::Op::OpINotEqual, boolsLike(ct),
                      b_.binary(spv::Op::OpBitwiseAnd, creg, c,
                                m_.constInt(creg, uint64_t(1) << (bits - 1))),
                      m_.constInt(creg, 0));
      else
        // Signed: sign-extended; 32/64-bit: the register's own top bit.
        pick = b_.binary(spv::Op::OpSLessThan, boolsLike(ct), c,
                         m_.constInt(creg, 0));
    }
    return b_.select(typeOf(t), pick, b, a);
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
};

} // namespace

Id emitIsNan(FunctionEmitter &fe, Id value, const clang::CallExpr *call) {
  return RelationalLowering(fe, call).isNan(value, call->getType());
}

Id emitRelationalBuiltin(FunctionEmitter &fe, RelationalFn fn,
                         const clang::CallExpr *call) {
  return RelationalLowering(fe, call).emit(fn);
}

} // namespace vkcl
