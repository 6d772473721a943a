// In-order command queue: dispatches and transfers, events, timing.
//
// Work is recorded into command buffers (many dispatches per command buffer,
// with a memory barrier between consecutive dispatches so a kernel sees what
// the previous one wrote) and submitted on flush/finish or when a blocking
// call needs results. Events are points on a timeline semaphore.
#pragma once

#include "vkcl/runtime/Image.h"
#include "vkcl/runtime/Program.h"

#include "vkcl/Printf.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace vkcl {

class Queue;

/// Completion and GPU timing of one enqueued dispatch, copy or fill. The
/// queue must outlive it; its timing is kept for the 1919 timed commands
/// after it.
class Event {
public:
  Event() = default;
  bool valid() const { return queue_ != nullptr; }
  /// Blocks until the work is complete.
  Status wait() const;
  /// GPU time between the start and end of the dispatch (all its regions),
  /// in nanoseconds; waits for completion. Needs device timestamps.
  Result<double> gpuTimeNs() const;
  /// The device timestamps at the start and end of the dispatch, in
  /// nanoseconds of the device's clock; waits for completion.
  Result<std::array<uint64_t, 2>> gpuTimestampsNs() const;
  /// Waits at most `timeoutNs` (0: just checks); true once the work is
  /// complete. Polls for up to 200 microseconds before sleeping, as wait()
  /// does, so short work is seen complete without a wake-up's latency.
  Result<bool> waitFor(uint64_t timeoutNs) const;

private:
  friend class Queue;
  Queue *queue_ = nullptr;
  uint64_t value_ = 0;
  uint32_t query_ = 0;
  bool timed_ = false;
};

/// When copies and fills run the runtime's compute shaders (shaders/)
/// rather than vkCmdCopyBuffer and vkCmdFillBuffer. Measured on an H100
/// (bench/transfer/CopyVkcl.cpp): vkCmdCopyBuffer moves 0.85 TB/s, the
/// shader 2.9 (and 2.3 where source and destination are not 8-byte
/// aligned alike, against 0.05); below 256 KiB the transfer command, quicker
/// to start, is as fast or faster. vkCmdFillBuffer writes 3.0 TB/s, as fast
/// as the shader, so the shader fills only patterns it cannot write. Copies
/// between discrete-GPU memory and host-visible (staging) memory always use
/// the transfer command. A new Queue has these defaults on GPUs; on CPU
/// drivers (lavapipe, SwiftShader), where the transfer commands are memcpy
/// and the shaders far slower, thresholds of SIZE_MAX.
struct TransferPolicy {
  /// copy() of at least this many bytes runs the compute copy.
  size_t minComputeCopyBytes = size_t(256) << 10;
  /// fill() and fillPattern() with a pattern that repeats every 4 bytes, at
  /// a 4-byte aligned offset and size, run the compute fill from this size
  /// on (any other pattern always does: vkCmdFillBuffer cannot write it).
  size_t minComputeFillBytes = SIZE_MAX;
  /// Work-groups of 256 per compute dispatch at most; 0: the runtime's
  /// choice. For benchmarks.
  uint32_t maxComputeGroups = 0;
};

class Queue {
public:
  struct Impl;

  /// A queue submitting to the device's VkQueue `queueIndex` (below
  /// Device::queueCount()). Queues on different VkQueues run concurrently:
  /// a pipe's producer on queue 0 and its consumer on queue 1 make progress
  /// together. Several Queues may share one VkQueue.
  static Result<std::unique_ptr<Queue>> create(Device &device,
                                               uint32_t queueIndex = 0);
  ~Queue();

  /// Enqueues `kernel` over `range` with its current argument values.
  /// `event`, when given, gets the dispatch's completion and GPU timing.
  Status enqueue(Kernel &kernel, const NDRange &range, Event *event = nullptr);
  /// Blocking transfers, ordered after previously enqueued work.
  Status write(Buffer &buffer, size_t offset, const void *data, size_t bytes);
  Status read(const Buffer &buffer, size_t offset, void *data, size_t bytes);
  /// Blocking image transfers, ordered after previously enqueued work, as
  /// clEnqueueWriteImage/clEnqueueReadImage: `region` (for 1-D arrays
  /// origin[1]/size[1] are layers, for 2-D arrays origin[2]/size[2]) must
  /// lie inside the image and have no zero size, and unused coordinates
  /// must be 0 (origin) and 1 (size). Host rows are `rowPitch` bytes apart
  /// and slices (3-D slices, layers of arrays) `slicePitch` bytes; 0 means
  /// tightly packed, anything else at least that. `slicePitch` must be 0
  /// for 1-D and 2-D images. writeImage copies `data` before returning; the
  /// image must stay alive until the write has executed.
  Status writeImage(Image &image, const ImageRegion &region, const void *data,
                    size_t rowPitch = 0, size_t slicePitch = 0);
  Status readImage(const Image &image, const ImageRegion &region, void *data,
                   size_t rowPitch = 0, size_t slicePitch = 0);
  /// Device-side image commands (ImageCopy.cpp), recorded in queue order
  /// like copy(); `event`, when given, gets completion and GPU timing.
  /// Regions are as for writeImage (inside the image, no zero size). A
  /// buffer holds a region tightly packed: rows of size[0] pixels, then
  /// the rows of each slice or layer, as clEnqueueCopyImageToBuffer lays
  /// it out.
  ///
  /// copyImage copies `srcRegion` of `src` to the box of the same size at
  /// `dstOrigin` in `dst`; both must have the same format, any types (the
  /// region's pixels are taken in x, y, z order, so a 1-D array's layers
  /// may land in a 2-D image's rows). The boxes may be in one image only
  /// if they do not overlap.
  Status copyImage(const Image &src, const ImageRegion &srcRegion, Image &dst,
                   const std::array<uint64_t, 3> &dstOrigin,
                   Event *event = nullptr);
  Status copyImageToBuffer(const Image &src, const ImageRegion &region,
                           Buffer &dst, size_t dstOffset,
                           Event *event = nullptr);
  Status copyBufferToImage(const Buffer &src, size_t srcOffset, Image &dst,
                           const ImageRegion &region, Event *event = nullptr);
  /// Sets every pixel of `region` to the pixelBytes() bytes at `pixel`
  /// (already in the image's format; copied before the call returns).
  Status fillImage(Image &image, const ImageRegion &region, const void *pixel,
                   Event *event = nullptr);
  /// Device-side copy between two buffers (any offsets; the ranges must
  /// not overlap). `event`, when given, gets its completion and GPU timing.
  Status copy(const Buffer &src, size_t srcOffset, Buffer &dst,
              size_t dstOffset, size_t bytes, Event *event = nullptr);
  /// Several regions between two buffers in one command (rectangular
  /// copies); every region is checked against both buffers.
  Status copyRegions(const Buffer &src, Buffer &dst,
                     const std::vector<VkBufferCopy> &regions);
  /// Fills with a repeated 32-bit pattern; offset and bytes multiples of 4.
  Status fill(Buffer &buffer, size_t offset, size_t bytes, uint32_t pattern,
              Event *event = nullptr);
  /// Fills [offset, offset + bytes) with copies of the `patternSize` bytes
  /// at `pattern` (1..128 bytes, copied before the call returns); offset
  /// and bytes are multiples of patternSize (clEnqueueFillBuffer).
  Status fillPattern(Buffer &buffer, size_t offset, size_t bytes,
                     const void *pattern, size_t patternSize,
                     Event *event = nullptr);
  /// Where the output of kernels that call printf goes. Each dispatch of
  /// such a kernel gets its own printf buffer; once the queue sees the
  /// dispatch complete (finish(), a blocking read, Event::wait(), or a
  /// later wait that covers it) the handler is called on that thread with
  /// the dispatch's formatted text and the number of messages dropped
  /// because the buffer was full. The default writes the text to stdout
  /// and a line counting dropped messages to stderr. An empty handler
  /// restores the default.
  using PrintfHandler = std::function<void(const PrintfOutput &)>;
  void setPrintfHandler(PrintfHandler handler);
  /// Bytes of each dispatch's printf buffer, for dispatches enqueued from
  /// now on: 16 (header only: every message is dropped) up to 1 GiB;
  /// PrintfLayout::DefaultBufferBytes (1 MiB) by default.
  Status setPrintfBufferSize(size_t bytes);
  size_t printfBufferSize() const;
  /// Which copies and fills run the compute shaders (TransferPolicy).
  void setTransferPolicy(const TransferPolicy &policy);
  const TransferPolicy &transferPolicy() const;
  /// Submits recorded work without waiting.
  Status flush();
  /// Submits recorded work without waiting and returns an event that
  /// completes when everything enqueued so far has (untimed).
  Result<Event> submit();
  /// Submits and waits for all enqueued work.
  Status finish();

  Impl &impl() { return *impl_; }

private:
  friend class Event;
  explicit Queue(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace vkcl
