// Sub-allocation of device memory and the Buffer object.
//
// Drivers limit the number of allocations and each costs time, so memory
// comes in 64 MiB blocks (bigger requests get a block of their own). Each
// block is bound to one VkBuffer usable as storage, transfer source and
// destination, by device address, and as uniform and storage texel buffers
// (1-D buffer images are views of buffers: ImageBuffer.cpp), so a buffer
// never needs its own VkBuffer: it is an offset into its block.
//
// DeviceMapped memory is a discrete GPU's BAR where it has one: kernels
// read program-scope constants and argument blocks from it at
// device-memory speed, where plain host-visible memory is read across PCIe
// once it falls out of the caches (the math library's small tables do
// not: the H200 timed them alike; a user's large tables would). The BAR
// may be as small as 256 MiB, so its blocks are small, and a full BAR
// falls back to host-visible memory.
#include "Internal.h"

namespace vkcl {
namespace {

constexpr VkDeviceSize BlockSize = 64ull << 20;
constexpr VkDeviceSize MappedBlockSize = 4ull << 20;
/// Covers every OpenCL type's alignment (double16: 128) with room to
/// spare, and minTexelBufferOffsetAlignment (Vulkan allows at most 256), so
/// a buffer's start can always begin a texel buffer view.
constexpr VkDeviceSize Alignment = 256;

VkDeviceSize alignUp(VkDeviceSize v, VkDeviceSize a) {
  return (v + a - 1) / a * a;
}

} // namespace

int findMemoryType(const VkPhysicalDeviceMemoryProperties &props,
                   uint32_t allowed, VkMemoryPropertyFlags want) {
  for (uint32_t i = 0; i < props.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) &&
        (props.memoryTypes[i].propertyFlags & want) == want)
      return static_cast<int>(i);
  return -1;
}

Allocator::~Allocator() {
  VkDevice device = device_.device;
  for (auto &kind : blocks_)
    for (auto &block : kind) {
      vkDestroyBuffer(device, block->buffer, nullptr);
      vkFreeMemory(device, block->memory, nullptr);
    }
}

Result<MemoryBlock *> Allocator::newBlock(VkDeviceSize bytes, MemoryKind kind) {
  VkDevice device = device_.device;
  auto block = std::make_unique<MemoryBlock>();
  block->size =
      std::max(kind == MemoryKind::DeviceMapped ? MappedBlockSize : BlockSize,
               alignUp(bytes, Alignment));
  VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bci.size = block->size;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
              VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
              VK_BUFFER_USAGE_TRANSFER_DST_BIT |
              VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
              VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT |
              VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VKCL_CHECK(vkCreateBuffer(device, &bci, nullptr, &block->buffer));
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device, block->buffer, &req);

  const VkPhysicalDeviceMemoryProperties &props = device_.memoryProperties;
  int type = -1;
  if (kind == MemoryKind::DeviceLocal) {
    // Unified memory first: device-local and mappable needs no staging.
    type = findMemoryType(props, req.memoryTypeBits, MappedDeviceMemory);
    if (type < 0 || device_.info.type == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU)
      type = findMemoryType(props, req.memoryTypeBits,
                            VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  }
  if (kind == MemoryKind::DeviceMapped)
    type = findMemoryType(props, req.memoryTypeBits, MappedDeviceMemory);
  const int hostType = findMemoryType(props, req.memoryTypeBits,
                                      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                          VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  if (type < 0)
    type = hostType;
  if (type < 0) {
    vkDestroyBuffer(device, block->buffer, nullptr);
    return makeError(ErrorCode::OutOfMemory, "no suitable memory type");
  }
  VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.pNext = &flags;
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = static_cast<uint32_t>(type);
  VkResult r = vkAllocateMemory(device, &mai, nullptr, &block->memory);
  if (r == VK_ERROR_OUT_OF_DEVICE_MEMORY && kind == MemoryKind::DeviceMapped &&
      hostType >= 0 && type != hostType) { // the BAR is full
    type = hostType;
    mai.memoryTypeIndex = static_cast<uint32_t>(type);
    r = vkAllocateMemory(device, &mai, nullptr, &block->memory);
  }
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(device, block->buffer, nullptr);
    return vulkanError(r, "vkAllocateMemory");
  }
  VKCL_CHECK(vkBindBufferMemory(device, block->buffer, block->memory, 0));
  block->hostVisible = props.memoryTypes[type].propertyFlags &
                       VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT;
  if (block->hostVisible)
    VKCL_CHECK(vkMapMemory(device, block->memory, 0, VK_WHOLE_SIZE, 0,
                           &block->mapped));
  VkBufferDeviceAddressInfo bai{VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
  bai.buffer = block->buffer;
  block->address = vkGetBufferDeviceAddress(device, &bai);
  block->freeRanges[0] = block->size;
  auto &list = blocks_[static_cast<int>(kind)];
  list.push_back(std::move(block));
  return list.back().get();
}

Result<Allocation> Allocator::allocate(VkDeviceSize bytes, MemoryKind kind) {
  std::lock_guard<std::mutex> lock(mutex_);
  VkDeviceSize size = alignUp(bytes, Alignment);
  auto &list = blocks_[static_cast<int>(kind)];
  for (auto &block : list)
    for (auto it = block->freeRanges.begin(); it != block->freeRanges.end();
         ++it) {
      if (it->second < size)
        continue;
      Allocation a{block.get(), it->first, size};
      VkDeviceSize left = it->second - size;
      VkDeviceSize next = it->first + size;
      block->freeRanges.erase(it);
      if (left)
        block->freeRanges[next] = left;
      return a;
    }
  Result<MemoryBlock *> block = newBlock(size, kind);
  if (!block)
    return block.error();
  MemoryBlock *b = *block;
  VkDeviceSize left = b->size - size;
  b->freeRanges.clear();
  if (left)
    b->freeRanges[size] = left;
  return Allocation{b, 0, size};
}

void Allocator::release(const Allocation &a) {
  if (!a.block)
    return;
  std::lock_guard<std::mutex> lock(mutex_);
  auto &ranges = a.block->freeRanges;
  VkDeviceSize offset = a.offset, size = a.size;
  auto next = ranges.lower_bound(offset);
  if (next != ranges.end() && next->first == offset + size) {
    size += next->second;
    next = ranges.erase(next);
  }
  if (next != ranges.begin()) {
    auto prev = std::prev(next);
    if (prev->first + prev->second == offset) {
      prev->second += size;
      return;
    }
  }
  ranges[offset] = size;
}

Buffer::Impl::~Impl() {
  if (device && allocation.block)
    device->allocator->release(allocation);
}

Buffer::Buffer() = default;
Buffer::Buffer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Buffer Buffer::fromImpl(std::unique_ptr<Impl> impl) {
  return Buffer(std::move(impl));
}
Buffer::Buffer(Buffer &&) noexcept = default;
Buffer &Buffer::operator=(Buffer &&) noexcept = default;
Buffer::~Buffer() = default;

Result<Buffer> Buffer::create(Device &device, size_t bytes, MemoryKind kind) {
  return createBuffer(device.impl(), bytes, kind);
}

Result<Buffer> createBuffer(Device::Impl &d, size_t bytes, MemoryKind kind) {
  // OpenCL: CL_INVALID_BUFFER_SIZE if size is 0.
  if (bytes == 0)
    return makeError(ErrorCode::InvalidArgument,
                     "a buffer must have a non-zero size");
  // Also keeps sizes near SIZE_MAX from wrapping when rounded up below.
  if (bytes > d.info.maxBufferBytes)
    return makeError(ErrorCode::LimitExceeded,
                     "a buffer of " + std::to_string(bytes) +
                         " bytes is larger than the device's largest "
                         "allocation (maxMemoryAllocationSize, " +
                         std::to_string(d.info.maxBufferBytes) + " bytes)");
  Result<Allocation> a = d.allocator->allocate(bytes, kind);
  if (!a)
    return a.error();
  auto impl = std::make_unique<Buffer::Impl>();
  impl->device = &d;
  impl->allocation = *a;
  impl->buffer = a->block->buffer;
  impl->offset = a->offset;
  impl->size = bytes;
  impl->address = a->block->address + a->offset;
  if (a->block->mapped)
    impl->mapped = static_cast<char *>(a->block->mapped) + a->offset;
  return Buffer::fromImpl(std::move(impl));
}

Result<Buffer> Buffer::wrap(Device &device, VkBuffer buffer,
                            VkDeviceSize offset, VkDeviceSize size) {
  if (buffer == VK_NULL_HANDLE || size == 0)
    return makeError(ErrorCode::InvalidArgument,
                     "wrap needs a VkBuffer and a non-zero size");
  VkBufferDeviceAddressInfo bai{VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
  bai.buffer = buffer;
  VkDeviceAddress address =
      vkGetBufferDeviceAddress(device.impl().device, &bai);
  if (address == 0)
    return makeError(ErrorCode::InvalidArgument,
                     "the VkBuffer has no device address (create it with "
                     "VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT)");
  auto impl = std::make_unique<Impl>();
  impl->device = &device.impl();
  impl->buffer = buffer;
  impl->offset = offset;
  impl->size = size;
  impl->address = address + offset;
  return Buffer(std::move(impl));
}

size_t Buffer::size() const { return impl_ ? impl_->size : 0; }
uint64_t Buffer::deviceAddress() const { return impl_ ? impl_->address : 0; }
VkBuffer Buffer::vkBuffer() const {
  return impl_ ? impl_->buffer : VK_NULL_HANDLE;
}
VkDeviceSize Buffer::vkOffset() const { return impl_ ? impl_->offset : 0; }
void *Buffer::mapped() const { return impl_ ? impl_->mapped : nullptr; }

} // namespace vkcl
