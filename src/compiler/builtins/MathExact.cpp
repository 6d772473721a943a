// The exact math functions (OpenCL C 3.0, 6.15.2, 0 ulp): fabs, copysign,
// ceil, floor, trunc, rint, round and nan, on half, float and double (where
// the target has them), scalars and vectors.
//
// fabs, copysign and nan are bit operations on the IEEE pattern: they keep
// NaN payloads and never meet a driver's float modes. ceil, floor, trunc
// and rint are GLSL.std.450's Ceil, Floor, Trunc and RoundEven, exact on
// normal values. A subnormal input is answered from its bits instead,
// because a device may flush it before rounding, and floor(-tiny) must be
// -1.0 (its flushed -0.0 would round to -0.0): ±0 for trunc, rint and round,
// -1.0/+0.0 for floor, -0.0/+1.0 for ceil. round (halfway cases away from
// zero) is not GLSL's Round, whose ties go either way: t = trunc(x), and
// t ± 1 where |x - t| >= 0.5; x - t is exact (t is x with its fraction
// cleared) and so is t ± 1 (|t| < 2^mantissa whenever x has a fraction).
#include "builtins/Builtins.h"
#include "builtins/FloatRounding.h"

#include <spirv/unified1/GLSL.std.450.h>

#include <cmath>

namespace vkcl {
namespace {

using clang::QualType;

class ExactLowering {
public:
  ExactLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call),
        gentype_(call->getType().getCanonicalType()),
        type_(fe.typeOf(gentype_, call->getExprLoc())),
        lanes_(m_.module().componentCount(type_)),
        width_(
            static_cast<unsigned>(fe.ast().getTypeSize(elementOf(gentype_)))),
        mantissa_(width_ == 16   ? 10
                  : width_ == 32 ? 23
                                 : 52),
        sign_(uint64_t(1) << (width_ - 1)),
        inf_((sign_ - 1) & ~((uint64_t(1) << mantissa_) - 1)) {
    if (width_ == 64 && !m_.target().int64)
      fe.fail(call->getExprLoc(), Diag::TargetLacksFeature,
              {"'" + call->getDirectCallee()->getNameAsString() + "' on double",
               "int64 (64-bit integers)", m_.target().name});
    uints_ = like(m_.module().typeInt(width_));
    bools_ = like(m_.boolType());
  }

  Id emit(MathExactFn fn) {
    if (fn == MathExactFn::Nan)
      return nan(fe_.emitRValue(call_->getArg(0)));
    if (!elementOf(gentype_)->isRealFloatingType())
      fe_.fail(call_->getExprLoc(), Diag::BuiltinNotSupported,
               {call_->getDirectCallee()->getNameAsString()});
    Id x = fe_.emitRValue(call_->getArg(0));
    switch (fn) {
    case MathExactFn::Fabs:
      return fromBits(bitAnd(bits(x), k(sign_ - 1)));
    case MathExactFn::Copysign: {
      Id y = fe_.emitRValue(call_->getArg(1));
      return fromBits(b_.binary(spv::Op::OpBitwiseOr, uints_,
                                bitAnd(bits(x), k(sign_ - 1)),
                                bitAnd(bits(y), k(sign_))));
    }
    case MathExactFn::Ceil:
      return subnormalAware(x, glsl(GLSLstd450Ceil, x), -0.0, 1.0);
    case MathExactFn::Floor:
      return subnormalAware(x, glsl(GLSLstd450Floor, x), -1.0, 0.0);
    case MathExactFn::Trunc:
      return subnormalAware(x, truncateFloat(fe_, type_, x), -0.0, 0.0);
    case MathExactFn::Rint:
      return subnormalAware(x, roundToNearestEven(fe_, type_, x), -0.0, 0.0);
    case MathExactFn::Round:
      return subnormalAware(x, round(x), -0.0, 0.0);
    case MathExactFn::Nan:
      break;
    }
    return 0;
  }

private:
  Id like(Id scalar) {
    return lanes_ == 1 ? scalar : m_.module().typeVector(scalar, lanes_);
  }
  Id k(uint64_t v) { return m_.constInt(uints_, v); }
  Id kf(double v) { return m_.constFloat(type_, v); }
  Id bits(Id x) { return b_.unary(spv::Op::OpBitcast, uints_, x); }
  Id fromBits(Id u) { return b_.unary(spv::Op::OpBitcast, type_, u); }
  Id bitAnd(Id a, Id b) {
    return b_.binary(spv::Op::OpBitwiseAnd, uints_, a, b);
  }
  Id glsl(GLSLstd450 inst, Id x) {
    return b_.extInst(type_, m_.glslStd450(), inst, {x});
  }
  Id exact(spv::Op op, Id a, Id b) {
    Id r = b_.binary(op, type_, a, b);
    m_.module().decorate(r, spv::Decoration::NoContraction);
    return r;
  }

  /// `rounded` (the hardware's result), except for subnormal x: `negative`
  /// or `positive` by x's sign.
  Id subnormalAware(Id x, Id rounded, double negative, double positive) {
    Id u = bits(x);
    Id magnitude = bitAnd(u, k(sign_ - 1));
    // 0 < magnitude < smallest normal, as one unsigned range check.
    Id subnormal =
        b_.binary(spv::Op::OpULessThan, bools_,
                  b_.binary(spv::Op::OpISub, uints_, magnitude, k(1)),
                  k((uint64_t(1) << mantissa_) - 1));
    // The sign comes from x's bits and the select picks a magnitude only:
    // lavapipe (Mesa 22.3) turns a select between -0.0 and 1.0 (or -1.0
    // and 0.0) into arithmetic that loses the zero's sign.
    Id isNegative =
        b_.binary(spv::Op::OpUGreaterThanEqual, bools_, u, k(sign_));
    Id magnitudeBits =
        b_.select(uints_, isNegative, bits(kf(std::fabs(negative))),
                  bits(kf(std::fabs(positive))));
    Id tiny = fromBits(b_.binary(spv::Op::OpBitwiseOr, uints_,
                                 bitAnd(u, k(sign_)), magnitudeBits));
    return b_.select(type_, subnormal, tiny, rounded);
  }

  Id round(Id x) {
    Id t = truncateFloat(fe_, type_, x);
    Id fraction = glsl(GLSLstd450FAbs, exact(spv::Op::OpFSub, x, t));
    Id away =
        b_.binary(spv::Op::OpFOrdGreaterThanEqual, bools_, fraction, kf(0.5));
    // ±1 with x's sign, from the bits (x may be -0.0 or a NaN).
    Id one = fromBits(b_.binary(spv::Op::OpBitwiseOr, uints_,
                                bitAnd(bits(x), k(sign_)), bits(kf(1.0))));
    return b_.select(type_, away, exact(spv::Op::OpFAdd, t, one), t);
  }

  /// nan(code): a quiet NaN carrying the code's low bits below the quiet
  /// bit. The code is uint/ulong/ushort lanes (ushort held in 32 bits).
  Id nan(Id code) {
    uint64_t quiet = uint64_t(1) << (mantissa_ - 1);
    Id u = code;
    if (b_.valueType(code) != uints_)
      u = b_.unary(spv::Op::OpUConvert, uints_, code);
    Id payload = bitAnd(u, k(quiet - 1));
    return fromBits(
        b_.binary(spv::Op::OpBitwiseOr, uints_, payload, k(inf_ | quiet)));
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  QualType gentype_; ///< the result type
  Id type_;
  unsigned lanes_, width_, mantissa_;
  uint64_t sign_, inf_;
  Id uints_ = 0, bools_ = 0;
};

} // namespace

Id emitMathExactBuiltin(FunctionEmitter &fe, MathExactFn fn,
                        const clang::CallExpr *call) {
  return ExactLowering(fe, call).emit(fn);
}

} // namespace vkcl
