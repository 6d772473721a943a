// Device discovery, selection, creation and adoption.
//
// A device is usable when it has Vulkan 1.2, buffer device address (every
// vkcl pointer is a device address), timeline semaphores and a compute
// queue. Its target profile is read from the features it reports, and the
// device is created with every optional feature a kernel might need that it
// has, so one VkDevice runs any kernel the profile admits.
#include "Internal.h"
#include "QueueFamily.h"
#include "Transfer.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace vkcl {

bool hasDeviceExtension(VkPhysicalDevice pd, const char *name) {
  for (const VkExtensionProperties &e : vulkanList<VkExtensionProperties>(
           vkEnumerateDeviceExtensionProperties, pd, nullptr))
    if (std::strcmp(e.extensionName, name) == 0)
      return true;
  return false;
}

namespace {

struct PhysicalFeatures {
  VkPhysicalDeviceFeatures2 core{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  VkPhysicalDeviceVulkan11Features v11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  VkPhysicalDeviceVulkan12Features v12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  PhysicalFeatures() {
    core.pNext = &v11;
    v11.pNext = &v12;
  }
  PhysicalFeatures(const PhysicalFeatures &) = delete;
};

/// An extension's feature struct (`features`, its sType set) as the device
/// fills it in.
template <typename Features>
Features extensionFeatures(VkPhysicalDevice pd, Features features) {
  VkPhysicalDeviceFeatures2 query{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  query.pNext = &features;
  vkGetPhysicalDeviceFeatures2(pd, &query);
  features.pNext = nullptr;
  return features;
}

/// The device's queue families, in Vulkan's order.
std::vector<VkQueueFamilyProperties> queueFamilies(VkPhysicalDevice device) {
  return vulkanList<VkQueueFamilyProperties>(
      vkGetPhysicalDeviceQueueFamilyProperties, device);
}

/// Reads everything vkcl needs to know about a physical device.
DeviceInfo describe(VkPhysicalDevice pd, uint32_t index,
                    uint32_t *computeFamily) {
  DeviceInfo info;
  info.index = index;
  VkPhysicalDeviceDriverProperties driver{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
  VkPhysicalDeviceVulkan11Properties v11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES};
  VkPhysicalDeviceVulkan12Properties v12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES};
  v11.pNext = &driver;
  driver.pNext = &v12;
  VkPhysicalDeviceProperties2 props{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  props.pNext = &v11;
  vkGetPhysicalDeviceProperties2(pd, &props);
  const VkPhysicalDeviceLimits &limits = props.properties.limits;
  info.name = props.properties.deviceName;
  info.driverName = driver.driverName;
  info.type = props.properties.deviceType;
  info.apiVersion = props.properties.apiVersion;
  info.vendorId = props.properties.vendorID;
  info.deviceId = props.properties.deviceID;
  for (int d = 0; d < 3; ++d) {
    info.maxWorkGroupSize[d] = limits.maxComputeWorkGroupSize[d];
    info.maxWorkGroupCount[d] = limits.maxComputeWorkGroupCount[d];
  }
  info.timestampPeriodNs = limits.timestampPeriod;
  info.maxBufferBytes = v11.maxMemoryAllocationSize;
  VkPhysicalDeviceMemoryProperties memory;
  vkGetPhysicalDeviceMemoryProperties(pd, &memory);
  if (int t = findMemoryType(memory, ~0u, MappedDeviceMemory); t >= 0)
    info.mappedDeviceMemoryBytes =
        memory.memoryHeaps[memory.memoryTypes[t].heapIndex].size;
  info.hardwareLinearFilter =
      info.type == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ||
      info.type == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU ||
      info.type == VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU;
  if (const char *env = std::getenv("VKCL_HARDWARE_FILTER"))
    info.hardwareLinearFilter = std::string(env) == "1";

  PhysicalFeatures f;
  vkGetPhysicalDeviceFeatures2(pd, &f.core);
  TargetProfile &p = info.profile;
  p.name = info.name;
  p.int64 = f.core.features.shaderInt64;
  p.int16 = f.core.features.shaderInt16;
  p.float64 = f.core.features.shaderFloat64;
  p.storageImageWriteWithoutFormat =
      f.core.features.shaderStorageImageWriteWithoutFormat;
  p.storageImageReadWithoutFormat =
      f.core.features.shaderStorageImageReadWithoutFormat;
  p.int8 = f.v12.shaderInt8;
  p.float16 = f.v12.shaderFloat16;
  p.storage8 = f.v12.storageBuffer8BitAccess;
  p.storage16 = f.v11.storageBuffer16BitAccess;
  p.int64Atomics = p.int64 && f.v12.shaderBufferInt64Atomics &&
                   f.v12.shaderSharedInt64Atomics;
  p.subgroupExtendedTypes = f.v12.shaderSubgroupExtendedTypes;
  p.vulkanMemoryModel =
      f.v12.vulkanMemoryModel && f.v12.vulkanMemoryModelDeviceScope;
  p.subgroupSize = v11.subgroupSize;
  p.subgroupOperations =
      (v11.subgroupSupportedStages & VK_SHADER_STAGE_COMPUTE_BIT)
          ? v11.subgroupSupportedOperations & SubgroupAll
          : 0;
  p.maxWorkGroupInvocations = limits.maxComputeWorkGroupInvocations;
  p.maxSharedMemoryBytes = limits.maxComputeSharedMemorySize;
  p.pushConstantBytes = limits.maxPushConstantsSize;
  p.float16RoundingRte = v12.shaderRoundingModeRTEFloat16;
  p.float16DenormPreserve = v12.shaderDenormPreserveFloat16;
  p.float32RoundingRte = v12.shaderRoundingModeRTEFloat32;
  p.infNanPreserve16 = v12.shaderSignedZeroInfNanPreserveFloat16;
  p.infNanPreserve32 = v12.shaderSignedZeroInfNanPreserveFloat32;
  p.infNanPreserve64 = v12.shaderSignedZeroInfNanPreserveFloat64;
  p.workgroupExplicitLayout =
      hasDeviceExtension(pd, "VK_KHR_workgroup_memory_explicit_layout") &&
      extensionFeatures(
          pd,
          VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR{
              VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR})
          .workgroupMemoryExplicitLayout;
  if (hasDeviceExtension(pd, "VK_EXT_shader_atomic_float")) {
    VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomics = extensionFeatures(
        pd,
        VkPhysicalDeviceShaderAtomicFloatFeaturesEXT{
            VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT});
    p.float32AtomicAddGlobal = atomics.shaderBufferFloat32AtomicAdd;
    p.float32AtomicAddLocal = atomics.shaderSharedFloat32AtomicAdd;
  }
  // Required sub-group sizes (intel_reqd_sub_group_size): the extension
  // (vkcl asks for Vulkan 1.2, where it is not core) with compute among
  // its stages; without it a device runs its one default size.
  p.subgroupSizeControl = false;
  p.minSubgroupSize = p.maxSubgroupSize = p.subgroupSize;
  p.maxWorkGroupSubgroups =
      std::max<uint32_t>(1, p.maxWorkGroupInvocations / p.subgroupSize);
  if (hasDeviceExtension(pd, "VK_EXT_subgroup_size_control")) {
    VkPhysicalDeviceSubgroupSizeControlPropertiesEXT sizes{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES_EXT};
    VkPhysicalDeviceProperties2 query{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    query.pNext = &sizes;
    vkGetPhysicalDeviceProperties2(pd, &query);
    p.subgroupSizeControl =
        extensionFeatures(
            pd,
            VkPhysicalDeviceSubgroupSizeControlFeaturesEXT{
                VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES_EXT})
            .subgroupSizeControl &&
        (sizes.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT) &&
        sizes.minSubgroupSize > 0 && sizes.maxComputeWorkgroupSubgroups > 0;
    if (p.subgroupSizeControl) {
      p.minSubgroupSize = sizes.minSubgroupSize;
      p.maxSubgroupSize = sizes.maxSubgroupSize;
      p.maxWorkGroupSubgroups = sizes.maxComputeWorkgroupSubgroups;
    }
  }
  info.nonSemanticInfo =
      hasDeviceExtension(pd, "VK_KHR_shader_non_semantic_info");
  info.pipelineStatistics =
      hasDeviceExtension(pd, "VK_KHR_pipeline_executable_properties") &&
      extensionFeatures(
          pd,
          VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR{
              VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR})
          .pipelineExecutableInfo;
  // SwiftShader's workarounds. It converts uint >= 2^31 to float as
  // float(int(u & 0x7FFFFFFF)) + 2^31, rounding twice (OpenCL requires one
  // rounding); and under SignedZeroInfNanPreserve it flushes float denormal
  // constants to zero (its vstore_half of 0x1p-149f gave -0); a
  // compare-exchange result in a loop is right only in its own block; and
  // its JIT aborts the process on a kernel of too many buffer accesses.
  // Both CPU drivers run GLSL's Fma as a multiply and an add.
  if (info.name.find("SwiftShader") != std::string::npos) {
    p.fusedFma = false;
    p.exactUintToFloat = false;
    p.loopCompareExchange = false;
    p.infNanPreserve16 = p.infNanPreserve32 = p.infNanPreserve64 = false;
    p.maxBufferAccesses = 4000; // its JIT's stack (TargetProfile.h)
  }
  // Lavapipe's: a fence in a loop whose trip count differs between
  // sub-groups loses invocations (repro in src/compiler/builtins/PipeRing.h);
  // control flow nested past its mask stacks runs unmasked
  // (vkcl/spirv/ControlFlowDepth.h).
  if (info.driverName.find("llvmpipe") != std::string::npos ||
      info.name.find("llvmpipe") != std::string::npos) {
    p.fencesInDivergentLoops = false;
    p.fusedFma = false;
    p.exactRounding64 = false; // rint(1.5) of a double gave 1.0
    p.maxBranchNesting = 80;
  }

  // NVIDIA's Exp2 (MUFU.EX2) measured within 2.055 ulp over every float
  // of [-1, 1] (TargetProfile::preciseExp2).
  p.preciseExp2 = driver.driverID == VK_DRIVER_ID_NVIDIA_PROPRIETARY;

  std::vector<VkQueueFamilyProperties> families = queueFamilies(pd);
  int compute = chooseComputeFamily(families);
  if (compute >= 0) {
    info.timestamps = families[compute].timestampValidBits > 0;
    if (computeFamily)
      *computeFamily = static_cast<uint32_t>(compute);
  }

  if (VK_API_VERSION_MINOR(info.apiVersion) < 2 &&
      VK_API_VERSION_MAJOR(info.apiVersion) == 1)
    info.unusableReason = "Vulkan 1.2 is required";
  else if (!f.v12.bufferDeviceAddress)
    info.unusableReason = "bufferDeviceAddress is required";
  else if (!f.v12.timelineSemaphore)
    info.unusableReason = "timelineSemaphore is required";
  else if (compute < 0)
    info.unusableReason = "no compute queue";
  info.usable = info.unusableReason.empty();
  return info;
}

VKAPI_ATTR VkBool32 VKAPI_CALL onDebugMessage(
    VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
  auto *impl = static_cast<Device::Impl *>(user);
  std::string text = data && data->pMessage ? data->pMessage : "(no message)";
  std::function<void(const std::string &)> callback;
  {
    std::lock_guard<std::mutex> lock(impl->messagesMutex);
    impl->messages.push_back(text);
    callback = impl->onMessage;
  }
  if (callback)
    callback(text);
  return VK_FALSE;
}

Result<VkInstance> createInstance(bool validation) {
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "vkcl";
  app.pEngineName = "vkcl";
  app.apiVersion = VK_API_VERSION_1_2;
  std::vector<const char *> layers, extensions;
  if (validation) {
    bool found = false;
    for (const VkLayerProperties &l :
         vulkanList<VkLayerProperties>(vkEnumerateInstanceLayerProperties))
      found |= std::strcmp(l.layerName, "VK_LAYER_KHRONOS_validation") == 0;
    if (!found)
      return makeError(ErrorCode::FeatureMissing,
                       "validation requested but VK_LAYER_KHRONOS_validation "
                       "is not installed (Debian: vulkan-validationlayers)");
    layers.push_back("VK_LAYER_KHRONOS_validation");
    extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
  }
  VkInstanceCreateInfo ci{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  ci.pApplicationInfo = &app;
  ci.enabledLayerCount = static_cast<uint32_t>(layers.size());
  ci.ppEnabledLayerNames = layers.data();
  ci.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  ci.ppEnabledExtensionNames = extensions.data();
  VkInstance instance = VK_NULL_HANDLE;
  VkResult r = vkCreateInstance(&ci, nullptr, &instance);
  if (r == VK_ERROR_INCOMPATIBLE_DRIVER)
    return makeError(ErrorCode::NotFound,
                     "no Vulkan driver found (check VK_ICD_FILENAMES / "
                     "VK_DRIVER_FILES)");
  VKCL_CHECK(r);
  return instance;
}

std::vector<VkPhysicalDevice> physicalDevices(VkInstance instance) {
  return vulkanList<VkPhysicalDevice>(vkEnumeratePhysicalDevices, instance);
}

int typeRank(VkPhysicalDeviceType type) {
  switch (type) {
  case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
    return 0;
  case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
    return 1;
  case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
    return 2;
  case VK_PHYSICAL_DEVICE_TYPE_CPU:
    return 3;
  default:
    return 4;
  }
}

std::string lower(std::string s) {
  for (char &c : s)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

/// Index of the device `selector` names, or the preferred usable device.
Result<uint32_t> selectDevice(const std::vector<DeviceInfo> &infos,
                              std::string selector) {
  if (selector.empty())
    if (const char *env = std::getenv("VKCL_DEVICE"))
      selector = env;
  if (!selector.empty()) {
    bool numeric = std::all_of(selector.begin(), selector.end(),
                               [](char c) { return std::isdigit(c); });
    for (const DeviceInfo &info : infos) {
      bool match =
          numeric ? std::to_string(info.index) == selector
                  : lower(info.name).find(lower(selector)) != std::string::npos;
      if (!match)
        continue;
      if (!info.usable)
        return makeError(ErrorCode::FeatureMissing,
                         "device '" + info.name +
                             "' cannot run vkcl: " + info.unusableReason);
      return info.index;
    }
    return makeError(ErrorCode::NotFound,
                     "no Vulkan device matches '" + selector + "'");
  }
  int best = -1;
  for (const DeviceInfo &info : infos)
    if (info.usable &&
        (best < 0 || typeRank(info.type) < typeRank(infos[best].type)))
      best = static_cast<int>(info.index);
  if (best < 0) {
    std::string why = infos.empty() ? "no Vulkan devices" : "";
    for (const DeviceInfo &info : infos)
      why += (why.empty() ? "" : "; ") + info.name + ": " + info.unusableReason;
    return makeError(ErrorCode::NotFound,
                     "no usable Vulkan device (" + why + ")");
  }
  return static_cast<uint32_t>(best);
}

std::string cacheDirectory() {
  if (const char *dir = std::getenv("VKCL_CACHE_DIR"))
    return dir;
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"))
    return std::string(xdg) + "/vkcl";
  if (const char *home = std::getenv("HOME"))
    return std::string(home) + "/.cache/vkcl";
  return "";
}

} // namespace

const char *toString(VkPhysicalDeviceType type) {
  switch (type) {
  case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
    return "discrete GPU";
  case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
    return "integrated GPU";
  case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
    return "virtual GPU";
  case VK_PHYSICAL_DEVICE_TYPE_CPU:
    return "CPU";
  default:
    return "other";
  }
}

Device::Device(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Device::~Device() = default;

Device::Impl::~Impl() {
  if (device != VK_NULL_HANDLE)
    vkDeviceWaitIdle(device);
  allocator.reset();
  transfer.reset();
  if (pipelineCache != VK_NULL_HANDLE) {
    savePipelineCache();
    vkDestroyPipelineCache(device, pipelineCache, nullptr);
  }
  if (borrowed)
    return;
  if (device != VK_NULL_HANDLE)
    vkDestroyDevice(device, nullptr);
  if (messenger != VK_NULL_HANDLE) {
    auto destroy = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(instance, "vkDestroyDebugUtilsMessengerEXT"));
    if (destroy)
      destroy(instance, messenger, nullptr);
  }
  if (instance != VK_NULL_HANDLE)
    vkDestroyInstance(instance, nullptr);
}

Result<std::vector<DeviceInfo>> Device::enumerate() {
  Result<VkInstance> instance = createInstance(false);
  if (!instance)
    return instance.error();
  std::vector<DeviceInfo> infos;
  uint32_t index = 0;
  for (VkPhysicalDevice pd : physicalDevices(*instance))
    infos.push_back(describe(pd, index++, nullptr));
  vkDestroyInstance(*instance, nullptr);
  return infos;
}

Result<std::unique_ptr<Device>> Device::create(const DeviceCreateInfo &ci) {
  auto impl = std::make_unique<Impl>();
  Result<VkInstance> instance = createInstance(ci.enableValidation);
  if (!instance)
    return instance.error();
  impl->instance = *instance;
  impl->onMessage = ci.onValidationMessage;
  if (ci.enableValidation) {
    VkDebugUtilsMessengerCreateInfoEXT mci{
        VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    mci.pfnUserCallback = onDebugMessage;
    mci.pUserData = impl.get();
    auto create = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(impl->instance,
                              "vkCreateDebugUtilsMessengerEXT"));
    if (!create)
      return makeError(ErrorCode::FeatureMissing,
                       "VK_EXT_debug_utils is not available");
    VKCL_CHECK(create(impl->instance, &mci, nullptr, &impl->messenger));
  }

  std::vector<VkPhysicalDevice> pds = physicalDevices(impl->instance);
  std::vector<DeviceInfo> infos;
  std::vector<uint32_t> families(pds.size(), 0);
  for (uint32_t i = 0; i < pds.size(); ++i)
    infos.push_back(describe(pds[i], i, &families[i]));
  Result<uint32_t> chosen = selectDevice(infos, ci.selector);
  if (!chosen)
    return chosen.error();
  impl->physicalDevice = pds[*chosen];
  impl->info = infos[*chosen];
  impl->queueFamily = families[*chosen];

  // Enable every optional feature the device has that a kernel may need.
  PhysicalFeatures have;
  vkGetPhysicalDeviceFeatures2(impl->physicalDevice, &have.core);
  PhysicalFeatures want;
  want.core.features.shaderInt64 = have.core.features.shaderInt64;
  want.core.features.shaderInt16 = have.core.features.shaderInt16;
  want.core.features.shaderFloat64 = have.core.features.shaderFloat64;
  // Kernels know no image's format (builtins/Image.cpp).
  want.core.features.shaderStorageImageWriteWithoutFormat =
      have.core.features.shaderStorageImageWriteWithoutFormat;
  want.core.features.shaderStorageImageReadWithoutFormat =
      have.core.features.shaderStorageImageReadWithoutFormat;
  want.v11.storageBuffer16BitAccess = have.v11.storageBuffer16BitAccess;
  want.v12.storageBuffer8BitAccess = have.v12.storageBuffer8BitAccess;
  want.v12.shaderInt8 = have.v12.shaderInt8;
  want.v12.shaderFloat16 = have.v12.shaderFloat16;
  want.v12.shaderBufferInt64Atomics = have.v12.shaderBufferInt64Atomics;
  want.v12.shaderSharedInt64Atomics = have.v12.shaderSharedInt64Atomics;
  want.v12.shaderSubgroupExtendedTypes = have.v12.shaderSubgroupExtendedTypes;
  // Kernels use Vulkan's memory model where the device has it
  // (spirv/MemoryModel.h).
  want.v12.vulkanMemoryModel = have.v12.vulkanMemoryModel;
  want.v12.vulkanMemoryModelDeviceScope = have.v12.vulkanMemoryModelDeviceScope;
  want.v12.bufferDeviceAddress = VK_TRUE;
  want.v12.timelineSemaphore = VK_TRUE;
  std::vector<const char *> extensions;
  if (impl->info.nonSemanticInfo)
    extensions.push_back("VK_KHR_shader_non_semantic_info");
  // 16-byte views of __local memory (the compiler uses them when the
  // profile says so).
  VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR layout{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR};
  if (impl->info.profile.workgroupExplicitLayout) {
    extensions.push_back("VK_KHR_workgroup_memory_explicit_layout");
    layout.workgroupMemoryExplicitLayout = VK_TRUE;
    want.v12.pNext = &layout;
  }
  // Native float atomic adds, where the compiler uses them (TargetProfile).
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT floatAtomics{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT};
  const TargetProfile &profile = impl->info.profile;
  if (profile.float32AtomicAddGlobal || profile.float32AtomicAddLocal) {
    extensions.push_back("VK_EXT_shader_atomic_float");
    floatAtomics.shaderBufferFloat32AtomicAdd = profile.float32AtomicAddGlobal;
    floatAtomics.shaderSharedFloat32AtomicAdd = profile.float32AtomicAddLocal;
    floatAtomics.pNext = want.v12.pNext;
    want.v12.pNext = &floatAtomics;
  }
  // Pipelines of kernels that require a sub-group size ask for it.
  VkPhysicalDeviceSubgroupSizeControlFeaturesEXT sizeControl{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES_EXT};
  if (profile.subgroupSizeControl) {
    extensions.push_back("VK_EXT_subgroup_size_control");
    sizeControl.subgroupSizeControl = VK_TRUE;
    sizeControl.pNext = want.v12.pNext;
    want.v12.pNext = &sizeControl;
  }
  // The driver's statistics of a kernel (registers, spills) for tools and
  // benchmarks; capturing them is asked per query pipeline, so enabling the
  // feature costs the kernels nothing.
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR executable{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
  if (impl->info.pipelineStatistics) {
    extensions.push_back("VK_KHR_pipeline_executable_properties");
    executable.pipelineExecutableInfo = VK_TRUE;
    executable.pNext = want.v12.pNext;
    want.v12.pNext = &executable;
    impl->pipelineStatistics = true;
  }

  // Two queues of the compute family where it has them, so a pipe's
  // producer and consumer kernels can run at the same time on their own
  // vkcl Queues; one everywhere else (the CPU drivers have one).
  uint32_t queueCount = std::clamp<uint32_t>(
      queueFamilies(impl->physicalDevice)[impl->queueFamily].queueCount, 1, 2);
  const float priorities[2] = {1.0f, 1.0f};
  VkDeviceQueueCreateInfo qci{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  qci.queueFamilyIndex = impl->queueFamily;
  qci.queueCount = queueCount;
  qci.pQueuePriorities = priorities;
  VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  dci.pNext = &want.core;
  dci.queueCreateInfoCount = 1;
  dci.pQueueCreateInfos = &qci;
  dci.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  dci.ppEnabledExtensionNames = extensions.data();
  VKCL_CHECK(
      vkCreateDevice(impl->physicalDevice, &dci, nullptr, &impl->device));
  impl->queues.resize(queueCount);
  for (uint32_t i = 0; i < queueCount; ++i)
    vkGetDeviceQueue(impl->device, impl->queueFamily, i, &impl->queues[i]);
  impl->queue = impl->queues[0];
  Status status = impl->initialize();
  if (!status)
    return status;
  return std::unique_ptr<Device>(new Device(std::move(impl)));
}

Result<std::unique_ptr<Device>> Device::adopt(const AdoptInfo &ai) {
  if (!ai.instance || !ai.physicalDevice || !ai.device || !ai.queue)
    return makeError(ErrorCode::InvalidArgument,
                     "adopt: instance, physical device, device and queue "
                     "must all be given");
  auto impl = std::make_unique<Impl>();
  impl->borrowed = true;
  impl->instance = ai.instance;
  impl->physicalDevice = ai.physicalDevice;
  impl->device = ai.device;
  impl->queue = ai.queue;
  impl->queues = {ai.queue};
  impl->queueFamily = ai.queueFamily;
  impl->info = describe(ai.physicalDevice, 0, nullptr);
  // Timestamps as the engine's family has them, not the family vkcl would
  // have chosen.
  std::vector<VkQueueFamilyProperties> families =
      queueFamilies(ai.physicalDevice);
  impl->info.timestamps = ai.queueFamily < families.size() &&
                          families[ai.queueFamily].timestampValidBits > 0;
  if (!impl->info.usable)
    return makeError(ErrorCode::FeatureMissing,
                     "adopted device cannot run vkcl: " +
                         impl->info.unusableReason);
  // Only what the engine enabled may be used.
  TargetProfile &p = impl->info.profile;
  const TargetProfile &e = ai.enabledFeatures;
  p.int64 &= e.int64;
  p.int16 &= e.int16;
  p.int8 &= e.int8;
  p.float16 &= e.float16;
  p.float64 &= e.float64;
  p.storage8 &= e.storage8;
  p.storage16 &= e.storage16;
  p.int64Atomics &= e.int64Atomics;
  p.float32AtomicAddGlobal &= e.float32AtomicAddGlobal;
  p.float32AtomicAddLocal &= e.float32AtomicAddLocal;
  p.subgroupExtendedTypes &= e.subgroupExtendedTypes;
  p.workgroupExplicitLayout &= e.workgroupExplicitLayout;
  p.storageImageWriteWithoutFormat &= e.storageImageWriteWithoutFormat;
  p.storageImageReadWithoutFormat &= e.storageImageReadWithoutFormat;
  p.vulkanMemoryModel &= e.vulkanMemoryModel;
  p.subgroupSizeControl &= e.subgroupSizeControl;
  impl->info.nonSemanticInfo = false; // cannot know it was enabled
  impl->info.pipelineStatistics &= ai.pipelineExecutableInfo;
  impl->pipelineStatistics = impl->info.pipelineStatistics;
  Status status = impl->initialize();
  if (!status)
    return status;
  return std::unique_ptr<Device>(new Device(std::move(impl)));
}

Status Device::Impl::initialize() {
  queueMutexes = std::make_unique<std::mutex[]>(queues.size());
  vkGetPhysicalDeviceMemoryProperties(physicalDevice, &memoryProperties);
  allocator = std::make_unique<Allocator>(*this);
  transfer = std::make_unique<TransferPipelines>(*this);
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(physicalDevice, &props);
  std::string dir = cacheDirectory();
  std::vector<char> data;
  if (!dir.empty()) {
    std::ostringstream name;
    name << dir << "/pipelines-" << std::hex << props.vendorID << "-"
         << props.deviceID << "-";
    for (uint8_t b : props.pipelineCacheUUID)
      name << (b >> 4) << (b & 15);
    name << ".bin";
    pipelineCachePath = name.str();
    std::ifstream in(pipelineCachePath, std::ios::binary);
    if (in)
      data.assign(std::istreambuf_iterator<char>(in), {});
  }
  VkPipelineCacheCreateInfo pci{VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
  pci.initialDataSize = data.size();
  pci.pInitialData = data.empty() ? nullptr : data.data();
  // A stale or foreign cache file is ignored by the driver; if the driver
  // rejects it outright, start empty.
  if (vkCreatePipelineCache(device, &pci, nullptr, &pipelineCache) !=
      VK_SUCCESS) {
    pci.initialDataSize = 0;
    pci.pInitialData = nullptr;
    VKCL_CHECK(vkCreatePipelineCache(device, &pci, nullptr, &pipelineCache));
  }
  return Status::ok();
}

void Device::Impl::savePipelineCache() {
  if (pipelineCachePath.empty())
    return;
  size_t size = 0;
  if (vkGetPipelineCacheData(device, pipelineCache, &size, nullptr) !=
          VK_SUCCESS ||
      size == 0)
    return;
  std::vector<char> data(size);
  if (vkGetPipelineCacheData(device, pipelineCache, &size, data.data()) !=
      VK_SUCCESS)
    return;
  std::error_code ec;
  std::filesystem::create_directories(
      std::filesystem::path(pipelineCachePath).parent_path(), ec);
  if (ec)
    return; // the cache is an optimisation; never fail on it
  // A name of this process and device's own: processes (ctest -j, the
  // CTS) and devices save the same cache at once, and two writers of one
  // temporary file would rename a mix of both into place.
  std::string tmp = pipelineCachePath + "." + std::to_string(getpid()) + "." +
                    std::to_string(reinterpret_cast<uintptr_t>(this)) + ".tmp";
  bool written = false;
  {
    std::ofstream out(tmp, std::ios::binary);
    out.write(data.data(), static_cast<std::streamsize>(size));
    written = out.good();
  }
  if (!written || std::rename(tmp.c_str(), pipelineCachePath.c_str()) != 0)
    std::remove(tmp.c_str());
}

const DeviceInfo &Device::info() const { return impl_->info; }

Status Device::checkFeatures(uint32_t features) const {
  const TargetProfile &p = impl_->info.profile;
  std::string missing;
  auto need = [&](uint32_t bit, bool have, const char *name) {
    if ((features & bit) && !have)
      missing += std::string(missing.empty() ? "" : ", ") + name;
  };
  need(FeatureInt64, p.int64, "int64 (shaderInt64)");
  need(FeatureInt16, p.int16, "int16 (shaderInt16)");
  need(FeatureInt8, p.int8, "int8 (shaderInt8)");
  need(FeatureFloat16, p.float16, "fp16 (shaderFloat16)");
  need(FeatureFloat64, p.float64, "fp64 (shaderFloat64)");
  need(FeatureStorage8, p.storage8, "8-bit storage (storageBuffer8BitAccess)");
  need(FeatureStorage16, p.storage16,
       "16-bit storage (storageBuffer16BitAccess)");
  need(FeatureFloat16Rte, p.float16RoundingRte,
       "fp16 round-to-nearest-even (shaderRoundingModeRTEFloat16)");
  need(FeatureFloat32Rte, p.float32RoundingRte,
       "fp32 round-to-nearest-even (shaderRoundingModeRTEFloat32)");
  need(FeatureFloat16Denormals, p.float16DenormPreserve,
       "fp16 denormals (shaderDenormPreserveFloat16)");
  need(FeatureInfNanPreserve, p.infNanPreserve32,
       "IEEE NaN/infinity semantics (shaderSignedZeroInfNanPreserveFloat32)");
  need(FeatureInt64Atomics, p.int64Atomics,
       "64-bit atomics (shaderBufferInt64Atomics, shaderSharedInt64Atomics)");
  // The capability does not say which memory: a module compiled for this
  // device asks only for what it has.
  need(FeatureFloat32AtomicAdd,
       p.float32AtomicAddGlobal || p.float32AtomicAddLocal,
       "float atomic add (shaderBuffer/SharedFloat32AtomicAdd)");
  need(FeatureSubgroupClustered, p.hasSubgroupOps(SubgroupClustered),
       "clustered sub-group operations (VK_SUBGROUP_FEATURE_CLUSTERED_BIT)");
  need(FeatureExplicitLayout, p.workgroupExplicitLayout,
       "explicit workgroup layout (workgroupMemoryExplicitLayout)");
  need(FeatureStorageImageWrite, p.storageImageWriteWithoutFormat,
       "image writes (shaderStorageImageWriteWithoutFormat)");
  need(FeatureStorageImageRead, p.storageImageReadWithoutFormat,
       "read_write image reads (shaderStorageImageReadWithoutFormat)");
  need(FeatureVulkanMemoryModel, p.vulkanMemoryModel,
       "the Vulkan memory model (vulkanMemoryModel, "
       "vulkanMemoryModelDeviceScope)");
  if (missing.empty())
    return Status::ok();
  return makeError(ErrorCode::FeatureMissing,
                   "device '" + p.name + "' lacks " + missing);
}

std::vector<std::string> Device::validationMessages() const {
  std::lock_guard<std::mutex> lock(impl_->messagesMutex);
  return impl_->messages;
}

void Device::clearValidationMessages() {
  std::lock_guard<std::mutex> lock(impl_->messagesMutex);
  impl_->messages.clear();
}

VkInstance Device::vkInstance() const { return impl_->instance; }
VkPhysicalDevice Device::vkPhysicalDevice() const {
  return impl_->physicalDevice;
}
VkDevice Device::vkDevice() const { return impl_->device; }
VkQueue Device::vkQueue() const { return impl_->queue; }
VkQueue Device::vkQueue(uint32_t index) const {
  return index < impl_->queues.size() ? impl_->queues[index] : VK_NULL_HANDLE;
}
uint32_t Device::queueFamily() const { return impl_->queueFamily; }
uint32_t Device::queueCount() const {
  return static_cast<uint32_t>(impl_->queues.size());
}

} // namespace vkcl
