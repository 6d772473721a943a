// What clGetDeviceInfo (DeviceInfo.cpp: the tables of extensions and
// OpenCL C features, and every answer vkcl decides) shares with
// DeviceCaps.cpp (what the Vulkan device can do: DeviceCaps, its image and
// memory limits, and the answers read from Vulkan at query time). Two
// files because one was too long to read; the query functions of both
// are tried in turn by clGetDeviceInfo.
#pragma once

#include "Objects.h"

#include <string>
#include <vector>

namespace vkcl::ocl {

/// Returned by a query function for a param that is not its own.
constexpr cl_int NotHandled = 1;

/// Where one clGetDeviceInfo answer goes. Each answer names its type as
/// the spec's table gives it: `r.value<cl_uint>(n)`.
class Reply {
public:
  Reply(size_t size, void *out, size_t *sizeRet)
      : size_(size), out_(out), sizeRet_(sizeRet) {}
  template <typename T, typename U> cl_int value(U v) const {
    return returnValue(size_, out_, sizeRet_, static_cast<T>(v));
  }
  cl_int string(const std::string &s) const {
    return returnString(size_, out_, sizeRet_, s);
  }
  template <typename T> cl_int list(const std::vector<T> &v) const {
    return returnVector(size_, out_, sizeRet_, v);
  }
  cl_int bytes(const void *data, size_t n) const {
    return returnBytes(size_, out_, sizeRet_, data, n);
  }

private:
  size_t size_;
  void *out_;
  size_t *sizeRet_;
};

/// CL_DEVICE_EXTENSIONS of a device with `profile` and `caps`' image
/// support (DeviceInfo.cpp's table); `pciBusInfo`: the device has
/// VK_EXT_pci_bus_info.
std::string extensionList(const TargetProfile &profile, bool pciBusInfo,
                          const DeviceCaps &caps);

/// Answers read from Vulkan at query time (DeviceCaps.cpp), or NotHandled.
cl_int vulkanQuery(const Device &d, cl_device_info param, const Reply &r);

} // namespace vkcl::ocl
