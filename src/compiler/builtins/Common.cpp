// Common functions (OpenCL C 3.0, 6.15.5) on half, float and double
// (where the target has them), scalars and vectors, with the forms that
// take a scalar for some arguments of a vector call; and fmin/fmax of the
// math functions (6.15.2), which are exact and built the same way.
//
// Each is written as the spec defines it, not as GLSL's namesake:
//  - max(x, y) is "y if x < y, else x" and min(x, y) "y if y < x, else x"
//    (GLSL's FMax/FMin leave NaN operands undefined in their own way);
//  - fmax/fmin return the other operand when one is a NaN, tested on the
//    bits (a driver without SignedZeroInfNanPreserve may fold x != x), and
//    compare float and half on the bits too (valueLess says why);
//  - clamp is fmin(fmax(x, minval), maxval), as the spec writes it;
//  - step is "0.0 if x < edge, else 1.0"; sign keeps the sign of a zero
//    (from the bits, so a subnormal read as zero gives a zero too) and maps
//    NaN to 0.0;
//  - degrees/radians multiply by the constant rounded to the type (the
//    spec allows 2 ulp; one rounding of the constant and one of the product
//    stay within 1). half computes in float and rounds once to half, which
//    keeps the product's error far below a half ulp;
//  - mix and smoothstep have implementation-defined precision; they use
//    the spec's formulas, x + (y - x) * a and t * t * (3 - 2 * t).
// All operands are evaluated left to right before any arithmetic.
#include "builtins/Builtins.h"

namespace vkcl {
namespace {

using clang::QualType;

class CommonLowering {
public:
  CommonLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call),
        gentype_(call->getType().getCanonicalType()),
        type_(fe.typeOf(gentype_, call->getExprLoc())),
        lanes_(m_.module().componentCount(type_)),
        bools_(lanes_ == 1 ? m_.boolType()
                           : m_.module().typeVector(m_.boolType(), lanes_)) {}

  Id emit(CommonFn fn) {
    if (!elementOf(gentype_)->isRealFloatingType())
      fe_.fail(call_->getExprLoc(), Diag::BuiltinNotSupported,
               {call_->getDirectCallee()->getNameAsString() + "' on '" +
                call_->getArg(0)->getType().getAsString()});
    std::vector<Id> a;
    for (unsigned i = 0; i < call_->getNumArgs(); ++i)
      a.push_back(arg(i));
    switch (fn) {
    case CommonFn::Clamp:
      return fmin(fmax(a[0], a[1]), a[2]);
    case CommonFn::Degrees:
      return scale(a[0], 57.295779513082320876798154814105);
    case CommonFn::Radians:
      return scale(a[0], 0.017453292519943295769236907684886);
    case CommonFn::Max:
      return b_.select(type_, less(a[0], a[1]), a[1], a[0]);
    case CommonFn::Min:
      return b_.select(type_, less(a[1], a[0]), a[1], a[0]);
    case CommonFn::Fmax:
      return fmax(a[0], a[1]);
    case CommonFn::Fmin:
      return fmin(a[0], a[1]);
    case CommonFn::Mix:
      return add(a[0], mul(sub(a[1], a[0]), a[2]));
    case CommonFn::Step:
      return b_.select(type_, less(a[1], a[0]), k(0.0), k(1.0));
    case CommonFn::Smoothstep: {
      Id t = fmin(fmax(div(sub(a[2], a[0]), sub(a[1], a[0])), k(0.0)), k(1.0));
      return mul(mul(t, t), sub(k(3.0), mul(k(2.0), t)));
    }
    case CommonFn::Sign:
      return sign(a[0]);
    }
    return 0;
  }

private:
  /// Argument `i` as a gentype value: a scalar argument of a vector call is
  /// repeated in every lane.
  Id arg(unsigned i) {
    const clang::Expr *e = call_->getArg(i);
    Id value = fe_.emitRValue(e);
    if (lanes_ > 1 && !e->getType()->isVectorType())
      value = b_.compositeConstruct(type_, std::vector<Id>(lanes_, value));
    return value;
  }

  Id k(double v) { return m_.constFloat(type_, v); }
  Id op(spv::Op o, Id x, Id y) { return b_.binary(o, type_, x, y); }
  Id add(Id x, Id y) { return op(spv::Op::OpFAdd, x, y); }
  Id sub(Id x, Id y) { return op(spv::Op::OpFSub, x, y); }
  Id mul(Id x, Id y) { return op(spv::Op::OpFMul, x, y); }
  Id div(Id x, Id y) { return fe_.floatDivide(type_, x, y); }
  Id less(Id x, Id y) {
    return b_.binary(spv::Op::OpFOrdLessThan, bools_, x, y);
  }
  Id isNan(Id x) { return emitIsNan(fe_, x, call_); }

  Id fmax(Id x, Id y) {
    // y if x < y, else x; a NaN operand gives the other one.
    Id larger = b_.select(type_, valueLess(x, y), y, x);
    larger = b_.select(type_, isNan(y), x, larger);
    return b_.select(type_, isNan(x), y, larger);
  }
  Id fmin(Id x, Id y) {
    Id smaller = b_.select(type_, valueLess(y, x), y, x);
    smaller = b_.select(type_, isNan(y), x, smaller);
    return b_.select(type_, isNan(x), y, smaller);
  }

  /// x < y on the values their bits hold, for fmax and fmin, which are
  /// exact: a device may flush float and half denormals in a compare
  /// (Vulkan allows it without DenormPreserve; SwiftShader does), and
  /// fmax(-tiny, +tiny') would then give -tiny, neither the exact result
  /// nor the flushed one. Each operand's bits become a signed integer in
  /// the values' order (a negative value's magnitude negated, so -0 and +0
  /// tie, as `<` says); not for NaNs. double keeps the float compare: its
  /// denormals are kept (CL_FP_DENORM).
  Id valueLess(Id x, Id y) {
    unsigned width = elementWidth();
    if (width == 64)
      return less(x, y);
    return b_.binary(spv::Op::OpSLessThan, bools_, orderKey(x, width),
                     orderKey(y, width));
  }
  Id orderKey(Id x, unsigned width) {
    Id bits = b_.unary(spv::Op::OpBitcast, intType(width), x);
    if (width == 16) // held in 32 bits, as signBit does
      bits = b_.unary(spv::Op::OpSConvert, intType(32), bits);
    Id ints = intType(32);
    Id magnitude =
        b_.binary(spv::Op::OpBitwiseAnd, ints, bits,
                  m_.constInt(ints, width == 16 ? 0x7fff : 0x7fffffff));
    Id negative =
        b_.binary(spv::Op::OpSLessThan, bools_, bits, m_.constInt(ints, 0));
    return b_.select(ints, negative,
                     b_.unary(spv::Op::OpSNegate, ints, magnitude), magnitude);
  }
  unsigned elementWidth() {
    return static_cast<unsigned>(fe_.ast().getTypeSize(elementOf(gentype_)));
  }
  /// The signed integer type of `bits` bits with the call's lane count.
  Id intType(unsigned bits) {
    Id scalar = m_.module().typeInt(bits);
    return lanes_ == 1 ? scalar : m_.module().typeVector(scalar, lanes_);
  }

  Id scale(Id x, double factor) {
    if (fe_.ast().getTypeSize(elementOf(gentype_)) != 16)
      return mul(x, k(factor));
    Id f32 = m_.module().typeFloat(32);
    Id floats = lanes_ == 1 ? f32 : m_.module().typeVector(f32, lanes_);
    Id wide = b_.unary(spv::Op::OpFConvert, floats, x);
    Id product =
        b_.binary(spv::Op::OpFMul, floats, wide, m_.constFloat(floats, factor));
    return b_.unary(spv::Op::OpFConvert, type_, product);
  }

  /// Which lanes of x have the sign bit set, from the bits: a float compare
  /// cannot tell -0.0 from +0.0, nor (on a device that flushes denormals)
  /// a subnormal from zero.
  Id signBit(Id x) {
    unsigned width = elementWidth();
    Id bits = b_.unary(spv::Op::OpBitcast, intType(width), x);
    if (width == 16) // held in 32 bits, as Relational.cpp's classification
      bits = b_.unary(spv::Op::OpSConvert, intType(32), bits);
    return b_.binary(spv::Op::OpSLessThan, bools_, bits,
                     m_.constInt(b_.valueType(bits), 0));
  }

  Id sign(Id x) {
    // ±0 keeps its sign, and so does a subnormal that a device without
    // denormals compares equal to zero (x itself would be neither 0.0 nor
    // ±1.0 there); NaN gives +0.0.
    Id zero = b_.select(type_, signBit(x), k(-0.0), k(0.0));
    Id zeroOrNan = b_.select(type_, isNan(x), k(0.0), zero);
    Id negative = b_.select(type_, less(x, k(0.0)), k(-1.0), zeroOrNan);
    return b_.select(type_, less(k(0.0), x), k(1.0), negative);
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  QualType gentype_; ///< the result type (every function returns gentype)
  Id type_;
  unsigned lanes_;
  Id bools_;
};

} // namespace

Id emitCommonBuiltin(FunctionEmitter &fe, CommonFn fn,
                     const clang::CallExpr *call) {
  return CommonLowering(fe, call).emit(fn);
}

} // namespace vkcl
