// Implementation structs shared by the runtime's source files.
//
// Public classes are pimpl'd so the API stays small and ABI-stable; these
// Impl structs hold the Vulkan handles. Owned handles are destroyed by the
// Impl destructors; adopted (engine) handles are only borrowed.
#pragma once

#include "DispatchRegions.h"
#include "vkcl/Runtime.h"
#include "vkcl/runtime/Image.h"

#include <deque>
#include <list>
#include <map>
#include <mutex>
#include <vector>

namespace vkcl {

/// Turns a failed VkResult into an Error naming the call.
Error vulkanError(VkResult result, const char *call);
#define VKCL_CHECK(call)                                                       \
  do {                                                                         \
    VkResult vkclResult_ = (call);                                             \
    if (vkclResult_ != VK_SUCCESS)                                             \
      return vulkanError(vkclResult_, #call);                                  \
  } while (0)

/// Vulkan's two-call enumeration (`get(args..., &count, nullptr)`, then
/// into a vector of `count`) as one call: vulkanList<VkQueueFamilyProperties>(
/// vkGetPhysicalDeviceQueueFamilyProperties, pd).
template <typename T, typename Get, typename... Args>
std::vector<T> vulkanList(Get get, Args... args) {
  uint32_t count = 0;
  get(args..., &count, nullptr);
  std::vector<T> items(count);
  get(args..., &count, items.data());
  items.resize(count);
  return items;
}

/// Whether the physical device offers the device extension `name`.
bool hasDeviceExtension(VkPhysicalDevice pd, const char *name);

class TransferPipelines; // Transfer.h

/// Device-local memory the host maps: a discrete GPU's BAR, or all memory
/// on unified devices (MemoryKind::DeviceMapped, DeviceInfo's
/// mappedDeviceMemoryBytes).
constexpr VkMemoryPropertyFlags MappedDeviceMemory =
    VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
    VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;

/// The first memory type among `allowed` (a memoryTypeBits mask) with all
/// of `want`'s properties; -1 when none has (Memory.cpp).
int findMemoryType(const VkPhysicalDeviceMemoryProperties &props,
                   uint32_t allowed, VkMemoryPropertyFlags want);

/// One large VkDeviceMemory + VkBuffer that buffers are carved from.
struct MemoryBlock {
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceAddress address = 0;
  VkDeviceSize size = 0;
  void *mapped = nullptr;
  bool hostVisible = false;
  std::map<VkDeviceSize, VkDeviceSize> freeRanges; ///< offset -> size
};

struct Allocation {
  MemoryBlock *block = nullptr;
  VkDeviceSize offset = 0;
  VkDeviceSize size = 0;
};

/// A first-fit sub-allocator over blocks of one kind of memory each.
class Allocator {
public:
  explicit Allocator(Device::Impl &device) : device_(device) {}
  ~Allocator();
  Result<Allocation> allocate(VkDeviceSize bytes, MemoryKind kind);
  void release(const Allocation &allocation);

private:
  Result<MemoryBlock *> newBlock(VkDeviceSize bytes, MemoryKind kind);
  Device::Impl &device_;
  std::mutex mutex_;
  /// Per MemoryKind, in its order.
  std::vector<std::unique_ptr<MemoryBlock>> blocks_[3];
};

struct Device::Impl {
  DeviceInfo info;
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physicalDevice = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE; ///< queues[0]
  uint32_t queueFamily = 0;
  /// The compute family's queues vkcl created (or the one adopted). Two
  /// let a pipe's producer and consumer run at the same time.
  std::vector<VkQueue> queues;
  /// One per queue: vkQueueSubmit needs the VkQueue externally
  /// synchronized, and several vkcl Queues may share one VkQueue.
  std::unique_ptr<std::mutex[]> queueMutexes;
  bool borrowed = false;
  VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
  VkPipelineCache pipelineCache = VK_NULL_HANDLE;
  std::string pipelineCachePath;
  VkPhysicalDeviceMemoryProperties memoryProperties{};
  std::unique_ptr<Allocator> allocator;
  /// The copy and fill shaders' pipelines (Transfer.h), made on first use.
  std::unique_ptr<TransferPipelines> transfer;
  /// VK_KHR_pipeline_executable_properties is enabled (created devices:
  /// wherever offered; adopted ones: as AdoptInfo says).
  bool pipelineStatistics = false;

  std::mutex messagesMutex;
  std::vector<std::string> messages;
  std::function<void(const std::string &)> onMessage;

  ~Impl();
  /// Finishes setup common to created and adopted devices.
  Status initialize();
  void savePipelineCache();
};

struct Image::Impl {
  Device::Impl *device = nullptr;
  ImageDesc desc; ///< sizes a type does not use are 1
  VkFormat format = VK_FORMAT_UNDEFINED;
  uint32_t pixelBytes = 0;
  bool sampled = false; ///< usage has SAMPLED (read_only arguments)
  bool storage = false; ///< usage has STORAGE (write_only, read_write)
  /// The format has SAMPLED_IMAGE_FILTER_LINEAR and the device filters in
  /// hardware (DeviceInfo::hardwareLinearFilter): hardware samplers may
  /// filter it linearly (ImageFlagLinearFilter).
  bool linearFilter = false;
  VkImage image = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkImageView view = VK_NULL_HANDLE;
  /// False for an engine's image (Image::wrap): borrowed, never destroyed.
  bool owned = true;
  /// The layout between commands: GENERAL for vkcl's own images, the
  /// engine's choice for wrapped ones. Transfers return it there.
  VkImageLayout layout = VK_IMAGE_LAYOUT_GENERAL;
  /// Whether Queue transfers may copy from and to it.
  bool transferable = true;
  /// 1-D buffer images (ImageBuffer.cpp) have no VkImage: a view of the
  /// pixels' bytes in a buffer (`texels`, which owns nothing), the
  /// VkBufferView kernels use, and the buffer Image::create made for the
  /// image (empty for Image::fromBuffer's, which the caller keeps alive).
  Buffer texels;
  VkBufferView bufferView = VK_NULL_HANDLE;
  Buffer ownedBuffer;
  bool isBuffer() const { return texels.valid(); }
  ~Impl();
};

/// A VkDescriptorPool destroyed with this object: the descriptor sets of
/// dispatches live until the dispatches have executed.
class DescriptorPool {
public:
  DescriptorPool() = default;
  DescriptorPool(VkDevice device, VkDescriptorPool pool)
      : device_(device), pool_(pool) {}
  DescriptorPool(DescriptorPool &&o) noexcept
      : device_(o.device_), pool_(o.pool_) {
    o.pool_ = VK_NULL_HANDLE;
  }
  DescriptorPool &operator=(DescriptorPool &&o) noexcept {
    std::swap(device_, o.device_);
    std::swap(pool_, o.pool_);
    return *this;
  }
  DescriptorPool(const DescriptorPool &) = delete;
  DescriptorPool &operator=(const DescriptorPool &) = delete;
  ~DescriptorPool() {
    if (pool_ != VK_NULL_HANDLE)
      vkDestroyDescriptorPool(device_, pool_, nullptr);
  }
  VkDescriptorPool get() const { return pool_; }

private:
  VkDevice device_ = VK_NULL_HANDLE;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
};

struct Buffer::Impl {
  Device::Impl *device = nullptr;
  Allocation allocation; ///< Owned memory; empty when wrapping.
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceSize offset = 0;
  VkDeviceSize size = 0;
  VkDeviceAddress address = 0;
  void *mapped = nullptr;
  ~Impl();
};

/// The descriptor set layout and pipeline layout of a kernel with image
/// arguments (KernelDescriptors.h); kernels without share the program's.
struct KernelImageLayout {
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  uint32_t sampledImages = 0; ///< read_only arguments
  uint32_t storageImages = 0; ///< write_only and read_write arguments
  /// Of those, 1-D buffer images: uniform and storage texel buffers.
  uint32_t uniformTexelBuffers = 0, storageTexelBuffers = 0;
  /// The immutable samplers of its hardware samplers (KernelInfo::samplers,
  /// in order), owned.
  std::vector<VkSampler> samplers;
};

struct Program::Impl {
  Device::Impl *device = nullptr;
  ProgramInfo info;
  VkShaderModule module = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE; ///< kernels without images
  /// Kernel name -> its own layouts, for kernels with image arguments.
  std::map<std::string, KernelImageLayout> imageLayouts;
  uint32_t pushConstantBytes = 0;
  Buffer constantData;
  std::mutex mutex;
  /// (kernel, local x, y, z, local arena words) -> pipeline
  std::map<std::tuple<std::string, uint32_t, uint32_t, uint32_t, uint32_t>,
           VkPipeline>
      pipelines;
  ~Impl();
  Result<VkPipeline> pipeline(const std::string &kernel,
                              std::array<uint32_t, 3> local,
                              uint32_t arenaWords);
  /// The pipeline layout of `kernel`'s pipelines (its own when it has
  /// image arguments, else the program's).
  VkPipelineLayout layoutOf(const std::string &kernel) const;
};

/// The create info of a kernel's pipeline for one work-group size and
/// local arena (the specialization constants), with the storage it points
/// into; not copyable, since `info` points into it.
struct PipelineRecipe {
  PipelineRecipe(Program::Impl &program, const std::string &kernel,
                 std::array<uint32_t, 3> local, uint32_t arenaWords);
  PipelineRecipe(const PipelineRecipe &) = delete;
  PipelineRecipe &operator=(const PipelineRecipe &) = delete;

  uint32_t values[4];
  VkSpecializationMapEntry entries[4];
  VkSpecializationInfo spec{};
  /// Chained to the stage for a kernel with intel_reqd_sub_group_size.
  VkPipelineShaderStageRequiredSubgroupSizeCreateInfoEXT subgroupSize{
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO_EXT};
  VkComputePipelineCreateInfo info{
      VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
};

/// The most work-items a work-group of kernel `k` may have on the device
/// (Kernel::maxWorkGroupSize): Vulkan runs it 1-D, so the x limit bounds
/// it too, and a required sub-group size bounds it to
/// maxComputeWorkgroupSubgroups sub-groups of that size.
uint32_t maxInvocations(const DeviceInfo &device, const KernelInfo &k);

Result<std::vector<PipelineStatistic>>
pipelineStatistics(Device::Impl &device,
                   const VkComputePipelineCreateInfo &info);

struct Kernel::Impl {
  std::shared_ptr<Program> program;
  const KernelInfo *info = nullptr;
  std::vector<uint8_t> argBlock;
  std::vector<bool> argSet;
  std::vector<uint32_t> localBytes; ///< per argument, __local only
  // Lists, not deques: a kernel snapshot per enqueue (clone()) starts
  // with both empty, and an empty std::deque already allocates.
  std::list<Buffer> recordedArgBuffers; ///< kept alive for record()
  /// Per argument, image arguments only: the image set (not owned).
  std::vector<const Image::Impl *> images;
  /// The descriptor pools of record()'s dispatches, kept as long as the
  /// kernel (the engine executes them later).
  std::list<DescriptorPool> recordedPools;
};

/// The device a queue submits to.
Device::Impl &queueDevice(Queue &queue);

/// Buffer::create for code that holds the device's Impl.
Result<Buffer> createBuffer(Device::Impl &device, size_t bytes,
                            MemoryKind kind);

/// Everything a dispatch needs, validated: the regions, push-constant bytes
/// (dispatch fields filled per region), args buffer contents if any.
struct DispatchPlan {
  std::vector<DispatchRegion> regions;
  std::vector<uint8_t> pushConstants;
  std::vector<uint8_t> argsBufferData; ///< non-empty: args live in a buffer
  uint32_t arenaWords = 1;
  std::array<uint32_t, 3> enqueuedLocal{1, 1, 1};
};

Result<std::array<uint32_t, 3>> chooseLocalSize(const Kernel::Impl &kernel,
                                                const NDRange &range);
Result<DispatchPlan> planDispatch(Kernel::Impl &kernel, const NDRange &range);
/// The __local arena a dispatch needs with the kernel's current argument
/// sizes (static data, then each __local argument aligned to 128 bytes),
/// writing each argument's arena offset into `argBlock` when given.
uint32_t layOutLocalArena(const Kernel::Impl &kernel,
                          std::vector<uint8_t> *argBlock);
/// A host-visible buffer holding a dispatch's argument block (when it does
/// not fit in push constants).
Result<Buffer> argumentBuffer(Device::Impl &device,
                              const std::vector<uint8_t> &data);
/// Records the plan's dispatches (binds the image descriptor set when there
/// is one, binds pipelines, pushes constants). `argsBuffer` must hold
/// plan.argsBufferData when that is non-empty; `images` is the kernel's
/// descriptor set (kernelImageDescriptors), VK_NULL_HANDLE for a kernel
/// without image arguments.
Status recordDispatch(VkCommandBuffer cmd, Kernel::Impl &kernel,
                      DispatchPlan &plan, const Buffer *argsBuffer,
                      VkDescriptorSet images);

/// Opens a command in the queue's command buffer, ordered after everything
/// enqueued before it (the queue's barrier): the buffer to record into.
Result<VkCommandBuffer> beginQueueCommand(Queue &queue);
/// Closes it: later commands are ordered after it, and `keep` (when valid)
/// lives until it has executed.
void endQueueCommand(Queue &queue, Buffer keep);
/// The same for a command with an optional event (copies and fills of
/// images, ImageCopy.cpp): on a device with timestamps the event gets the
/// command's GPU times, as Queue::copy's does. `timing` carries the
/// command's timestamp queries from begin to end.
struct QueueCommandTiming {
  bool timed = false;
  uint32_t query = 0;
};
Result<VkCommandBuffer> beginTimedQueueCommand(Queue &queue, Event *event,
                                               QueueCommandTiming &timing);
void endTimedQueueCommand(Queue &queue, Event *event,
                          const QueueCommandTiming &timing, Buffer keep);
/// A validated region: the Vulkan copy (bufferOffset still 0) and the host
/// and staging layouts. Rows run along x; slices are 3-D slices or the
/// layers of an array.
struct ImageCopyShape {
  VkBufferImageCopy copy{};
  uint64_t rowBytes = 0;   ///< one packed row
  uint64_t rows = 1;       ///< per slice
  uint64_t slices = 1;     ///< slices or layers
  uint64_t rowPitch = 0;   ///< host
  uint64_t slicePitch = 0; ///< host
  uint64_t stagingBytes() const { return rowBytes * rows * slices; }
};
/// InvalidArgument unless `buffer` is valid and holds `bytes` at `offset`
/// (Queue.cpp; every buffer command checks its ranges with it).
Status checkBufferRange(const Buffer &buffer, size_t offset, size_t bytes,
                        const char *what);
/// Checks `region` of `image` (inside it, no zero size) and lays it out
/// with the host pitches (0: packed), as clEnqueueReadImage takes them
/// (ImageTransfer.cpp).
Result<ImageCopyShape> imageCopyShape(const Image &image,
                                      const ImageRegion &region,
                                      size_t rowPitch, size_t slicePitch,
                                      const char *what);
/// Moves `image` between its layout between commands (Image::Impl) and
/// `copyLayout` for a transfer (`toCopy` says which way), ordering the
/// transfer against the compute and transfer work around it
/// (ImageTransfer.cpp).
void switchImageLayout(VkCommandBuffer cmd, const Image &image,
                       VkImageLayout copyLayout, bool toCopy);

} // namespace vkcl
