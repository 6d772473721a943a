// Casts and conversions, implicit and explicit, and as_type reinterpretation.
//
// char and short values are held in 32-bit registers, so every conversion to
// them re-extends from their C width (normalize); that is what makes
// (uchar)300 == 44 and (char)200 == -56 on every target.
#include "FunctionEmitter.h"
#include "Library.h"
#include "builtins/Builtins.h"

namespace vkcl {

using clang::QualType;

Id FunctionEmitter::normalize(Id value, QualType type) {
  QualType element = elementOf(type.getCanonicalType());
  if (!element->isIntegerType() || element->isBooleanType())
    return value;
  uint64_t bits = ast().getTypeSize(element);
  if (bits >= 32)
    return value;
  Id t = typeOf(type, {});
  if (element->isSignedIntegerOrEnumerationType()) {
    Id shift = m_.constInt(t, 32 - bits);
    return b().binary(spv::Op::OpShiftRightArithmetic, t,
                      b().binary(spv::Op::OpShiftLeftLogical, t, value, shift),
                      shift);
  }
  return b().binary(spv::Op::OpBitwiseAnd, t, value,
                    m_.constInt(t, (uint64_t(1) << bits) - 1));
}

Id FunctionEmitter::exactUintToFloat(Id value, Id fromType, Id toType) {
  // u < 2^31 converts exactly as a signed int. Otherwise halve it keeping the
  // lost bit as a sticky bit, convert (one rounding), and double.
  Id one = m_.constInt(fromType, 1);
  Id high = b().binary(spv::Op::OpShiftRightLogical, fromType, value,
                       m_.constInt(fromType, 31));
  unsigned n = spv().componentCount(fromType);
  Id boolType = n == 1 ? m_.boolType() : spv().typeVector(m_.boolType(), n);
  Id isHigh = b().binary(spv::Op::OpINotEqual, boolType, high,
                         m_.constInt(fromType, 0));
  Id halved =
      b().binary(spv::Op::OpBitwiseOr, fromType,
                 b().binary(spv::Op::OpShiftRightLogical, fromType, value, one),
                 b().binary(spv::Op::OpBitwiseAnd, fromType, value, one));
  Id big = b().binary(spv::Op::OpFMul, toType,
                      b().unary(spv::Op::OpConvertSToF, toType, halved),
                      m_.constFloat(toType, 2.0));
  Id small = b().unary(spv::Op::OpConvertSToF, toType, value);
  return b().select(toType, isHigh, big, small);
}

Id FunctionEmitter::extractBits(Id word, Id offset, unsigned bits,
                                bool isSigned) {
  Id u32 = m_.u32();
  if (!isSigned)
    return b().binary(
        spv::Op::OpBitwiseAnd, u32,
        b().binary(spv::Op::OpShiftRightLogical, u32, word, offset),
        m_.constU32(bits == 32 ? ~0u : (1u << bits) - 1));
  Id left = b().binary(spv::Op::OpISub, u32, m_.constU32(32 - bits), offset);
  return b().binary(spv::Op::OpShiftRightArithmetic, u32,
                    b().binary(spv::Op::OpShiftLeftLogical, u32, word, left),
                    m_.constU32(32 - bits));
}

Id FunctionEmitter::insertBits(Id word, Id value, uint32_t offset,
                               unsigned bits) {
  Id u32 = m_.u32();
  Id field = b().binary(spv::Op::OpBitwiseAnd, u32, value,
                        m_.constU32(bits == 32 ? ~0u : (1u << bits) - 1));
  if (offset)
    field = b().binary(spv::Op::OpShiftLeftLogical, u32, field,
                       m_.constU32(offset));
  return b().binary(spv::Op::OpBitwiseOr, u32, word, field);
}

Id FunctionEmitter::convert(Id value, QualType from, QualType to,
                            clang::SourceLocation loc) {
  from = from.getCanonicalType().getUnqualifiedType();
  to = to.getCanonicalType().getUnqualifiedType();
  if (from == to)
    return value;
  if (from->isPointerType() || to->isPointerType()) {
    if (from->isPointerType() && to->isPointerType())
      return value;
    fail(loc, Diag::NotSupportedYet, {"this pointer conversion"});
  }
  QualType fe = elementOf(from), te = elementOf(to);
  Id toType = typeOf(to, loc);
  Id fromType = typeOf(from, loc);
  spirv::Module &m = spv();
  if (te->isBooleanType())
    return toBool(value, from);
  if (fe->isBooleanType()) {
    if (te->isRealFloatingType())
      return b().select(toType, value, m_.constFloat(toType, 1.0),
                        m_.constFloat(toType, 0.0));
    return b().select(toType, value, m_.constInt(toType, 1),
                      m_.constInt(toType, 0));
  }
  bool fromFloat = fe->isRealFloatingType(), toFloat = te->isRealFloatingType();
  bool fromSigned = fe->isSignedIntegerOrEnumerationType();
  if (fromFloat && toFloat) {
    // OpenCL rounds a cast to nearest even and keeps what denormals the
    // types have (6.4.3); Vulkan leaves OpFConvert's rounding, and its
    // denormals, to the device. So a cast converts as convert_<to> does.
    // The library's own casts narrow only seeds of Newton steps (double
    // sqrt and division), where any rounding serves: OpFConvert, with no
    // rounding mode for the entry points to declare.
    if (isLibraryDecl(decl_))
      return b().unary(spv::Op::OpFConvert, toType, value);
    return convertExactly(*this, value, from, to, loc);
  }
  if (!fromFloat && toFloat) {
    if (!fromSigned && !m_.target().exactUintToFloat &&
        m.scalarWidth(fromType) == 32)
      return exactUintToFloat(value, fromType, toType);
    return b().unary(fromSigned ? spv::Op::OpConvertSToF
                                : spv::Op::OpConvertUToF,
                     toType, value);
  }
  if (fromFloat && !toFloat) {
    bool toSigned = te->isSignedIntegerOrEnumerationType();
    Id result =
        b().unary(toSigned ? spv::Op::OpConvertFToS : spv::Op::OpConvertFToU,
                  toType, value);
    return normalize(result, to);
  }
  unsigned fw = m.scalarWidth(fromType), tw = m.scalarWidth(toType);
  Id result = value;
  if (fw < tw)
    result = b().unary(fromSigned ? spv::Op::OpSConvert : spv::Op::OpUConvert,
                       toType, value);
  else if (fw > tw)
    result = b().unary(spv::Op::OpUConvert, toType, value);
  return normalize(result, to);
}

Id FunctionEmitter::emitCast(const clang::CastExpr *cast) {
  clang::SourceLocation loc = cast->getExprLoc();
  const clang::Expr *sub = cast->getSubExpr();
  QualType from = sub->getType(), to = cast->getType();
  switch (cast->getCastKind()) {
  case clang::CK_LValueToRValue:
    if (to->isSamplerT())
      if (Id word = samplerConstant(sub))
        return word;
    if (Id value = readOnlyParamValue(sub))
      return value;
    return load(emitLValue(sub), loc);
  case clang::CK_IntToOCLSampler: // the word is the integer's value
    return emitRValue(sub);
  case clang::CK_NoOp:
  case clang::CK_LValueBitCast:
    return emitRValue(sub);
  case clang::CK_ToVoid:
    // An image is no value (Images.cpp): `(void)image` names one, no more.
    if (sub->getType()->isImageType())
      imageOf(sub);
    else
      emitRValue(sub);
    return 0;
  case clang::CK_FloatingCast:
    // `f * 0.5` where double does not exist: clang has already narrowed
    // the literal; fold it so the double never reaches a register.
    if (auto *lit =
            llvm::dyn_cast<clang::FloatingLiteral>(sub->IgnoreParens())) {
      if (!to->isVectorType()) {
        llvm::APFloat value = lit->getValue();
        bool lost = false;
        value.convert(ast().getFloatTypeSemantics(to),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
        return spv().constantFloatBits(typeOf(to, loc),
                                       value.bitcastToAPInt().getZExtValue());
      }
    }
    return convert(emitRValue(sub), from, to, loc);
  case clang::CK_IntegralCast:
  case clang::CK_IntegralToFloating:
  case clang::CK_IntegralToBoolean:
    if (const clang::Expr *operand = expectedOperand(sub))
      return convert(emitRValue(operand), operand->getType(), to, loc);
    return convert(emitRValue(sub), from, to, loc);
  case clang::CK_FloatingToIntegral:
  case clang::CK_FloatingToBoolean:
    return convert(emitRValue(sub), from, to, loc);
  case clang::CK_BooleanToSignedIntegral: {
    Id v = emitRValue(sub);
    Id t = typeOf(to, loc);
    return b().select(t, toBool(v, from), m_.constInt(t, ~uint64_t(0)),
                      m_.constInt(t, 0));
  }
  case clang::CK_PointerToBoolean:
    return toBool(emitRValue(sub), from);
  case clang::CK_ArrayToPointerDecay:
    return addressOf(emitLValue(sub), loc);
  case clang::CK_FunctionToPointerDecay:
  case clang::CK_BuiltinFnToFnPtr:
    return 0;
  case clang::CK_BitCast:
    if (from->isPointerType() && to->isPointerType())
      return emitRValue(sub);
    return bitcastValue(emitRValue(sub), from, to, loc);
  case clang::CK_NullToPointer:
    return m_.nullAddress(m_.spaceOf(to->getPointeeType(), loc));
  case clang::CK_IntegralToPointer: {
    Id v = emitRValue(sub);
    Id sizeT = m_.sizeType();
    if (spv().scalarWidth(typeOf(from, loc)) != spv().scalarWidth(sizeT))
      v = b().unary(from->isSignedIntegerType() ? spv::Op::OpSConvert
                                                : spv::Op::OpUConvert,
                    sizeT, v);
    return intToAddress(m_.spaceOf(to->getPointeeType(), loc), v, loc);
  }
  case clang::CK_PointerToIntegral: {
    Id v = addressToInt(m_.spaceOf(from->getPointeeType(), loc),
                        emitRValue(sub), loc);
    return convert(
        v, m_.wideAddresses() ? ast().UnsignedLongTy : ast().UnsignedIntTy, to,
        loc);
  }
  case clang::CK_VectorSplat: {
    QualType element = to->castAs<clang::VectorType>()->getElementType();
    Id v = convert(emitRValue(sub), from, element, loc);
    unsigned n = to->castAs<clang::VectorType>()->getNumElements();
    return b().compositeConstruct(typeOf(to, loc), std::vector<Id>(n, v));
  }
  case clang::CK_ZeroToOCLOpaqueType:
    if (to->isEventT())
      return m_.constU32(0);
    fail(loc, Diag::NotSupportedYet, {"type '" + to.getAsString() + "'"});
  case clang::CK_AddressSpaceConversion:
    if (!from->isPointerType() || !to->isPointerType())
      fail(loc, Diag::NotSupportedYet, {"this address space conversion"});
    return convertAddressSpace(emitRValue(sub), from, to, loc);
  default:
    fail(loc, Diag::NotSupportedYet,
         {std::string("the cast '") + cast->getCastKindName() + "'"});
  }
}

std::vector<Id> FunctionEmitter::toWords(Id value, QualType type,
                                         clang::SourceLocation loc) {
  type = type.getCanonicalType();
  QualType element = elementOf(type);
  unsigned n = countOf(type);
  unsigned slots = n == 3 ? 4 : n; // a 3-vector occupies 4 elements
  uint32_t bits = m_.sizeOf(element) * 8;
  Id et = typeOf(element, loc);
  auto lane = [&](unsigned i) -> Id {
    return n == 1 ? value : b().compositeExtract(et, value, {i});
  };
  std::vector<Id> words;
  if (bits >= 32) {
    for (unsigned i = 0; i < slots; ++i) {
      if (i >= n) { // the unused 4th element of a 3-vector
        words.insert(words.end(), bits / 32, m_.constU32(0));
      } else if (bits == 32) {
        Id l = lane(i);
        words.push_back(
            et == m_.u32() ? l : b().unary(spv::Op::OpBitcast, m_.u32(), l));
      } else {
        Id pair = b().unary(spv::Op::OpBitcast, m_.uvec2(), lane(i));
        words.push_back(b().compositeExtract(m_.u32(), pair, {0}));
        words.push_back(b().compositeExtract(m_.u32(), pair, {1}));
      }
    }
    return words;
  }
  unsigned perWord = 32 / bits;
  for (unsigned w = 0; w < (slots + perWord - 1) / perWord; ++w) {
    Id word = m_.constU32(0);
    for (unsigned k = 0; k < perWord && w * perWord + k < n; ++k) {
      Id l = lane(w * perWord + k);
      if (element->isHalfType())
        l = b().unary(spv::Op::OpUConvert, m_.u32(),
                      b().unary(spv::Op::OpBitcast, spv().typeInt(16), l));
      word = insertBits(word, l, k * bits, bits);
    }
    words.push_back(word);
  }
  return words;
}

Id FunctionEmitter::fromWords(const std::vector<Id> &words, QualType type,
                              clang::SourceLocation loc) {
  type = type.getCanonicalType();
  QualType element = elementOf(type);
  unsigned n = countOf(type);
  uint32_t bits = m_.sizeOf(element) * 8;
  Id et = typeOf(element, loc);
  std::vector<Id> lanes;
  for (unsigned i = 0; i < n; ++i) {
    if (bits == 32) {
      lanes.push_back(et == m_.u32()
                          ? words.at(i)
                          : b().unary(spv::Op::OpBitcast, et, words.at(i)));
    } else if (bits == 64) {
      Id pair = b().compositeConstruct(m_.uvec2(),
                                       {words.at(2 * i), words.at(2 * i + 1)});
      lanes.push_back(b().unary(spv::Op::OpBitcast, et, pair));
    } else {
      unsigned perWord = 32 / bits;
      Id word = words.at(i / perWord);
      bool sgn = element->isSignedIntegerType();
      Id v = extractBits(word, m_.constU32((i % perWord) * bits), bits, sgn);
      if (element->isHalfType())
        v = b().unary(spv::Op::OpBitcast, et,
                      b().unary(spv::Op::OpUConvert, spv().typeInt(16), v));
      lanes.push_back(v);
    }
  }
  if (n == 1)
    return lanes[0];
  return b().compositeConstruct(typeOf(type, loc), lanes);
}

Id FunctionEmitter::bitcastValue(Id value, QualType from, QualType to,
                                 clang::SourceLocation loc) {
  from = from.getCanonicalType();
  to = to.getCanonicalType();
  if (from->isPointerType() || to->isPointerType())
    fail(loc, Diag::NotSupportedYet, {"as_type on pointers"});
  // When both sides hold whole 32/64-bit elements in registers exactly as in
  // memory (no char/short/half, no padded 3-vector), one OpBitcast does it.
  // Wide vectors are arrays: only lane-for-lane casts are one instruction.
  auto direct = [&](clang::QualType t) {
    return m_.sizeOf(elementOf(t)) >= 4 && countOf(t) != 3;
  };
  bool sameLanes = countOf(from) == countOf(to);
  bool anyWide = countOf(from) > 4 || countOf(to) > 4;
  if (direct(from) && direct(to) && (sameLanes || !anyWide)) {
    Id toType = typeOf(to, loc);
    return toType == typeOf(from, loc)
               ? value
               : b().unary(spv::Op::OpBitcast, toType, value);
  }
  return fromWords(toWords(value, from, loc), to, loc);
}

} // namespace vkcl
