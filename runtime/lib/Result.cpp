#include "Internal.h"

#include <string>

namespace vkcl {

const char *toString(ErrorCode code) {
  switch (code) {
  case ErrorCode::Ok:
    return "ok";
  case ErrorCode::InvalidArgument:
    return "invalid argument";
  case ErrorCode::InvalidOperation:
    return "invalid operation";
  case ErrorCode::FeatureMissing:
    return "feature missing";
  case ErrorCode::LimitExceeded:
    return "limit exceeded";
  case ErrorCode::OutOfMemory:
    return "out of memory";
  case ErrorCode::DeviceLost:
    return "device lost";
  case ErrorCode::CompileFailed:
    return "compile failed";
  case ErrorCode::InvalidBinary:
    return "invalid binary";
  case ErrorCode::NotFound:
    return "not found";
  case ErrorCode::VulkanError:
    return "Vulkan error";
  }
  return "unknown error";
}

Error vulkanError(VkResult result, const char *call) {
  std::string what = std::string(call).substr(0, std::string(call).find('('));
  switch (result) {
  case VK_ERROR_DEVICE_LOST:
    return makeError(ErrorCode::DeviceLost, what + ": the device was lost");
  case VK_ERROR_OUT_OF_HOST_MEMORY:
    return makeError(ErrorCode::OutOfMemory, what + ": out of host memory");
  case VK_ERROR_OUT_OF_DEVICE_MEMORY:
    return makeError(ErrorCode::OutOfMemory, what + ": out of device memory");
  default:
    return makeError(ErrorCode::VulkanError,
                     what + " failed with VkResult " +
                         std::to_string(static_cast<int>(result)));
  }
}

} // namespace vkcl
