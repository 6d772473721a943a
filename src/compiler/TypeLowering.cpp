// How OpenCL C types are represented in SPIR-V registers.
//
// Sub-word integers live in 32-bit registers (sign- or zero-extended), so
// arithmetic never needs Int8/Int16 and every target runs the same code;
// the memory layer narrows them where they are stored. Pointers are
// integers: a device address (uint64, or uvec2 without int64) for
// __global/__constant, a byte offset for the __local and private arenas.
#include "ModuleEmitter.h"

#include <clang/AST/RecordLayout.h>

namespace vkcl {

using clang::QualType;

/// SPIR-V's universal limit on struct nesting ("Structure Nesting Depth").
constexpr uint32_t MaxStructNesting = 255;

MemSpace ModuleEmitter::spaceOf(QualType pointee, clang::SourceLocation loc) {
  switch (pointee.getAddressSpace()) {
  case clang::LangAS::opencl_global:
  case clang::LangAS::opencl_global_device:
  case clang::LangAS::opencl_global_host:
    return MemSpace::Global;
  case clang::LangAS::opencl_constant:
    return MemSpace::Constant;
  case clang::LangAS::opencl_local:
    return MemSpace::Local;
  case clang::LangAS::opencl_private:
  case clang::LangAS::Default:
    return MemSpace::Private;
  case clang::LangAS::opencl_generic:
    // Tagged 64-bit values (GenericAddress.cpp); clang enables the space
    // only where the target has int64 (Frontend.cpp), but a pointer type
    // can still be spelled with __generic.
    if (!target_.int64)
      fail(loc, Diag::TargetLacksFeature,
           {"the generic address space", "int64 (64-bit generic pointers)",
            target_.name});
    return MemSpace::Generic;
  default:
    fail(loc, Diag::NotSupportedYet, {"this address space"});
  }
}

Id ModuleEmitter::addressType(MemSpace space) {
  switch (space) {
  case MemSpace::Global:
  case MemSpace::Constant:
    return target_.int64 ? u64() : uvec2();
  case MemSpace::Generic:
    return u64();
  default:
    return u32();
  }
}

Id ModuleEmitter::nullAddress(MemSpace space) {
  if (space == MemSpace::Local)
    return constU32(~0u);
  return module_.constantNull(addressType(space));
}

void ModuleEmitter::requireType(QualType type, clang::SourceLocation loc) {
  const clang::Type *t = type.getCanonicalType().getTypePtr();
  if (auto *vec = t->getAs<clang::VectorType>()) {
    requireType(vec->getElementType(), loc);
    return;
  }
  if (auto *arr = t->getAsArrayTypeUnsafe()) {
    requireType(arr->getElementType(), loc);
    return;
  }
  if (auto *builtin = t->getAs<clang::BuiltinType>()) {
    const char *need = nullptr;
    switch (builtin->getKind()) {
    case clang::BuiltinType::Long:
    case clang::BuiltinType::ULong:
      if (!target_.int64)
        need = "int64 (64-bit integers)";
      break;
    case clang::BuiltinType::Double:
      if (!target_.float64)
        need = "fp64 (double precision)";
      break;
    case clang::BuiltinType::Half:
      if (!target_.float16)
        need = "fp16 (half precision arithmetic)";
      break;
    case clang::BuiltinType::LongLong:
    case clang::BuiltinType::ULongLong:
    case clang::BuiltinType::Int128:
    case clang::BuiltinType::UInt128:
      // OpenCL C reserves `long long` (128 bits); clang's builtins still
      // take it (__builtin_popcountll).
      fail(loc, Diag::NotSupportedYet,
           {"the 128-bit integer type '" +
            type.getUnqualifiedType().getAsString() + "'"});
    default:
      break;
    }
    if (need)
      fail(loc, Diag::TargetLacksFeature,
           {"type '" + type.getUnqualifiedType().getAsString() + "'", need,
            target_.name});
  }
}

Id ModuleEmitter::registerType(QualType type, clang::SourceLocation loc) {
  QualType canon = type.getCanonicalType();
  const clang::Type *t = canon.getTypePtr();
  if (t->isVoidType())
    return module_.typeVoid();
  if (t->isBooleanType())
    return boolType();
  if (t->isEventT())
    return u32(); // copies complete before they return: an event is a value
  if (t->isSamplerT())
    return u32(); // its CLK_* word (ImageSampling.cpp)
  if (t->isPipeType())
    return addressType(MemSpace::Global); // the pipe object's address
  if (t->isReserveIDT())
    return uvec2(); // first position, packet count (0: invalid)
  if (auto *vec = t->getAs<clang::VectorType>()) {
    requireType(canon, loc);
    return module_.typeVector(registerType(vec->getElementType(), loc),
                              vec->getNumElements());
  }
  if (t->isPointerType())
    return addressType(spaceOf(t->getPointeeType(), loc));
  if (t->isEnumeralType())
    return registerType(
        t->castAs<clang::EnumType>()->getDecl()->getIntegerType(), loc);
  if (t->isIntegerType()) {
    requireType(canon, loc);
    return ast().getTypeSize(canon) == 64 ? u64() : u32();
  }
  if (t->isRealFloatingType()) {
    requireType(canon, loc);
    return module_.typeFloat(ast().getTypeSize(canon));
  }
  if (auto *arr = ast().getAsConstantArrayType(canon)) {
    if (arr->getSize() == 0)
      fail(loc, Diag::SpirvLimit,
           {"a zero-length array", "arrays have at least one element"});
    Id element = registerType(arr->getElementType(), loc);
    return module_.typeArray(element, constU32(static_cast<uint32_t>(
                                          arr->getSize().getZExtValue())));
  }
  if (t->isUnionType()) {
    uint32_t words = (sizeOf(canon) + 3) / 4;
    return module_.typeArray(u32(), constU32(words ? words : 1));
  }
  if (auto *record = t->getAs<clang::RecordType>()) {
    auto found = recordTypes_.find(t);
    if (found != recordTypes_.end())
      return found->second;
    std::vector<Id> members;
    uint32_t depth = 1;
    for (const clang::FieldDecl *field : record->getDecl()->fields()) {
      if (field->isBitField())
        fail(field->getLocation(), Diag::NotSupportedYet, {"a bit-field"});
      members.push_back(registerType(field->getType(), field->getLocation()));
      const clang::Type *inner =
          field->getType().getCanonicalType()->getBaseElementTypeUnsafe();
      auto nested = recordDepths_.find(inner);
      if (nested != recordDepths_.end())
        depth = std::max(depth, nested->second + 1);
    }
    if (depth > MaxStructNesting)
      fail(record->getDecl()->getLocation(), Diag::SpirvLimit,
           {"struct '" + type.getUnqualifiedType().getAsString() +
                "', nested " + std::to_string(depth) + " deep,",
            "structs nest at most " + std::to_string(MaxStructNesting) +
                " deep"});
    recordDepths_[t] = depth;
    if (members.empty())
      members.push_back(u32()); // SPIR-V has no empty structs
    Id id = module_.typeStruct(members);
    recordTypes_[t] = id;
    return id;
  }
  if (t->isArrayType())
    fail(loc, Diag::NotSupportedYet, {"a variable-length array"});
  fail(loc, Diag::NotSupportedYet, {"type '" + type.getAsString() + "'"});
}

uint32_t ModuleEmitter::sizeOf(QualType type) {
  return static_cast<uint32_t>(ast().getTypeSizeInChars(type).getQuantity());
}

uint32_t ModuleEmitter::alignOf(QualType type) {
  return static_cast<uint32_t>(ast().getTypeAlignInChars(type).getQuantity());
}

Id ModuleEmitter::constInt(Id type, uint64_t value) {
  unsigned count = module_.componentCount(type);
  Id scalar = module_.componentType(type);
  Id c = module_.isBoolType(scalar) ? module_.constantBool(value != 0)
                                    : module_.constantInt(scalar, value);
  if (scalar == type)
    return c;
  return module_.constantComposite(type, std::vector<Id>(count, c));
}

Id ModuleEmitter::constFloat(Id type, double value) {
  unsigned count = module_.componentCount(type);
  Id scalar = module_.componentType(type);
  Id c = module_.constantFloat(scalar, value);
  if (scalar == type)
    return c;
  return module_.constantComposite(type, std::vector<Id>(count, c));
}

} // namespace vkcl
