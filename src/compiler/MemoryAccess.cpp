// The memory access layer: "load/store a value of type T at (space, address)".
//
// Every pointer is an integer, so this is the one place that turns an
// address into SPIR-V accesses, and it picks instructions by target:
// - __global/__constant: a PhysicalStorageBuffer pointer made from the
//   address (OpConvertUToPtr, or OpBitcast of a uvec2 without int64), loaded
//   with the alignment clang proves; bytes and shorts natively where the
//   device has 8/16-bit storage, else as their containing 32-bit word, with
//   stores done as an atomic AND/OR pair so neighbouring work-items' bytes
//   in the same word survive;
// - __local and address-taken __private data: arrays of 32-bit words (the
//   arenas), so any type can live at any offset;
// - kernel arguments: words of the push-constant block.
// Aggregates are split into fields and elements using clang's layout.
#include "Alignment.h"
#include "FunctionEmitter.h"

#include <clang/AST/RecordLayout.h>

namespace vkcl {

using clang::QualType;

namespace {

bool isDeviceSpace(MemSpace space) {
  return space == MemSpace::Global || space == MemSpace::Constant;
}

} // namespace

Id FunctionEmitter::addressAdd(MemSpace space, Id address, Id byteOffset) {
  spirv::Module &m = spv();
  Id offsetType = m_.sizeType();
  if (space == MemSpace::Generic) // the offset moves the low bits only
    return b().binary(spv::Op::OpIAdd, m_.u64(), address, byteOffset);
  if (!isDeviceSpace(space)) {
    if (m.scalarWidth(offsetType) == 64)
      byteOffset = b().unary(spv::Op::OpUConvert, m_.u32(), byteOffset);
    return b().binary(spv::Op::OpIAdd, m_.u32(), address, byteOffset);
  }
  if (m_.wideAddresses())
    return b().binary(spv::Op::OpIAdd, m_.u64(), address, byteOffset);
  // 64-bit addition on a uvec2 address with a signed 32-bit offset.
  Id lo = b().compositeExtract(m_.u32(), address, {0});
  Id hi = b().compositeExtract(m_.u32(), address, {1});
  Id carryType = m.typeStruct({m_.u32(), m_.u32()});
  Id sum = b().binary(spv::Op::OpIAddCarry, carryType, lo, byteOffset);
  Id newLo = b().compositeExtract(m_.u32(), sum, {0});
  Id carry = b().compositeExtract(m_.u32(), sum, {1});
  Id sign = b().binary(spv::Op::OpShiftRightArithmetic, m_.u32(), byteOffset,
                       m_.constU32(31));
  Id newHi = b().binary(spv::Op::OpIAdd, m_.u32(), hi, carry);
  newHi = b().binary(spv::Op::OpIAdd, m_.u32(), newHi, sign);
  return b().compositeConstruct(m_.uvec2(), {newLo, newHi});
}

Id FunctionEmitter::addressAddConst(MemSpace space, Id address,
                                    uint32_t bytes) {
  if (bytes == 0)
    return address;
  return addressAdd(space, address, m_.constInt(m_.sizeType(), bytes));
}

Id FunctionEmitter::addressToInt(MemSpace space, Id address,
                                 clang::SourceLocation loc) {
  Id size = m_.sizeType();
  if (space == MemSpace::Generic) // size_t is 64-bit wherever it exists
    return address;
  if (!isDeviceSpace(space))
    return size == m_.u32() ? address
                            : b().unary(spv::Op::OpUConvert, size, address);
  if (m_.wideAddresses())
    return address;
  // size_t is 32-bit here: the low word is the integer value; alignment
  // checks and differences work, round trips back to a pointer do not.
  return b().compositeExtract(m_.u32(), address, {0});
}

Id FunctionEmitter::intToAddress(MemSpace space, Id value,
                                 clang::SourceLocation loc) {
  Id size = m_.sizeType();
  if (space == MemSpace::Generic)
    return value;
  if (!isDeviceSpace(space))
    return size == m_.u32() ? value
                            : b().unary(spv::Op::OpUConvert, m_.u32(), value);
  if (m_.wideAddresses())
    return value;
  fail(loc, Diag::TargetLacksFeature,
       {"converting an integer to a __global or __constant pointer",
        "int64 (64-bit device addresses)", m_.target().name});
}

Id FunctionEmitter::typedPointer(MemSpace space, Id address, Id pointee) {
  Id ptrType =
      spv().typePointer(spv::StorageClass::PhysicalStorageBuffer, pointee);
  return b().emit(m_.wideAddresses() ? spv::Op::OpConvertUToPtr
                                     : spv::Op::OpBitcast,
                  ptrType, {address});
}

Id FunctionEmitter::wordPointer(MemSpace space, Id byteAddress,
                                uint32_t align) {
  spirv::Module &m = spv();
  switch (space) {
  case MemSpace::Global:
  case MemSpace::Constant:
    return typedPointer(space, byteAddress, m_.u32());
  case MemSpace::Local:
  case MemSpace::Private: {
    Id index = b().binary(spv::Op::OpShiftRightLogical, m_.u32(), byteAddress,
                          m_.constU32(2));
    bool local = space == MemSpace::Local;
    spv::StorageClass sc =
        local ? spv::StorageClass::Workgroup : spv::StorageClass::Private;
    if (local && m_.localArenaIsBlock())
      return b().accessChain(m.typePointer(sc, m_.u32()), m_.localArena(),
                             {m_.constU32(0), index});
    return b().accessChain(m.typePointer(sc, m_.u32()),
                           local ? m_.localArena() : m_.privateArena(),
                           {index});
  }
  case MemSpace::PushConstant: {
    Id index = b().binary(spv::Op::OpShiftRightLogical, m_.u32(), byteAddress,
                          m_.constU32(2));
    return b().accessChain(
        m.typePointer(spv::StorageClass::PushConstant, m_.u32()),
        m_.pushConstants(), {m_.constU32(0), index});
  }
  case MemSpace::Generic:
    break;
  }
  // Generic accesses branch to their named spaces before they get here
  // (onGenericSpaces); an access that does not is a compiler bug.
  fail({}, Diag::NotSupportedYet,
       {"this access through a generic pointer (internal: no named space)"});
}

Id FunctionEmitter::loadScalarWord(MemSpace space, Id byteAddress,
                                   uint32_t align) {
  Id ptr = wordPointer(space, byteAddress, align);
  return b().load(m_.u32(), ptr, isDeviceSpace(space) ? 4 : 0);
}

Id FunctionEmitter::loadDeviceAddress(MemSpace space, Id address) {
  Id lo = loadScalarWord(space, address, 4);
  Id hi = loadScalarWord(space, addressAddConst(space, address, 4), 4);
  Id pair = b().compositeConstruct(m_.uvec2(), {lo, hi});
  if (!m_.wideAddresses())
    return pair;
  return b().unary(spv::Op::OpBitcast, m_.u64(), pair);
}

Id FunctionEmitter::constantDataBase() {
  return loadDeviceAddress(MemSpace::PushConstant,
                           m_.constU32(DispatchLayout::ConstantDataAddress));
}

namespace {
/// Low 32 bits of an address, for sub-word shifts.
Id lowWord(FunctionEmitter &fe, MemSpace space, Id address) {
  ModuleEmitter &m = fe.mod();
  if (!isDeviceSpace(space))
    return address;
  if (m.wideAddresses())
    return fe.b().unary(spv::Op::OpUConvert, m.u32(), address);
  return fe.b().compositeExtract(m.u32(), address, {0});
}

Id alignDown4(FunctionEmitter &fe, MemSpace space, Id address) {
  ModuleEmitter &m = fe.mod();
  if (!isDeviceSpace(space))
    return fe.b().binary(spv::Op::OpBitwiseAnd, m.u32(), address,
                         m.constU32(~3u));
  if (m.wideAddresses())
    return fe.b().binary(spv::Op::OpBitwiseAnd, m.u64(), address,
                         m.module().constantInt(m.u64(), ~uint64_t(3)));
  Id lo = fe.b().compositeExtract(m.u32(), address, {0});
  Id hi = fe.b().compositeExtract(m.u32(), address, {1});
  lo = fe.b().binary(spv::Op::OpBitwiseAnd, m.u32(), lo, m.constU32(~3u));
  return fe.b().compositeConstruct(m.uvec2(), {lo, hi});
}
} // namespace

Id FunctionEmitter::loadSubWord(MemSpace space, Id byteAddress, unsigned bits,
                                bool isSigned) {
  const TargetProfile &t = m_.target();
  if (isDeviceSpace(space) && (bits == 8 ? t.storage8 : t.storage16)) {
    Id narrow = spv().typeInt(bits);
    Id value =
        b().load(narrow, typedPointer(space, byteAddress, narrow), bits / 8);
    return b().unary(isSigned ? spv::Op::OpSConvert : spv::Op::OpUConvert,
                     m_.u32(), value);
  }
  Id word = loadScalarWord(space, alignDown4(*this, space, byteAddress), 4);
  Id shift =
      b().binary(spv::Op::OpShiftLeftLogical, m_.u32(),
                 b().binary(spv::Op::OpBitwiseAnd, m_.u32(),
                            lowWord(*this, space, byteAddress), m_.constU32(3)),
                 m_.constU32(3));
  return extractBits(word, shift, bits, isSigned);
}

void FunctionEmitter::storeSubWord(MemSpace space, Id byteAddress,
                                   unsigned bits, Id value) {
  const TargetProfile &t = m_.target();
  if (isDeviceSpace(space) && (bits == 8 ? t.storage8 : t.storage16)) {
    Id narrow = spv().typeInt(bits);
    b().store(typedPointer(space, byteAddress, narrow),
              b().unary(spv::Op::OpUConvert, narrow, value), bits / 8);
    return;
  }
  Id ptr = wordPointer(space, alignDown4(*this, space, byteAddress), 4);
  Id shift =
      b().binary(spv::Op::OpShiftLeftLogical, m_.u32(),
                 b().binary(spv::Op::OpBitwiseAnd, m_.u32(),
                            lowWord(*this, space, byteAddress), m_.constU32(3)),
                 m_.constU32(3));
  Id lowMask = m_.constU32(bits == 8 ? 0xFFu : 0xFFFFu);
  Id mask = b().binary(spv::Op::OpShiftLeftLogical, m_.u32(), lowMask, shift);
  Id bitsIn = b().binary(
      spv::Op::OpShiftLeftLogical, m_.u32(),
      b().binary(spv::Op::OpBitwiseAnd, m_.u32(), value, lowMask), shift);
  Id keep = b().unary(spv::Op::OpNot, m_.u32(), mask);
  if (space == MemSpace::Private) {
    Id old = b().load(m_.u32(), ptr);
    Id merged = b().binary(
        spv::Op::OpBitwiseOr, m_.u32(),
        b().binary(spv::Op::OpBitwiseAnd, m_.u32(), old, keep), bitsIn);
    b().store(ptr, merged);
    return;
  }
  // Other work-items may write the other bytes of this word concurrently:
  // clear and set only our bits, each atomically.
  Id scope = m_.constU32(static_cast<uint32_t>(
      space == MemSpace::Local ? spv::Scope::Workgroup : spv::Scope::Device));
  Id relaxed = m_.constU32(0);
  b().emit(spv::Op::OpAtomicAnd, m_.u32(), {ptr, scope, relaxed, keep});
  b().emit(spv::Op::OpAtomicOr, m_.u32(), {ptr, scope, relaxed, bitsIn});
}

Id FunctionEmitter::atomicPointer(MemSpace space, Id byteAddress, unsigned bits,
                                  clang::SourceLocation loc) {
  if (bits == 32)
    return wordPointer(space, byteAddress, 4);
  if (space != MemSpace::Local)
    return typedPointer(space, byteAddress, m_.u64());
  if (!m_.localArenaIsBlock())
    fail(loc, Diag::TargetLacksFeature,
         {"a 64-bit atomic on __local memory",
          "workgroupMemoryExplicitLayout (a 64-bit view of __local memory)",
          m_.target().name});
  return localViewPointer(m_.u64(), 8, byteAddress);
}

Id FunctionEmitter::localViewPointer(Id element, uint32_t bytes,
                                     Id byteAddress) {
  Id view = m_.localArenaView(element, bytes);
  if (!view)
    return 0;
  Id index = b().binary(spv::Op::OpShiftRightLogical, m_.u32(), byteAddress,
                        m_.constU32(bytes == 8 ? 3 : 2));
  return b().accessChain(
      spv().typePointer(spv::StorageClass::Workgroup, element), view,
      {m_.constU32(0), index});
}

Id FunctionEmitter::localQuadPointer(Id byteAddress) {
  Id uvec4 = spv().typeVector(m_.u32(), 4);
  Id index = b().binary(spv::Op::OpShiftRightLogical, m_.u32(), byteAddress,
                        m_.constU32(4));
  return b().accessChain(spv().typePointer(spv::StorageClass::Workgroup, uvec4),
                         m_.localArenaQuads(), {m_.constU32(0), index});
}

Id FunctionEmitter::addressLowWord(MemSpace space, Id address) {
  return lowWord(*this, space, address);
}

void FunctionEmitter::copyUnit(MemSpace dstSpace, Id dst, MemSpace srcSpace,
                               Id src, unsigned bytes) {
  if (bytes < 4) {
    storeSubWord(dstSpace, dst, bytes * 8,
                 loadSubWord(srcSpace, src, bytes * 8, false));
    return;
  }
  if (bytes == 4) {
    b().store(wordPointer(dstSpace, dst, 4), loadScalarWord(srcSpace, src, 4),
              isDeviceSpace(dstSpace) ? 4 : 0);
    return;
  }
  assert(bytes == 16 && "copy units are 1, 2, 4 or 16 bytes");
  Id uvec4 = spv().typeVector(m_.u32(), 4);
  auto quad = [&](Id byteAddress) { return localQuadPointer(byteAddress); };
  bool quadView = m_.localArenaIsBlock();
  Id value;
  if (isDeviceSpace(srcSpace)) {
    value = b().load(uvec4, typedPointer(srcSpace, src, uvec4), 16);
  } else if (srcSpace == MemSpace::Local && quadView) {
    value = b().load(uvec4, quad(src));
  } else {
    std::vector<Id> words;
    for (uint32_t w = 0; w < 4; ++w)
      words.push_back(
          loadScalarWord(srcSpace, addressAddConst(srcSpace, src, 4 * w), 4));
    value = b().compositeConstruct(uvec4, words);
  }
  if (isDeviceSpace(dstSpace)) {
    b().store(typedPointer(dstSpace, dst, uvec4), value, 16);
    return;
  }
  if (dstSpace == MemSpace::Local && quadView) {
    b().store(quad(dst), value);
    return;
  }
  for (uint32_t w = 0; w < 4; ++w)
    b().store(wordPointer(dstSpace, addressAddConst(dstSpace, dst, 4 * w), 4),
              b().compositeExtract(m_.u32(), value, {w}));
}

Id FunctionEmitter::loadElementFromWords(MemSpace space, Id address,
                                         uint32_t align, QualType element,
                                         clang::SourceLocation loc) {
  spirv::Module &m = spv();
  uint32_t bits = m_.sizeOf(element) * 8;
  Id reg = typeOf(element, loc);
  if (misaligned(bits / 8, align)) {
    // Packed data: byte by byte, so no access is misaligned for its type
    // or straddles two words.
    std::vector<Id> words((bits / 8 + 3) / 4, m_.constU32(0));
    for (uint32_t k = 0; k < bits / 8; ++k)
      words[k / 4] = insertBits(
          words[k / 4],
          loadSubWord(space, addressAddConst(space, address, k), 8, false),
          (k % 4) * 8, 8);
    return fromWords(words, element, loc);
  }
  if (bits == 32) {
    Id word = loadScalarWord(space, address, align);
    return reg == m_.u32() ? word : b().unary(spv::Op::OpBitcast, reg, word);
  }
  if (bits == 64) {
    Id lo = loadScalarWord(space, address, align);
    Id hi = loadScalarWord(space, addressAddConst(space, address, 4), align);
    Id pair = b().compositeConstruct(m_.uvec2(), {lo, hi});
    return b().unary(spv::Op::OpBitcast, reg, pair);
  }
  bool isSigned = element->isSignedIntegerType();
  Id value = loadSubWord(space, address, bits, isSigned);
  if (element->isHalfType()) {
    Id u16 = b().unary(spv::Op::OpUConvert, m.typeInt(16), value);
    return b().unary(spv::Op::OpBitcast, reg, u16);
  }
  return value;
}

void FunctionEmitter::storeElementToWords(MemSpace space, Id address,
                                          uint32_t align, QualType element,
                                          Id value, clang::SourceLocation loc) {
  spirv::Module &m = spv();
  uint32_t bits = m_.sizeOf(element) * 8;
  Id reg = typeOf(element, loc);
  if (misaligned(bits / 8, align)) {
    std::vector<Id> words = toWords(value, element, loc);
    for (uint32_t k = 0; k < bits / 8; ++k)
      storeSubWord(space, addressAddConst(space, address, k), 8,
                   b().binary(spv::Op::OpShiftRightLogical, m_.u32(),
                              words[k / 4], m_.constU32((k % 4) * 8)));
    return;
  }
  if (bits == 32) {
    Id word = reg == m_.u32() ? value
                              : b().unary(spv::Op::OpBitcast, m_.u32(), value);
    b().store(wordPointer(space, address, align), word,
              isDeviceSpace(space) ? 4 : 0);
    return;
  }
  if (bits == 64) {
    Id pair = b().unary(spv::Op::OpBitcast, m_.uvec2(), value);
    uint32_t a = isDeviceSpace(space) ? 4 : 0;
    b().store(wordPointer(space, address, align),
              b().compositeExtract(m_.u32(), pair, {0}), a);
    b().store(wordPointer(space, addressAddConst(space, address, 4), align),
              b().compositeExtract(m_.u32(), pair, {1}), a);
    return;
  }
  if (element->isHalfType()) {
    Id u16 = b().unary(spv::Op::OpBitcast, m.typeInt(16), value);
    value = b().unary(spv::Op::OpUConvert, m_.u32(), u16);
  }
  storeSubWord(space, address, bits, value);
}

void FunctionEmitter::requireReservationInMemory(QualType type,
                                                 clang::SourceLocation loc) {
  // A reservation is two words; clang sizes reserve_id_t like a pointer.
  if (m_.sizeOf(type) < 8)
    fail(loc, Diag::TargetLacksFeature,
         {"a reserve_id_t stored in memory (through a pointer, in an array "
          "or struct)",
          "int64 (64-bit pointers)", m_.target().name});
}

Id FunctionEmitter::loadLeaf(QualType type, MemSpace space, Id address,
                             uint32_t align, clang::SourceLocation loc) {
  const clang::Type *t = type.getCanonicalType().getTypePtr();
  if (t->isEventT()) // its low word; the rest of an 8-byte slot is zero
    return loadScalarWord(space, address, align);
  if (t->isReserveIDT()) {
    requireReservationInMemory(type, loc);
    std::vector<Id> words = loadWords(space, address, align, 2);
    return b().compositeConstruct(m_.uvec2(), words);
  }
  if (t->isBooleanType()) {
    Id byte = loadSubWord(space, address, 8, false);
    return b().binary(spv::Op::OpINotEqual, m_.boolType(), byte,
                      m_.constU32(0));
  }
  if (t->isPointerType()) {
    MemSpace target = m_.spaceOf(t->getPointeeType(), loc);
    if (isDeviceSpace(target) || target == MemSpace::Generic) {
      if (!m_.wideAddresses())
        fail(loc, Diag::TargetLacksFeature,
             {"a __global or __constant pointer stored in memory",
              "int64 (64-bit device addresses)", m_.target().name});
      return loadElementFromWords(space, address, align, ast().UnsignedLongTy,
                                  loc);
    }
    return loadScalarWord(space, address, align); // low word of the offset
  }
  if (auto *vec = t->getAs<clang::VectorType>())
    return loadVector(vec->getElementType(), vec->getNumElements(), space,
                      address, align, loc);
  if (nativeStorage(type, space, align))
    return loadVector(type, 1, space, address, align, loc);
  return loadElementFromWords(space, address, align, type, loc);
}

void FunctionEmitter::storeLeaf(QualType type, MemSpace space, Id address,
                                uint32_t align, Id value,
                                clang::SourceLocation loc) {
  const clang::Type *t = type.getCanonicalType().getTypePtr();
  if (t->isReserveIDT()) {
    requireReservationInMemory(type, loc);
    storeWords(space, address, align,
               {b().compositeExtract(m_.u32(), value, {0}),
                b().compositeExtract(m_.u32(), value, {1})});
    return;
  }
  if (t->isEventT()) {
    for (uint32_t at = 0; at < m_.sizeOf(type); at += 4)
      b().store(wordPointer(space, addressAddConst(space, address, at), 4),
                at ? m_.constU32(0) : value, isDeviceSpace(space) ? 4 : 0);
    return;
  }
  if (t->isBooleanType()) {
    Id byte = b().select(m_.u32(), value, m_.constU32(1), m_.constU32(0));
    storeSubWord(space, address, 8, byte);
    return;
  }
  if (t->isPointerType()) {
    MemSpace target = m_.spaceOf(t->getPointeeType(), loc);
    if (isDeviceSpace(target) || target == MemSpace::Generic) {
      if (!m_.wideAddresses())
        fail(loc, Diag::TargetLacksFeature,
             {"a __global or __constant pointer stored in memory",
              "int64 (64-bit device addresses)", m_.target().name});
      storeElementToWords(space, address, align, ast().UnsignedLongTy, value,
                          loc);
      return;
    }
    if (m_.sizeOf(type) == 8)
      value = b().unary(spv::Op::OpUConvert, m_.u64(), value);
    storeElementToWords(space, address, align,
                        m_.sizeOf(type) == 8 ? ast().UnsignedLongTy
                                             : ast().UnsignedIntTy,
                        value, loc);
    return;
  }
  if (auto *vec = t->getAs<clang::VectorType>()) {
    storeVector(vec->getElementType(), vec->getNumElements(), space, address,
                align, value, loc);
    return;
  }
  if (nativeStorage(type, space, align)) {
    storeVector(type, 1, space, address, align, value, loc);
    return;
  }
  storeElementToWords(space, address, align, type, value, loc);
}

void FunctionEmitter::checkAggregateCopy(QualType canon,
                                         clang::SourceLocation loc) {
  if (!canon->isAggregateType() || m_.sizeOf(canon) <= MaxAggregateCopyBytes)
    return;
  fail(loc, Diag::NotSupportedYet,
       {"copying a " + std::to_string(m_.sizeOf(canon)) +
        "-byte aggregate by value (vkcl copies aggregates element by "
        "element, up to " +
        std::to_string(MaxAggregateCopyBytes) + " bytes; pass a pointer)"});
}

Id FunctionEmitter::loadMemory(QualType type, MemSpace space, Id address,
                               uint32_t align, clang::SourceLocation loc) {
  QualType canon = type.getCanonicalType();
  if (space == MemSpace::Generic)
    return onGenericSpaces(address, typeOf(canon, loc),
                           [&](MemSpace named, Id at) {
                             return loadMemory(canon, named, at, align, loc);
                           });
  checkAggregateCopy(canon, loc);
  Id reg = typeOf(canon, loc);
  if (canon->isUnionType()) {
    uint32_t bytes = m_.sizeOf(canon);
    std::vector<Id> words;
    for (uint32_t off = 0; off < bytes; off += 4) {
      if (align >= 4 && off + 4 <= bytes) {
        words.push_back(
            loadScalarWord(space, addressAddConst(space, address, off), 4));
        continue;
      }
      Id word = m_.constU32(0);
      for (uint32_t k = 0; k < 4 && off + k < bytes; ++k) {
        Id byte = loadSubWord(space, addressAddConst(space, address, off + k),
                              8, false);
        word = insertBits(word, byte, 8 * k, 8);
      }
      words.push_back(word);
    }
    return b().compositeConstruct(reg, words);
  }
  if (const clang::RecordType *record = canon->getAs<clang::RecordType>()) {
    const clang::ASTRecordLayout &layout =
        ast().getASTRecordLayout(record->getDecl());
    std::vector<Id> parts;
    for (const clang::FieldDecl *field : record->getDecl()->fields()) {
      uint32_t off = static_cast<uint32_t>(
          layout.getFieldOffset(field->getFieldIndex()) / 8);
      parts.push_back(loadMemory(field->getType(), space,
                                 addressAddConst(space, address, off),
                                 alignAt(align, off), loc));
    }
    if (parts.empty())
      parts.push_back(m_.constU32(0));
    return b().compositeConstruct(reg, parts);
  }
  if (const clang::ConstantArrayType *arr =
          ast().getAsConstantArrayType(canon)) {
    uint32_t stride = m_.sizeOf(arr->getElementType());
    std::vector<Id> parts;
    for (uint32_t i = 0; i < arr->getSize().getZExtValue(); ++i)
      parts.push_back(loadMemory(arr->getElementType(), space,
                                 addressAddConst(space, address, i * stride),
                                 alignAt(align, i * stride), loc));
    return b().compositeConstruct(reg, parts);
  }
  return loadLeaf(canon, space, address, align, loc);
}

void FunctionEmitter::storeMemory(QualType type, MemSpace space, Id address,
                                  uint32_t align, Id value,
                                  clang::SourceLocation loc) {
  QualType canon = type.getCanonicalType();
  if (space == MemSpace::Generic) {
    onGenericSpaces(address, 0, [&](MemSpace named, Id at) {
      storeMemory(canon, named, at, align, value, loc);
      return Id(0);
    });
    return;
  }
  checkAggregateCopy(canon, loc);
  if (canon->isUnionType()) {
    uint32_t bytes = m_.sizeOf(canon);
    for (uint32_t off = 0, i = 0; off < bytes; off += 4, ++i) {
      Id word = b().compositeExtract(m_.u32(), value, {i});
      if (align >= 4 && off + 4 <= bytes) {
        b().store(wordPointer(space, addressAddConst(space, address, off), 4),
                  word, isDeviceSpace(space) ? 4 : 0);
        continue;
      }
      for (uint32_t k = 0; k < 4 && off + k < bytes; ++k)
        storeSubWord(space, addressAddConst(space, address, off + k), 8,
                     b().binary(spv::Op::OpShiftRightLogical, m_.u32(), word,
                                m_.constU32(8 * k)));
    }
    return;
  }
  if (const clang::RecordType *record = canon->getAs<clang::RecordType>()) {
    const clang::ASTRecordLayout &layout =
        ast().getASTRecordLayout(record->getDecl());
    for (const clang::FieldDecl *field : record->getDecl()->fields()) {
      unsigned index = field->getFieldIndex();
      uint32_t off = static_cast<uint32_t>(layout.getFieldOffset(index) / 8);
      Id part =
          b().compositeExtract(typeOf(field->getType(), loc), value, {index});
      storeMemory(field->getType(), space, addressAddConst(space, address, off),
                  alignAt(align, off), part, loc);
    }
    return;
  }
  if (const clang::ConstantArrayType *arr =
          ast().getAsConstantArrayType(canon)) {
    uint32_t stride = m_.sizeOf(arr->getElementType());
    Id element = typeOf(arr->getElementType(), loc);
    for (uint32_t i = 0; i < arr->getSize().getZExtValue(); ++i)
      storeMemory(arr->getElementType(), space,
                  addressAddConst(space, address, i * stride),
                  alignAt(align, i * stride),
                  b().compositeExtract(element, value, {i}), loc);
    return;
  }
  storeLeaf(canon, space, address, align, value, loc);
}

} // namespace vkcl
