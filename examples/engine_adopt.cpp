// engine_adopt: vkcl inside an engine that owns every Vulkan object.
//
// An engine already has its VkInstance, VkDevice, queue, command pool and
// memory. It lends them to vkcl (Device::adopt, Buffer::wrap), has vkcl
// record an OpenCL C kernel into the engine's own command buffer
// (Kernel::record), and submits and waits as it always does. vkcl creates
// no queue, submits nothing and destroys none of the engine's handles.
//
// The validation layer is enabled when installed and any warning or error
// fails the run: an engine must be able to take vkcl into a clean frame.
#include "vkcl/runtime/Build.h"

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
)CL";

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
  VkFence fence = VK_NULL_HANDLE;
  vkcl::TargetProfile enabled; ///< What vkcl may use: what we enabled.
  uint32_t validationMessages = 0;

  ~Engine() { destroy(); }

  /// Explicit, so validation messages from teardown still count.
  void destroy() {
    if (device) {
      vkDeviceWaitIdle(device);
      vkDestroyFence(device, fence, nullptr);
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
    VkPhysicalDeviceFeatures2 want{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                   &want12};
    want.features.shaderInt64 = have.features.shaderInt64;
    e.enabled.int64 = have.features.shaderInt64;
    e.enabled.int8 = have12.shaderInt8;
    e.enabled.storage8 = have12.storageBuffer8BitAccess;
    e.enabled.int16 = e.enabled.float16 = e.enabled.float64 = false;
    e.enabled.storage16 = false;

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

/// One host-visible buffer the engine allocates its own way, usable by
/// kernels because it has a device address.
bool createBuffer(Engine &e, VkDeviceSize bytes) {
  VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bci.size = bytes;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
              VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (vkCreateBuffer(e.device, &bci, nullptr, &e.buffer) != VK_SUCCESS)
    return false;
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(e.device, e.buffer, &req);
  VkPhysicalDeviceMemoryProperties props;
  vkGetPhysicalDeviceMemoryProperties(e.physicalDevice, &props);
  const VkMemoryPropertyFlags flags = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                      VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint32_t type = UINT32_MAX;
  for (uint32_t i = 0; i < props.memoryTypeCount && type == UINT32_MAX; ++i)
    if ((req.memoryTypeBits & (1u << i)) &&
        (props.memoryTypes[i].propertyFlags & flags) == flags)
      type = i;
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

int fail(const char *what, const vkcl::Status &status) {
  std::fprintf(stderr, "engine_adopt: %s: %s\n", what,
               status.message().c_str());
  return 1;
}

/// The vkcl part: adopt, wrap, build, record; then the engine submits.
int run(Engine &e) {
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
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cmd;
  if (vkQueueSubmit(e.queue, 1, &submit, e.fence) != VK_SUCCESS ||
      vkWaitForFences(e.device, 1, &e.fence, VK_TRUE, UINT64_MAX) !=
          VK_SUCCESS) {
    std::fprintf(stderr, "engine_adopt: submit or wait failed\n");
    return 1;
  }
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
  // Returning destroys vkcl's objects (kernel, program, wrapped buffers,
  // the adopted device) before the engine destroys its own handles.
  return 0;
}

} // namespace

int main() {
  Engine engine;
  if (!createInstance(engine) || !createDevice(engine) ||
      !createBuffer(engine, 2 * N * sizeof(float))) {
    std::fprintf(stderr, "engine_adopt: Vulkan setup failed\n");
    return 1;
  }
  int status = run(engine);
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
