#include "builtins/PipeRing.h"

#include "vkcl/PipeLayout.h"

namespace vkcl {

namespace {

constexpr uint32_t bits(spv::MemorySemanticsMask mask) {
  return static_cast<uint32_t>(mask);
}
constexpr uint32_t Relaxed = 0;
constexpr uint32_t Uniform = bits(spv::MemorySemanticsMask::UniformMemory);
constexpr uint32_t SharedScratch =
    bits(spv::MemorySemanticsMask::AcquireRelease) |
    bits(spv::MemorySemanticsMask::WorkgroupMemory);
constexpr uint32_t AllMemory = SharedScratch | Uniform;

/// Outcomes of one attempt at a group reservation.
enum Attempt : uint32_t { Retry = 0, Claimed = 1, NoRoom = 2 };

} // namespace

PipeRing::PipeRing(FunctionEmitter &fe, Id pipe)
    : fe_(fe), m_(fe.mod()), b_(fe.b()), pipe_(pipe) {
  auto field = [&](uint32_t offset) {
    return b_.load(m_.u32(), headerPointer(offset), 4);
  };
  capacity_ = field(PipeLayout::Capacity);
  laps_ = field(PipeLayout::Laps);
  wrap_ = field(PipeLayout::Wrap);
  dataOffset_ = field(PipeLayout::DataOffset);
}

Id PipeRing::nullReservation(ModuleEmitter &m) {
  return m.module().constantNull(reservationType(m));
}

// --- Addresses and atomics. ---

Id PipeRing::headerPointer(uint32_t offset) {
  return fe_.wordPointer(MemSpace::Global,
                         fe_.addressAddConst(MemSpace::Global, pipe_, offset),
                         4);
}

Id PipeRing::counterPointer(PipeSide side) {
  return headerPointer(side == PipeSide::Write ? PipeLayout::WritePosition
                                               : PipeLayout::ReadPosition);
}

namespace {
/// A 32-bit byte offset into the pipe as the size_t addressAdd takes.
Id offsetToSizeT(FunctionEmitter &fe, Id offset) {
  ModuleEmitter &m = fe.mod();
  if (m.sizeType() == m.u32())
    return offset;
  return fe.b().unary(spv::Op::OpUConvert, m.sizeType(), offset);
}
} // namespace

Id PipeRing::tagPointer(Id slot) {
  Id offset = binary(spv::Op::OpIAdd, u32(PipeLayout::TagsOffset),
                     binary(spv::Op::OpShiftLeftLogical, slot, u32(2)));
  return fe_.wordPointer(
      MemSpace::Global,
      fe_.addressAdd(MemSpace::Global, pipe_, offsetToSizeT(fe_, offset)), 4);
}

Id PipeRing::dataPointer(Id slot, uint32_t word) {
  Id index = word == 0 ? slot
                       : binary(spv::Op::OpIAdd, slot,
                                binary(spv::Op::OpIMul, u32(word), capacity_));
  Id offset = binary(spv::Op::OpIAdd, dataOffset_,
                     binary(spv::Op::OpShiftLeftLogical, index, u32(2)));
  return fe_.wordPointer(
      MemSpace::Global,
      fe_.addressAdd(MemSpace::Global, pipe_, offsetToSizeT(fe_, offset)), 4);
}

Id PipeRing::atomicLoad(Id pointer, spv::Scope scope, uint32_t semantics) {
  return b_.emit(spv::Op::OpAtomicLoad, m_.u32(),
                 {pointer, u32(static_cast<uint32_t>(scope)), u32(semantics)});
}

void PipeRing::atomicStore(Id pointer, spv::Scope scope, uint32_t semantics,
                           Id value) {
  b_.emitVoid(
      spv::Op::OpAtomicStore,
      {pointer, u32(static_cast<uint32_t>(scope)), u32(semantics), value});
}

// --- Positions, slots and tags. ---

Id PipeRing::advance(Id position, Id n) {
  Id sum = binary(spv::Op::OpIAdd, position, n);
  return select(compare(spv::Op::OpUGreaterThanEqual, sum, wrap_),
                binary(spv::Op::OpISub, sum, wrap_), sum);
}

PipeRing::Slot PipeRing::slotOf(Id position) {
  return {binary(spv::Op::OpUMod, position, capacity_),
          binary(spv::Op::OpUDiv, position, capacity_)};
}

Id PipeRing::nextLap(Id lap) {
  Id next = binary(spv::Op::OpIAdd, lap, u32(1));
  return select(compare(spv::Op::OpIEqual, next, laps_), u32(0), next);
}

PipeRing::Slot PipeRing::slotAfter(const Slot &base, Id k) {
  if (k == u32(0))
    return base;
  Id index = binary(spv::Op::OpIAdd, base.index, k);
  Id wrapped = compare(spv::Op::OpUGreaterThanEqual, index, capacity_);
  return {select(wrapped, binary(spv::Op::OpISub, index, capacity_), index),
          select(wrapped, nextLap(base.lap), base.lap)};
}

Id PipeRing::readyTag(PipeSide side, Id lap) {
  Id twice = binary(spv::Op::OpShiftLeftLogical, lap, u32(1));
  return side == PipeSide::Write ? twice
                                 : binary(spv::Op::OpBitwiseOr, twice, u32(1));
}

Id PipeRing::committedTag(PipeSide side, Id lap) {
  // A write commit marks the packet readable in this lap; a read commit
  // frees the slot for the writer of the next lap.
  return side == PipeSide::Write ? readyTag(PipeSide::Read, lap)
                                 : readyTag(PipeSide::Write, nextLap(lap));
}

Id PipeRing::rangeReady(PipeSide side, Id first, Id start, Id count, Id step) {
  Slot base = slotOf(first);
  if (start == u32(0) && count == u32(1)) {
    Id tag = atomicLoad(tagPointer(base.index), spv::Scope::Device, Relaxed);
    return compare(spv::Op::OpIEqual, tag, readyTag(side, base.lap));
  }
  Id ok = fe_.newLocalVariable(m_.boolType());
  b_.store(ok, m_.module().constantBool(true));
  forLoop(start, count, step, ok, [&](Id k) {
    Slot slot = slotAfter(base, k);
    Id tag = atomicLoad(tagPointer(slot.index), spv::Scope::Device, Relaxed);
    b_.store(ok, compare(spv::Op::OpIEqual, tag, readyTag(side, slot.lap)));
  });
  return b_.load(m_.boolType(), ok);
}

void PipeRing::publishRange(PipeSide side, Id first, Id start, Id count,
                            Id step) {
  Slot base = slotOf(first);
  forLoop(start, count, step, 0, [&](Id k) {
    Slot slot = slotAfter(base, k);
    atomicStore(tagPointer(slot.index), spv::Scope::Device, Relaxed,
                committedTag(side, slot.lap));
  });
}

// --- Reservations. ---

Id PipeRing::reserve(PipeSide side, PipeScope scope, Id count) {
  switch (scope) {
  case PipeScope::WorkItem:
    return reserveWorkItem(side, count);
  case PipeScope::SubGroup:
    return reserveSubGroup(side, count);
  case PipeScope::WorkGroup:
    return reserveWorkGroup(side, count);
  }
  return 0;
}

Id PipeRing::counterMoved(PipeSide side, Id seen) {
  Id now = atomicLoad(counterPointer(side), spv::Scope::Device, Relaxed);
  return compare(spv::Op::OpINotEqual, now, seen);
}

Id PipeRing::reserveWorkItem(PipeSide side, Id count) {
  // The active work-items of a sub-group claim their ranges back to back
  // with one compare-and-swap: contention on the counter is per sub-group,
  // not per work-item. Ranges are granted in lane order up to the first
  // one that does not fit, so each work-item still gets all or nothing.
  Id boolType = m_.boolType();
  Id valid = b_.binary(spv::Op::OpLogicalAnd, boolType,
                       compare(spv::Op::OpINotEqual, count, u32(0)),
                       compare(spv::Op::OpULessThanEqual, count, capacity_));
  // One packet (read_pipe, write_pipe) always fits a pipe's capacity.
  Id wanted = count == u32(1) ? count : select(valid, count, u32(0));
  Id firstVar = fe_.newLocalVariable(m_.u32());
  Id grantedVar = fe_.newLocalVariable(m_.u32());
  Id scope = u32(static_cast<uint32_t>(spv::Scope::Subgroup));
  doWhile([&] {
    Id elected = elect();
    Id seen = fe_.emitIfElse(
        elected, m_.u32(),
        [&] {
          return atomicLoad(counterPointer(side), spv::Scope::Device, Relaxed);
        },
        [&] { return u32(0); });
    Id position = broadcastFirst(seen);
    Id before = subgroupOp(
        spv::Op::OpGroupNonUniformIAdd, m_.u32(),
        {scope, static_cast<uint32_t>(spv::GroupOperation::ExclusiveScan),
         wanted});
    // A range ending past the capacity cannot fit whatever the tags say.
    Id room = select(compare(spv::Op::OpULessThanEqual, before, capacity_),
                     binary(spv::Op::OpISub, capacity_, before), u32(0));
    Id fits = b_.binary(spv::Op::OpLogicalAnd, boolType,
                        compare(spv::Op::OpULessThanEqual, before, capacity_),
                        compare(spv::Op::OpULessThanEqual, wanted, room));
    Id first = advance(position, select(fits, before, u32(0)));
    Id ready = fe_.emitIfElse(
        fits, boolType,
        [&] { return rangeReady(side, first, u32(0), wanted, u32(1)); },
        [&] { return m_.module().constantBool(false); });
    Id notReady = b_.unary(spv::Op::OpLogicalNot, boolType, ready);
    Id anyNotReady =
        subgroupOp(spv::Op::OpGroupNonUniformAny, boolType, {scope, notReady});
    Id ballot =
        subgroupOp(spv::Op::OpGroupNonUniformBallot,
                   m_.module().typeVector(m_.u32(), 4), {scope, notReady});
    Id firstNotReady = subgroupOp(spv::Op::OpGroupNonUniformBallotFindLSB,
                                  m_.u32(), {scope, ballot});
    Id lane = b_.load(
        m_.u32(),
        m_.builtinInput(spv::BuiltIn::SubgroupLocalInvocationId, m_.u32()));
    Id granted = b_.binary(
        spv::Op::OpLogicalAnd, boolType, ready,
        b_.binary(spv::Op::OpLogicalOr, boolType,
                  b_.unary(spv::Op::OpLogicalNot, boolType, anyNotReady),
                  compare(spv::Op::OpULessThan, lane, firstNotReady)));
    Id grantedCount = select(granted, wanted, u32(0));
    Id total =
        subgroupOp(spv::Op::OpGroupNonUniformIAdd, m_.u32(),
                   {scope, static_cast<uint32_t>(spv::GroupOperation::Reduce),
                    grantedCount});
    Id retry = fe_.emitIfElse(
        elected, m_.u32(),
        [&] {
          return fe_.emitIfElse(
              compare(spv::Op::OpINotEqual, total, u32(0)), m_.u32(),
              [&] {
                Id old =
                    b_.emit(spv::Op::OpAtomicCompareExchange, m_.u32(),
                            {counterPointer(side),
                             u32(static_cast<uint32_t>(spv::Scope::Device)),
                             u32(Relaxed), u32(Relaxed),
                             advance(position, total), position});
                return select(compare(spv::Op::OpINotEqual, old, position),
                              u32(1), u32(0));
              },
              [&] {
                // Nothing fits: a stale view of the counter, or no room.
                return select(b_.binary(spv::Op::OpLogicalAnd, boolType,
                                        anyNotReady,
                                        counterMoved(side, position)),
                              u32(1), u32(0));
              });
        },
        [&] { return u32(0); });
    b_.store(firstVar, first);
    b_.store(grantedVar, grantedCount);
    return compare(spv::Op::OpINotEqual, broadcastFirst(retry), u32(0));
  });
  fence(); // the packet accesses come after the tag checks
  return b_.compositeConstruct(
      reservationType(m_),
      {b_.load(m_.u32(), firstVar), b_.load(m_.u32(), grantedVar)});
}

Id PipeRing::reserveSubGroup(PipeSide side, Id count) {
  Id boolType = m_.boolType();
  Id valid = b_.binary(spv::Op::OpLogicalAnd, boolType,
                       compare(spv::Op::OpINotEqual, count, u32(0)),
                       compare(spv::Op::OpULessThanEqual, count, capacity_));
  Id wanted = select(valid, count, u32(0));
  Id lane = b_.load(m_.u32(), m_.subgroupLocalIdVariable());
  Id lanes = b_.load(m_.u32(), m_.subgroupSizeVariable());
  Id scope = u32(static_cast<uint32_t>(spv::Scope::Subgroup));
  Id firstVar = fe_.newLocalVariable(m_.u32());
  Id attemptVar = fe_.newLocalVariable(m_.u32());
  doWhile([&] {
    Id elected = elect();
    Id seen = fe_.emitIfElse(
        elected, m_.u32(),
        [&] {
          return atomicLoad(counterPointer(side), spv::Scope::Device, Relaxed);
        },
        [&] { return u32(0); });
    Id position = broadcastFirst(seen);
    // Every work-item checks every lanes-th tag of the range.
    Id ready = rangeReady(side, position, lane, wanted, lanes);
    Id allReady =
        subgroupOp(spv::Op::OpGroupNonUniformAll, boolType, {scope, ready});
    Id attempt = fe_.emitIfElse(
        elected, m_.u32(),
        [&] { return decide(side, valid, allReady, position, count); },
        [&] { return u32(Retry); });
    b_.store(firstVar, position);
    Id shared = broadcastFirst(attempt);
    b_.store(attemptVar, shared);
    return compare(spv::Op::OpIEqual, shared, u32(Retry));
  });
  // The members' packet accesses come after the elected tag checks.
  b_.emitVoid(spv::Op::OpControlBarrier,
              {u32(static_cast<uint32_t>(spv::Scope::Subgroup)),
               u32(static_cast<uint32_t>(spv::Scope::Device)), u32(AllMemory)});
  Id claimed =
      compare(spv::Op::OpIEqual, b_.load(m_.u32(), attemptVar), u32(Claimed));
  return b_.compositeConstruct(
      reservationType(m_),
      {b_.load(m_.u32(), firstVar), select(claimed, count, u32(0))});
}

Id PipeRing::reserveWorkGroup(PipeSide side, Id count) {
  Id boolType = m_.boolType();
  Id valid = b_.binary(spv::Op::OpLogicalAnd, boolType,
                       compare(spv::Op::OpINotEqual, count, u32(0)),
                       compare(spv::Op::OpULessThanEqual, count, capacity_));
  Id wanted = select(valid, count, u32(0));
  Id item = localLinearId();
  Id items = m_.workGroupInvocations();
  Id leader = compare(spv::Op::OpIEqual, item, u32(0));
  Id firstVar = fe_.newLocalVariable(m_.u32());
  Id attemptVar = fe_.newLocalVariable(m_.u32());
  // Scratch words: the counter seen, a not-ready flag, the outcome.
  doWhile([&] {
    localBarrier(spv::Scope::Workgroup); // the last use of the scratch
    fe_.emitIfElse(
        leader,
        [&] {
          b_.store(scratchPointer(0), atomicLoad(counterPointer(side),
                                                 spv::Scope::Device, Relaxed));
          b_.store(scratchPointer(1), u32(0));
        },
        [] {});
    localBarrier(spv::Scope::Workgroup);
    Id position = b_.load(m_.u32(), scratchPointer(0));
    Id ready = rangeReady(side, position, item, wanted, items);
    fe_.emitIfElse(
        b_.unary(spv::Op::OpLogicalNot, boolType, ready),
        [&] {
          atomicStore(scratchPointer(1), spv::Scope::Workgroup, Relaxed,
                      u32(1));
        },
        [] {});
    localBarrier(spv::Scope::Workgroup);
    fe_.emitIfElse(
        leader,
        [&] {
          Id allReady = compare(spv::Op::OpIEqual,
                                b_.load(m_.u32(), scratchPointer(1)), u32(0));
          b_.store(scratchPointer(2),
                   decide(side, valid, allReady, position, count));
        },
        [] {});
    // Device scope: the members' packet accesses come after the tag checks.
    localBarrier(spv::Scope::Device);
    Id attempt = b_.load(m_.u32(), scratchPointer(2));
    b_.store(firstVar, position);
    b_.store(attemptVar, attempt);
    return compare(spv::Op::OpIEqual, attempt, u32(Retry));
  });
  Id claimed =
      compare(spv::Op::OpIEqual, b_.load(m_.u32(), attemptVar), u32(Claimed));
  return b_.compositeConstruct(
      reservationType(m_),
      {b_.load(m_.u32(), firstVar), select(claimed, count, u32(0))});
}

Id PipeRing::decide(PipeSide side, Id valid, Id allReady, Id position,
                    Id count) {
  // Invalid counts and full/empty pipes give up; a ready range is claimed
  // unless another reservation moved the counter first (then retry).
  return fe_.emitIfElse(
      b_.binary(spv::Op::OpLogicalAnd, m_.boolType(), valid, allReady),
      m_.u32(),
      [&] {
        Id old = b_.emit(spv::Op::OpAtomicCompareExchange, m_.u32(),
                         {counterPointer(side),
                          u32(static_cast<uint32_t>(spv::Scope::Device)),
                          u32(Relaxed), u32(Relaxed), advance(position, count),
                          position});
        return select(compare(spv::Op::OpIEqual, old, position), u32(Claimed),
                      u32(Retry));
      },
      [&] {
        Id stale = b_.binary(spv::Op::OpLogicalAnd, m_.boolType(), valid,
                             counterMoved(side, position));
        return select(stale, u32(Retry), u32(NoRoom));
      });
}

// --- Commits and packets. ---

void PipeRing::commit(PipeSide side, PipeScope scope, Id reservation) {
  Id first = b_.compositeExtract(m_.u32(), reservation, {0});
  Id count = b_.compositeExtract(m_.u32(), reservation, {1});
  switch (scope) {
  case PipeScope::WorkItem:
    fence(); // the packet accesses come before the tags
    publishRange(side, first, u32(0), count, u32(1));
    return;
  case PipeScope::SubGroup:
    b_.emitVoid(spv::Op::OpControlBarrier,
                {u32(static_cast<uint32_t>(spv::Scope::Subgroup)),
                 u32(static_cast<uint32_t>(spv::Scope::Device)),
                 u32(AllMemory)});
    publishRange(side, first, b_.load(m_.u32(), m_.subgroupLocalIdVariable()),
                 count, b_.load(m_.u32(), m_.subgroupSizeVariable()));
    return;
  case PipeScope::WorkGroup:
    localBarrier(spv::Scope::Device);
    publishRange(side, first, localLinearId(), count,
                 m_.workGroupInvocations());
    return;
  }
}

Id PipeRing::transfer(PipeSide side, Id reservation, Id index, MemSpace space,
                      Id address, uint32_t align, uint32_t packetBytes) {
  Id first = b_.compositeExtract(m_.u32(), reservation, {0});
  Id count = b_.compositeExtract(m_.u32(), reservation, {1});
  uint32_t words = PipeLayout::packetWords(packetBytes);
  return fe_.emitIfElse(
      compare(spv::Op::OpULessThan, index, count), m_.u32(),
      [&] {
        Slot slot = slotOf(advance(first, index));
        if (side == PipeSide::Write) {
          std::vector<Id> data =
              fe_.loadPacketWords(space, address, align, packetBytes);
          for (uint32_t w = 0; w < words; ++w)
            atomicStore(dataPointer(slot.index, w), spv::Scope::Device, Relaxed,
                        data[w]);
        } else {
          std::vector<Id> data;
          for (uint32_t w = 0; w < words; ++w)
            data.push_back(atomicLoad(dataPointer(slot.index, w),
                                      spv::Scope::Device, Relaxed));
          fe_.storePacketWords(space, address, align, packetBytes, data);
        }
        return u32(0);
      },
      [&] { return u32(~0u); });
}

Id PipeRing::numPackets() {
  Id written =
      atomicLoad(counterPointer(PipeSide::Write), spv::Scope::Device, Relaxed);
  Id read =
      atomicLoad(counterPointer(PipeSide::Read), spv::Scope::Device, Relaxed);
  Id difference = binary(spv::Op::OpISub, written, read);
  difference = select(compare(spv::Op::OpULessThan, written, read),
                      binary(spv::Op::OpIAdd, difference, wrap_), difference);
  return select(compare(spv::Op::OpUGreaterThan, difference, capacity_),
                capacity_, difference);
}

// --- Structured control flow and group helpers. ---

void PipeRing::doWhile(const std::function<Id()> &body) {
  spirv::Function &fn = fe_.function();
  spirv::Block *header = fn.createBlock(), *inner = fn.createBlock(),
               *latch = fn.createBlock(), *merge = fn.createBlock();
  b_.branch(header);
  b_.setInsertPoint(header);
  b_.loopMerge(merge, latch);
  b_.branch(inner);
  b_.setInsertPoint(inner);
  Id again = body();
  b_.branch(latch);
  b_.setInsertPoint(latch);
  b_.branchConditional(again, header, merge);
  b_.setInsertPoint(merge);
}

void PipeRing::forLoop(Id start, Id end, Id step, Id okVar,
                       const std::function<void(Id)> &body) {
  Id counter = fe_.newLocalVariable(m_.u32());
  b_.store(counter, start);
  spirv::Function &fn = fe_.function();
  spirv::Block *header = fn.createBlock(), *test = fn.createBlock(),
               *loopBody = fn.createBlock(), *next = fn.createBlock(),
               *merge = fn.createBlock();
  b_.branch(header);
  b_.setInsertPoint(header);
  b_.loopMerge(merge, next);
  b_.branch(test);
  b_.setInsertPoint(test);
  Id k = b_.load(m_.u32(), counter);
  Id go = compare(spv::Op::OpULessThan, k, end);
  if (okVar)
    go = b_.binary(spv::Op::OpLogicalAnd, m_.boolType(), go,
                   b_.load(m_.boolType(), okVar));
  b_.branchConditional(go, loopBody, merge);
  b_.setInsertPoint(loopBody);
  body(k);
  b_.branch(next);
  b_.setInsertPoint(next);
  b_.store(counter, binary(spv::Op::OpIAdd, b_.load(m_.u32(), counter), step));
  b_.branch(header);
  b_.setInsertPoint(merge);
}

void PipeRing::fence() {
  b_.emitVoid(spv::Op::OpMemoryBarrier,
              {u32(static_cast<uint32_t>(spv::Scope::Device)),
               u32(bits(spv::MemorySemanticsMask::AcquireRelease) | Uniform)});
}

Id PipeRing::subgroupOp(spv::Op op, Id type, std::vector<Id> operands) {
  return b_.emit(op, type, operands);
}

Id PipeRing::broadcastFirst(Id value) {
  return subgroupOp(spv::Op::OpGroupNonUniformBroadcastFirst, m_.u32(),
                    {u32(static_cast<uint32_t>(spv::Scope::Subgroup)), value});
}

Id PipeRing::elect() {
  return subgroupOp(spv::Op::OpGroupNonUniformElect, m_.boolType(),
                    {u32(static_cast<uint32_t>(spv::Scope::Subgroup))});
}

Id PipeRing::localLinearId() {
  return b_.load(m_.u32(),
                 m_.builtinInput(spv::BuiltIn::LocalInvocationIndex, m_.u32()));
}

void PipeRing::localBarrier(spv::Scope memory) {
  b_.emitVoid(spv::Op::OpControlBarrier,
              {u32(static_cast<uint32_t>(spv::Scope::Workgroup)),
               u32(static_cast<uint32_t>(memory)),
               u32(memory == spv::Scope::Device ? AllMemory : SharedScratch)});
}

Id PipeRing::scratchPointer(uint32_t word) {
  return fe_.wordPointer(MemSpace::Local, u32(4 * word), 4);
}

} // namespace vkcl
