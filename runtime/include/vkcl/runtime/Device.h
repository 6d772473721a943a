// A Vulkan device vkcl dispatches on: created by vkcl, or adopted from an
// engine that already owns its VkInstance/VkDevice/VkQueue.
//
// The device reports the target profile the compiler generates code for and
// refuses programs whose required features it lacks, naming the feature.
#pragma once

#include "vkcl/TargetProfile.h"
#include "vkcl/runtime/Result.h"

#include <vulkan/vulkan.h>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace vkcl {

struct DeviceInfo {
  uint32_t index = 0; ///< Position in enumeration order.
  std::string name;
  std::string driverName;
  VkPhysicalDeviceType type = VK_PHYSICAL_DEVICE_TYPE_OTHER;
  uint32_t apiVersion = 0;
  uint32_t vendorId = 0, deviceId = 0;
  /// The profile the compiler targets for this device (features, limits).
  TargetProfile profile;
  std::array<uint32_t, 3> maxWorkGroupSize{1, 1, 1};
  uint32_t maxWorkGroupCount[3] = {1, 1, 1};
  /// The largest buffer Buffer::create makes: maxMemoryAllocationSize (one
  /// buffer is one allocation at most).
  uint64_t maxBufferBytes = 0;
  /// The heap of the first memory type both device-local and host-visible
  /// (a discrete GPU's BAR; on unified memory all of it): where
  /// MemoryKind::DeviceMapped buffers go. 0 where there is none: they are
  /// then plain host-visible memory.
  uint64_t mappedDeviceMemoryBytes = 0;
  bool nonSemanticInfo = false; ///< VK_KHR_shader_non_semantic_info
  /// VK_KHR_pipeline_executable_properties with pipelineExecutableInfo
  /// (pipelineStatistics(), Kernel::statistics()).
  bool pipelineStatistics = false;
  /// Constant linear samplers filter in the texture unit (docs/mapping.md,
  /// "Hardware samplers"): on GPUs, whose texture units their own OpenCL
  /// drivers use; not on CPU drivers, whose filters of 8-bit formats lose
  /// up to 2/255 (lavapipe: 4x the CTS's bound) and save nothing there.
  /// VKCL_HARDWARE_FILTER=0 or 1 overrides it.
  bool hardwareLinearFilter = false;
  bool timestamps = false; ///< Compute queue supports timestamps.
  double timestampPeriodNs = 1.0;
  bool usable = false; ///< Has Vulkan 1.2, buffer device address, compute.
  std::string unusableReason;
};

const char *toString(VkPhysicalDeviceType type);

struct DeviceCreateInfo {
  /// Which device: an index or a name substring. Empty: $VKCL_DEVICE, else
  /// the first discrete GPU, then integrated, then virtual, then CPU.
  std::string selector;
  /// Enables VK_LAYER_KHRONOS_validation and a debug messenger; every
  /// message is recorded (validationMessages()) and passed to the callback.
  bool enableValidation = false;
  std::function<void(const std::string &)> onValidationMessage;
};

/// Handles an engine created; vkcl borrows them and never destroys them.
/// The device must have been created with Vulkan 1.2 and the
/// bufferDeviceAddress and timelineSemaphore features enabled, and — for
/// kernels that use them — shaderInt64, shaderInt8/16,
/// storageBuffer8/16BitAccess, shaderFloat64/16, and VK_EXT_shader_atomic_
/// float's shaderBuffer/SharedFloat32AtomicAdd (native float atomic adds;
/// off unless listed, the adds are then loops), and
/// shaderStorageImageWrite/ReadWithoutFormat (kernels that write images,
/// and read read_write ones), and VK_EXT_subgroup_size_control's
/// subgroupSizeControl (kernels that require a sub-group size; off unless
/// listed). List what was enabled in
/// `enabledFeatures` (a TargetProfile whose flags say which of those were
/// enabled); vkcl checks kernels against it.
struct AdoptInfo {
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physicalDevice = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  TargetProfile enabledFeatures;
  /// The engine enabled VK_KHR_pipeline_executable_properties and its
  /// pipelineExecutableInfo feature (for Kernel::statistics()).
  bool pipelineExecutableInfo = false;
};

class Device {
public:
  struct Impl;

  /// Every physical device with its profile (for `vkcl devices`).
  static Result<std::vector<DeviceInfo>> enumerate();
  static Result<std::unique_ptr<Device>>
  create(const DeviceCreateInfo &info = {});
  static Result<std::unique_ptr<Device>> adopt(const AdoptInfo &info);
  ~Device();
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  const DeviceInfo &info() const;
  const TargetProfile &profile() const { return info().profile; }
  /// FeatureMissing naming each FeatureBit in `features` the device lacks.
  Status checkFeatures(uint32_t features) const;

  /// Validation messages recorded since creation (enableValidation only).
  std::vector<std::string> validationMessages() const;
  void clearValidationMessages();

  VkInstance vkInstance() const;
  VkPhysicalDevice vkPhysicalDevice() const;
  VkDevice vkDevice() const;
  /// Queue 0 of the compute family: a family with compute and without
  /// graphics where the device has one, else the first with compute (the
  /// adopted queue for adopted devices).
  VkQueue vkQueue() const;
  /// Queue `index` (< queueCount()), or VK_NULL_HANDLE.
  VkQueue vkQueue(uint32_t index) const;
  uint32_t queueFamily() const;
  /// VkQueues vkcl can submit to: 2 where the compute family has two or
  /// more (a pipe's producer and consumer on Queues 0 and 1 run at the same
  /// time), else 1; 1 for adopted devices.
  uint32_t queueCount() const;

  Impl &impl() { return *impl_; }

private:
  explicit Device(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace vkcl
