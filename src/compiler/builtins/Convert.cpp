// Explicit conversions (OpenCL C 3.0, 6.4.3):
// convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn] between every pair of char,
// uchar, short, ushort, int, uint, long, ulong, half, float and double,
// scalars and vectors of 2, 3, 4, 8 and 16 lanes.
//
// Every result is exact, bit for bit, in every rounding mode: Vulkan lets
// OpConvertSToF and OpFConvert round either way and flush denormals, and
// only fp16 conversions may name a rounding mode, so the hardware converts
// only where the result is exact whatever it does:
//  - integer -> integer: wrapping as C casts (FunctionEmitter::convert);
//    _sat clamps in the source's registers first (SMax/SMin/UMin);
//  - integer -> float: OpConvertSToF/UToF where the destination holds every
//    value of the source (char to half, short to float, int to double);
//    otherwise the rounding is done on the integer (FloatRounding.cpp);
//  - float -> integer: rounded to an integral float (RoundEven, Ceil, Floor:
//    exact on normal values; a denormal the device may flush is found from
//    its bits for _rtp/_rtn), then OpConvertFToS/FToU of a value known to
//    be in range; out-of-range values and NaN give the saturated result
//    (NaN: 0) also without _sat, where OpenCL leaves them
//    implementation-defined, so no conversion is ever undefined;
//  - float -> float: widening is exact (half through HalfConversion,
//    float -> double with denormals rebuilt from their bits); narrowing
//    rounds in integers: double -> float here, float and double -> half
//    through HalfConversion (double -> half in one rounding), except
//    double -> float to nearest even where the device declares that
//    rounding mode: OpFConvert but for denormal results.
// half lanes are made from and read as bit patterns through a 32-bit word
// viewed as two halves, so no Int16 capability is needed. Double operands
// are also handled as 64-bit integers: such conversions need int64 too.
// 8- and 16-lane vectors are converted four lanes at a time, as SPIR-V
// vectors (a quarter of the instructions lane-by-lane code takes).
#include "builtins/Builtins.h"
#include "builtins/FloatRounding.h"

#include <spirv/unified1/GLSL.std.450.h>

#include <cmath>
#include <optional>

namespace vkcl {
namespace {

using clang::QualType;

/// The suffixes of convert_<type>[n][_sat][_<rounding>].
struct ConversionName {
  bool saturate = false;
  std::optional<Rounding> rounding;
};

std::optional<ConversionName> parseName(llvm::StringRef name) {
  static const char *const types[] = {"char",  "uchar",  "short", "ushort",
                                      "int",   "uint",   "long",  "ulong",
                                      "float", "double", "half"};
  static const std::pair<const char *, Rounding> roundings[] = {
      {"_rte", Rounding::Rte},
      {"_rtz", Rounding::Rtz},
      {"_rtp", Rounding::Rtp},
      {"_rtn", Rounding::Rtn}};
  static const char *const widths[] = {"", "2", "3", "4", "8", "16"};
  if (!name.consume_front("convert_"))
    return std::nullopt;
  ConversionName parsed;
  for (const auto &[suffix, rounding] : roundings)
    if (name.consume_back(suffix)) {
      parsed.rounding = rounding;
      break;
    }
  parsed.saturate = name.consume_back("_sat");
  llvm::StringRef type =
      name.take_until([](char c) { return c >= '0' && c <= '9'; });
  llvm::StringRef width = name.drop_front(type.size());
  if (llvm::find(types, type) == std::end(types) ||
      llvm::find(widths, width) == std::end(widths))
    return std::nullopt;
  return parsed;
}

/// A scalar operand type of a conversion.
struct Element {
  QualType type;
  unsigned bits;
  bool isFloat, isSigned;
  /// The greatest value is 2^maxBits - 1 (integers).
  unsigned maxBits() const { return bits - (isSigned ? 1 : 0); }
  uint64_t lowest() const { return isSigned ? ~uint64_t(0) << (bits - 1) : 0; }
  uint64_t highest() const {
    return maxBits() == 64 ? ~uint64_t(0) : (uint64_t(1) << maxBits()) - 1;
  }
  FloatFormat format() const {
    return bits == 16 ? HalfFormat : bits == 32 ? SingleFormat : DoubleFormat;
  }
};

class Converter {
public:
  Converter(FunctionEmitter &fe, clang::SourceLocation loc,
            const ConversionName &name)
      : fe_(fe), m_(fe.mod()), b_(fe.b()), loc_(loc), name_(name) {}

  Id convert(Id value, QualType from, QualType to) {
    Element f = element(elementOf(from)), t = element(elementOf(to));
    unsigned n = countOf(to);
    fe_.typeOf(from, loc_); // the features both types need
    Id result = fe_.typeOf(to, loc_);
    if (n <= 4)
      return lanes(value, f, t, n);
    std::vector<Id> parts;
    for (unsigned c = 0; c < n; c += 4) {
      std::vector<Id> chunk;
      for (unsigned i = c; i < c + 4; ++i)
        chunk.push_back(b_.compositeExtract(regType(f, 1), value, {i}));
      parts.push_back(
          lanes(b_.compositeConstruct(regType(f, 4), chunk), f, t, 4));
    }
    return b_.compositeConstruct(result, parts);
  }

private:
  Element element(QualType t) {
    t = t.getCanonicalType().getUnqualifiedType();
    return {t, static_cast<unsigned>(fe_.ast().getTypeSize(t)),
            t->isRealFloatingType(), t->isSignedIntegerType()};
  }
  Id regType(const Element &e, unsigned n) {
    Id t = fe_.typeOf(e.type, loc_);
    return n == 1 ? t : fe_.spv().typeVector(t, n);
  }
  QualType qualType(const Element &e, unsigned n) {
    return n == 1 ? e.type : fe_.ast().getExtVectorType(e.type, n);
  }
  Id u32Lanes(unsigned n) {
    return regType(element(fe_.ast().UnsignedIntTy), n);
  }
  /// 64-bit integer lanes: on a target without int64, the diagnostic
  /// naming it.
  Id u64Lanes(unsigned n) {
    return regType(element(fe_.ast().UnsignedLongTy), n);
  }
  Rounding rounding(Rounding byDefault) const {
    return name_.rounding.value_or(byDefault);
  }
  Id glsl(Id type, GLSLstd450 inst, std::vector<Id> operands) {
    return b_.extInst(type, m_.glslStd450(), inst, operands);
  }

  /// n <= 4 lanes: SPIR-V scalars and vectors.
  Id lanes(Id value, const Element &f, const Element &t, unsigned n) {
    if (f.type == t.type)
      return value;
    if (!f.isFloat && !t.isFloat)
      return integerToInteger(value, f, t, n);
    if (!f.isFloat)
      return integerToFloat(value, f, t, n);
    if (!t.isFloat)
      return floatToInteger(value, f, t, n);
    return floatToFloat(value, f, t, n);
  }

  Id integerToInteger(Id value, const Element &f, const Element &t,
                      unsigned n) {
    if (!name_.saturate)
      return fe_.convert(value, qualType(f, n), qualType(t, n), loc_);
    // Registers hold char/short extended, so the source's own compare sees
    // every value; each bound the destination narrows is clamped. The
    // clamped value is then the destination's register value but for its
    // width: no re-extension.
    Id type = regType(f, n), to = regType(t, n);
    if (f.isSigned && (!t.isSigned || t.bits < f.bits))
      value =
          glsl(type, GLSLstd450SMax, {value, m_.constInt(type, t.lowest())});
    if (f.maxBits() > t.maxBits())
      value = glsl(type, f.isSigned ? GLSLstd450SMin : GLSLstd450UMin,
                   {value, m_.constInt(type, t.highest())});
    unsigned from = fe_.spv().scalarWidth(type);
    if (from == fe_.spv().scalarWidth(to))
      return value;
    return b_.unary(f.isSigned && from == 32 ? spv::Op::OpSConvert
                                             : spv::Op::OpUConvert,
                    to, value);
  }

  Id integerToFloat(Id value, const Element &f, const Element &t, unsigned n) {
    Id from = regType(f, n), to = regType(t, n);
    if (f.maxBits() <= t.format().mantissa + 1) {
      // Every value of the source is one of the destination: exact.
      if (!f.isSigned && f.bits == 32 && !m_.target().exactUintToFloat)
        return fe_.exactUintToFloat(value, from, to);
      return b_.unary(f.isSigned ? spv::Op::OpConvertSToF
                                 : spv::Op::OpConvertUToF,
                      to, value);
    }
    LaneInts w(fe_, from);
    Id negative = f.isSigned ? w.cmp(spv::Op::OpSLessThan, value, w.k(0))
                             : w.always(false);
    Id magnitude =
        f.isSigned
            ? w.pick(negative, b_.unary(spv::Op::OpSNegate, from, value), value)
            : value;
    Id bits = integerToFloatBits(fe_, magnitude, negative, t.format(),
                                 rounding(Rounding::Rte));
    return fromBits(bits, t, n);
  }

  Id floatToInteger(Id value, const Element &source, const Element &t,
                    unsigned n) {
    Element f = source;
    if (f.bits == 16) { // exact, and never a float denormal
      value = halfToFloat(value, n);
      f = element(fe_.ast().FloatTy);
    }
    Id type = regType(f, n);
    Rounding mode = rounding(Rounding::Rtz);
    static const GLSLstd450 integral[] = {GLSLstd450RoundEven, GLSLstd450Trunc,
                                          GLSLstd450Ceil, GLSLstd450Floor};
    Id r = value; // OpConvertFToS/FToU truncate themselves
    if (mode == Rounding::Rte)
      r = roundToNearestEven(fe_, type, value);
    else if (mode != Rounding::Rtz)
      r = glsl(type, integral[static_cast<int>(mode)], {value});
    if (source.bits != 16 && (mode == Rounding::Rtp || mode == Rounding::Rtn))
      r = denormalToUnit(value, r, f, n, mode);
    Id d = regType(t, n);
    LaneInts ints(fe_, d);
    auto cmp = [&](spv::Op op, Id a, double bound) {
      return b_.binary(op, ints.boolType(), a, m_.constFloat(type, bound));
    };
    // t's range is [lowest, 2^maxBits), bounds every float type holds.
    double lowest = t.isSigned ? -std::ldexp(1.0, t.bits - 1) : 0.0;
    double limit = std::ldexp(1.0, t.maxBits());
    Id aboveRange = cmp(spv::Op::OpFOrdGreaterThanEqual, r, limit);
    Id belowRange = cmp(spv::Op::OpFOrdLessThan, r, lowest);
    Id inRange = ints.both(cmp(spv::Op::OpFOrdGreaterThanEqual, r, lowest),
                           cmp(spv::Op::OpFOrdLessThan, r, limit));
    Id safe = b_.select(type, inRange, r, m_.constFloat(type, 0.0));
    Id converted = b_.unary(
        t.isSigned ? spv::Op::OpConvertFToS : spv::Op::OpConvertFToU, d, safe);
    Id outside = ints.pick(aboveRange, ints.k(t.highest()),
                           ints.pick(belowRange, ints.k(t.lowest()),
                                     ints.k(0))); // NaN: 0
    return ints.pick(inRange, converted, outside);
  }

  /// Ceil/Floor of a denormal are 1/-1 (rtp/rtn) but may see it flushed:
  /// positive (rtp) or negative (rtn) denormals are found from their bits.
  Id denormalToUnit(Id value, Id rounded, const Element &f, unsigned n,
                    Rounding mode) {
    LaneInts u(fe_, f.bits == 64 ? u64Lanes(n) : u32Lanes(n));
    Id bits = b_.unary(spv::Op::OpBitcast, u.type(), value);
    uint64_t first =
        mode == Rounding::Rtp ? 1 : (uint64_t(1) << (f.bits - 1)) + 1;
    uint64_t mantissa = (uint64_t(1) << f.format().mantissa) - 1;
    Id denormal = u.lt(u.sub(bits, u.k(first)), u.k(mantissa));
    Id type = regType(f, n);
    return b_.select(type, denormal,
                     m_.constFloat(type, mode == Rounding::Rtp ? 1.0 : -1.0),
                     rounded);
  }

  Id floatToFloat(Id value, const Element &f, const Element &t, unsigned n) {
    Rounding mode = rounding(Rounding::Rte);
    if (f.bits == 16) {
      Id single = halfToFloat(value, n);
      return t.bits == 32 ? single : floatToDouble(single, n);
    }
    if (f.bits == 32)
      return t.bits == 64
                 ? floatToDouble(value, n)
                 : halfFromBits(floatToHalfBits(fe_, value, n, mode), n);
    if (t.bits == 32 && mode == Rounding::Rte)
      return doubleToFloatRte(value, n);
    // From double: its bits are rounded as 64-bit integers.
    Id u64 = u64Lanes(n);
    Id bits =
        t.bits == 32
            ? narrowFloatBits(fe_, b_.unary(spv::Op::OpBitcast, u64, value),
                              DoubleFormat, SingleFormat, mode)
            : doubleToHalfBits(fe_, value, n, mode);
    return fromBits(bits, t, n);
  }

  /// double -> float to nearest even in 32-bit integers on the double's
  /// words, with no rounding mode declared: under RoundingModeRTE 32
  /// NVIDIA divides floats the IEEE way, 15.7 times slower in a division
  /// loop (scratch kernels, H100), and 64-bit integer adds and compares
  /// (narrowFloatBits) are several instructions each on GPUs; only two
  /// 64-bit shifts remain. Results in float's normal range: the low 32
  /// bits of bits >> 29, rebiased, plus a carry where the dropped 29 bits
  /// are above half a unit or exactly half with an odd last bit; the carry
  /// may reach the exponent, and from FLT_MAX infinity. At or above 2^128:
  /// infinity; NaNs quiet with the payload's top bits (narrowFloatBits'
  /// choice). Below 2^-126 the result in units of 2^-149 is |value| 2^149
  /// rounded to an integer (exact in double), also the float's magnitude
  /// bits (2^23 being FLT_MIN's). The double's sign on all of them.
  Id doubleToFloatRte(Id value, unsigned n) {
    Id doubles = b_.valueType(value);
    Id floats = regType(element(fe_.ast().FloatTy), n);
    LaneInts u(fe_, u32Lanes(n));
    LaneInts w(fe_, u64Lanes(n));
    Id bits = b_.unary(spv::Op::OpBitcast, w.type(), value);
    Id high = u.from(w.shr(bits, w.k(32))), low = u.from(bits);
    Id exponent = u.bitAnd(u.shr(high, u.k(20)), u.k(0x7ff));
    // The bits kept: the exponent's low 9 bits beside 23 of the mantissa.
    Id kept = u.from(w.shr(bits, w.k(29)));
    Id mantissa = u.bitAnd(kept, u.k(0x7fffff));
    // One more where the dropped 29 bits plus half a unit less one plus
    // the last kept bit carry out: above half, or half with an odd bit.
    Id carry =
        u.shr(u.add(u.add(u.bitAnd(low, u.k(0x1fffffff)), u.k(0x0fffffff)),
                    u.bitAnd(kept, u.k(1))),
              u.k(29));
    // The float's biased exponent is the double's minus 896: modulo 2^32,
    // on the 9 bits kept, adding 2^30 subtracts 896 << 23.
    Id normal = u.add(u.add(kept, carry), u.k(0x40000000u));
    Id isNan = b_.unary(spv::Op::OpIsNan, u.boolType(), value);
    Id large =
        u.pick(isNan, u.bitOr(mantissa, u.k(0x7fc00000u)), u.k(0x7f800000u));
    Id magnitude = glsl(doubles, GLSLstd450FAbs, {value});
    Id units = roundToNearestEven(fe_, doubles,
                                  b_.binary(spv::Op::OpFMul, doubles, magnitude,
                                            m_.constFloat(doubles, 0x1p149)));
    Id tiny = b_.unary(spv::Op::OpConvertFToU, u.type(), units);
    Id result = u.pick(u.lt(exponent, u.k(897)), tiny,
                       u.pick(u.ge(exponent, u.k(896 + 255)), large, normal));
    result = u.bitOr(result, u.bitAnd(high, u.k(0x80000000u)));
    return b_.unary(spv::Op::OpBitcast, floats, result);
  }

  /// Exact: OpFConvert for every float but denormals, which a device may
  /// flush; those are rebuilt as mantissa * 2^-149 (normal in double).
  Id floatToDouble(Id value, unsigned n) {
    Id type = regType(element(fe_.ast().DoubleTy), n);
    LaneInts u(fe_, u32Lanes(n));
    Id bits = b_.unary(spv::Op::OpBitcast, u.type(), value);
    Id magnitude = u.bitAnd(bits, u.k(0x7fffffffu));
    Id denormal = u.lt(u.sub(magnitude, u.k(1)), u.k(0x7fffffu));
    Id scale = b_.select(type, u.ne(u.shr(bits, u.k(31)), u.k(0)),
                         m_.constFloat(type, -0x1p-149),
                         m_.constFloat(type, 0x1p-149));
    Id rebuilt =
        b_.binary(spv::Op::OpFMul, type,
                  b_.unary(spv::Op::OpConvertUToF, type, magnitude), scale);
    return b_.select(type, denormal, rebuilt,
                     b_.unary(spv::Op::OpFConvert, type, value));
  }

  /// The float/double/half whose bits are `bits` (32-bit lanes, or 64-bit
  /// for double).
  Id fromBits(Id bits, const Element &t, unsigned n) {
    if (t.bits == 16)
      return halfFromBits(bits, n);
    return b_.unary(spv::Op::OpBitcast, regType(t, n), bits);
  }

  /// Half lanes from the low 16 bits of 32-bit lanes, each word viewed as
  /// two halves.
  Id halfFromBits(Id bits, unsigned n) {
    spirv::Module &spv = fe_.spv();
    Id half = spv.typeFloat(16), pair = spv.typeVector(half, 2);
    std::vector<Id> lanes;
    for (unsigned i = 0; i < n; ++i) {
      Id word = n == 1 ? bits : b_.compositeExtract(m_.u32(), bits, {i});
      lanes.push_back(b_.compositeExtract(
          half, b_.unary(spv::Op::OpBitcast, pair, word), {0}));
    }
    return n == 1 ? lanes[0]
                  : b_.compositeConstruct(spv.typeVector(half, n), lanes);
  }

  Id halfToFloat(Id value, unsigned n) {
    spirv::Module &spv = fe_.spv();
    Id half = spv.typeFloat(16), pair = spv.typeVector(half, 2);
    std::vector<Id> words;
    for (unsigned i = 0; i < n; ++i) {
      Id h = n == 1 ? value : b_.compositeExtract(half, value, {i});
      Id word = b_.unary(spv::Op::OpBitcast, m_.u32(),
                         b_.compositeConstruct(pair, {h, h}));
      words.push_back(b_.binary(spv::Op::OpBitwiseAnd, m_.u32(), word,
                                m_.constU32(0xffff)));
    }
    Id bits = n == 1 ? words[0] : b_.compositeConstruct(u32Lanes(n), words);
    return halfBitsToFloat(fe_, bits, n);
  }

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  clang::SourceLocation loc_;
  ConversionName name_;
};

} // namespace

bool isConversionBuiltin(llvm::StringRef name) {
  return parseName(name).has_value();
}

Id convertExactly(FunctionEmitter &fe, Id value, clang::QualType from,
                  clang::QualType to, clang::SourceLocation loc) {
  return Converter(fe, loc, ConversionName{})
      .convert(value, from.getCanonicalType(), to.getCanonicalType());
}

Id emitConversionBuiltin(FunctionEmitter &fe, const clang::CallExpr *call,
                         llvm::StringRef name) {
  std::optional<ConversionName> parsed = parseName(name);
  clang::SourceLocation loc = call->getExprLoc();
  if (!parsed || call->getNumArgs() != 1)
    fe.fail(loc, Diag::BuiltinNotSupported, {name.str()});
  QualType from = call->getArg(0)->getType().getCanonicalType();
  QualType to = call->getType().getCanonicalType();
  if (countOf(from) != countOf(to) || !elementOf(from)->isArithmeticType() ||
      !elementOf(to)->isArithmeticType() || elementOf(from)->isBooleanType() ||
      elementOf(to)->isBooleanType())
    fe.fail(loc, Diag::BuiltinNotSupported,
            {name.str() + "' on '" + from.getAsString()});
  Id value = fe.emitRValue(call->getArg(0));
  return Converter(fe, loc, *parsed).convert(value, from, to);
}

} // namespace vkcl
