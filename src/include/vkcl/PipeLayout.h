// The memory layout of a pipe object: the one contract between the code the
// compiler emits for the pipe builtins and the runtime's Pipe.
//
// A pipe is a bounded lock-free multi-producer multi-consumer queue in one
// device buffer, built so that no reservation ever retries or waits:
// - Positions are 32-bit counters that wrap; the ring has a power-of-two
//   number of slots (Slots >= Capacity), so slot = position % Slots and
//   lap = position / Slots stay consistent across the wrap.
// - Writers claim with two fetch-and-adds: credits (WriteCredits, checked
//   against ReadFrontier + Capacity and given back when they do not fit),
//   then positions (WritePosition). Readers likewise: ReadCredits against
//   WriteFrontier, then ReadPosition. A full or empty pipe fails at once.
// - WriteFrontier is the end of the longest run of committed positions
//   (ReadFrontier: of released ones); below it every slot is ready for the
//   other side, so a claim never has to check a slot. Committers advance the
//   frontiers: whole blocks of BlockSlots positions by per-block counters,
//   then single slots by their tags, with compare-and-swap; whoever finds
//   the slot at the frontier not ready stops, as its owner will go on. One
//   committer at a time advances a frontier (an exchanged flag); the others
//   leave their slots to it. In grids about the GPU's size, an advancer
//   that has made a few steps and still finds the frontier's slot ready
//   hands the rest over: it sets the side's help word and leaves if the
//   newest claimed slot is at or past the frontier and not yet committed;
//   that slot's committer reads the word after its tags and advances. So no
//   work-group keeps advancing for all the others while its own work waits.
// - Tag of the slot of a position in lap `l`: 2 * l free (written by the
//   reader of the previous lap), 2 * l + 1 committed. A reader's release
//   writes 2 * (l + 1). Block counters add BlockSlots per lap: a block is
//   complete for lap l at (l + 1) * BlockSlots. A zero-filled header, tag
//   array and counter arrays is an empty pipe: reset is a fill.
// - Packet data is 32-bit words, word-major: word k of slot s is at
//   DataOffset + 4 * (k * Slots + s), so work-items moving consecutive
//   packets make coalesced accesses whatever the packet size.
// Every access to this memory is a device-scope atomic (coherent between
// work-groups under any memory model); fences order the packet words.
#pragma once

#include <cstdint>

namespace vkcl {

struct PipeLayout {
  // Counters (uint32 each), one cache line apiece: they are all contended.
  static constexpr uint32_t WritePosition = 0;
  static constexpr uint32_t WriteCredits = 128;
  static constexpr uint32_t WriteFrontier = 256;
  static constexpr uint32_t ReadPosition = 384;
  static constexpr uint32_t ReadCredits = 512;
  static constexpr uint32_t ReadFrontier = 640;
  // Constants written by the runtime (uint32 each).
  static constexpr uint32_t Capacity = 768;      ///< max packets (N)
  static constexpr uint32_t PacketSize = 772;    ///< bytes per packet
  static constexpr uint32_t PacketWords = 776;   ///< ceil(PacketSize / 4)
  static constexpr uint32_t Slots = 780;         ///< power of two >= N
  static constexpr uint32_t SlotShift = 784;     ///< log2(Slots)
  static constexpr uint32_t BlockShift = 788;    ///< log2(BlockSlots)
  static constexpr uint32_t CommitBlocks = 792;  ///< offset of uint[blocks]
  static constexpr uint32_t ReleaseBlocks = 796; ///< offset of uint[blocks]
  static constexpr uint32_t DataOffset = 800;    ///< offset of the words
  // Who is advancing each frontier (0: nobody), taken by atomic exchange.
  static constexpr uint32_t WriteAdvancer = 896;
  static constexpr uint32_t ReadAdvancer = 960;
  // Help wanted (nonzero) for each frontier, loaded by every commit. Not in
  // the frontier's cache line: a second load there cost the per-work-item
  // reads 17-24% on an H200 (the line every commit and the advancer hit).
  static constexpr uint32_t WriteHelp = 928;
  static constexpr uint32_t ReadHelp = 992;
  static constexpr uint32_t HeaderBytes = 1024;
  static_assert(WriteAdvancer < WriteHelp && ReadAdvancer < ReadHelp &&
                    ReadHelp < HeaderBytes,
                "the help words lie where a reset zeroes the flags");
  static constexpr uint32_t TagsOffset = HeaderBytes; ///< uint[Slots]

  /// Sub-groups of up to 128 work-items sum their requests in 32 bits.
  static constexpr uint32_t MaxCapacity = 1u << 25;
  static constexpr uint32_t MaxBlockSlots = 4096;

  /// Where everything lies for a pipe of `capacity` packets of
  /// `packetSize` bytes (64-bit sizes: the caller checks they fit).
  struct Geometry {
    uint32_t capacity = 0, packetSize = 0;
    uint64_t packetWords = 0;
    uint32_t slots = 0, slotShift = 0, blockShift = 0;
    uint64_t commitBlocks = 0, releaseBlocks = 0, dataOffset = 0;
    uint64_t totalBytes = 0;
  };

  static constexpr Geometry geometry(uint32_t packetSize, uint32_t capacity) {
    Geometry g;
    g.capacity = capacity;
    g.packetSize = packetSize;
    g.packetWords = (uint64_t(packetSize) + 3) / 4;
    g.slots = 1;
    while (g.slots < capacity)
      g.slots *= 2;
    while ((1u << g.slotShift) < g.slots)
      ++g.slotShift;
    g.blockShift = g.slotShift < 12 ? g.slotShift : 12;
    uint64_t blocks = uint64_t(g.slots) >> g.blockShift;
    g.commitBlocks = TagsOffset + 4ull * g.slots;
    g.releaseBlocks = g.commitBlocks + 4 * blocks;
    g.dataOffset = (g.releaseBlocks + 4 * blocks + 127) / 128 * 128;
    g.totalBytes = g.dataOffset + 4 * g.packetWords * g.slots;
    return g;
  }
};

} // namespace vkcl
