// The memory layout of a pipe object: the one contract between the code the
// compiler emits for the pipe builtins and the runtime's Pipe.
//
// A pipe is a bounded lock-free multi-producer multi-consumer queue in one
// device buffer. Writers and readers claim consecutive positions by
// compare-and-swap on their counter; every slot has a tag that says, for the
// lap the position is in, whether the slot is free for a writer or holds a
// committed packet for a reader. Reservations check the tags of the slots
// they claim before claiming them, so a full or empty pipe fails at once and
// no kernel ever waits for another work-group.
//
// Positions count modulo Wrap = Capacity * Laps (Laps = 2^31 / Capacity), so
// slot = position % Capacity and lap = position / Capacity stay consistent
// when the counter wraps. For a position in lap `l`, its slot's tag is
//   2 * l       free for the writer of that position,
//   2 * l + 1   committed, for its reader;
// a reader's commit sets it to 2 * ((l + 1) % Laps), free for the next lap.
// A zero-filled ring is therefore an empty pipe: reset is a fill.
//
// Packet data is stored as 32-bit words, word-major: word k of slot s is at
// DataOffset + 4 * (k * Capacity + s). Work-items that move consecutive
// packets then touch consecutive words (coalesced), whatever the packet size.
// Tags and data are accessed with device-scope atomics only, which are
// coherent across work-groups on every memory model and driver.
#pragma once

#include <cstdint>

namespace vkcl {

struct PipeLayout {
  // Header fields (byte offsets of uint32 values). The two counters sit on
  // cache lines of their own: every reservation hits one of them.
  static constexpr uint32_t WritePosition = 0;  ///< next position to write
  static constexpr uint32_t ReadPosition = 128; ///< next position to read
  static constexpr uint32_t Capacity = 256;     ///< max packets (N)
  static constexpr uint32_t PacketSize = 260;   ///< bytes per packet
  static constexpr uint32_t PacketWords = 264;  ///< ceil(PacketSize / 4)
  static constexpr uint32_t Laps = 268;         ///< L = 2^31 / N
  static constexpr uint32_t Wrap = 272;         ///< M = N * L
  static constexpr uint32_t DataOffset = 276;   ///< bytes from the start
  static constexpr uint32_t HeaderBytes = 384;
  /// Tags: uint32[Capacity] from here; data from DataOffset (128-aligned).
  static constexpr uint32_t TagsOffset = HeaderBytes;

  /// Sub-groups of up to 128 work-items sum their requests in 32 bits.
  static constexpr uint32_t MaxCapacity = 1u << 25;

  static constexpr uint32_t packetWords(uint32_t packetSize) {
    return (packetSize + 3) / 4;
  }
  static constexpr uint32_t laps(uint32_t capacity) {
    return (1u << 31) / capacity;
  }
  static constexpr uint64_t dataOffset(uint32_t capacity) {
    return (TagsOffset + 4ull * capacity + 127) / 128 * 128;
  }
  static constexpr uint64_t totalBytes(uint32_t packetSize, uint32_t capacity) {
    return dataOffset(capacity) + 4ull * packetWords(packetSize) * capacity;
  }
};

} // namespace vkcl
