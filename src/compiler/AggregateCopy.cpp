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
// Pipe packets move between their slots and memory in the same pieces
// (emitChunked).
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
  emitChunked(bytes, [&](Id offset, Id, uint32_t offsetAlign, uint32_t n) {
    std::vector<Id> words =
        loadPacketWords(fromSpace, addressAt(fromSpace, from, offset),
                        alignAt(fromAlign, offsetAlign), n);
    storePacketWords(toSpace, addressAt(toSpace, to, offset),
                     alignAt(toAlign, offsetAlign), n, words);
  });
}

Id FunctionEmitter::addressAt(MemSpace space, Id address, Id byteOffset) {
  return byteOffset ? addressAdd(space, address, byteOffset) : address;
}

void FunctionEmitter::emitChunked(
    uint32_t bytes,
    const std::function<void(Id, Id, uint32_t, uint32_t)> &chunk) {
  uint32_t done = 0;
  if (bytes > LoopCopyBytes) {
    uint32_t steps = bytes / ChunkBytes;
    done = steps * ChunkBytes;
    emitForLoop(m_.constU32(0), m_.constU32(steps), m_.constU32(1), [&](Id k) {
      Id offset =
          b().binary(spv::Op::OpIMul, m_.u32(), k, m_.constU32(ChunkBytes));
      Id word =
          b().binary(spv::Op::OpIMul, m_.u32(), k, m_.constU32(ChunkBytes / 4));
      if (spv().scalarWidth(m_.sizeType()) == 64)
        offset = b().unary(spv::Op::OpUConvert, m_.u64(), offset);
      chunk(offset, word, ChunkBytes, ChunkBytes);
    });
  }
  if (done < bytes)
    chunk(done ? m_.constInt(m_.sizeType(), done) : 0, m_.constU32(done / 4),
          done, bytes - done);
}

} // namespace vkcl
