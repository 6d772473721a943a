#include "builtins/PipeRing.h"
#include "Alignment.h"

#include "vkcl/PipeLayout.h"
#include "vkcl/Reflection.h"

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

/// Slots a work-item checks per step of a frontier scan.
constexpr uint32_t ScanSlots = 16;
/// Block counters a work-item checks per step of a frontier scan: the
/// loads are independent, so a step costs the same however many, and 8 x 32
/// blocks a step let one advancer keep up with a whole GPU of producers of
/// small packets (at one block a work-item it could not: H200, int packets;
/// 16 was no faster).
constexpr uint32_t ScanBlocks = 8;
/// Scan steps an advancer makes before it hands the rest over (handOff),
/// in grids of up to PersistentGridItems work-items. There the commits
/// arrive in frontier order, so the advancer keeps finding the frontier's
/// slot ready again; unbounded, its work-group advanced for all the others
/// and the kernel ended waiting for it (H200, 528 groups of 256: a fifth of
/// the speed; 2 steps: 2.7x that, 8: a little less, 32: half the gain).
constexpr uint32_t AdvanceSteps = 2;
/// Larger grids are the one-pass kind (a work-group that advances has no
/// work of its own left that others wait for): handing over there only
/// costs, 1-25% on an H200 with 32768 groups, most on the read side, so
/// their advancers go on until the frontier's slot is not ready. 2^19 is
/// about twice what an H100 or H200 holds at once.
constexpr uint32_t PersistentGridItems = 1u << 19;

} // namespace

PipeRing::PipeRing(FunctionEmitter &fe, Id pipe)
    : fe_(fe), m_(fe.mod()), b_(fe.b()), pipe_(pipe) {
  auto field = [&](uint32_t offset) {
    return b_.load(m_.u32(), headerPointer(offset), 4);
  };
  capacity_ = field(PipeLayout::Capacity);
  slots_ = field(PipeLayout::Slots);
  slotShift_ = field(PipeLayout::SlotShift);
  blockShift_ = field(PipeLayout::BlockShift);
  commitBlocks_ = field(PipeLayout::CommitBlocks);
  releaseBlocks_ = field(PipeLayout::ReleaseBlocks);
  dataOffset_ = field(PipeLayout::DataOffset);
}

// --- Addresses and atomics. ---

Id PipeRing::pointerAt(Id byteOffset) {
  return fe_.wordPointer(
      MemSpace::Global,
      fe_.addressAdd(MemSpace::Global, pipe_,
                     fe_.toSizeT(byteOffset, fe_.ast().UnsignedIntTy)),
      4);
}

Id PipeRing::counterPointer(PipeSide side, Counter counter) {
  bool write = side == PipeSide::Write;
  switch (counter) {
  case Counter::Position:
    return headerPointer(write ? PipeLayout::WritePosition
                               : PipeLayout::ReadPosition);
  case Counter::Credits:
    return headerPointer(write ? PipeLayout::WriteCredits
                               : PipeLayout::ReadCredits);
  case Counter::Frontier:
    return headerPointer(write ? PipeLayout::WriteFrontier
                               : PipeLayout::ReadFrontier);
  }
  return 0;
}

Id PipeRing::tagPointer(Id position) {
  Id slot = binary(spv::Op::OpBitwiseAnd, position, sub(slots_, u32(1)));
  return pointerAt(add(u32(PipeLayout::TagsOffset),
                       binary(spv::Op::OpShiftLeftLogical, slot, u32(2))));
}

Id PipeRing::blockPointer(PipeSide side, Id position) {
  Id slot = binary(spv::Op::OpBitwiseAnd, position, sub(slots_, u32(1)));
  Id block = binary(spv::Op::OpShiftRightLogical, slot, blockShift_);
  return pointerAt(add(side == PipeSide::Write ? commitBlocks_ : releaseBlocks_,
                       binary(spv::Op::OpShiftLeftLogical, block, u32(2))));
}

Id PipeRing::dataPointer(Id position, Id word) {
  Id index = binary(spv::Op::OpBitwiseAnd, position, sub(slots_, u32(1)));
  if (word)
    index = add(index, binary(spv::Op::OpIMul, word, slots_));
  return pointerAt(
      add(dataOffset_, binary(spv::Op::OpShiftLeftLogical, index, u32(2))));
}

Id PipeRing::atomicLoad(Id pointer, spv::Scope scope) {
  return b_.emit(spv::Op::OpAtomicLoad, m_.u32(),
                 {pointer, u32(static_cast<uint32_t>(scope)), u32(Relaxed)});
}

void PipeRing::atomicStore(Id pointer, Id value, spv::Scope scope) {
  b_.emitVoid(
      spv::Op::OpAtomicStore,
      {pointer, u32(static_cast<uint32_t>(scope)), u32(Relaxed), value});
}

Id PipeRing::atomicAdd(Id pointer, Id value, spv::Scope scope) {
  return b_.emit(
      spv::Op::OpAtomicIAdd, m_.u32(),
      {pointer, u32(static_cast<uint32_t>(scope)), u32(Relaxed), value});
}

void PipeRing::atomicSubtract(Id pointer, Id value) {
  b_.emit(spv::Op::OpAtomicISub, m_.u32(),
          {pointer, u32(static_cast<uint32_t>(spv::Scope::Device)),
           u32(Relaxed), value});
}

Id PipeRing::compareExchange(Id pointer, Id value, Id comparator) {
  return b_.emit(spv::Op::OpAtomicCompareExchange, m_.u32(),
                 {pointer, u32(static_cast<uint32_t>(spv::Scope::Device)),
                  u32(Relaxed), u32(Relaxed), value, comparator});
}

// --- Positions. ---

Id PipeRing::lapOf(Id position) {
  return binary(spv::Op::OpShiftRightLogical, position, slotShift_);
}

Id PipeRing::committedTag(PipeSide side, Id position) {
  Id lap = lapOf(position);
  // A write commit marks the packet readable in this lap (2l + 1); a read
  // commit frees the slot for the writer of the next lap (2(l + 1)).
  return side == PipeSide::Write
             ? add(binary(spv::Op::OpShiftLeftLogical, lap, u32(1)), u32(1))
             : binary(spv::Op::OpShiftLeftLogical, add(lap, u32(1)), u32(1));
}

Id PipeRing::blockSlots() {
  return binary(spv::Op::OpShiftLeftLogical, u32(1), blockShift_);
}

Id PipeRing::blockStart(Id position) {
  return binary(spv::Op::OpBitwiseAnd, position,
                binary(spv::Op::OpShiftLeftLogical, u32(~0u), blockShift_));
}

Id PipeRing::blockComplete(PipeSide side, Id position) {
  // Each lap adds one per slot: complete for lap l at (l + 1) * BlockSlots.
  Id expected = binary(spv::Op::OpShiftLeftLogical,
                       add(lapOf(position), u32(1)), blockShift_);
  // Modulo the counter's period: it gains BlockSlots per lap, and the laps
  // restart when positions wrap at 2^32 (2^(32 - SlotShift) laps).
  Id difference = sub(atomicLoad(blockPointer(side, position)), expected);
  return compare(spv::Op::OpIEqual,
                 binary(spv::Op::OpShiftLeftLogical, difference,
                        sub(slotShift_, blockShift_)),
                 u32(0));
}

Id PipeRing::roomBelow(Id bound, Id used) {
  Id room = sub(bound, used);
  return select(compare(spv::Op::OpULessThan, room, u32(0x80000000u)), room,
                u32(0));
}

Id PipeRing::claimBound(PipeSide side) {
  // Writers may run the capacity ahead of the slots readers have released;
  // readers up to the slots writers have committed.
  if (side == PipeSide::Write)
    return add(atomicLoad(counterPointer(PipeSide::Read, Counter::Frontier)),
               capacity_);
  return atomicLoad(counterPointer(PipeSide::Write, Counter::Frontier));
}

// --- Claims. ---

Id PipeRing::reserve(PipeSide side, PipeScope scope, Id count) {
  if (scope == PipeScope::WorkItem)
    return reserveWorkItem(side, count);
  return reserveGroup(side, scope, count);
}

Id PipeRing::wantedCount(Id count) {
  // One packet (read_pipe, write_pipe) always fits a pipe's capacity.
  if (count == u32(1))
    return count;
  Id valid = both(compare(spv::Op::OpINotEqual, count, u32(0)),
                  compare(spv::Op::OpULessThanEqual, count, capacity_));
  return select(valid, count, u32(0));
}

Id PipeRing::claimRange(PipeSide side, Id wanted) {
  Id type = reservationType(m_);
  Id none = m_.module().constantNull(type);
  return fe_.emitIfElse(
      compare(spv::Op::OpINotEqual, wanted, u32(0)), type,
      [&] {
        Id credits = counterPointer(side, Counter::Credits);
        // The bound first: it only grows, so an older one is safe, and the
        // two loads are in flight together.
        Id bound = claimBound(side);
        Id room = roomBelow(bound, atomicAdd(credits, wanted));
        return fe_.emitIfElse(
            compare(spv::Op::OpULessThanEqual, wanted, room), type,
            [&] {
              Id first =
                  atomicAdd(counterPointer(side, Counter::Position), wanted);
              return b_.compositeConstruct(type, {first, wanted});
            },
            [&] {
              atomicSubtract(credits, wanted);
              return none;
            });
      },
      [&] { return none; });
}

Id PipeRing::reserveWorkItem(PipeSide side, Id count) {
  // The active work-items of a sub-group claim back to back with one
  // fetch-and-add of credits and one of positions: ranges are granted in
  // lane order up to the first that does not fit, so each work-item gets
  // all or nothing and the granted ranges are contiguous.
  Id wanted = wantedCount(count);
  Id before = group(spv::Op::OpGroupNonUniformIAdd,
                    spv::GroupOperation::ExclusiveScan, wanted);
  Id total = group(spv::Op::OpGroupNonUniformIAdd, spv::GroupOperation::Reduce,
                   wanted);
  Id elected = elect();
  Id credits = counterPointer(side, Counter::Credits);
  Id room = broadcastFirst(onLeader(elected, m_.u32(), [&] {
    return fe_.emitIfElse(
        compare(spv::Op::OpINotEqual, total, u32(0)), m_.u32(),
        [&] {
          Id bound = claimBound(side);
          return roomBelow(bound, atomicAdd(credits, total));
        },
        [&] { return u32(0); });
  }));
  Id fits = both(compare(spv::Op::OpULessThanEqual, before, room),
                 compare(spv::Op::OpULessThanEqual, wanted, sub(room, before)));
  Id granted = both(compare(spv::Op::OpINotEqual, wanted, u32(0)), fits);
  Id mine = select(granted, wanted, u32(0));
  Id grantedTotal =
      group(spv::Op::OpGroupNonUniformIAdd, spv::GroupOperation::Reduce, mine);
  Id base = broadcastFirst(onLeader(elected, m_.u32(), [&] {
    fe_.emitIfElse(
        compare(spv::Op::OpINotEqual, total, grantedTotal),
        [&] { atomicSubtract(credits, sub(total, grantedTotal)); }, [] {});
    return fe_.emitIfElse(
        compare(spv::Op::OpINotEqual, grantedTotal, u32(0)), m_.u32(),
        [&] {
          return atomicAdd(counterPointer(side, Counter::Position),
                           grantedTotal);
        },
        [&] { return u32(0); });
  }));
  fence(); // the packet accesses come after the claim
  claimBase_ = base;
  claimTotal_ = grantedTotal;
  return b_.compositeConstruct(reservationType(m_), {add(base, before), mine});
}

Id PipeRing::reserveGroup(PipeSide side, PipeScope scope, Id count) {
  Id wanted = wantedCount(count);
  Id type = reservationType(m_);
  if (scope == PipeScope::SubGroup) {
    Id claim =
        onLeader(elect(), type, [&] { return claimRange(side, wanted); });
    Id first = broadcastFirst(b_.compositeExtract(m_.u32(), claim, {0}));
    Id got = broadcastFirst(b_.compositeExtract(m_.u32(), claim, {1}));
    subgroupBarrier(); // the members' packet accesses come after the claim
    return b_.compositeConstruct(type, {first, got});
  }
  localBarrier(spv::Scope::Workgroup); // the scratch's last use is over
  fe_.emitIfElse(
      compare(spv::Op::OpIEqual, localLinearId(), u32(0)),
      [&] {
        Id claim = claimRange(side, wanted);
        b_.store(scratchPointer(0), b_.compositeExtract(m_.u32(), claim, {0}));
        b_.store(scratchPointer(1), b_.compositeExtract(m_.u32(), claim, {1}));
        fence(); // the claim, device-wide, before the barrier passes it on
      },
      [] {});
  localBarrier(spv::Scope::Workgroup);
  return b_.compositeConstruct(type, {b_.load(m_.u32(), scratchPointer(0)),
                                      b_.load(m_.u32(), scratchPointer(1))});
}

// --- Commits. ---

void PipeRing::commit(PipeSide side, PipeScope scope, Id reservation) {
  Id first = b_.compositeExtract(m_.u32(), reservation, {0});
  Id count = b_.compositeExtract(m_.u32(), reservation, {1});
  switch (scope) {
  case PipeScope::WorkItem:
    publish(side, first, u32(0), count, u32(1), [&] { fence(); });
    advanceSubgroup(side, first, count);
    return;
  case PipeScope::SubGroup:
    publish(side, first, b_.load(m_.u32(), m_.subgroupLocalIdVariable()), count,
            b_.load(m_.u32(), m_.subgroupSizeVariable()),
            [&] { subgroupBarrier(); });
    advanceSubgroup(side, first, count);
    return;
  case PipeScope::WorkGroup: {
    publish(side, first, localLinearId(), count, m_.workGroupInvocations(),
            [&] { localBarrier(spv::Scope::Device); });
    // The first sub-group advances for the work-group: no more barriers,
    // and 8 x 32 (or 8 x 8, 8 x 4) blocks a step are plenty. (Measured on an
    // H100: each sub-group publishing its own share and advancing from it,
    // without the second barrier, ran 25-40% slower; the publish loops in
    // uniform rounds, as the async copies have them, 1% slower.)
    Id firstItem =
        sub(localLinearId(), b_.load(m_.u32(), m_.subgroupLocalIdVariable()));
    fe_.emitIfElse(
        compare(spv::Op::OpIEqual, firstItem, u32(0)),
        [&] { advanceSubgroup(side, first, count); }, [] {});
    return;
  }
  }
}

void PipeRing::publish(PipeSide side, Id first, Id start, Id count, Id step,
                       const std::function<void()> &order) {
  order(); // the packet accesses come before the tags
  publishTags(side, first, start, count, step);
  order(); // the tags before the block counters and the frontier check
  publishBlocks(side, first, start, count, step);
}

void PipeRing::publishTags(PipeSide side, Id first, Id start, Id count,
                           Id step) {
  fe_.emitForLoop(start, count, step, [&](Id k) {
    Id position = add(first, k);
    atomicStore(tagPointer(position), committedTag(side, position));
  });
}

void PipeRing::publishBlocks(PipeSide side, Id first, Id start, Id count,
                             Id step) {
  // One add per block the range touches, of the slots it has there.
  Id slotsPerBlock = blockSlots();
  Id base = blockStart(first);
  Id end = add(first, count);
  Id span =
      binary(spv::Op::OpShiftRightLogical,
             add(sub(end, base), sub(slotsPerBlock, u32(1))), blockShift_);
  Id blocks = select(compare(spv::Op::OpIEqual, count, u32(0)), u32(0), span);
  fe_.emitForLoop(start, blocks, step, [&](Id j) {
    Id at = add(base, binary(spv::Op::OpShiftLeftLogical, j, blockShift_));
    Id low = select(compare(spv::Op::OpIEqual, j, u32(0)), first, at);
    Id high = select(compare(spv::Op::OpULessThan, sub(end, at), slotsPerBlock),
                     end, add(at, slotsPerBlock));
    atomicAdd(blockPointer(side, at), sub(high, low));
  });
}

void PipeRing::commitClaim(PipeSide side, Id reservation) {
  // The sub-group's granted ranges are one run from claimBase_: the elected
  // work-item adds to the block counters for all of them.
  fence(); // the packet accesses come before the tags
  publishTags(side, b_.compositeExtract(m_.u32(), reservation, {0}), u32(0),
              b_.compositeExtract(m_.u32(), reservation, {1}), u32(1));
  // The tags before the block counters and the frontier check. The elected
  // work-item's fence orders its own tags; the others' went out before
  // theirs, the sub-group running the tag loop together up to the merge. A
  // sub-group barrier would order them formally, but read_pipe and
  // write_pipe run in divergent code, where SPIR-V leaves such a barrier's
  // behaviour to the client API.
  fence();
  fe_.emitIfElse(
      elect(),
      [&] { publishBlocks(side, claimBase_, u32(0), claimTotal_, u32(1)); },
      [] {});
  advanceSubgroup(side, claimBase_, claimTotal_);
}

Id PipeRing::leadingRun(uint32_t width,
                        const std::function<Id(uint32_t)> &ready) {
  // Straight-line, so the loads are all in flight together.
  Id run = u32(0);
  Id alive = m_.module().constantBool(true);
  for (uint32_t j = 0; j < width; ++j) {
    alive = both(alive, ready(j));
    run = add(run, select(alive, u32(1), u32(0)));
  }
  return run;
}

Id PipeRing::readyRun(PipeSide side, Id first, Id limit) {
  return leadingRun(ScanSlots, [&](uint32_t j) {
    Id position = add(first, u32(j));
    return both(compare(spv::Op::OpULessThan, u32(j), limit),
                compare(spv::Op::OpIEqual, atomicLoad(tagPointer(position)),
                        committedTag(side, position)));
  });
}

Id PipeRing::advanceStep(PipeSide side, Id seen, Id k, Id sawAll) {
  return fe_.emitIfElse(
      compare(spv::Op::OpINotEqual, k, u32(0)), m_.u32(),
      [&] {
        // What the scan saw ready is ordered before the move, for the
        // readers (writers) that claim against the new frontier.
        loopFence();
        Id old = compareExchange(counterPointer(side, Counter::Frontier),
                                 add(seen, k), seen);
        Id lost = compare(spv::Op::OpINotEqual, old, seen);
        return select(
            b_.binary(spv::Op::OpLogicalOr, m_.boolType(), lost, sawAll),
            u32(1), u32(0));
      },
      [&] { return u32(0); });
}

PipeRing::Step PipeRing::stepFrom(Id seen, Id blocks, Id slotsRun,
                                  Id participants) {
  Id blocksChecked = binary(spv::Op::OpIMul, participants, u32(ScanBlocks));
  // Whole blocks when the frontier's own block is complete, else the ready
  // slots of that block; go on when the scan saw nothing but ready ones.
  Id start = blockStart(seen);
  Id limit = sub(add(start, blockSlots()), seen);
  Id byBlocks = compare(spv::Op::OpINotEqual, blocks, u32(0));
  Step step;
  step.length = select(
      byBlocks,
      sub(add(start, binary(spv::Op::OpShiftLeftLogical, blocks, blockShift_)),
          seen),
      slotsRun);
  step.sawAll =
      b_.select(m_.boolType(), byBlocks,
                compare(spv::Op::OpIEqual, blocks, blocksChecked),
                b_.binary(spv::Op::OpLogicalOr, m_.boolType(),
                          compare(spv::Op::OpIEqual, slotsRun, limit),
                          compare(spv::Op::OpIEqual, slotsRun,
                                  binary(spv::Op::OpIMul, participants,
                                         u32(ScanSlots)))));
  return step;
}

Id PipeRing::laneLimit(Id seen, Id rank) {
  Id limit = sub(add(blockStart(seen), blockSlots()), seen);
  Id offset = binary(spv::Op::OpIMul, rank, u32(ScanSlots));
  return select(compare(spv::Op::OpUGreaterThan, limit, offset),
                sub(limit, offset), u32(0));
}

Id PipeRing::headReady(PipeSide side, Id seen) {
  return compare(spv::Op::OpIEqual, atomicLoad(tagPointer(seen)),
                 committedTag(side, seen));
}

void PipeRing::scanSubgroup(PipeSide side, Id steps) {
  // Whoever finds the slot at the frontier not ready stops: its owner
  // commits later and goes on from there (one load, the common case).
  // Otherwise the work-items move the frontier over what is ready: whole
  // blocks by their counters (ScanBlocks per work-item), else the slots of
  // the frontier's block by their tags (ScanSlots per work-item).
  Id scope = u32(static_cast<uint32_t>(spv::Scope::Subgroup));
  Id ballot = subgroup(spv::Op::OpGroupNonUniformBallot,
                       m_.module().typeVector(m_.u32(), 4),
                       {scope, m_.module().constantBool(true)});
  Id rank = group(spv::Op::OpGroupNonUniformBallotBitCount,
                  spv::GroupOperation::ExclusiveScan, ballot);
  Id lanes = group(spv::Op::OpGroupNonUniformBallotBitCount,
                   spv::GroupOperation::Reduce, ballot);
  Id frontier = counterPointer(side, Counter::Frontier);
  fe_.emitDoWhile([&] {
    Id elected = elect();
    Id seen = broadcastFirst(
        onLeader(elected, m_.u32(), [&] { return atomicLoad(frontier); }));
    Id head = broadcastFirst(onLeader(elected, m_.u32(), [&] {
      return select(headReady(side, seen), u32(1), u32(0));
    }));
    Id go = fe_.emitIfElse(
        compare(spv::Op::OpINotEqual, head, u32(0)), m_.u32(),
        [&] {
          Step step = scanStep(side, seen, rank, lanes);
          return broadcastFirst(onLeader(elected, m_.u32(), [&] {
            return advanceStep(side, seen, step.length, step.sawAll);
          }));
        },
        [&] { return u32(0); });
    Id taken = add(b_.load(m_.u32(), steps), u32(1));
    b_.store(steps, taken);
    return both(compare(spv::Op::OpINotEqual, go, u32(0)),
                compare(spv::Op::OpULessThan, taken, advanceBudget()));
  });
}

PipeRing::Step PipeRing::scanStep(PipeSide side, Id seen, Id rank, Id lanes) {
  auto reduce = [&](spv::Op op, Id value) {
    return group(op, spv::GroupOperation::Reduce, value);
  };
  // Complete blocks from the frontier's: the leading run of each lane's
  // ScanBlocks, up to the first lane whose run is short.
  Id laneFirst = binary(spv::Op::OpIMul, rank, u32(ScanBlocks));
  Id run = leadingRun(ScanBlocks, [&](uint32_t j) {
    Id block = add(laneFirst, u32(j));
    return blockComplete(
        side, add(blockStart(seen),
                  binary(spv::Op::OpShiftLeftLogical, block, blockShift_)));
  });
  Id blocks = reduce(spv::Op::OpGroupNonUniformUMin,
                     select(compare(spv::Op::OpULessThan, run, u32(ScanBlocks)),
                            add(laneFirst, run),
                            binary(spv::Op::OpIMul, lanes, u32(ScanBlocks))));
  // Else the ready slots of the frontier's block, by their tags.
  Id slotsRun = fe_.emitIfElse(
      compare(spv::Op::OpIEqual, blocks, u32(0)), m_.u32(),
      [&] {
        Id offset = binary(spv::Op::OpIMul, rank, u32(ScanSlots));
        Id run = readyRun(side, add(seen, offset), laneLimit(seen, rank));
        Id shortLane =
            reduce(spv::Op::OpGroupNonUniformUMin,
                   select(compare(spv::Op::OpULessThan, run, u32(ScanSlots)),
                          rank, lanes));
        Id partial = reduce(
            spv::Op::OpGroupNonUniformIAdd,
            select(compare(spv::Op::OpIEqual, rank, shortLane), run, u32(0)));
        return add(binary(spv::Op::OpIMul, shortLane, u32(ScanSlots)), partial);
      },
      [&] { return u32(0); });
  return stepFrom(seen, blocks, slotsRun, lanes);
}

Id PipeRing::advancerPointer(PipeSide side) {
  return headerPointer(side == PipeSide::Write ? PipeLayout::WriteAdvancer
                                               : PipeLayout::ReadAdvancer);
}

Id PipeRing::helpPointer(PipeSide side) {
  return headerPointer(side == PipeSide::Write ? PipeLayout::WriteHelp
                                               : PipeLayout::ReadHelp);
}

Id PipeRing::exchange(Id pointer, Id value) {
  return b_.emit(spv::Op::OpAtomicExchange, m_.u32(),
                 {pointer, u32(static_cast<uint32_t>(spv::Scope::Device)),
                  u32(Relaxed), value});
}

Id PipeRing::tryToAdvance(PipeSide side) {
  // Only when the frontier's slot is ready (else its owner will come), and
  // only one advancer at a time: contention would serialise the committers
  // behind the frontier's compare-and-swap.
  Id seen = atomicLoad(counterPointer(side, Counter::Frontier));
  return fe_.emitIfElse(
      headReady(side, seen), m_.u32(),
      [&] {
        Id before = exchange(advancerPointer(side), u32(1));
        return select(compare(spv::Op::OpIEqual, before, u32(0)), u32(1),
                      u32(0));
      },
      [&] { return u32(0); });
}

Id PipeRing::stopAdvancing(PipeSide side) {
  // Exchanged, not stored: reading the flag from any committer that found
  // it taken orders that committer's tags before the check that follows,
  // which goes on if one of them is now at the frontier.
  exchange(advancerPointer(side), u32(0));
  loopFence();
  Id seen = atomicLoad(counterPointer(side, Counter::Frontier));
  return select(headReady(side, seen), u32(1), u32(0));
}

Id PipeRing::handOff(PipeSide side) {
  // The flag is given back and the frontier's slot is ready again. Ask for
  // help first, then look at the newest claimed slot: if it is at or past
  // the frontier and not committed yet, its committer has still to make
  // its check. That committer stores its tags, then (a fence or device
  // barrier between) loads the help word; this stores the word, then (a
  // fence) loads the tag. So if this sees the tag not ready, that committer
  // sees the word and advances from wherever the frontier is then: leave.
  // If it is ready every claim may be in, and nobody would come: go on.
  // (One slot, not a scan: the scan's straight-line loads cost the
  // advance's code registers and 1-25% where it never runs.)
  atomicStore(helpPointer(side), u32(1));
  loopFence();
  Id seen = atomicLoad(counterPointer(side, Counter::Frontier));
  Id claimed = atomicLoad(counterPointer(side, Counter::Position));
  // (roomBelow: 0 also when the two loads disagree and the position looks
  // behind the frontier.)
  Id pending =
      both(compare(spv::Op::OpINotEqual, roomBelow(claimed, seen), u32(0)),
           b_.unary(spv::Op::OpLogicalNot, m_.boolType(),
                    headReady(side, sub(claimed, u32(1)))));
  return select(pending, u32(0), u32(1));
}

void PipeRing::advanceSubgroup(PipeSide side, Id first, Id count) {
  // Only a commit that holds the slot at the frontier starts an advance,
  // or any commit while help is asked for; the others leave after one load
  // of each. That is enough: the owner of the frontier's slot, when it
  // reads the frontier after its tags (a fence between), either finds it in
  // its own range and advances, or finds it further back; then the
  // advancer that later moves the frontier up to the slot reads its tag
  // after moving it (the same fences, the other way round) and goes on
  // over it, or stops and rechecks in stopAdvancing, or asks a commit
  // still to come for help in handOff, which finds the help word set in
  // the same load. Every other committer only ever helped.
  Id pair = m_.uvec2();
  Id seen = onLeader(elect(), pair, [&] {
    return b_.compositeConstruct(
        pair, {atomicLoad(counterPointer(side, Counter::Frontier)),
               atomicLoad(helpPointer(side))});
  });
  Id frontier = broadcastFirst(b_.compositeExtract(m_.u32(), seen, {0}));
  Id helping =
      compare(spv::Op::OpINotEqual,
              broadcastFirst(b_.compositeExtract(m_.u32(), seen, {1})), u32(0));
  Id mine = select(compare(spv::Op::OpULessThan, sub(frontier, first), count),
                   u32(1), u32(0));
  Id anyMine = compare(
      spv::Op::OpINotEqual,
      group(spv::Op::OpGroupNonUniformUMax, spv::GroupOperation::Reduce, mine),
      u32(0));
  fe_.emitIfElse(
      b_.binary(spv::Op::OpLogicalOr, m_.boolType(), anyMine, helping),
      [&] {
        // A helper sees the ready slots the one that asked saw before it
        // stored the word.
        fe_.emitIfElse(
            helping, [&] { fence(); }, [] {});
        advanceFromOwnSlot(side, helping);
      },
      [] {});
}

Id PipeRing::advanceBudget() {
  // The global size's product against PersistentGridItems, without
  // overflow: x <= T, y <= T / x, z <= T / x / y.
  Id bound = u32(PersistentGridItems);
  Id fits = m_.module().constantBool(true);
  for (uint32_t d = 0; d < 3; ++d) {
    Id size = fe_.loadPushConstantWord(u32(DispatchLayout::GlobalSize + 4 * d));
    fits = both(fits, compare(spv::Op::OpULessThanEqual, size, bound));
    bound =
        binary(spv::Op::OpUDiv, bound,
               select(compare(spv::Op::OpIEqual, size, u32(0)), u32(1), size));
  }
  return select(fits, u32(AdvanceSteps), u32(~0u));
}

void PipeRing::advanceFromOwnSlot(PipeSide side, Id helping) {
  Id steps = fe_.newLocalVariable(m_.u32());
  b_.store(steps, u32(0));
  fe_.emitDoWhile([&] {
    Id elected = elect();
    Id advancing = broadcastFirst(onLeader(elected, m_.u32(), [&] {
      Id took = tryToAdvance(side);
      // A helper that takes over answers the call: holding the flag, it
      // rechecks when it gives the flag back, as every advancer does.
      fe_.emitIfElse(
          both(compare(spv::Op::OpINotEqual, took, u32(0)), helping),
          [&] { atomicStore(helpPointer(side), u32(0)); }, [] {});
      return took;
    }));
    Id again = fe_.emitIfElse(
        compare(spv::Op::OpINotEqual, advancing, u32(0)), m_.u32(),
        [&] {
          scanSubgroup(side, steps);
          Id leader = elect();
          Id spent = compare(spv::Op::OpUGreaterThanEqual,
                             b_.load(m_.u32(), steps), advanceBudget());
          return broadcastFirst(onLeader(leader, m_.u32(), [&] {
            Id ready =
                compare(spv::Op::OpINotEqual, stopAdvancing(side), u32(0));
            return fe_.emitIfElse(
                both(ready, spent), m_.u32(), [&] { return handOff(side); },
                [&] { return select(ready, u32(1), u32(0)); });
          }));
        },
        [&] { return u32(0); });
    return compare(spv::Op::OpINotEqual, again, u32(0));
  });
}

// --- Packets. ---

Id PipeRing::transfer(PipeSide side, Id reservation, Id index, MemSpace space,
                      Id address, uint32_t align, uint32_t packetBytes) {
  Id first = b_.compositeExtract(m_.u32(), reservation, {0});
  Id count = b_.compositeExtract(m_.u32(), reservation, {1});
  return fe_.emitIfElse(
      compare(spv::Op::OpULessThan, index, count), m_.u32(),
      [&] {
        Id position = add(first, index);
        // Large packets move in a loop (CTS pipe_max_packet_size: 32 KiB
        // packets, unrolled, made 65,000 accesses per kernel).
        fe_.emitChunked(packetBytes, [&](Id offset, Id word,
                                         uint32_t offsetAlign, uint32_t n) {
          moveWords(side, position, word, fe_.addressAt(space, address, offset),
                    space, alignAt(align, offsetAlign), n);
        });
        return u32(0);
      },
      [&] { return u32(~0u); });
}

void PipeRing::moveWords(PipeSide side, Id position, Id firstWord, Id address,
                         MemSpace space, uint32_t align, uint32_t bytes) {
  uint32_t words = (bytes + 3) / 4;
  auto slot = [&](uint32_t w) {
    return dataPointer(position, w ? add(firstWord, u32(w)) : firstWord);
  };
  if (side == PipeSide::Write) {
    std::vector<Id> data = fe_.loadPacketWords(space, address, align, bytes);
    for (uint32_t w = 0; w < words; ++w)
      atomicStore(slot(w), data[w]);
  } else {
    std::vector<Id> data;
    for (uint32_t w = 0; w < words; ++w)
      data.push_back(atomicLoad(slot(w)));
    fe_.storePacketWords(space, address, align, bytes, data);
  }
}

Id PipeRing::numPackets() {
  Id committed = atomicLoad(counterPointer(PipeSide::Write, Counter::Frontier));
  Id claimed = atomicLoad(counterPointer(PipeSide::Read, Counter::Position));
  Id waiting = roomBelow(committed, claimed);
  return select(compare(spv::Op::OpUGreaterThan, waiting, capacity_), capacity_,
                waiting);
}

// --- Structured control flow and groups. ---

Id PipeRing::onLeader(Id leader, Id type, const std::function<Id()> &body) {
  return fe_.emitIfElse(leader, type, body,
                        [&] { return m_.module().constantNull(type); });
}

Id PipeRing::subgroup(spv::Op op, Id type, std::vector<Id> operands) {
  return b_.emit(op, type, operands);
}

Id PipeRing::group(spv::Op op, spv::GroupOperation how, Id value) {
  return subgroup(op, m_.u32(),
                  {u32(static_cast<uint32_t>(spv::Scope::Subgroup)),
                   static_cast<uint32_t>(how), value});
}

Id PipeRing::broadcastFirst(Id value) {
  return subgroup(spv::Op::OpGroupNonUniformBroadcastFirst, m_.u32(),
                  {u32(static_cast<uint32_t>(spv::Scope::Subgroup)), value});
}

Id PipeRing::elect() {
  return subgroup(spv::Op::OpGroupNonUniformElect, m_.boolType(),
                  {u32(static_cast<uint32_t>(spv::Scope::Subgroup))});
}

Id PipeRing::localLinearId() {
  return b_.load(m_.u32(),
                 m_.builtinInput(spv::BuiltIn::LocalInvocationIndex, m_.u32()));
}

void PipeRing::loopFence() {
  if (m_.target().fencesInDivergentLoops)
    fence();
}

void PipeRing::fence() {
  b_.emitVoid(spv::Op::OpMemoryBarrier,
              {u32(static_cast<uint32_t>(spv::Scope::Device)),
               u32(bits(spv::MemorySemanticsMask::AcquireRelease) | Uniform)});
}

void PipeRing::localBarrier(spv::Scope memory) {
  b_.emitVoid(spv::Op::OpControlBarrier,
              {u32(static_cast<uint32_t>(spv::Scope::Workgroup)),
               u32(static_cast<uint32_t>(memory)),
               u32(memory == spv::Scope::Device ? AllMemory : SharedScratch)});
}

void PipeRing::subgroupBarrier() {
  b_.emitVoid(spv::Op::OpControlBarrier,
              {u32(static_cast<uint32_t>(spv::Scope::Subgroup)),
               u32(static_cast<uint32_t>(spv::Scope::Device)), u32(AllMemory)});
}

Id PipeRing::scratchPointer(uint32_t word) {
  return fe_.wordPointer(MemSpace::Local, u32(4 * word), 4);
}

} // namespace vkcl
