// The ring buffer under every pipe builtin (layout: vkcl/PipeLayout.h).
//
// Pipes.cpp maps each OpenCL builtin onto these few operations: claim a
// range of positions (by one work-item, or once for a sub-group or a
// work-group), move one packet between a slot and memory, and publish or
// release the slots of a range. Every access to the ring is a device-scope
// atomic, so the code is correct under the GLSL450 memory model on drivers
// whose caches are not coherent between work-groups. The atomics themselves
// are relaxed; device-scope fences (or barriers) after the tag checks and
// before the tag stores order the packet words. Fences, not acquire/release
// atomics, because those are in loops whose trip counts differ between
// sub-groups, where lavapipe (Mesa 22.3) then loses invocations.
#pragma once

#include "FunctionEmitter.h"

#include <functional>

namespace vkcl {

/// Which counter a reservation claims from.
enum class PipeSide { Read, Write };

/// The scope that makes one reservation together.
enum class PipeScope { WorkItem, SubGroup, WorkGroup };

/// Bytes of `__local` memory a kernel reserves at offset 0 when anything it
/// calls makes work-group reservations (the elected work-item's result).
inline constexpr uint32_t PipeScratchBytes = 16;

class PipeRing {
public:
  /// `pipe` is the pipe object's device address.
  PipeRing(FunctionEmitter &fe, Id pipe);

  Id capacity() const { return capacity_; }

  /// Claims `count` consecutive positions for this work-item (aggregated
  /// with the other active work-items of its sub-group into one
  /// compare-and-swap), for `scope` WorkItem; or one range for the whole
  /// sub-group or work-group (every work-item calls it with the same
  /// count). Returns the reservation as a uvec2 (first position, count),
  /// count 0 when the pipe has no room (writers) or not enough committed
  /// packets (readers), or when `count` is 0 or over the capacity.
  Id reserve(PipeSide side, PipeScope scope, Id count);

  /// Publishes (writers) or frees (readers) the slots of `reservation`: by
  /// the calling work-item alone, or shared out over the sub-group or
  /// work-group after a barrier that orders every member's packet accesses
  /// before the tags.
  void commit(PipeSide side, PipeScope scope, Id reservation);

  /// Copies the packet of `reservation`'s `index`-th position between its
  /// slot and memory at (space, address). Returns int 0, or -1 when the
  /// reservation is invalid or the index is outside it.
  Id transfer(PipeSide side, Id reservation, Id index, MemSpace space,
              Id address, uint32_t align, uint32_t packetBytes);

  /// Writers' minus readers' claimed positions, at most the capacity.
  Id numPackets();

  static Id nullReservation(ModuleEmitter &m);
  static Id reservationType(ModuleEmitter &m) { return m.uvec2(); }

private:
  struct Slot {
    Id index; ///< position % capacity
    Id lap;   ///< position / capacity
  };

  Id u32(uint32_t v) { return m_.constU32(v); }
  Id binary(spv::Op op, Id a, Id b) { return b_.binary(op, m_.u32(), a, b); }
  Id compare(spv::Op op, Id a, Id b) {
    return b_.binary(op, m_.boolType(), a, b);
  }
  Id select(Id cond, Id a, Id b) { return b_.select(m_.u32(), cond, a, b); }

  Id headerPointer(uint32_t offset);
  Id counterPointer(PipeSide side);
  Id tagPointer(Id slot);
  Id dataPointer(Id slot, uint32_t word);
  Id atomicLoad(Id pointer, spv::Scope scope, uint32_t semantics);
  void atomicStore(Id pointer, spv::Scope scope, uint32_t semantics, Id value);

  /// (position + n) modulo Wrap, for n no larger than the capacity.
  Id advance(Id position, Id n);
  Slot slotOf(Id position);
  /// The slot `k` positions after `base` (k below the capacity).
  Slot slotAfter(const Slot &base, Id k);
  Id nextLap(Id lap);
  /// The tag a slot has when ready for `side` in `lap`, and the tag a
  /// commit by `side` leaves.
  Id readyTag(PipeSide side, Id lap);
  Id committedTag(PipeSide side, Id lap);
  /// Whether the tags of positions first + k, k = start, start + step, ...
  /// below count, are all ready for `side` (acquire loads).
  Id rangeReady(PipeSide side, Id first, Id start, Id count, Id step);
  /// Tags of those positions set to committedTag (release stores).
  void publishRange(PipeSide side, Id first, Id start, Id count, Id step);

  Id reserveWorkItem(PipeSide side, Id count);
  Id reserveSubGroup(PipeSide side, Id count);
  Id reserveWorkGroup(PipeSide side, Id count);
  /// The elected work-item's decision after a failed tag check: retry when
  /// the counter moved on since `seen` (the view was stale), else give up.
  Id counterMoved(PipeSide side, Id seen);
  /// The elected work-item's attempt at a group reservation whose tags were
  /// checked (`allReady`): Claimed, Retry or NoRoom.
  Id decide(PipeSide side, Id valid, Id allReady, Id position, Id count);

  /// do { ... } while (body()), body returning a bool.
  void doWhile(const std::function<Id()> &body);
  /// for (k = start; k < end && (!okVar || *okVar); k += step) body(k)
  void forLoop(Id start, Id end, Id step, Id okVar,
               const std::function<void(Id)> &body);
  /// OpMemoryBarrier at device scope, acquire-release on device memory.
  void fence();
  Id subgroupOp(spv::Op op, Id type, std::vector<Id> operands);
  Id broadcastFirst(Id value);
  Id elect();
  Id localLinearId();
  /// A work-group barrier; Device `memory` also orders device memory.
  void localBarrier(spv::Scope memory);
  Id scratchPointer(uint32_t word);

  FunctionEmitter &fe_;
  ModuleEmitter &m_;
  spirv::Builder &b_;
  Id pipe_;
  Id capacity_, laps_, wrap_, dataOffset_;
};

} // namespace vkcl
