// engine_adopt: vkcl inside an engine that owns every Vulkan object.
//
// An engine already has its VkInstance, VkDevice, queue, command pool and
// memory. It lends them to vkcl (Device::adopt, Buffer::wrap,
// Image::wrap), has vkcl record OpenCL C kernels into the engine's own
// command buffers (Kernel::record), and submits and waits as it always
// does. vkcl creates no queue, submits nothing and destroys none of the
// engine's handles. The second kernel writes into a texture the engine
// made (a VkImage and its view); the engine then copies that image into
// its buffer with its own barriers, checks it and, given a path, saves it
// as a PPM file.
//
// The validation layer is enabled when installed and any warning or error
// fails the run: an engine must be able to take vkcl into a clean frame.
#include "vkcl/runtime/Build.h"
#include "vkcl/runtime/Image.h"

#include <vulkan/vulkan.h>

#include <cstdio>
#include <cstring>
#include <vector>

namespace {

constexpr const char *KernelSource = R"CL(
kernel void saxpy(global float *y, global const float *x, float a, uint n) {
  uint i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}
// Every channel a multiple of 1/255: exact in an RGBA8 image.
kernel void pattern(write_only image2d_t image) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imagef(image, (int2)(x, y),
               (float4)(x * 8, y * 8, x ^ y, 255) / 255.0f);
}
)CL";

// The engine's texture: Side x Side RGBA8.
constexpr uint32_t Side = 32;

// Not a multiple of any work-group size: vkcl dispatches the tail itself.
constexpr uint32_t N = 1000;

/// Everything the engine owns. Only the engine creates or destroys these.
struct Engine {
  VkInstance instance = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
  VkPhysicalDevice physicalDevice = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  VkCommandPool pool = VK_NULL_HANDLE;
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  float *mapped = nullptr;
  VkImage image = VK_NULL_HANDLE; ///< The texture (when image writes work).
  VkDeviceMemory imageMemory = VK_NULL_HANDLE;
  VkImageView view = VK_NULL_HANDLE;
  VkFence fence = VK_NULL_HANDLE;
  vkcl::TargetProfile enabled; ///< What vkcl may use: what we enabled.
  uint32_t validationMessages = 0;

  ~Engine() { destroy(); }

  /// Explicit, so validation messages from teardown still count.
  void destroy() {
    if (device) {
      vkDeviceWaitIdle(device);
      vkDestroyFence(device, fence, nullptr);
      vkDestroyImageView(device, view, nullptr);
      vkDestroyImage(device, image, nullptr);
      vkFreeMemory(device, imageMemory, nullptr);
      vkDestroyBuffer(device, buffer, nullptr);
      vkFreeMemory(device, memory, nullptr);
      vkDestroyCommandPool(device, pool, nullptr);
      vkDestroyDevice(device, nullptr);
    }
    if (messenger) {
      auto destroyMessenger =
          reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
              vkGetInstanceProcAddr(instance,
                                    "vkDestroyDebugUtilsMessengerEXT"));
      destroyMessenger(instance, messenger, nullptr);
    }
    if (instance)
      vkDestroyInstance(instance, nullptr);
    device = VK_NULL_HANDLE;
    messenger = VK_NULL_HANDLE;
    instance = VK_NULL_HANDLE;
  }
};

VKAPI_ATTR VkBool32 VKAPI_CALL onValidation(
    VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
  ++static_cast<Engine *>(user)->validationMessages;
  std::fprintf(stderr, "engine_adopt: validation: %s\n", data->pMessage);
  return VK_FALSE;
}

bool hasValidationLayer() {
  uint32_t count = 0;
  vkEnumerateInstanceLayerProperties(&count, nullptr);
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  for (const VkLayerProperties &layer : layers)
    if (std::strcmp(layer.layerName, "VK_LAYER_KHRONOS_validation") == 0)
      return true;
  return false;
}

bool createInstance(Engine &e) {
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "engine_adopt";
  app.apiVersion = VK_API_VERSION_1_2;
  bool validation = hasValidationLayer();
  const char *layer = "VK_LAYER_KHRONOS_validation";
  const char *extension = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
  VkDebugUtilsMessengerCreateInfoEXT mci{
      VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
  mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                        VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                    VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
  mci.pfnUserCallback = onValidation;
  mci.pUserData = &e;
  VkInstanceCreateInfo ci{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  ci.pApplicationInfo = &app;
  if (validation) {
    ci.enabledLayerCount = 1;
    ci.ppEnabledLayerNames = &layer;
    ci.enabledExtensionCount = 1;
    ci.ppEnabledExtensionNames = &extension;
  } else {
    std::fprintf(stderr, "engine_adopt: VK_LAYER_KHRONOS_validation is not "
                         "installed; running without it\n");
  }
  if (vkCreateInstance(&ci, nullptr, &e.instance) != VK_SUCCESS)
    return false;
  if (!validation)
    return true;
  auto create = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
      vkGetInstanceProcAddr(e.instance, "vkCreateDebugUtilsMessengerEXT"));
  return create &&
         create(e.instance, &mci, nullptr, &e.messenger) == VK_SUCCESS;
}

/// The first device with Vulkan 1.2, buffer device address and a compute
/// queue: what vkcl needs, and nothing an engine would not have.
bool createDevice(Engine &e) {
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(e.instance, &count, nullptr);
  std::vector<VkPhysicalDevice> devices(count);
  vkEnumeratePhysicalDevices(e.instance, &count, devices.data());
  for (VkPhysicalDevice pd : devices) {
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(pd, &props);
    VkPhysicalDeviceVulkan12Features have12{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    VkPhysicalDeviceFeatures2 have{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                   &have12};
    vkGetPhysicalDeviceFeatures2(pd, &have);
    uint32_t familyCount = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(pd, &familyCount, nullptr);
    std::vector<VkQueueFamilyProperties> families(familyCount);
    vkGetPhysicalDeviceQueueFamilyProperties(pd, &familyCount, families.data());
    int family = -1;
    for (uint32_t i = 0; i < familyCount && family < 0; ++i)
      if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
        family = static_cast<int>(i);
    if (props.apiVersion < VK_API_VERSION_1_2 || !have12.bufferDeviceAddress ||
        !have12.timelineSemaphore || family < 0)
      continue;

    // Required by vkcl: device addresses; timeline semaphores (for a vkcl
    // Queue, should the engine ever use one). Optional: what the engine
    // can offer kernels, told to vkcl below.
    VkPhysicalDeviceVulkan12Features want12{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    want12.bufferDeviceAddress = VK_TRUE;
    want12.timelineSemaphore = VK_TRUE;
    want12.shaderInt8 = have12.shaderInt8;
    want12.storageBuffer8BitAccess = have12.storageBuffer8BitAccess;
    // Kernels' release/acquire order plain global accesses between
    // work-groups only under Vulkan's memory model.
    want12.vulkanMemoryModel = have12.vulkanMemoryModel;
    want12.vulkanMemoryModelDeviceScope = have12.vulkanMemoryModelDeviceScope;
    VkPhysicalDeviceFeatures2 want{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                   &want12};
    want.features.shaderInt64 = have.features.shaderInt64;
    // Kernels write images without a format in the shader.
    want.features.shaderStorageImageWriteWithoutFormat =
        have.features.shaderStorageImageWriteWithoutFormat;
    e.enabled.storageImageWriteWithoutFormat =
        have.features.shaderStorageImageWriteWithoutFormat;
    e.enabled.storageImageReadWithoutFormat = false;
    e.enabled.int64 = have.features.shaderInt64;
    e.enabled.int8 = have12.shaderInt8;
    e.enabled.storage8 = have12.storageBuffer8BitAccess;
    e.enabled.int16 = e.enabled.float16 = e.enabled.float64 = false;
    e.enabled.storage16 = false;
    e.enabled.vulkanMemoryModel =
        have12.vulkanMemoryModel && have12.vulkanMemoryModelDeviceScope;

    float priority = 1.0f;
    VkDeviceQueueCreateInfo qci{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    qci.queueFamilyIndex = static_cast<uint32_t>(family);
    qci.queueCount = 1;
    qci.pQueuePriorities = &priority;
    VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &want};
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    if (vkCreateDevice(pd, &dci, nullptr, &e.device) != VK_SUCCESS)
      return false;
    e.physicalDevice = pd;
    e.queueFamily = static_cast<uint32_t>(family);
    vkGetDeviceQueue(e.device, e.queueFamily, 0, &e.queue);
    std::printf("engine_adopt: running on %s\n", props.deviceName);
    VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pci.queueFamilyIndex = e.queueFamily;
    VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    return vkCreateCommandPool(e.device, &pci, nullptr, &e.pool) ==
               VK_SUCCESS &&
           vkCreateFence(e.device, &fci, nullptr, &e.fence) == VK_SUCCESS;
  }
  std::fprintf(stderr, "engine_adopt: no device with Vulkan 1.2, buffer "
                       "device address and a compute queue\n");
  return false;
}

/// The first memory type of `bits` with `flags`; UINT32_MAX if none.
uint32_t memoryType(const Engine &e, uint32_t bits,
                    VkMemoryPropertyFlags flags) {
  VkPhysicalDeviceMemoryProperties props;
  vkGetPhysicalDeviceMemoryProperties(e.physicalDevice, &props);
  for (uint32_t i = 0; i < props.memoryTypeCount; ++i)
    if ((bits & (1u << i)) &&
        (props.memoryTypes[i].propertyFlags & flags) == flags)
      return i;
  return UINT32_MAX;
}

/// One host-visible buffer the engine allocates its own way, usable by
/// kernels because it has a device address.
bool createBuffer(Engine &e, VkDeviceSize bytes) {
  VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bci.size = bytes;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
              VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
              VK_BUFFER_USAGE_TRANSFER_DST_BIT; // the texture's copy
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (vkCreateBuffer(e.device, &bci, nullptr, &e.buffer) != VK_SUCCESS)
    return false;
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(e.device, e.buffer, &req);
  uint32_t type = memoryType(e, req.memoryTypeBits,
                             VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                 VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  if (type == UINT32_MAX)
    return false;
  VkMemoryAllocateFlagsInfo allocateFlags{
      VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  allocateFlags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                           &allocateFlags};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  void *mapped = nullptr;
  if (vkAllocateMemory(e.device, &mai, nullptr, &e.memory) != VK_SUCCESS ||
      vkBindBufferMemory(e.device, e.buffer, e.memory, 0) != VK_SUCCESS ||
      vkMapMemory(e.device, e.memory, 0, VK_WHOLE_SIZE, 0, &mapped) !=
          VK_SUCCESS)
    return false;
  e.mapped = static_cast<float *>(mapped);
  return true;
}

/// The engine's texture: device-local, optimal tiling, usable as a storage
/// image (kernels write it) and a copy source (the engine reads it back).
bool createTexture(Engine &e) {
  VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  ici.imageType = VK_IMAGE_TYPE_2D;
  ici.format = VK_FORMAT_R8G8B8A8_UNORM;
  ici.extent = {Side, Side, 1};
  ici.mipLevels = ici.arrayLayers = 1;
  ici.samples = VK_SAMPLE_COUNT_1_BIT;
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage = VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
  ici.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  if (vkCreateImage(e.device, &ici, nullptr, &e.image) != VK_SUCCESS)
    return false;
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(e.device, e.image, &req);
  uint32_t type =
      memoryType(e, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  if (type == UINT32_MAX ||
      vkAllocateMemory(e.device, &mai, nullptr, &e.imageMemory) != VK_SUCCESS ||
      vkBindImageMemory(e.device, e.image, e.imageMemory, 0) != VK_SUCCESS)
    return false;
  VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
  vci.image = e.image;
  vci.viewType = VK_IMAGE_VIEW_TYPE_2D;
  vci.format = ici.format;
  vci.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  return vkCreateImageView(e.device, &vci, nullptr, &e.view) == VK_SUCCESS;
}

/// Submits `cmd` and waits for it, the engine's way.
bool submitAndWait(Engine &e, VkCommandBuffer cmd) {
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cmd;
  bool ok = vkQueueSubmit(e.queue, 1, &submit, e.fence) == VK_SUCCESS &&
            vkWaitForFences(e.device, 1, &e.fence, VK_TRUE, UINT64_MAX) ==
                VK_SUCCESS &&
            vkResetFences(e.device, 1, &e.fence) == VK_SUCCESS;
  if (!ok)
    std::fprintf(stderr, "engine_adopt: submit or wait failed\n");
  return ok;
}

VkCommandBuffer beginCommands(Engine &e) {
  VkCommandBufferAllocateInfo cai{
      VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  cai.commandPool = e.pool;
  cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cai.commandBufferCount = 1;
  VkCommandBuffer cmd = VK_NULL_HANDLE;
  vkAllocateCommandBuffers(e.device, &cai, &cmd);
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  vkBeginCommandBuffer(cmd, &begin);
  return cmd;
}

int fail(const char *what, const vkcl::Status &status) {
  std::fprintf(stderr, "engine_adopt: %s: %s\n", what,
               status.message().c_str());
  return 1;
}

/// The texture part: the engine's image wrapped for vkcl, a kernel recorded
/// into the engine's command buffer between the engine's own layout
/// transition and its copy to the buffer; the engine checks the pixels and
/// saves them to `path` (a PPM) when given.
int paintTexture(Engine &e, vkcl::Device &device, vkcl::Program &program,
                 const char *path) {
  if (!e.enabled.storageImageWriteWithoutFormat) {
    std::printf("engine_adopt: no storage image writes without a format; "
                "the texture part is skipped\n");
    return 0;
  }
  if (!createTexture(e)) {
    std::fprintf(stderr, "engine_adopt: could not create the texture\n");
    return 1;
  }
  vkcl::ImageDesc desc;
  desc.type = vkcl::ImageType::Image2D;
  desc.format = {0x10B5, 0x10D2}; // CL_RGBA, CL_UNORM_INT8: R8G8B8A8_UNORM
  desc.width = desc.height = Side;
  vkcl::ImageWrapInfo wrapInfo;
  wrapInfo.image = e.image;
  wrapInfo.view = e.view;
  wrapInfo.usage = VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
  wrapInfo.layout = VK_IMAGE_LAYOUT_GENERAL; // where the engine keeps it
  auto texture = vkcl::Image::wrap(device, desc, wrapInfo);
  if (!texture)
    return fail("Image::wrap", texture.status());
  auto kernel = program.createKernel("pattern");
  if (!kernel)
    return fail("createKernel", kernel.status());
  if (vkcl::Status set = kernel->setArg(0, *texture); !set)
    return fail("setArg(image)", set);

  VkCommandBuffer cmd = beginCommands(e);
  // The engine's transition to the layout it promised vkcl.
  VkImageMemoryBarrier toGeneral{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  toGeneral.dstAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  toGeneral.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  toGeneral.newLayout = VK_IMAGE_LAYOUT_GENERAL;
  toGeneral.srcQueueFamilyIndex = toGeneral.dstQueueFamilyIndex =
      VK_QUEUE_FAMILY_IGNORED;
  toGeneral.image = e.image;
  toGeneral.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                       VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 0, nullptr, 0,
                       nullptr, 1, &toGeneral);
  vkcl::NDRange range;
  range.dims = 2;
  range.global = {Side, Side, 1};
  if (vkcl::Status recorded = kernel->record(cmd, range); !recorded)
    return fail("Kernel::record", recorded);
  // Kernel writes → the engine's copy → host reads.
  VkImageMemoryBarrier toCopy = toGeneral;
  toCopy.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  toCopy.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
  toCopy.oldLayout = VK_IMAGE_LAYOUT_GENERAL;
  toCopy.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, nullptr, 0,
                       nullptr, 1, &toCopy);
  VkBufferImageCopy region{};
  region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
  region.imageExtent = {Side, Side, 1};
  vkCmdCopyImageToBuffer(cmd, e.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                         e.buffer, 1, &region);
  VkMemoryBarrier toHost{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  toHost.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
  toHost.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost, 0, nullptr, 0,
                       nullptr);
  vkEndCommandBuffer(cmd);
  if (!submitAndWait(e, cmd))
    return 1;
  vkFreeCommandBuffers(e.device, e.pool, 1, &cmd);

  const auto *pixels = reinterpret_cast<const uint8_t *>(e.mapped);
  for (uint32_t y = 0; y < Side; ++y)
    for (uint32_t x = 0; x < Side; ++x) {
      const uint8_t *p = pixels + 4 * (y * Side + x);
      const uint8_t want[4] = {uint8_t(x * 8), uint8_t(y * 8), uint8_t(x ^ y),
                               255};
      if (std::memcmp(p, want, 4) != 0) {
        std::fprintf(stderr,
                     "engine_adopt: texel (%u, %u) = (%u, %u, %u, %u), "
                     "expected (%u, %u, %u, 255)\n",
                     x, y, p[0], p[1], p[2], p[3], want[0], want[1], want[2]);
        return 1;
      }
    }
  if (path) {
    FILE *f = std::fopen(path, "wb");
    if (!f) {
      std::fprintf(stderr, "engine_adopt: cannot write %s\n", path);
      return 1;
    }
    std::fprintf(f, "P6\n%u %u\n255\n", Side, Side);
    for (uint32_t i = 0; i < Side * Side; ++i)
      std::fwrite(pixels + 4 * i, 1, 3, f);
    std::fclose(f);
    std::printf("engine_adopt: texture saved to %s\n", path);
  }
  return 0;
}

/// The vkcl part: adopt, wrap, build, record; then the engine submits.
int run(Engine &e, const char *path) {
  vkcl::AdoptInfo adopt;
  adopt.instance = e.instance;
  adopt.physicalDevice = e.physicalDevice;
  adopt.device = e.device;
  adopt.queue = e.queue;
  adopt.queueFamily = e.queueFamily;
  adopt.enabledFeatures = e.enabled;
  auto device = vkcl::Device::adopt(adopt);
  if (!device)
    return fail("Device::adopt", device.status());

  // x and y are two ranges of the engine's one buffer.
  const VkDeviceSize bytes = N * sizeof(float);
  auto y = vkcl::Buffer::wrap(**device, e.buffer, 0, bytes);
  auto x = vkcl::Buffer::wrap(**device, e.buffer, bytes, bytes);
  if (!y || !x)
    return fail("Buffer::wrap", !y ? y.status() : x.status());
  for (uint32_t i = 0; i < N; ++i) {
    e.mapped[i] = 2.0f * i;     // y
    e.mapped[N + i] = float(i); // x
  }

  auto program = vkcl::buildProgram(**device, KernelSource);
  if (!program)
    return fail("buildProgram", program.status());
  auto kernel = (*program)->createKernel("saxpy");
  if (!kernel)
    return fail("createKernel", kernel.status());
  const float a = 3.0f;
  vkcl::Status set = kernel->setArg(0, *y);
  if (set)
    set = kernel->setArg(1, *x);
  if (set)
    set = kernel->setValue(2, a);
  if (set)
    set = kernel->setValue(3, N);
  if (!set)
    return fail("setArg", set);

  VkCommandBuffer cmd = beginCommands(e);
  vkcl::Status recorded = kernel->record(cmd, vkcl::NDRange::linear(N));
  if (!recorded)
    return fail("Kernel::record", recorded);
  // The engine's own synchronization: kernel writes → host reads.
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, nullptr,
                       0, nullptr);
  vkEndCommandBuffer(cmd);
  if (!submitAndWait(e, cmd))
    return 1;
  vkFreeCommandBuffers(e.device, e.pool, 1, &cmd);

  // Small integers: every result is exact, fused multiply-add or not.
  for (uint32_t i = 0; i < N; ++i) {
    float expected = a * float(i) + 2.0f * i;
    if (e.mapped[i] != expected) {
      std::fprintf(stderr, "engine_adopt: y[%u] = %g, expected %g\n", i,
                   e.mapped[i], expected);
      return 1;
    }
  }
  int status = paintTexture(e, **device, **program, path);
  // Returning destroys vkcl's objects (kernel, program, wrapped buffers
  // and image, the adopted device) before the engine destroys its own
  // handles.
  return status;
}

} // namespace

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : nullptr; // where to save the PPM
  Engine engine;
  if (!createInstance(engine) || !createDevice(engine) ||
      !createBuffer(engine, 2 * N * sizeof(float))) {
    std::fprintf(stderr, "engine_adopt: Vulkan setup failed\n");
    return 1;
  }
  int status = run(engine, path);
  engine.destroy();
  if (status == 0 && engine.validationMessages) {
    std::fprintf(stderr, "engine_adopt: %u validation message(s)\n",
                 engine.validationMessages);
    status = 1;
  }
  if (status == 0)
    std::printf("engine_adopt: OK\n");
  return status;
}
