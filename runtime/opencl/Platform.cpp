// The vkcl platform and its devices: discovery through the ICD loader.
//
// One platform; one OpenCL device per usable Vulkan device (Vulkan 1.2,
// buffer device address, a compute queue), discrete GPUs first. Each gets
// its own VkDevice when the platform is first asked for. The platform is
// deliberately never destroyed: the ICD loader keeps its handles for the
// life of the process, and tearing down VkDevices from a static destructor
// would race the Vulkan driver's own unloading at exit.
#include "Objects.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace vkcl::ocl {
namespace {

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

/// $VKCL_VALIDATION: "1" enables VK_LAYER_KHRONOS_validation and prints
/// its messages; "abort" also aborts on the first one (tests, so that any
/// message is a failure).
DeviceCreateInfo createInfo(uint32_t index) {
  DeviceCreateInfo info;
  info.selector = std::to_string(index);
  const char *v = std::getenv("VKCL_VALIDATION");
  if (v && *v && std::string(v) != "0") {
    info.enableValidation = true;
    bool abortOnMessage = std::string(v) == "abort";
    info.onValidationMessage = [abortOnMessage](const std::string &m) {
      std::fprintf(stderr, "vkcl: validation: %s\n", m.c_str());
      if (abortOnMessage)
        std::abort();
    };
  }
  return info;
}

} // namespace

Platform::Platform() {
  Result<std::vector<DeviceInfo>> found = vkcl::Device::enumerate();
  if (!found) {
    diagnostics = "no Vulkan: " + found.error().message;
    return;
  }
  std::vector<DeviceInfo> usable;
  for (const DeviceInfo &info : *found) {
    if (info.usable)
      usable.push_back(info);
    else
      diagnostics +=
          info.name + " is not usable: " + info.unusableReason + "\n";
  }
  std::stable_sort(usable.begin(), usable.end(),
                   [](const DeviceInfo &a, const DeviceInfo &b) {
                     return typeRank(a.type) < typeRank(b.type);
                   });
  for (const DeviceInfo &info : usable) {
    Result<std::unique_ptr<vkcl::Device>> vk =
        vkcl::Device::create(createInfo(info.index));
    if (!vk) {
      diagnostics += info.name + ": " + vk.error().message + "\n";
      continue;
    }
    auto *device = new Device();
    device->platform = this;
    device->device = std::move(*vk);
    device->caps = queryDeviceCaps(*device->device);
    devices.push_back(device);
  }
}

Platform &Platform::get() {
  static Platform *platform = new Platform(); // never destroyed: see above
  return *platform;
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

namespace {

std::string platformProfile(const Platform &p) {
  // FULL_PROFILE needs 64-bit integers; a platform is full when each of its
  // devices is.
  for (const Device *d : p.devices)
    if (!d->device->profile().int64)
      return "EMBEDDED_PROFILE";
  return "FULL_PROFILE";
}

const cl_name_version platformExtensions[] = {
    {CL_MAKE_VERSION(1, 0, 0), "cl_khr_icd"},
    {CL_MAKE_VERSION(1, 0, 0), "cl_khr_extended_versioning"},
};

cl_int getPlatforms(cl_uint numEntries, cl_platform_id *platforms,
                    cl_uint *numPlatforms) {
  // "CL_INVALID_VALUE if num_entries is equal to zero and platforms is not
  // NULL or if both num_platforms and platforms are NULL."
  if ((numEntries == 0 && platforms) || (!platforms && !numPlatforms))
    return CL_INVALID_VALUE;
  Platform &p = Platform::get();
  if (platforms)
    platforms[0] = p.handle();
  if (numPlatforms)
    *numPlatforms = 1;
  return CL_SUCCESS;
}

Platform *platformOrDefault(cl_platform_id id) {
  // A NULL platform selects the (only) platform, as implementations may.
  if (!id)
    return &Platform::get();
  return cast<Platform>(id);
}

} // namespace

extern "C" CL_API_ENTRY cl_int CL_API_CALL clIcdGetPlatformIDsKHR(
    cl_uint numEntries, cl_platform_id *platforms, cl_uint *numPlatforms) {
  return getPlatforms(numEntries, platforms, numPlatforms);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetPlatformIDs(
    cl_uint numEntries, cl_platform_id *platforms, cl_uint *numPlatforms) {
  return getPlatforms(numEntries, platforms, numPlatforms);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetPlatformInfo(cl_platform_id platform, cl_platform_info param, size_t size,
                  void *value, size_t *sizeRet) {
  Platform *p = platformOrDefault(platform);
  if (!p)
    return CL_INVALID_PLATFORM;
  std::string extensions;
  for (const cl_name_version &e : platformExtensions)
    extensions += std::string(extensions.empty() ? "" : " ") + e.name;
  switch (param) {
  case CL_PLATFORM_PROFILE:
    return returnString(size, value, sizeRet, platformProfile(*p));
  case CL_PLATFORM_VERSION:
    return returnString(size, value, sizeRet, "OpenCL 3.0 vkcl " VKCL_VERSION);
  case CL_PLATFORM_NUMERIC_VERSION:
    return returnValue<cl_version>(size, value, sizeRet,
                                   CL_MAKE_VERSION(3, 0, 0));
  case CL_PLATFORM_NAME:
    return returnString(size, value, sizeRet, "vkcl");
  case CL_PLATFORM_VENDOR:
    return returnString(size, value, sizeRet, "vkcl");
  case CL_PLATFORM_EXTENSIONS:
    return returnString(size, value, sizeRet, extensions);
  case CL_PLATFORM_EXTENSIONS_WITH_VERSION:
    return returnBytes(size, value, sizeRet, platformExtensions,
                       sizeof(platformExtensions));
  case CL_PLATFORM_HOST_TIMER_RESOLUTION:
    return returnValue<cl_ulong>(size, value, sizeRet, 1);
  case CL_PLATFORM_ICD_SUFFIX_KHR:
    return returnString(size, value, sizeRet, "vkcl");
  default:
    return apiError(CL_INVALID_VALUE, "clGetPlatformInfo: unknown param " +
                                          std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetDeviceIDs(cl_platform_id platform, cl_device_type type, cl_uint numEntries,
               cl_device_id *devices, cl_uint *numDevices) {
  Platform *p = platformOrDefault(platform);
  if (!p)
    return CL_INVALID_PLATFORM;
  const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU |
                               CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR |
                               CL_DEVICE_TYPE_CUSTOM;
  if (type != CL_DEVICE_TYPE_ALL && (type == 0 || (type & ~known)))
    return CL_INVALID_DEVICE_TYPE;
  if ((numEntries == 0 && devices) || (!devices && !numDevices))
    return CL_INVALID_VALUE;
  std::vector<Device *> matching;
  for (Device *d : p->devices)
    if (type == CL_DEVICE_TYPE_ALL || (type & d->caps.type) ||
        ((type & CL_DEVICE_TYPE_DEFAULT) && matching.empty() &&
         d == p->devices.front()))
      matching.push_back(d);
  if (matching.empty())
    return apiError(CL_DEVICE_NOT_FOUND,
                    "no vkcl device of that type" +
                        (p->diagnostics.empty() ? "" : ": " + p->diagnostics));
  if (devices)
    for (cl_uint i = 0; i < numEntries && i < matching.size(); ++i)
      devices[i] = matching[i]->handle();
  if (numDevices)
    *numDevices = cl_uint(matching.size());
  return CL_SUCCESS;
}

// Root devices are not reference counted ("clRetainDevice ... for root
// devices the reference count remains unchanged").
extern "C" CL_API_ENTRY cl_int CL_API_CALL clRetainDevice(cl_device_id d) {
  return cast<Device>(d) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clReleaseDevice(cl_device_id d) {
  return cast<Device>(d) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clCreateSubDevices(cl_device_id device, const cl_device_partition_property *,
                   cl_uint, cl_device_id *, cl_uint *) {
  if (!cast<Device>(device))
    return CL_INVALID_DEVICE;
  // CL_DEVICE_PARTITION_PROPERTIES is empty: no partition type is
  // supported, which the spec reports as CL_INVALID_VALUE.
  return apiError(CL_INVALID_VALUE, "clCreateSubDevices: vkcl devices cannot "
                                    "be partitioned");
}

// The device timer is the clock profiling values are reported on, which
// is the host's (Scheduler.cpp maps GPU timestamps onto it).
extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetDeviceAndHostTimer(
    cl_device_id device, cl_ulong *deviceTimestamp, cl_ulong *hostTimestamp) {
  if (!cast<Device>(device))
    return CL_INVALID_DEVICE;
  if (!deviceTimestamp || !hostTimestamp)
    return CL_INVALID_VALUE;
  *hostTimestamp = *deviceTimestamp = hostTimeNs();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetHostTimer(cl_device_id device, cl_ulong *hostTimestamp) {
  if (!cast<Device>(device))
    return CL_INVALID_DEVICE;
  if (!hostTimestamp)
    return CL_INVALID_VALUE;
  *hostTimestamp = hostTimeNs();
  return CL_SUCCESS;
}
