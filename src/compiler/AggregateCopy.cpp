// Copies of large aggregates from memory to memory, as loops.
//
// An aggregate otherwise moves through registers element by element
// (MemoryAccess.cpp): a 32 KiB struct assigned from one buffer element to
// another was 65,000 loads and stores, 78 s in spirv-opt, and minutes in a
// driver's compiler. Where both sides are memory (buffers, __local, the
// private arena, which holds every local aggregate above
// MemoryLocalBytes), an assignment whose value is not used and a local's
// initialization copy the bytes instead: a loop of 16 bytes per step (four
// words, or their bytes where an alignment is smaller), then the tail.
// Padding is copied too, which C allows.
#include "FunctionEmitter.h"

#include "Alignment.h"

namespace vkcl {

bool FunctionEmitter::copyAggregateFrom(const LValue &dst,
                                        const clang::Expr *src,
                                        clang::SourceLocation loc) {
  clang::QualType type = dst.type.getCanonicalType();
  if (dst.kind != LValue::Memory || dst.space == MemSpace::Generic ||
      !type->isAggregateType() || m_.sizeOf(type) <= LoopCopyBytes)
    return false;
  auto *read = llvm::dyn_cast<clang::ImplicitCastExpr>(src->IgnoreParens());
  if (!read || read->getCastKind() != clang::CK_LValueToRValue)
    return false;
  LValue from = emitLValue(read->getSubExpr());
  if (from.kind != LValue::Memory || from.space == MemSpace::Generic) {
    store(dst, load(from, loc), loc);
    return true;
  }
  copyMemory(dst.space, dst.address, dst.align, from.space, from.address,
             from.align, m_.sizeOf(type));
  return true;
}

void FunctionEmitter::copyMemory(MemSpace toSpace, Id to, uint32_t toAlign,
                                 MemSpace fromSpace, Id from,
                                 uint32_t fromAlign, uint32_t bytes) {
  constexpr uint32_t Chunk = 16;
  uint32_t chunks = bytes / Chunk;
  emitForLoop(m_.constU32(0), m_.constU32(chunks), m_.constU32(1), [&](Id k) {
    Id offset = b().binary(spv::Op::OpIMul, m_.u32(), k, m_.constU32(Chunk));
    if (spv().scalarWidth(m_.sizeType()) == 64)
      offset = b().unary(spv::Op::OpUConvert, m_.u64(), offset);
    std::vector<Id> words =
        loadPacketWords(fromSpace, addressAdd(fromSpace, from, offset),
                        std::min(fromAlign, Chunk), Chunk);
    storePacketWords(toSpace, addressAdd(toSpace, to, offset),
                     std::min(toAlign, Chunk), Chunk, words);
  });
  uint32_t done = chunks * Chunk;
  if (done == bytes)
    return;
  std::vector<Id> words =
      loadPacketWords(fromSpace, addressAddConst(fromSpace, from, done),
                      alignAt(fromAlign, done), bytes - done);
  storePacketWords(toSpace, addressAddConst(toSpace, to, done),
                   alignAt(toAlign, done), bytes - done, words);
}

} // namespace vkcl
