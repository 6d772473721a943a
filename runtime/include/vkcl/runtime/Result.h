// Errors as values.
//
// The runtime never throws and never aborts on user error: every fallible
// call returns a Status or a Result<T> carrying a code and a message that
// names what was wrong (which argument, which limit, which feature).
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace vkcl {

enum class ErrorCode {
  Ok = 0,
  InvalidArgument,  ///< A parameter is wrong (index, size, kind, range).
  InvalidOperation, ///< The call is not allowed in the object's state.
  FeatureMissing,   ///< The device lacks a feature the kernel needs.
  LimitExceeded,    ///< Work-group size, local memory, push constants.
  OutOfMemory,      ///< Host or device allocation failed.
  DeviceLost,       ///< VK_ERROR_DEVICE_LOST: the device is unusable.
  CompileFailed,    ///< OpenCL C compilation failed (message: diagnostics).
  InvalidBinary,    ///< A SPIR-V file without valid vkcl reflection.
  NotFound,         ///< No such kernel, argument name or device.
  VulkanError,      ///< Any other Vulkan failure (message names the call).
};

const char *toString(ErrorCode code);

struct Error {
  ErrorCode code = ErrorCode::Ok;
  std::string message;
};

/// Success, or an Error.
class [[nodiscard]] Status {
public:
  Status() = default;
  Status(Error error) : error_(std::move(error)) {}
  static Status ok() { return {}; }
  bool isOk() const { return error_.code == ErrorCode::Ok; }
  explicit operator bool() const { return isOk(); }
  const Error &error() const { return error_; }
  ErrorCode code() const { return error_.code; }
  const std::string &message() const { return error_.message; }

private:
  Error error_;
};

/// A value, or an Error.
template <typename T> class [[nodiscard]] Result {
public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {
    assert(std::get<Error>(v_).code != ErrorCode::Ok);
  }
  Result(Status status) : v_(status.error()) { assert(!status.isOk()); }
  bool isOk() const { return v_.index() == 0; }
  explicit operator bool() const { return isOk(); }
  T &value() & { return std::get<0>(v_); }
  T &&value() && { return std::get<0>(std::move(v_)); }
  const T &value() const & { return std::get<0>(v_); }
  T *operator->() { return &value(); }
  T &operator*() { return value(); }
  const Error &error() const { return std::get<Error>(v_); }
  Status status() const { return isOk() ? Status() : Status(error()); }

private:
  std::variant<T, Error> v_;
};

inline Error makeError(ErrorCode code, std::string message) {
  return Error{code, std::move(message)};
}

} // namespace vkcl
