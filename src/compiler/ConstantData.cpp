// Program-scope `__constant` variables become one read-only data segment.
//
// A `__constant` pointer is a device address like any other, so constant
// data must live in device memory, not in SPIR-V constants: the compiler
// evaluates each initializer with clang's constant evaluator, lays the bytes
// out with clang's layout, and ships them in the reflection; the runtime
// uploads them once and passes the segment's address in push constants.
#include "FunctionEmitter.h"

#include <clang/AST/APValue.h>
#include <clang/AST/RecordLayout.h>

namespace vkcl {
namespace {

class ByteWriter {
public:
  ByteWriter(ModuleEmitter &m, std::vector<uint8_t> &bytes)
      : m_(m), bytes_(bytes) {}

  void write(const clang::APValue &value, clang::QualType type, size_t offset,
             clang::SourceLocation loc) {
    clang::ASTContext &ast = m_.ast();
    type = type.getCanonicalType();
    switch (value.getKind()) {
    case clang::APValue::Int:
      writeInt(value.getInt().getZExtValue(), m_.sizeOf(type), offset);
      return;
    case clang::APValue::Float:
      writeInt(value.getFloat().bitcastToAPInt().getZExtValue(),
               m_.sizeOf(type), offset);
      return;
    case clang::APValue::Vector: {
      clang::QualType element =
          type->castAs<clang::VectorType>()->getElementType();
      for (unsigned i = 0; i < value.getVectorLength(); ++i)
        write(value.getVectorElt(i), element, offset + i * m_.sizeOf(element),
              loc);
      return;
    }
    case clang::APValue::Array: {
      clang::QualType element = ast.getAsArrayType(type)->getElementType();
      uint32_t stride = m_.sizeOf(element);
      unsigned n = value.getArraySize();
      for (unsigned i = 0; i < n; ++i) {
        const clang::APValue &elt = i < value.getArrayInitializedElts()
                                        ? value.getArrayInitializedElt(i)
                                        : value.getArrayFiller();
        write(elt, element, offset + i * stride, loc);
      }
      return;
    }
    case clang::APValue::Struct: {
      const clang::RecordDecl *record =
          type->castAs<clang::RecordType>()->getDecl();
      const clang::ASTRecordLayout &layout = ast.getASTRecordLayout(record);
      for (const clang::FieldDecl *field : record->fields())
        write(value.getStructField(field->getFieldIndex()), field->getType(),
              offset + layout.getFieldOffset(field->getFieldIndex()) / 8, loc);
      return;
    }
    case clang::APValue::Union:
      if (const clang::FieldDecl *field = value.getUnionField())
        write(value.getUnionValue(), field->getType(), offset, loc);
      return;
    case clang::APValue::None:
    case clang::APValue::Indeterminate:
      return;
    default:
      m_.fail(loc, Diag::NotSupportedYet,
              {"a __constant initializer holding an address"});
    }
  }

private:
  void writeInt(uint64_t value, uint32_t size, size_t offset) {
    for (uint32_t i = 0; i < size; ++i)
      bytes_[offset + i] = static_cast<uint8_t>(value >> (8 * i));
  }
  ModuleEmitter &m_;
  std::vector<uint8_t> &bytes_;
};

} // namespace

void ModuleEmitter::layoutConstantData() {
  std::vector<uint8_t> bytes;
  for (const clang::VarDecl *var : constantVars_) {
    requireType(var->getType(), var->getLocation());
    uint32_t align = alignOf(var->getType());
    size_t offset = (bytes.size() + align - 1) / align * align;
    bytes.resize(offset + sizeOf(var->getType()), 0);
    constantOffsets_[var] = static_cast<uint32_t>(offset);
    if (!var->getInit())
      continue;
    const clang::APValue *value = var->evaluateValue();
    if (!value)
      fail(var->getLocation(), Diag::NotConstant,
           {"the initializer of __constant '" + var->getNameAsString() + "'"});
    ByteWriter(*this, bytes)
        .write(*value, var->getType(), offset, var->getLocation());
  }
  info_.constantDataBytes = static_cast<uint32_t>(bytes.size());
  bytes.resize((bytes.size() + 3) / 4 * 4, 0);
  info_.constantData.assign(bytes.size() / 4, 0);
  for (size_t i = 0; i < bytes.size(); ++i)
    info_.constantData[i / 4] |= uint32_t(bytes[i]) << (8 * (i % 4));
}

uint32_t ModuleEmitter::constantDataOffset(const clang::VarDecl *var) {
  const clang::VarDecl *def = var->getDefinition();
  auto found = constantOffsets_.find(def ? def : var);
  assert(found != constantOffsets_.end() && "constant laid out");
  return found->second;
}

} // namespace vkcl
