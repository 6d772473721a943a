// Pipe objects: a buffer in the PipeLayout format, reset by the queue.
//
// Reset is a fill, not a host write of the whole header and tag array: a
// pipe of 2^30 packets has 4 GiB of tags, and a zero-filled ring is an empty
// pipe by construction of the tag encoding (PipeLayout.h). Only the six
// header constants come from the host.
#include "Internal.h"

#include "vkcl/PipeLayout.h"

#include <cstring>

namespace vkcl {

struct Pipe::Impl {
  Device::Impl *device = nullptr;
  Buffer buffer;
  uint32_t packetSize = 0;
  uint32_t capacity = 0;
};

Pipe::Pipe() = default;
Pipe::Pipe(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Pipe::Pipe(Pipe &&) noexcept = default;
Pipe &Pipe::operator=(Pipe &&) noexcept = default;
Pipe::~Pipe() = default;

Result<Pipe> Pipe::create(Device &device, Queue &queue, uint32_t packetSize,
                          uint32_t maxPackets) {
  // clCreatePipe: CL_INVALID_PIPE_SIZE if pipe_packet_size is 0 or
  // max_packets is 0.
  if (packetSize == 0)
    return makeError(ErrorCode::InvalidArgument,
                     "a pipe's packet size must not be 0");
  if (maxPackets == 0)
    return makeError(ErrorCode::InvalidArgument,
                     "a pipe must hold at least one packet (maxPackets is 0)");
  if (maxPackets > PipeLayout::MaxCapacity)
    return makeError(
        ErrorCode::InvalidArgument,
        "a pipe holds at most " + std::to_string(PipeLayout::MaxCapacity) +
            " packets; " + std::to_string(maxPackets) + " were asked for");
  // The ring has a power-of-two number of slots (at most twice the
  // capacity), so its sizes are worked out in 64 bits.
  uint64_t bytes = PipeLayout::geometry(packetSize, maxPackets).totalBytes;
  if (bytes >= (uint64_t(1) << 32))
    return makeError(ErrorCode::InvalidArgument,
                     "a pipe of " + std::to_string(maxPackets) +
                         " packets of " + std::to_string(packetSize) +
                         " bytes needs " + std::to_string(bytes) +
                         " bytes; kernels address a pipe with 32-bit "
                         "offsets, so it must stay below 4 GiB");
  if (&queueDevice(queue) != &device.impl())
    return makeError(ErrorCode::InvalidArgument,
                     "Pipe::create: the queue belongs to another device");
  Result<Buffer> buffer = Buffer::create(device, bytes);
  if (!buffer)
    return buffer.error();
  auto impl = std::make_unique<Impl>();
  impl->device = &device.impl();
  impl->buffer = std::move(*buffer);
  impl->packetSize = packetSize;
  impl->capacity = maxPackets;
  Pipe pipe(std::move(impl));
  if (Status s = pipe.reset(queue); !s)
    return s;
  return pipe;
}

uint32_t Pipe::packetSize() const { return impl_ ? impl_->packetSize : 0; }
uint32_t Pipe::maxPackets() const { return impl_ ? impl_->capacity : 0; }

const Buffer &Pipe::buffer() const {
  static const Buffer none;
  return impl_ ? impl_->buffer : none;
}

Status Pipe::reset(Queue &queue) {
  if (!impl_)
    return makeError(ErrorCode::InvalidOperation,
                     "Pipe::reset: the pipe is not valid");
  if (&queueDevice(queue) != impl_->device)
    return makeError(ErrorCode::InvalidArgument,
                     "Pipe::reset: the queue belongs to another device");
  const PipeLayout::Geometry g =
      PipeLayout::geometry(impl_->packetSize, impl_->capacity);
  // Counters, header, tags and block counters (and the padding up to the
  // data) to zero: an empty pipe.
  if (Status s =
          queue.fill(impl_->buffer, 0, static_cast<size_t>(g.dataOffset), 0);
      !s)
    return s;
  // The constants, in PipeLayout's order from Capacity to DataOffset.
  static_assert(PipeLayout::DataOffset == PipeLayout::Capacity + 32,
                "the header constants are nine consecutive words");
  const uint32_t header[9] = {g.capacity,
                              g.packetSize,
                              static_cast<uint32_t>(g.packetWords),
                              g.slots,
                              g.slotShift,
                              g.blockShift,
                              static_cast<uint32_t>(g.commitBlocks),
                              static_cast<uint32_t>(g.releaseBlocks),
                              static_cast<uint32_t>(g.dataOffset)};
  return queue.write(impl_->buffer, PipeLayout::Capacity, header,
                     sizeof header);
}

Result<uint32_t> Pipe::numPackets(Queue &queue) const {
  if (!impl_)
    return makeError(ErrorCode::InvalidOperation,
                     "Pipe::numPackets: the pipe is not valid");
  if (&queueDevice(queue) != impl_->device)
    return makeError(ErrorCode::InvalidArgument,
                     "Pipe::numPackets: the queue belongs to another device");
  // Both counters in one read: they sit 128 bytes apart.
  static_assert(PipeLayout::WritePosition < PipeLayout::ReadPosition);
  uint8_t counters[PipeLayout::ReadPosition - PipeLayout::WritePosition + 4];
  if (Status s = queue.read(impl_->buffer, PipeLayout::WritePosition, counters,
                            sizeof counters);
      !s)
    return s;
  uint32_t write = 0, read = 0;
  std::memcpy(&write, counters, 4);
  std::memcpy(&read,
              counters + PipeLayout::ReadPosition - PipeLayout::WritePosition,
              4);
  // Positions are wrapping 32-bit counters.
  return write - read;
}

} // namespace vkcl
