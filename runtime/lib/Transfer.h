// Copies and fills by the runtime's own compute shaders (shaders/).
//
// On NVIDIA's driver vkCmdCopyBuffer moves under a third of what a uvec4
// loop through buffer device addresses does (0.85 against 2.9 TB/s on an
// H100, 0.05 against 2.4 when the two sides are not 4-byte aligned alike),
// and vkCmdFillBuffer writes 32-bit patterns only, while OpenCL fills take
// patterns of up to 128 bytes. The queue decides when to use these
// (TransferPolicy in Queue.h); this file records them.
#pragma once

#include "Internal.h"

#include <cstdint>
#include <vector>

namespace vkcl {

/// The copy and fill pipelines of one device: created on first use, under
/// a lock, since several Queues may record on different threads at once;
/// destroyed with the device.
class TransferPipelines {
public:
  explicit TransferPipelines(Device::Impl &device) : device_(device) {}
  ~TransferPipelines();
  TransferPipelines(const TransferPipelines &) = delete;
  TransferPipelines &operator=(const TransferPipelines &) = delete;

  /// Records a copy of `bytes` from device address `src` to `dst`, at any
  /// alignment (the ranges must not overlap); at most `maxGroups`
  /// work-groups per dispatch, 0 for the default.
  Status recordCopy(VkCommandBuffer cmd, VkDeviceAddress src,
                    VkDeviceAddress dst, VkDeviceSize bytes,
                    uint32_t maxGroups);
  /// Records a fill of `bytes` at device address `dst` from `table`, the
  /// device address of fillTable(dst, …) (16-byte aligned), whose size is
  /// `tableBytes`.
  Status recordFill(VkCommandBuffer cmd, VkDeviceAddress dst,
                    VkDeviceSize bytes, VkDeviceAddress table,
                    uint32_t tableBytes, uint32_t maxGroups);

private:
  /// copy.comp's MODE values come first, so a copy kind is its MODE.
  enum Kind { CopyShifted, CopyWords, CopyPairs, CopyQuads, Fill, KindCount };
  /// copy.comp's and fill.comp's push constants.
  struct Args {
    uint32_t dst[2];
    uint32_t src[2]; ///< fill: the table
    uint32_t first;
    uint32_t end;
    uint32_t extra; ///< copy: the byte shift; fill: table uvec4s
  };

  Result<VkPipeline> pipeline(Kind kind);
  /// Binds `kind` and dispatches over [first, end) bytes from `dst` (and
  /// `src`), in pieces of at most `chunk` bytes, each with its bases
  /// advanced by its start.
  Status dispatch(VkCommandBuffer cmd, Kind kind, VkDeviceAddress dst,
                  VkDeviceAddress src, bool advanceSrc, uint64_t first,
                  uint64_t end, uint32_t extra, uint32_t unitBytes,
                  uint64_t chunk, uint32_t maxGroups);

  Device::Impl &device_;
  std::mutex mutex_;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkPipeline pipelines_[KindCount] = {};
};

/// The table fill.comp reads for a fill of `pattern` (1..128 bytes) that
/// starts at device address `dst`: lcm(patternSize, 16) bytes, byte k the
/// pattern byte that belongs at floor16(dst) + k.
std::vector<uint8_t> fillTable(VkDeviceAddress dst, const void *pattern,
                               size_t patternSize);

} // namespace vkcl
