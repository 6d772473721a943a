// Program-scope `__constant` and `__global` variables (and function-scope
// `static` ones) become one data segment.
//
// Their pointers are device addresses like any other, so the data must live
// in device memory, not in SPIR-V constants: the compiler evaluates each
// initializer with clang's constant evaluator, lays the bytes out with
// clang's layout, and ships them in the reflection; the runtime uploads them
// once per program and passes the segment's address in push constants. The
// `__global` variables follow the `__constant` data, and since the segment
// is the program's own buffer they keep their values across dispatches, as
// OpenCL C 2.0 requires of program-scope variables.
#include "Alignment.h"
#include "FunctionEmitter.h"

#include <clang/AST/APValue.h>
#include <clang/AST/RecordLayout.h>

namespace vkcl {

/// An address an initializer holds: the 8 bytes at `slot` are the segment's
/// address plus the offset of `var` or `literal`, plus `offset`; resolved
/// once everything is laid out (the target may come later).
struct PendingAddress {
  size_t slot;
  const clang::VarDecl *var;
  const clang::StringLiteral *literal;
  int64_t offset;
  clang::SourceLocation loc;
};

namespace {

/// The largest data segment: the compiler holds it in memory while it
/// lays it out, and the runtime allocates it as one buffer.
constexpr size_t MaxSegmentBytes = size_t(256) << 20;

class ByteWriter {
public:
  ByteWriter(ModuleEmitter &m, std::vector<uint8_t> &bytes,
             std::vector<PendingAddress> &addresses)
      : m_(m), bytes_(bytes), addresses_(addresses) {}

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
    case clang::APValue::LValue:
      writeAddress(value, type, offset, loc);
      return;
    default:
      m_.fail(loc, Diag::NotSupportedYet,
              {"a program-scope initializer holding an address"});
    }
  }

  /// C initializers of aggregates are not constant-evaluable as a whole in
  /// clang (its C code generator walks them too): walk the braces and
  /// evaluate each leaf.
  void writeInit(const clang::Expr *init, clang::QualType type, size_t offset) {
    clang::ASTContext &ast = m_.ast();
    type = type.getCanonicalType();
    auto *list = llvm::dyn_cast<clang::InitListExpr>(init->IgnoreParens());
    if (list && !type->isVectorType() && !type->isScalarType()) {
      if (auto *arr = ast.getAsConstantArrayType(type)) {
        clang::QualType element = arr->getElementType();
        uint32_t stride = m_.sizeOf(element);
        for (uint64_t i = 0; i < arr->getSize().getZExtValue(); ++i) {
          const clang::Expr *item =
              i < list->getNumInits()
                  ? list->getInit(i)
                  : (list->hasArrayFiller() ? list->getArrayFiller() : nullptr);
          if (item)
            writeInit(item, element, offset + i * stride);
        }
        return;
      }
      if (type->isUnionType()) {
        if (const clang::FieldDecl *field = list->getInitializedFieldInUnion())
          if (list->getNumInits())
            writeInit(list->getInit(0), field->getType(), offset);
        return;
      }
      if (auto *record = type->getAs<clang::RecordType>()) {
        const clang::ASTRecordLayout &layout =
            ast.getASTRecordLayout(record->getDecl());
        for (const clang::FieldDecl *field : record->getDecl()->fields()) {
          unsigned i = field->getFieldIndex();
          if (i < list->getNumInits())
            writeInit(list->getInit(i), field->getType(),
                      offset + layout.getFieldOffset(i) / 8);
        }
        return;
      }
    }
    if (llvm::isa<clang::ImplicitValueInitExpr>(init))
      return; // zero
    if (auto *str =
            llvm::dyn_cast<clang::StringLiteral>(init->IgnoreParenImpCasts())) {
      if (str->getCharByteWidth() == 1 && ast.getAsConstantArrayType(type)) {
        llvm::StringRef text = str->getBytes();
        size_t n = std::min<size_t>(text.size(), m_.sizeOf(type));
        for (size_t i = 0; i < n; ++i)
          bytes_[offset + i] = static_cast<uint8_t>(text[i]);
        return; // the terminator and the rest stay zero
      }
    }
    clang::Expr::EvalResult result;
    if (!init->EvaluateAsRValue(result, ast))
      m_.fail(init->getExprLoc(), Diag::NotConstant,
              {"a __constant initializer"});
    write(result.Val, type, offset, init->getExprLoc());
  }

private:
  /// A pointer: null and integer addresses as their bits; the address of a
  /// program-scope variable or string literal (plus an offset) is left zero
  /// for the runtime to set when it uploads the segment.
  void writeAddress(const clang::APValue &value, clang::QualType type,
                    size_t offset, clang::SourceLocation loc) {
    const std::string what = "a program-scope initializer holding an address";
    if (!type->isPointerType() || m_.sizeOf(type) != 8)
      m_.fail(loc, Diag::NotSupportedYet, {what + " in a 32-bit pointer"});
    clang::APValue::LValueBase base = value.getLValueBase();
    int64_t delta = value.getLValueOffset().getQuantity();
    if (!base) { // null, or an integer cast to a pointer
      writeInt(value.isNullPointer() ? 0 : uint64_t(delta), 8, offset);
      return;
    }
    if (type->getPointeeType().getAddressSpace() == clang::LangAS::opencl_local)
      m_.fail(loc, Diag::NotSupportedYet, {what + " of __local memory"});
    if (const auto *decl = base.dyn_cast<const clang::ValueDecl *>()) {
      const auto *var = llvm::dyn_cast<clang::VarDecl>(decl);
      if (var && isSegmentVariable(var)) {
        addresses_.push_back({offset, var, nullptr, delta, loc});
        return;
      }
    } else if (const auto *expr = base.dyn_cast<const clang::Expr *>()) {
      if (const auto *literal = llvm::dyn_cast<clang::StringLiteral>(expr)) {
        addresses_.push_back({offset, nullptr, literal, delta, loc});
        return;
      }
    }
    m_.fail(loc, Diag::NotSupportedYet,
            {what + " other than a program-scope variable's or a string "
                    "literal's"});
  }

  void writeInt(uint64_t value, uint32_t size, size_t offset) {
    for (uint32_t i = 0; i < size; ++i)
      bytes_[offset + i] = static_cast<uint8_t>(value >> (8 * i));
  }
  ModuleEmitter &m_;
  std::vector<uint8_t> &bytes_;
  std::vector<PendingAddress> &addresses_;
};

} // namespace

void ModuleEmitter::layoutConstantData() {
  // __constant data first, then the writable __global variables.
  std::stable_partition(
      constantVars_.begin(), constantVars_.end(), [](const clang::VarDecl *v) {
        return v->getType().getAddressSpace() == clang::LangAS::opencl_constant;
      });
  std::vector<uint8_t> bytes;
  std::vector<PendingAddress> addresses;
  size_t globalStart = std::string::npos;
  // String literals are __constant too: after the variables, each distinct
  // text once, with its terminator (and any zeros its array type adds).
  // Called after the __constant variables, and once more at the end for
  // literals only __global initializers point at; each lays out the
  // literals not laid out yet.
  std::map<std::pair<std::string, uint32_t>, uint32_t> distinct;
  auto layoutStrings = [&] {
    for (const PendingAddress &a : addresses)
      if (a.literal && !stringOffsets_.count(a.literal))
        stringLiterals_.push_back(a.literal);
    for (const clang::StringLiteral *literal : stringLiterals_) {
      if (stringOffsets_.count(literal))
        continue;
      uint32_t size = sizeOf(literal->getType());
      std::string text = literal->getBytes().str();
      auto [at, added] = distinct.try_emplace({text, size}, 0);
      if (added) {
        uint32_t align = alignOf(literal->getType());
        at->second = alignTo(static_cast<uint32_t>(bytes.size()), align);
        bytes.resize(at->second + size, 0);
        std::copy_n(text.begin(), std::min<size_t>(text.size(), size),
                    bytes.begin() + at->second);
      }
      stringOffsets_[literal] = at->second;
    }
  };
  for (const clang::VarDecl *var : constantVars_) {
    UnitScope unit(*this, var);
    if (globalStart == std::string::npos &&
        var->getType().getAddressSpace() == clang::LangAS::opencl_global) {
      layoutStrings();
      globalStart = bytes.size();
    }
    requireType(var->getType(), var->getLocation());
    uint32_t align = alignOf(var->getType());
    size_t offset = (bytes.size() + align - 1) / align * align;
    bytes.resize(offset + sizeOf(var->getType()), 0);
    constantOffsets_[var] = static_cast<uint32_t>(offset);
    if (!var->getInit())
      continue;
    ByteWriter(*this, bytes, addresses)
        .writeInit(var->getInit(), var->getType(), offset);
  }
  if (globalStart != std::string::npos)
    info_.globalVariableBytes =
        static_cast<uint32_t>(bytes.size() - globalStart);
  layoutStrings(); // all of them when there are no __global variables
  resolveAddresses(addresses, bytes.size());
  if (bytes.size() > MaxSegmentBytes) {
    UnitScope unit(*this, constantVars_.back());
    fail(constantVars_.back()->getLocation(), Diag::NotSupportedYet,
         {"program-scope data of " + std::to_string(bytes.size()) +
          " bytes (vkcl's limit is " + std::to_string(MaxSegmentBytes) + ")"});
  }
  info_.constantDataBytes = static_cast<uint32_t>(bytes.size());
  bytes.resize((bytes.size() + 3) / 4 * 4, 0);
  info_.constantData.assign(bytes.size() / 4, 0);
  for (size_t i = 0; i < bytes.size(); ++i)
    info_.constantData[i / 4] |= uint32_t(bytes[i]) << (8 * (i % 4));
}

bool isSegmentVariable(const clang::VarDecl *var) {
  clang::LangAS as = var->getType().getAddressSpace();
  // A sampler is a constant word, never memory (samplerConstant).
  return var->hasGlobalStorage() && !var->getType()->isSamplerT() &&
         (as == clang::LangAS::opencl_constant ||
          as == clang::LangAS::opencl_global);
}

void ModuleEmitter::resolveAddresses(const std::vector<PendingAddress> &pending,
                                     size_t segmentBytes) {
  for (const PendingAddress &a : pending) {
    int64_t base;
    if (a.literal) {
      base = stringOffsets_.at(a.literal);
    } else {
      const clang::VarDecl *def = symbols_.definition(a.var);
      auto found = constantOffsets_.find(def ? def : a.var);
      if (found == constantOffsets_.end()) {
        if (compileOnly_)
          continue; // the link resolves the name
        fail(a.loc, Diag::LinkUndefined, {a.var->getNameAsString()});
      }
      base = found->second;
    }
    int64_t target = base + a.offset;
    if (target < 0 || uint64_t(target) > segmentBytes)
      fail(a.loc, Diag::NotSupportedYet,
           {"a program-scope initializer holding an address outside its "
            "object"});
    info_.dataAddresses.push_back(
        {static_cast<uint32_t>(a.slot), static_cast<uint32_t>(target)});
  }
}

uint32_t ModuleEmitter::constantDataOffset(const clang::VarDecl *var,
                                           clang::SourceLocation loc) {
  const clang::VarDecl *def = symbols_.definition(var);
  auto found = constantOffsets_.find(def ? def : var);
  if (found == constantOffsets_.end() && compileOnly_)
    return 0; // a placeholder: the link resolves the name
  if (found == constantOffsets_.end())
    fail(loc, Diag::LinkUndefined, {var->getNameAsString()});
  return found->second;
}

uint32_t ModuleEmitter::stringLiteralOffset(const clang::StringLiteral *literal,
                                            clang::SourceLocation loc) {
  auto found = stringOffsets_.find(literal);
  if (found == stringOffsets_.end())
    fail(loc, Diag::NotSupportedYet, {"a string literal here"});
  return found->second;
}

} // namespace vkcl
