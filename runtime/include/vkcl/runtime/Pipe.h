// OpenCL 2.0 pipe objects (clCreatePipe).
//
// A pipe is one device buffer laid out as vkcl/PipeLayout.h says: a header,
// a tag per slot and the packet data. Kernels get its device address (a
// `pipe` argument is 8 bytes, like a __global pointer) and move packets with
// the pipe builtins; the host only creates, resets, binds and inspects it.
// Its contents never leave the device: OpenCL has no host access to a
// pipe's packets either.
//
// A pipe is used by kernels on one queue (producer then consumer), or on two
// queues at once (Device::queueCount() >= 2) to stream between concurrently
// running kernels. reset() is enqueued on the queue it is given: work on
// another queue must start after it has completed (Queue::finish()).
#pragma once

#include "vkcl/runtime/Buffer.h"

#include <cstdint>
#include <memory>

namespace vkcl {

class Queue;

class Pipe {
public:
  struct Impl;

  /// A pipe of `maxPackets` packets of `packetSize` bytes, empty once the
  /// reset enqueued on `queue` has run. InvalidArgument for a zero size or
  /// capacity, a capacity above PipeLayout::MaxCapacity, or a pipe of 4 GiB
  /// or more (kernels address it with 32-bit offsets).
  static Result<Pipe> create(Device &device, Queue &queue, uint32_t packetSize,
                             uint32_t maxPackets);

  Pipe();
  Pipe(Pipe &&) noexcept;
  Pipe &operator=(Pipe &&) noexcept;
  ~Pipe();

  bool valid() const { return impl_ != nullptr; }
  uint32_t packetSize() const;
  uint32_t maxPackets() const;
  /// The device memory (header, tags, data), for inspection and interop.
  const Buffer &buffer() const;

  /// Empties the pipe: zeroes the counters and the slot tags and writes the
  /// header constants. Ordered after the work already enqueued on `queue`;
  /// no kernel may use the pipe while it runs.
  Status reset(Queue &queue);
  /// Packets written and not yet read: (write - read) mod Wrap of the two
  /// counters. Waits for the work enqueued on `queue`; meaningful when no
  /// kernel using the pipe is running (on any queue).
  Result<uint32_t> numPackets(Queue &queue) const;

  Impl &impl() const { return *impl_; }

private:
  explicit Pipe(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace vkcl
