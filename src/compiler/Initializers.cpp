// Initializers: braces, vector literals, zero fill.
//
// OpenCL vector literals such as (float4)(a.xy, 1, b) arrive from clang as
// init lists whose items may themselves be vectors; they are flattened into
// components here.
#include "FunctionEmitter.h"

namespace vkcl {

using clang::QualType;

/// Constituents one OpCompositeConstruct can take (65,535 words in all).
constexpr uint64_t MaxConstituents = 65532;

namespace {

/// The SpirvLimit diagnostic's words for an array initializer of `n`
/// elements, more than one instruction can take.
std::pair<std::string, std::string> tooManyConstituents(uint64_t n) {
  return {"an initializer of " + std::to_string(n) + " elements",
          "one instruction takes at most " + std::to_string(MaxConstituents) +
              " (a program-scope __constant table may be any size)"};
}

/// Whether a zero-initialized `canon` holds a __local null pointer, which is
/// all ones rather than all zeros (GenericAddress.cpp).
bool holdsLocalPointer(clang::ASTContext &ast, QualType canon) {
  if (canon->isPointerType())
    return canon->getPointeeType().getAddressSpace() ==
           clang::LangAS::opencl_local;
  if (const clang::ConstantArrayType *arr = ast.getAsConstantArrayType(canon))
    return holdsLocalPointer(ast, arr->getElementType().getCanonicalType());
  if (canon->isUnionType()) // zero bits, as the first member's zero would be
    return false;
  if (const clang::RecordType *record = canon->getAs<clang::RecordType>())
    for (const clang::FieldDecl *field : record->getDecl()->fields())
      if (holdsLocalPointer(ast, field->getType().getCanonicalType()))
        return true;
  return false;
}

} // namespace

Id FunctionEmitter::zeroValue(QualType type, clang::SourceLocation loc) {
  QualType canon = type.getCanonicalType();
  if (!holdsLocalPointer(ast(), canon))
    return spv().constantNull(typeOf(canon, loc));
  if (canon->isPointerType())
    return m_.nullAddress(m_.spaceOf(canon->getPointeeType(), loc));
  std::vector<Id> parts;
  if (const clang::ConstantArrayType *arr =
          ast().getAsConstantArrayType(canon)) {
    Id element = zeroValue(arr->getElementType(), loc);
    parts.assign(arr->getSize().getZExtValue(), element);
  } else {
    for (const clang::FieldDecl *field :
         canon->castAs<clang::RecordType>()->getDecl()->fields())
      parts.push_back(zeroValue(field->getType(), loc));
  }
  return spv().constantComposite(typeOf(canon, loc), parts);
}

/// `char s[N] = "text"`: the text's bytes, then zeros up to N (OpenCL C
/// follows C99 6.7.8p14).
Id FunctionEmitter::stringInitializer(QualType type,
                                      const clang::StringLiteral *literal,
                                      clang::SourceLocation loc) {
  const clang::ConstantArrayType *arr =
      ast().getAsConstantArrayType(type.getCanonicalType());
  if (!arr || literal->getCharByteWidth() != 1)
    fail(loc, Diag::NotSupportedYet, {"this string literal initializer"});
  QualType element = arr->getElementType();
  uint64_t n = arr->getSize().getZExtValue();
  if (n > MaxConstituents) {
    auto [what, limit] = tooManyConstituents(n);
    fail(loc, Diag::SpirvLimit, {what, limit});
  }
  llvm::StringRef text = literal->getBytes();
  std::vector<Id> parts;
  for (uint64_t i = 0; i < n; ++i)
    parts.push_back(constInt(
        element, i < text.size() ? static_cast<uint8_t>(text[i]) : 0, loc));
  return spv().constantComposite(typeOf(type.getCanonicalType(), loc), parts);
}

Id FunctionEmitter::emitInitializer(QualType type, const clang::Expr *init) {
  clang::SourceLocation loc = init->getExprLoc();
  auto *list = llvm::dyn_cast<clang::InitListExpr>(init->IgnoreParens());
  if (list && list->isStringLiteralInit())
    return emitInitializer(type, list->getInit(0));
  if (type->isArrayType())
    if (auto *literal =
            llvm::dyn_cast<clang::StringLiteral>(init->IgnoreParenImpCasts()))
      return stringInitializer(type, literal, loc);
  if (!list)
    return emitRValue(init);
  QualType canon = type.getCanonicalType();
  Id regType = typeOf(canon, loc);

  if (auto *vec = canon->getAs<clang::VectorType>()) {
    QualType element = vec->getElementType();
    Id et = typeOf(element, loc);
    std::vector<Id> parts;
    for (const clang::Expr *item : list->inits()) {
      QualType it = item->getType();
      Id v = emitRValue(item);
      if (auto *iv = it->getAs<clang::VectorType>()) {
        for (unsigned i = 0; i < iv->getNumElements(); ++i)
          parts.push_back(b().compositeExtract(et, v, {i}));
      } else {
        parts.push_back(convert(v, it, element, loc));
      }
    }
    if (parts.size() == 1 && vec->getNumElements() > 1)
      parts.assign(vec->getNumElements(), parts[0]);
    while (parts.size() < vec->getNumElements())
      parts.push_back(spv().constantNull(et));
    parts.resize(vec->getNumElements());
    return b().compositeConstruct(regType, parts);
  }
  if (auto *arr = ast().getAsConstantArrayType(canon)) {
    QualType element = arr->getElementType();
    uint64_t n = arr->getSize().getZExtValue();
    if (n > MaxConstituents) {
      auto [what, limit] = tooManyConstituents(n);
      fail(loc, Diag::SpirvLimit, {what, limit});
    }
    std::vector<Id> parts;
    Id filler = 0;
    for (uint64_t i = 0; i < n; ++i) {
      if (i < list->getNumInits()) {
        parts.push_back(emitInitializer(element, list->getInit(i)));
      } else {
        if (!filler)
          filler = list->hasArrayFiller()
                       ? emitInitializer(element, list->getArrayFiller())
                       : zeroValue(element, loc);
        parts.push_back(filler);
      }
    }
    return b().compositeConstruct(regType, parts);
  }
  if (canon->isUnionType()) {
    const clang::FieldDecl *field = list->getInitializedFieldInUnion();
    if (!field || list->getNumInits() == 0)
      return zeroValue(type, loc);
    QualType ft = field->getType();
    if (!ft->isScalarType() && !ft->isVectorType())
      fail(loc, Diag::NotSupportedYet,
           {"initializing a union through an aggregate member"});
    std::vector<Id> words =
        toWords(emitInitializer(ft, list->getInit(0)), ft, loc);
    uint32_t count = (m_.sizeOf(canon) + 3) / 4;
    words.resize(count, m_.constU32(0));
    return b().compositeConstruct(regType, words);
  }
  if (auto *record = canon->getAs<clang::RecordType>()) {
    std::vector<Id> parts;
    unsigned i = 0;
    for (const clang::FieldDecl *field : record->getDecl()->fields()) {
      if (i < list->getNumInits())
        parts.push_back(emitInitializer(field->getType(), list->getInit(i)));
      else
        parts.push_back(zeroValue(field->getType(), loc));
      ++i;
    }
    if (parts.empty())
      return zeroValue(type, loc);
    return b().compositeConstruct(regType, parts);
  }
  // A scalar in braces.
  if (list->getNumInits() == 0)
    return zeroValue(type, loc);
  return emitInitializer(type, list->getInit(0));
}

} // namespace vkcl
