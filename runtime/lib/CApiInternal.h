// What the C API's source files (CApi.cpp, CApiImages.cpp) share: the
// handle structs behind vkcl/vkcl.h's opaque types, each owning its C++
// object and sharing its parent's state, and the guards and conversions
// every entry point uses.
#pragma once

#include "vkcl/vkcl.h"

#include "vkcl/Runtime.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <string>

namespace vkcl::capi {

using vkcl::ErrorCode;

inline vkclStatus toStatus(ErrorCode code) {
  switch (code) {
  case ErrorCode::Ok:
    return VKCL_SUCCESS;
  case ErrorCode::InvalidArgument:
    return VKCL_ERROR_INVALID_ARGUMENT;
  case ErrorCode::InvalidOperation:
    return VKCL_ERROR_INVALID_OPERATION;
  case ErrorCode::FeatureMissing:
    return VKCL_ERROR_FEATURE_MISSING;
  case ErrorCode::LimitExceeded:
    return VKCL_ERROR_LIMIT_EXCEEDED;
  case ErrorCode::OutOfMemory:
    return VKCL_ERROR_OUT_OF_MEMORY;
  case ErrorCode::DeviceLost:
    return VKCL_ERROR_DEVICE_LOST;
  case ErrorCode::CompileFailed:
    return VKCL_ERROR_COMPILE_FAILED;
  case ErrorCode::InvalidBinary:
    return VKCL_ERROR_INVALID_BINARY;
  case ErrorCode::NotFound:
    return VKCL_ERROR_NOT_FOUND;
  case ErrorCode::VulkanError:
    return VKCL_ERROR_VULKAN;
  }
  return VKCL_ERROR_INTERNAL;
}

/// A device and the message of the last call that failed on it.
struct DeviceState {
  std::unique_ptr<vkcl::Device> device;
  std::mutex mutex;
  std::string lastError;

  vkclStatus fail(vkclStatus status, std::string message) {
    std::lock_guard<std::mutex> lock(mutex);
    lastError = std::move(message);
    return status;
  }
  vkclStatus check(const vkcl::Status &status) {
    return status ? VKCL_SUCCESS
                  : fail(toStatus(status.code()), status.message());
  }
};

struct QueueState {
  std::shared_ptr<DeviceState> device; // first: destroyed last
  std::unique_ptr<vkcl::Queue> queue;
};

inline void copyMessage(const std::string &message, char *buffer, size_t size) {
  if (!buffer || size == 0)
    return;
  size_t n = std::min(message.size(), size - 1);
  std::memcpy(buffer, message.data(), n);
  buffer[n] = '\0';
}

/// Runs `body`, turning an escaping exception into a status: a C caller
/// has no way to catch it, and unwinding through C frames is undefined.
template <typename Body> vkclStatus guarded(Body &&body) {
#if defined(__cpp_exceptions)
  try {
    return body();
  } catch (const std::bad_alloc &) {
    return VKCL_ERROR_OUT_OF_MEMORY;
  } catch (...) {
    return VKCL_ERROR_INTERNAL;
  }
#else
  return body();
#endif
}

inline vkcl::NDRange toRange(const vkclNDRange &r) {
  vkcl::NDRange range;
  range.dims = r.dims;
  for (uint32_t d = 0; d < 3; ++d) {
    bool used = d < r.dims;
    range.global[d] = used ? r.global[d] : 1;
    range.local[d] = used ? r.local[d] : 0;
    range.offset[d] = used ? r.offset[d] : 0;
  }
  return range;
}

} // namespace vkcl::capi

struct vkclDevice_T {
  std::shared_ptr<vkcl::capi::DeviceState> state;
};
struct vkclBuffer_T {
  std::shared_ptr<vkcl::capi::DeviceState> device;
  vkcl::Buffer buffer;
};
struct vkclProgram_T {
  std::shared_ptr<vkcl::capi::DeviceState> device;
  std::shared_ptr<vkcl::Program> program;
};
struct vkclKernel_T {
  std::shared_ptr<vkcl::capi::DeviceState> device;
  vkcl::Kernel kernel; // keeps its program alive
};
struct vkclPipe_T {
  std::shared_ptr<vkcl::capi::DeviceState> device;
  vkcl::Pipe pipe;
};
/// Puts a created object behind a new handle of type Handle, or records why
/// creating it failed on the device.
template <typename Handle, typename T>
vkclStatus publish(const std::shared_ptr<vkcl::capi::DeviceState> &device,
                   vkcl::Result<T> created, Handle **out) {
  if (!created)
    return device->check(created.status());
  *out = new Handle{device, std::move(*created)};
  return VKCL_SUCCESS;
}

struct vkclQueue_T {
  std::shared_ptr<vkcl::capi::QueueState> state;
};
struct vkclEvent_T {
  std::shared_ptr<vkcl::capi::QueueState> queue; // vkcl::Event points into it
  vkcl::Event event;
};
