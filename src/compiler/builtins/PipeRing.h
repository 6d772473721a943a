// The ring buffer under every pipe builtin (layout: vkcl/PipeLayout.h).
//
// Pipes.cpp maps each OpenCL builtin onto these few operations: claim a
// range of positions (by one work-item, or once for a sub-group or a
// work-group), move one packet between a slot and memory, and publish or
// release the slots of a range. Claims are two fetch-and-adds (credits
// checked against the other side's frontier, then positions), aggregated
// over a sub-group's active work-items, so they never retry; the frontiers
// are advanced by the committers, over whole blocks where they can.
//
// Every access to the ring is a device-scope atomic, so the code is correct
// under the GLSL450 memory model too (a device without Vulkan's) on drivers
// whose caches are not coherent between work-groups. The atomics are relaxed;
// device-scope fences (or barriers) after a claim and before a commit's tags
// order the packet words. Fences outside loops, not acquire/release atomics: in
// loops whose trip counts differ between sub-groups lavapipe (Mesa 22.3) loses
// invocations at either.
#pragma once

#include "FunctionEmitter.h"

#include <functional>

namespace vkcl {

/// Which side of the pipe an operation is on.
enum class PipeSide { Read, Write };

/// The scope that makes one reservation together.
enum class PipeScope { WorkItem, SubGroup, WorkGroup };

/// Bytes of `__local` memory a kernel reserves at offset 0 when anything it
/// calls makes work-group reservations (the claim's result, broadcast).
inline constexpr uint32_t PipeScratchBytes = 16;

class PipeRing {
public:
  /// `pipe` is the pipe object's device address.
  PipeRing(FunctionEmitter &fe, Id pipe);

  Id capacity() const { return capacity_; }

  /// Claims `count` consecutive positions for this work-item (aggregated
  /// with the other active work-items of its sub-group), for `scope`
  /// WorkItem; or one range for the whole sub-group or work-group (every
  /// work-item calls it with the same count). Returns the reservation as a
  /// uvec2 (first position, count), count 0 when the pipe has no room
  /// (writers) or not enough committed packets (readers), or when `count`
  /// is 0 or over the capacity.
  Id reserve(PipeSide side, PipeScope scope, Id count);

  /// Publishes (writers) or frees (readers) the slots of `reservation`, by
  /// the calling work-item alone or shared out over the sub-group or
  /// work-group after a barrier, then advances that side's frontier.
  void commit(PipeSide side, PipeScope scope, Id reservation);

  /// commit(side, WorkItem, reservation) for the reservation the last
  /// reserve(side, WorkItem, ...) of this object made, by the same
  /// work-items (read_pipe, write_pipe): one block update for them all.
  void commitClaim(PipeSide side, Id reservation);

  /// Copies the packet of `reservation`'s `index`-th position between its
  /// slot and memory at (space, address). Returns int 0, or -1 when the
  /// reservation is invalid or the index is outside it.
  Id transfer(PipeSide side, Id reservation, Id index, MemSpace space,
              Id address, uint32_t align, uint32_t packetBytes);

  /// Committed packets not yet claimed by readers, at most the capacity.
  Id numPackets();

  static Id reservationType(ModuleEmitter &m) { return m.uvec2(); }

private:
  enum class Counter { Position, Credits, Frontier };

  Id u32(uint32_t v) { return m_.constU32(v); }
  Id binary(spv::Op op, Id a, Id b) { return b_.binary(op, m_.u32(), a, b); }
  Id compare(spv::Op op, Id a, Id b) {
    return b_.binary(op, m_.boolType(), a, b);
  }
  Id select(Id cond, Id a, Id b) { return b_.select(m_.u32(), cond, a, b); }
  Id both(Id a, Id b) {
    return b_.binary(spv::Op::OpLogicalAnd, m_.boolType(), a, b);
  }
  Id add(Id a, Id b) { return binary(spv::Op::OpIAdd, a, b); }
  Id sub(Id a, Id b) { return binary(spv::Op::OpISub, a, b); }

  // Addresses and atomics.
  Id pointerAt(Id byteOffset);
  Id headerPointer(uint32_t offset) { return pointerAt(u32(offset)); }
  Id counterPointer(PipeSide side, Counter counter);
  Id tagPointer(Id position);
  Id blockPointer(PipeSide side, Id position);
  /// Word `word` (a u32 value; 0, no id, for word 0) of the slot of
  /// `position`: slots hold their packets word-major.
  Id dataPointer(Id position, Id word);
  /// Moves `bytes` of a packet between the slot of `position`, from its
  /// word `firstWord` (a u32 value) on, and `address` in `space`.
  void moveWords(PipeSide side, Id position, Id firstWord, Id address,
                 MemSpace space, uint32_t align, uint32_t bytes);
  Id atomicLoad(Id pointer, spv::Scope scope = spv::Scope::Device);
  void atomicStore(Id pointer, Id value, spv::Scope scope = spv::Scope::Device);
  Id atomicAdd(Id pointer, Id value, spv::Scope scope = spv::Scope::Device);
  void atomicSubtract(Id pointer, Id value);
  Id compareExchange(Id pointer, Id value, Id comparator);

  // Positions.
  Id lapOf(Id position);
  /// The tag a commit by `side` leaves at a position: committed (writers)
  /// or free for the next lap (readers).
  Id committedTag(PipeSide side, Id position);
  /// Whether the block holding `position` is complete for `side`.
  Id blockComplete(PipeSide side, Id position);
  Id blockStart(Id position);
  Id blockSlots();
  /// max(bound - used, 0) for wrapping counters: the room a claim has.
  Id roomBelow(Id bound, Id used);
  /// The frontier a side's claims are bounded by, plus the capacity for
  /// writers.
  Id claimBound(PipeSide side);

  // Claims.
  /// `count`, or 0 when it is 0 or over the capacity (an invalid claim).
  Id wantedCount(Id count);
  Id reserveWorkItem(PipeSide side, Id count);
  Id reserveGroup(PipeSide side, PipeScope scope, Id count);
  /// One invocation's all-or-nothing claim of `wanted` positions: uvec2
  /// (first, wanted) or (0, 0).
  Id claimRange(PipeSide side, Id wanted);

  // Commits.
  /// The commit of the positions first + k (k = start, start + step, ...
  /// < count): `order` (a fence or barrier), their tags, `order` again,
  /// their block counters.
  void publish(PipeSide side, Id first, Id start, Id count, Id step,
               const std::function<void()> &order);
  /// Tags of positions first + k (k = start, start + step, ... < count).
  void publishTags(PipeSide side, Id first, Id start, Id count, Id step);
  /// The block counters of the blocks the range touches, likewise. Only
  /// after a fence or barrier that follows the range's tags: a counter
  /// that says complete moves the frontier over the block without a tag
  /// read, and the other side may then claim its slots; a tag store still
  /// in flight could land over that side's next tag for a slot, and that
  /// side's frontier would stop there for good (the slot's owner has long
  /// made its check).
  void publishBlocks(PipeSide side, Id first, Id start, Id count, Id step);
  /// Moves the frontier over ready blocks and slots, with the active
  /// work-items of the sub-group, when the frontier is in one of their
  /// just-committed ranges [first, first + count) or the help word is set.
  void advanceSubgroup(PipeSide side, Id first, Id count);
  /// The advance itself: become the advancer, scan, give it up, again
  /// while the recheck finds the frontier's slot ready and handOff (once
  /// the budget's steps are spent) cannot leave it to a commit still to
  /// come. `helping`: the help word was set; a helper that takes the flag
  /// clears it.
  void advanceFromOwnSlot(PipeSide side, Id helping);
  /// Scan steps before an advancer hands over: AdvanceSteps in grids the
  /// GPU holds at once, else unbounded (~0u). Computed where it is used,
  /// not held across the advance's loops (registers).
  Id advanceBudget();
  /// The scans of one advancer: until the frontier's slot is not ready, or
  /// `*steps` (counted across scans) reaches advanceBudget().
  void scanSubgroup(PipeSide side, Id steps);
  /// One invocation's attempt to become the side's advancer (1) when the
  /// frontier's slot is ready; and giving it up, 1 when it must go on.
  Id tryToAdvance(PipeSide side);
  Id stopAdvancing(PipeSide side);
  /// After stopAdvancing found the frontier's slot ready: sets the help
  /// word and returns 0 when the newest claimed slot is not committed (its
  /// committer will see the word), else 1 to go on.
  Id handOff(PipeSide side);
  Id advancerPointer(PipeSide side);
  Id helpPointer(PipeSide side);
  Id exchange(Id pointer, Id value);
  struct Step {
    Id length; ///< positions the frontier can move
    Id sawAll; ///< the scan ended on a ready position: go on after it
  };
  /// One step of a scan from the frontier `seen`, by the sub-group's
  /// `lanes` active work-items (this one `rank`-th).
  Step scanStep(PipeSide side, Id seen, Id rank, Id lanes);
  /// The step a scan found: `blocks` complete blocks from the frontier's
  /// (of `participants` checked), else `slotsRun` ready slots of its block.
  Step stepFrom(Id seen, Id blocks, Id slotsRun, Id participants);
  /// Slots of the frontier's block the `rank`-th participant checks.
  Id laneLimit(Id seen, Id rank);
  /// Whether the slot at the frontier is ready (else its owner advances).
  Id headReady(PipeSide side, Id seen);
  /// How many of ready(0), ready(1), ... ready(width - 1) hold before the
  /// first that does not.
  Id leadingRun(uint32_t width, const std::function<Id(uint32_t)> &ready);
  /// Leading ready slots among the 16 from `first`, not past `limit`.
  Id readyRun(PipeSide side, Id first, Id limit);
  /// The leader's step of an advance: CAS the frontier from `seen` to
  /// `seen + k`; returns 1 to go on (the CAS lost, or the run was as long
  /// as the scan could see), else 0.
  Id advanceStep(PipeSide side, Id seen, Id k, Id sawAll);

  // Groups.
  Id onLeader(Id leader, Id type, const std::function<Id()> &body);
  Id subgroup(spv::Op op, Id type, std::vector<Id> operands);
  /// A uint sub-group operation `op` (`how`: Reduce, ExclusiveScan) of
  /// `value`.
  Id group(spv::Op op, spv::GroupOperation how, Id value);
  Id broadcastFirst(Id value);
  Id elect();
  Id localLinearId();
  /// OpMemoryBarrier at device scope, acquire-release on device memory.
  void fence();
  /// fence() in a loop whose trip count may differ between sub-groups:
  /// left out where the target loses invocations to that (lavapipe).
  void loopFence();
  /// A work-group barrier; Device `memory` also orders device memory.
  void localBarrier(spv::Scope memory);
  void subgroupBarrier();
  Id scratchPointer(uint32_t word);

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  Id pipe_;
  Id capacity_, slots_, slotShift_, blockShift_, commitBlocks_, releaseBlocks_,
      dataOffset_;
  /// The last work-item claim's first position and granted total.
  Id claimBase_ = 0, claimTotal_ = 0;
};

} // namespace vkcl
