// Device memory for kernel arguments.
//
// Buffers are sub-allocated from large blocks (never one vkAllocateMemory
// per buffer); each block is one VkBuffer with device-address usage, so a
// buffer is a (block, offset) range and its kernel-argument value is the
// block's device address plus the offset. Device-local by default; on
// unified memory (CPU drivers, integrated GPUs) device-local memory is also
// host-visible and transfers are plain memcpy.
#pragma once

#include "vkcl/runtime/Device.h"

namespace vkcl {

enum class MemoryKind {
  DeviceLocal, ///< Fastest for kernels; host access is staged.
  HostVisible, ///< Mappable (slower for kernels on discrete GPUs).
  /// Mappable and, where the device has such memory (a discrete GPU's
  /// BAR), device-local; else as HostVisible. For small data the host
  /// writes once and kernels read often: program-scope constants, argument
  /// blocks.
  DeviceMapped,
};

class Buffer {
public:
  struct Impl;

  static Result<Buffer> create(Device &device, size_t bytes,
                               MemoryKind kind = MemoryKind::DeviceLocal);
  /// Wraps an engine's VkBuffer (created with
  /// VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT) as a kernel argument;
  /// borrowed, never destroyed by vkcl.
  static Result<Buffer> wrap(Device &device, VkBuffer buffer,
                             VkDeviceSize offset, VkDeviceSize size);

  Buffer();
  Buffer(Buffer &&) noexcept;
  Buffer &operator=(Buffer &&) noexcept;
  ~Buffer();

  bool valid() const { return impl_ != nullptr; }
  size_t size() const;
  uint64_t deviceAddress() const;
  VkBuffer vkBuffer() const;
  VkDeviceSize vkOffset() const;
  /// Host pointer when the memory is host-visible, else nullptr.
  void *mapped() const;
  Impl &impl() const { return *impl_; }
  static Buffer fromImpl(std::unique_ptr<Impl> impl);

private:
  explicit Buffer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace vkcl
