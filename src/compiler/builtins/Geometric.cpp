// Geometric functions (OpenCL C 3.0, 6.15.7): cross, dot, distance,
// length, normalize, fast_distance, fast_length and fast_normalize on
// float, double and half scalars and vectors of 2, 3 and 4 (cross on 3 and
// 4 only).
//
// The bounds are OpenCL's full-profile ones (OpenCL C 3.0, 7.4): for
// length, distance and normalize a few ulp, which Vulkan's Sqrt and
// InverseSqrt cannot promise, so the square roots are FloatOps' refined
// ones (within 0.5 ulp plus 2^-18); for dot and cross an absolute bound
// relative to the largest operand squared, which the plain sums of products
// meet. The spec also asks for no overflow or underflow where the result is
// finite: length((float2)(1e30f, 1e30f)) is 1.414e30f, not infinity, and a
// vector of 1e-30f has a length. So each function first computes the plain
// way and takes a second, scaled path only where that went out of range:
//  - length, distance, normalize: when the sum of squares lies outside
//    FloatOps::inExactRange (or is 0, infinite or NaN), the vector is
//    scaled by a power of two chosen from its largest component's exponent
//    so that component lies in [2, 4); the length is scaled back (two
//    multiplications, so the factor may exceed the exponent range),
//    normalize needs no scaling back. The same path gives the special
//    cases: NaN for a NaN component, infinity for an infinite one, 0 (and
//    normalize's own input) for a zero vector, normalize's infinities
//    replaced by +-1 and the other components by +-0.
//  - dot, cross: when the result is infinite or NaN although every operand
//    is finite (a product overflowed where the sum need not), each operand
//    is scaled by its own power of two and the result scaled back. The
//    scaled sum is compensated (FloatOps::sumOfProductsCompensated): the
//    scale-back multiplies by up to 2^252, so a plain sum whose large terms
//    cancel exactly would turn the rounding error of a small term into an
//    infinity where the exact result is 0.
// The branch is a structured selection whose condition is almost always
// uniform; every operation is decorated NoContraction (FloatOps).
//
// half is computed in float: its products are exact there, no sum of its
// squares leaves float's range, float's square root is far within half's
// bounds, and the one rounding back to half (round to nearest even, by the
// hardware where the device guarantees it, else in integers: vstore_half's
// conversion) leaves every result within 0.5 ulp plus 2^-12 of the exact
// value. Scalars (n = 1) are exact: |x|, |x - y|, x * y, and normalize's
// +-1 (or x itself for a zero or NaN).
//
// fast_length and fast_distance are Vulkan's Sqrt of the plain sum of
// squares (about 4.5 ulp against 8191.5 + n), fast_normalize the vector
// times InverseSqrt of it, or the vector itself where that sum is below
// FLT_MIN, as the spec allows; overflow there is undefined by the spec.
//
// dot on char4/uchar4 (cl_khr_integer_dot_product) shares the name;
// emitBuiltinCall sends it to IntegerDot.cpp, never here.
#include "builtins/Builtins.h"
#include "builtins/FloatOps.h"
#include "builtins/HalfConversion.h"

#include <cassert>

namespace vkcl {
namespace {

using clang::QualType;

class GeometricLowering {
public:
  GeometricLowering(FunctionEmitter &fe, const clang::CallExpr *call)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), call_(call),
        gentype_(call->getArg(0)->getType().getCanonicalType()),
        element_(elementOf(gentype_)), half_(element_->isHalfType()) {}

  /// Whether the operands are floating point (dot also names the integer
  /// dot product, which is not this family's).
  bool floatOperands() const { return element_->isRealFloatingType(); }

  Id emit(GeometricFn fn) {
    std::vector<Id> a;
    for (unsigned i = 0; i < call_->getNumArgs(); ++i)
      a.push_back(arg(i));
    FloatOps v(fe_, computeType());
    Id result = 0;
    switch (fn) {
    case GeometricFn::Dot:
      result = dot(v, a[0], a[1]);
      break;
    case GeometricFn::Cross:
      result = cross(v, a[0], a[1]);
      break;
    case GeometricFn::Length:
      result = length(v, a[0]);
      break;
    case GeometricFn::Distance:
      result = length(v, v.sub(a[0], a[1]));
      break;
    case GeometricFn::Normalize:
      result = normalize(v, a[0]);
      break;
    case GeometricFn::FastLength:
      result = fastLength(v, a[0]);
      break;
    case GeometricFn::FastDistance:
      result = fastLength(v, v.sub(a[0], a[1]));
      break;
    case GeometricFn::FastNormalize:
      result = fastNormalize(v, a[0]);
      break;
    }
    return half_ ? toHalf(result) : result;
  }

private:
  /// The type the work is done in: the gentype, or its float twin for half.
  Id computeType() {
    Id type = fe_.typeOf(gentype_, call_->getExprLoc());
    if (!half_)
      return type;
    spirv::Module &m = m_.module();
    unsigned n = m.componentCount(type);
    Id f32 = m.typeFloat(32);
    return n == 1 ? f32 : m.typeVector(f32, n);
  }

  Id arg(unsigned i) {
    Id value = fe_.emitRValue(call_->getArg(i));
    return half_ ? b_.unary(spv::Op::OpFConvert, computeType(), value) : value;
  }

  /// A float result rounded to nearest even half, however the device
  /// rounds conversions: the half bit patterns (HalfConversion), two to a
  /// word, reinterpreted as half pairs (no 16-bit integers needed).
  Id toHalf(Id value) {
    spirv::Module &m = m_.module();
    unsigned n = m.componentCount(b_.valueType(value));
    Id bits = floatToHalfBits(fe_, value, n, HalfRounding::Rte);
    Id u32 = m_.u32();
    Id pairType = m.typeVector(m.typeFloat(16), 2);
    auto laneBits = [&](unsigned i) {
      return n == 1 ? bits : b_.compositeExtract(u32, bits, {i});
    };
    std::vector<Id> pairs;
    for (unsigned i = 0; i < n; i += 2) {
      Id word = laneBits(i);
      if (i + 1 < n)
        word = b_.binary(spv::Op::OpBitwiseOr, u32, word,
                         b_.binary(spv::Op::OpShiftLeftLogical, u32,
                                   laneBits(i + 1), m_.constU32(16)));
      pairs.push_back(b_.unary(spv::Op::OpBitcast, pairType, word));
    }
    if (n == 1)
      return b_.compositeExtract(m.typeFloat(16), pairs[0], {0});
    if (n == 2)
      return pairs[0];
    std::vector<uint32_t> lanes;
    for (uint32_t i = 0; i < n; ++i)
      lanes.push_back(i);
    return b_.vectorShuffle(m.typeVector(m.typeFloat(16), n), pairs[0],
                            pairs[1], lanes);
  }

  Id dot(FloatOps &v, Id p, Id q) {
    FloatOps s = v.scalar();
    Id plain = v.sumOfProducts(p, q);
    if (v.lanes() == 1)
      return plain; // one rounding; overflow is the exact result's
    return fe_.emitIfElse(
        s.anyNotFinite(plain), v.scalar().type(),
        [&] {
          Id kp = scaleFor(v, p), kq = scaleFor(v, q);
          Id scaled =
              v.sumOfProductsCompensated(v.scale(p, kp), v.scale(q, kq));
          Id back = s.scale(scaled, s.intSub(s.intConst(0), s.intAdd(kp, kq)));
          return s.select(allFinite(v, p, q), back, plain);
        },
        [&] { return plain; });
  }

  Id cross(FloatOps &v, Id p, Id q) {
    // The cross product of the xyz parts; a 4-vector's w is +0.
    FloatOps v3 = v.withLanes(3);
    if (v.lanes() == 4) {
      p = b_.vectorShuffle(v3.type(), p, p, {0, 1, 2});
      q = b_.vectorShuffle(v3.type(), q, q, {0, 1, 2});
    }
    auto product = [&](Id a, Id b) {
      return v3.sub(
          v3.mul(v3.shuffle(a, a, {1, 2, 0}), v3.shuffle(b, b, {2, 0, 1})),
          v3.mul(v3.shuffle(a, a, {2, 0, 1}), v3.shuffle(b, b, {1, 2, 0})));
    };
    Id plain = product(p, q);
    Id result = fe_.emitIfElse(
        v3.anyNotFinite(plain), v3.type(),
        [&] {
          FloatOps s = v3.scalar();
          Id kp = scaleFor(v3, p), kq = scaleFor(v3, q);
          Id sp = v3.scale(p, kp), sq = v3.scale(q, kq);
          Id scaled = v3.differenceOfProducts(
              v3.shuffle(sp, sp, {1, 2, 0}), v3.shuffle(sq, sq, {2, 0, 1}),
              v3.shuffle(sp, sp, {2, 0, 1}), v3.shuffle(sq, sq, {1, 2, 0}));
          Id back = v3.scale(scaled, s.intSub(s.intConst(0), s.intAdd(kp, kq)));
          return v3.select(allFinite(v3, p, q), back, plain);
        },
        [&] { return plain; });
    if (v.lanes() == 4)
      result = b_.compositeConstruct(v.type(), {result, v.scalar().k(0.0)});
    return result;
  }

  Id length(FloatOps &v, Id p) {
    FloatOps s = v.scalar();
    if (v.lanes() == 1)
      return v.abs(p);
    Id sum = v.sumOfProducts(p, p);
    return fe_.emitIfElse(
        s.inExactRange(sum), s.type(), [&] { return s.sqrt(sum); },
        [&] {
          Id m = v.maxAbs(p);
          Id k = scaleFor(v, p, m);
          Id scaledSum = sumOfSquares(v, v.scale(p, k));
          Id length = s.scale(s.sqrt(scaledSum), s.intSub(s.intConst(0), k));
          length = s.select(s.equal(scaledSum, s.k(0.0)), s.k(0.0), length);
          length = s.select(s.isInf(m), m, length);
          return s.select(s.isNan(sum), sum, length);
        });
  }

  Id normalize(FloatOps &v, Id p) {
    FloatOps s = v.scalar();
    if (v.lanes() == 1)
      return unitScalar(v, p);
    Id sum = v.sumOfProducts(p, p);
    return fe_.emitIfElse(
        s.inExactRange(sum), v.type(),
        [&] { return v.mul(p, v.splat(s.rsqrt(sum))); },
        [&] {
          Id m = v.maxAbs(p);
          // Infinities become +-1 and the rest +-0 (the spec's rule), else
          // the largest component is scaled into [2, 4).
          Id infinite = v.equal(v.abs(p), v.splat(m));
          Id sign = v.select(v.less(p, v.k(0.0)), v.k(-1.0), v.k(1.0));
          Id replaced = v.select(infinite, sign, v.mul(p, v.k(0.0)));
          Id x = v.select(s.isInf(m), replaced, v.scale(p, scaleFor(v, p, m)));
          Id scaledSum = sumOfSquares(v, x);
          Id unit = v.mul(x, v.splat(s.rsqrt(scaledSum)));
          unit = v.select(s.equal(scaledSum, s.k(0.0)), p, unit);
          return v.select(s.isNan(sum), v.splat(sum), unit);
        });
  }

  Id fastLength(FloatOps &v, Id p) {
    if (v.lanes() == 1)
      return v.abs(p);
    return v.scalar().glsl(GLSLstd450Sqrt, {v.sumOfProducts(p, p)});
  }

  Id fastNormalize(FloatOps &v, Id p) {
    FloatOps s = v.scalar();
    if (v.lanes() == 1)
      return unitScalar(v, p);
    Id sum = v.sumOfProducts(p, p);
    Id unit = v.mul(p, v.splat(s.glsl(GLSLstd450InverseSqrt, {sum})));
    double minNormal = v.width() == 64 ? 0x1p-1022 : 0x1p-126;
    return v.select(s.less(sum, s.k(minNormal)), p, unit);
  }

  /// normalize of a scalar: +-1, or x itself for +-0 and NaN.
  Id unitScalar(FloatOps &v, Id x) {
    // One statement per instruction: C++ leaves the order of a call's
    // arguments open, and gcc and clang (the sanitizer build) differ.
    Id zero = v.k(0.0);
    Id negative = v.select(v.less(x, zero), v.k(-1.0), x);
    Id positive = v.less(zero, x);
    return v.select(positive, v.k(1.0), negative);
  }

  Id sumOfSquares(FloatOps &v, Id x) { return v.sumOfProducts(x, x); }

  /// The k for which `x`'s largest component times 2^k lies in [2, 4).
  Id scaleFor(FloatOps &v, Id x, Id largest = 0) {
    FloatOps s = v.scalar();
    if (!largest)
      largest = v.maxAbs(x);
    return s.intSub(s.intConst(1), s.exponent(largest));
  }

  Id allFinite(FloatOps &v, Id p, Id q) {
    Id boolType = m_.boolType();
    return b_.unary(spv::Op::OpLogicalNot, boolType,
                    b_.binary(spv::Op::OpLogicalOr, boolType, v.anyNotFinite(p),
                              v.anyNotFinite(q)));
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  const clang::CallExpr *call_;
  QualType gentype_; ///< the first argument's (canonical) type
  QualType element_;
  bool half_;
};

} // namespace

Id emitGeometricBuiltin(FunctionEmitter &fe, GeometricFn fn,
                        const clang::CallExpr *call) {
  GeometricLowering lowering(fe, call);
  assert(lowering.floatOperands() && "integer dot goes to IntegerDot.cpp");
  return lowering.emit(fn);
}

} // namespace vkcl
