// What a vkcl device can do (DeviceCaps, queryDeviceCaps) and the
// clGetDeviceInfo answers read from Vulkan at query time (vulkanQuery):
// memory sizes, image and 1-D buffer image limits, compute units, UUIDs.
// The tables of extensions and features and the other answers are in
// DeviceInfo.cpp (DeviceInfo.h says why two files).
#include "DeviceInfo.h"

#include <algorithm>
#include <thread>

#include "vkcl/PipeLayout.h"

namespace vkcl::ocl {
namespace {

/// The names of the device's Vulkan extensions.
std::vector<std::string> vulkanExtensions(VkPhysicalDevice pd) {
  uint32_t count = 0;
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> extensions(count);
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &count, extensions.data());
  std::vector<std::string> names;
  for (const VkExtensionProperties &e : extensions)
    names.push_back(e.extensionName);
  return names;
}

/// The Vulkan properties behind the answers, each extension's structure
/// chained only where the device has the extension (as Vulkan requires).
/// Read per query: physical-device queries are cheap and thread-safe, and
/// DeviceCaps keeps only what the API checks need.
struct VulkanFacts {
  VkPhysicalDeviceProperties2 props{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  VkPhysicalDeviceVulkan11Properties v11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES};
  VkPhysicalDeviceVulkan12Properties v12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES};
  VkPhysicalDeviceMaintenance4Properties maintenance4{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_4_PROPERTIES};
  VkPhysicalDevicePCIBusInfoPropertiesEXT pci{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT};
  VkPhysicalDeviceShaderSMBuiltinsPropertiesNV nvidiaSMs{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SM_BUILTINS_PROPERTIES_NV};
  VkPhysicalDeviceShaderCorePropertiesAMD amdCores{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_AMD};
  VkPhysicalDeviceShaderCoreBuiltinsPropertiesARM armCores{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CORE_BUILTINS_PROPERTIES_ARM};
  VkPhysicalDeviceMemoryProperties memory{};
  bool hasMaintenance4 = false, hasPci = false, hasNvidiaSMs = false,
       hasAmdCores = false, hasArmCores = false;

  explicit VulkanFacts(VkPhysicalDevice pd) {
    std::vector<std::string> extensions = vulkanExtensions(pd);
    auto hasExtension = [&](const char *name) {
      return std::find(extensions.begin(), extensions.end(), name) !=
             extensions.end();
    };
    void **next = &props.pNext;
    auto chain = [&](bool has, auto &s) {
      if (has) {
        *next = &s;
        next = &s.pNext;
      }
      return has;
    };
    chain(true, v11);
    chain(true, v12);
    // The instance asks for Vulkan 1.2, so maintenance4 (core in 1.3) only
    // through its extension.
    hasMaintenance4 =
        chain(hasExtension(VK_KHR_MAINTENANCE_4_EXTENSION_NAME), maintenance4);
    hasPci = chain(hasExtension(VK_EXT_PCI_BUS_INFO_EXTENSION_NAME), pci);
    hasNvidiaSMs =
        chain(hasExtension(VK_NV_SHADER_SM_BUILTINS_EXTENSION_NAME), nvidiaSMs);
    hasAmdCores = chain(
        hasExtension(VK_AMD_SHADER_CORE_PROPERTIES_EXTENSION_NAME), amdCores);
    hasArmCores = chain(
        hasExtension(VK_ARM_SHADER_CORE_BUILTINS_EXTENSION_NAME), armCores);
    vkGetPhysicalDeviceProperties2(pd, &props);
    vkGetPhysicalDeviceMemoryProperties(pd, &memory);
  }
  VulkanFacts(const VulkanFacts &) = delete;
  VulkanFacts &operator=(const VulkanFacts &) = delete;
};

cl_device_type clDeviceType(VkPhysicalDeviceType type) {
  switch (type) {
  case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
  case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
  case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
    return CL_DEVICE_TYPE_GPU;
  case VK_PHYSICAL_DEVICE_TYPE_CPU:
    return CL_DEVICE_TYPE_CPU;
  default:
    return CL_DEVICE_TYPE_ACCELERATOR;
  }
}

/// The size of the largest device-local heap (the memory buffers live in),
/// or of the largest heap where none is device-local.
cl_ulong globalMemory(const VkPhysicalDeviceMemoryProperties &memory) {
  VkDeviceSize local = 0, any = 0;
  for (uint32_t i = 0; i < memory.memoryHeapCount; ++i) {
    const VkMemoryHeap &heap = memory.memoryHeaps[i];
    any = std::max(any, heap.size);
    if (heap.flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
      local = std::max(local, heap.size);
  }
  return local ? local : any;
}

/// Whether buffers live in memory the host maps directly. Mirrors the
/// runtime's allocator (runtime/lib/Memory.cpp): device-local,
/// host-visible, coherent memory except on discrete GPUs, whose
/// host-visible device memory is a PCIe window, not unified memory.
bool unifiedMemory(const VulkanFacts &f) {
  if (f.props.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU)
    return false;
  const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT |
                                     VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                     VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  for (uint32_t i = 0; i < f.memory.memoryTypeCount; ++i)
    if ((f.memory.memoryTypes[i].propertyFlags & want) == want)
      return true;
  return false;
}

/// CL_DEVICE_MAX_MEM_ALLOC_SIZE: what one Vulkan allocation and buffer may
/// hold, within the device's memory, and within 4 GiB where kernels
/// address memory with 32-bit offsets (no int64). Rounded down to 64 KiB
/// so the driver's size alignment of a buffer cannot push it past the
/// limit.
cl_ulong maxAllocation(const VulkanFacts &f, cl_ulong globalMemSize,
                       cl_uint addressBits) {
  cl_ulong most =
      std::min<cl_ulong>(f.v11.maxMemoryAllocationSize, globalMemSize);
  if (f.hasMaintenance4)
    most = std::min<cl_ulong>(most, f.maintenance4.maxBufferSize);
  if (addressBits == 32)
    most = std::min<cl_ulong>(most, cl_ulong(1) << 32);
  constexpr cl_ulong Granule = 64 * 1024;
  return std::max(Granule, most / Granule * Granule);
}

/// CL_DEVICE_MAX_COMPUTE_UNITS. Vulkan has no core count; vendor
/// extensions give it where present: NVIDIA's SMs, AMD's compute units,
/// ARM's shader cores. CPU drivers (lavapipe, SwiftShader) run work-groups
/// on one thread per host core. Otherwise 1: all that is known is that
/// the device has at least one.
cl_uint computeUnits(const VulkanFacts &f) {
  if (f.hasNvidiaSMs && f.nvidiaSMs.shaderSMCount)
    return f.nvidiaSMs.shaderSMCount;
  if (f.hasAmdCores) {
    cl_uint units = f.amdCores.shaderEngineCount *
                    f.amdCores.shaderArraysPerEngineCount *
                    f.amdCores.computeUnitsPerShaderArray;
    if (units)
      return units;
  }
  if (f.hasArmCores && f.armCores.shaderCoreCount)
    return f.armCores.shaderCoreCount;
  if (f.props.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU)
    return std::max(1u, std::thread::hardware_concurrency());
  return 1;
}

/// The image limits and features (CL_DEVICE_IMAGE_SUPPORT is true: every
/// Vulkan device samples and copies the formats OpenCL requires).
void imageCaps(vkcl::Device &device, const VkPhysicalDeviceLimits &l,
               const TargetProfile &p, DeviceCaps &caps) {
  caps.images = true;
  // 1-D images take CL_DEVICE_IMAGE2D_MAX_WIDTH too.
  caps.image2DMaxWidth = std::min(l.maxImageDimension1D, l.maxImageDimension2D);
  caps.image2DMaxHeight = l.maxImageDimension2D;
  caps.image3DMaxWidth = caps.image3DMaxHeight = caps.image3DMaxDepth =
      l.maxImageDimension3D;
  caps.imageMaxArraySize = l.maxImageArrayLayers;
  // 1-D buffer images are texel buffers (runtime ImageBuffer.cpp); Vulkan
  // guarantees 65536 elements, OpenCL 3.0's minimum for a device with
  // images.
  caps.imageMaxBufferSize = l.maxTexelBufferElements;
  // A sub-buffer's origin must be able to start a texel buffer view (a
  // 1-D buffer image of the sub-buffer): a multiple of 128 bytes (long16)
  // and of minTexelBufferOffsetAlignment (at most 256 in Vulkan, which the
  // runtime's allocator aligns every buffer to).
  caps.memBaseAddrAlignBits = static_cast<cl_uint>(std::max<VkDeviceSize>(
      caps.memBaseAddrAlignBits, l.minTexelBufferOffsetAlignment * 8));
  // read_only arguments are sampled images (or uniform texel buffers),
  // the others storage images (or storage texel buffers), all in one
  // descriptor set of the kernel (runtime KernelDescriptors), and Vulkan
  // counts the texel buffers against the image limits.
  caps.maxReadImageArgs = std::min(l.maxPerStageDescriptorSampledImages,
                                   l.maxDescriptorSetSampledImages);
  const bool writes = p.storageImageWriteWithoutFormat;
  caps.maxWriteImageArgs = writes
                               ? std::min(l.maxPerStageDescriptorStorageImages,
                                          l.maxDescriptorSetStorageImages)
                               : 0;
  caps.readWriteImages = writes && p.storageImageReadWithoutFormat;
  caps.maxReadWriteImageArgs =
      caps.readWriteImages ? caps.maxWriteImageArgs : 0;
  // Samplers are 32-bit argument values the kernel interprets
  // (runtime Sampler.h): no Vulkan resource limits them; OpenCL's minimum.
  caps.maxSamplers = 16;
  caps.image3DWrites =
      writes && !vkcl::Image::supportedFormats(device, vkcl::ImageType::Image3D,
                                               vkcl::AccessWriteOnly)
                     .empty();
}

} // namespace

DeviceCaps queryDeviceCaps(vkcl::Device &device) {
  const DeviceInfo &info = device.info();
  const TargetProfile &p = device.profile();
  VulkanFacts f(device.vkPhysicalDevice());
  DeviceCaps caps;
  caps.type = clDeviceType(info.type);
  // Work-groups run 1-D, x*y*z wide (the runtime's chooseLocalSize), so
  // each dimension may take the whole size.
  caps.maxWorkGroupSize =
      std::min<size_t>(p.maxWorkGroupInvocations, info.maxWorkGroupSize[0]);
  for (size_t &size : caps.maxWorkItemSizes)
    size = caps.maxWorkGroupSize;
  caps.addressBits = p.int64 ? 64 : 32;
  caps.globalMemSize = globalMemory(f.memory);
  caps.maxMemAllocSize = maxAllocation(f, caps.globalMemSize, caps.addressBits);
  caps.localMemSize = p.maxSharedMemoryBytes;
  // __constant arguments are plain device addresses, so any buffer works
  // (OpenCL's minimum is 64 KiB, below every maxMemAllocSize above).
  caps.maxConstantBufferSize = caps.maxMemAllocSize;
  // The argument block goes to push constants when it fits, else to a
  // buffer written per dispatch (runtime/lib/Kernel.cpp), so any size
  // works; 4 KiB (OpenCL's minimum is 1 KiB) holds large by-value structs
  // without a large per-enqueue copy.
  caps.maxParameterSize = 4096;
  caps.hostUnifiedMemory = unifiedMemory(f);
  caps.fp16 = p.float16;
  caps.fp64 = p.float64;
  caps.subgroupSize = p.subgroupSize;

  // What pipes could do: a one-packet pipe must stay below 4 GiB (kernels
  // use 32-bit offsets into it, runtime/lib/Pipe.cpp) and fit one buffer.
  uint64_t pipeBytes =
      std::min<uint64_t>(caps.maxMemAllocSize, (uint64_t(1) << 32) - 1);
  uint64_t header = PipeLayout::geometry(0, 1).dataOffset;
  caps.pipeMaxPacketSize = static_cast<cl_uint>(
      pipeBytes > header ? (pipeBytes - header) & ~uint64_t(3) : 0);
  // OpenCL C 3.0 ties pipes to the generic address space
  // (__opencl_c_pipes requires __opencl_c_generic_address_space), which
  // needs int64 (GenericAddress.cpp). A device without pipes reports 0 for
  // every pipe limit.
  caps.pipes = p.int64;
  if (!caps.pipes) {
    caps.maxPipeArgs = 0;
    caps.pipeMaxActiveReservations = 0;
    caps.pipeMaxPacketSize = 0;
  }

  imageCaps(device, f.props.properties.limits, p, caps);
  caps.extensions = extensionList(p, f.hasPci, caps);
  return caps;
}

/// Answers read from Vulkan at query time.
cl_int vulkanQuery(const Device &d, cl_device_info param, const Reply &r) {
  VulkanFacts f(d.device->vkPhysicalDevice());
  static_assert(VK_UUID_SIZE == CL_UUID_SIZE_KHR &&
                VK_LUID_SIZE == CL_LUID_SIZE_KHR);
  switch (param) {
  case CL_DEVICE_MAX_COMPUTE_UNITS:
    return r.value<cl_uint>(computeUnits(f));
  case CL_DRIVER_VERSION: {
    std::string driver = f.v12.driverName;
    if (f.v12.driverInfo[0])
      driver += std::string(" ") + f.v12.driverInfo;
    return r.string(VKCL_VERSION " (" + driver + ")");
  }
  case CL_DEVICE_UUID_KHR:
    return r.bytes(f.v11.deviceUUID, CL_UUID_SIZE_KHR);
  case CL_DRIVER_UUID_KHR:
    return r.bytes(f.v11.driverUUID, CL_UUID_SIZE_KHR);
  case CL_DEVICE_LUID_VALID_KHR:
    return r.value<cl_bool>(f.v11.deviceLUIDValid);
  case CL_DEVICE_LUID_KHR:
    return r.bytes(f.v11.deviceLUID, CL_LUID_SIZE_KHR);
  case CL_DEVICE_NODE_MASK_KHR:
    return r.value<cl_uint>(f.v11.deviceNodeMask);
  case CL_DEVICE_INTEGER_DOT_PRODUCT_CAPABILITIES_KHR:
    return r.value<cl_device_integer_dot_product_capabilities_khr>(
        CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_PACKED_KHR |
        CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_KHR);
  case CL_DEVICE_INTEGER_DOT_PRODUCT_ACCELERATION_PROPERTIES_8BIT_KHR:
  case CL_DEVICE_INTEGER_DOT_PRODUCT_ACCELERATION_PROPERTIES_4x8BIT_PACKED_KHR:
    // Integer code, not the device's dot-product instructions (yet).
    return r.value<cl_device_integer_dot_product_acceleration_properties_khr>(
        cl_device_integer_dot_product_acceleration_properties_khr{});
  case CL_DEVICE_PCI_BUS_INFO_KHR:
    if (d.caps.extensions.find("cl_khr_pci_bus_info") == std::string::npos)
      return NotHandled;
    return r.value<cl_device_pci_bus_info_khr>(cl_device_pci_bus_info_khr{
        f.pci.pciDomain, f.pci.pciBus, f.pci.pciDevice, f.pci.pciFunction});
  default:
    return NotHandled;
  }
}

} // namespace vkcl::ocl
