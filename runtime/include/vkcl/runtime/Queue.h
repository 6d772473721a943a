// In-order command queue: dispatches and transfers, events, timing.
//
// Work is recorded into command buffers (many dispatches per command buffer,
// with a memory barrier between consecutive dispatches so a kernel sees what
// the previous one wrote) and submitted on flush/finish or when a blocking
// call needs results. Events are points on a timeline semaphore.
#pragma once

#include "vkcl/runtime/Program.h"

#include <array>
#include <memory>
#include <vector>

namespace vkcl {

class Queue;

/// Completion and GPU timing of one enqueued dispatch. The queue must
/// outlive it; its timing is kept for the 2047 timed dispatches after it.
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

private:
  friend class Queue;
  Queue *queue_ = nullptr;
  uint64_t value_ = 0;
  uint32_t query_ = 0;
  bool timed_ = false;
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
  Status copy(const Buffer &src, size_t srcOffset, Buffer &dst,
              size_t dstOffset, size_t bytes);
  /// Several regions between two buffers in one command (rectangular
  /// copies); every region is checked against both buffers.
  Status copyRegions(const Buffer &src, Buffer &dst,
                     const std::vector<VkBufferCopy> &regions);
  /// Fills with a repeated 32-bit pattern; offset and bytes multiples of 4.
  Status fill(Buffer &buffer, size_t offset, size_t bytes, uint32_t pattern);
  /// Submits recorded work without waiting.
  Status flush();
  /// Submits and waits for all enqueued work.
  Status finish();

  Impl &impl() { return *impl_; }

private:
  friend class Event;
  explicit Queue(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace vkcl
