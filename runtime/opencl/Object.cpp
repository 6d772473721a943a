// Helpers every API file uses: the clGet*Info protocol, error reporting and
// the profiling clock.
#include "Objects.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace vkcl::ocl {

cl_int returnBytes(size_t size, void *value, size_t *sizeRet, const void *data,
                   size_t bytes) {
  // "CL_INVALID_VALUE if ... size in bytes specified by param_value_size is
  // < size of return type ... and param_value is not NULL."
  if (value && size < bytes)
    return CL_INVALID_VALUE;
  if (value && bytes)
    std::memcpy(value, data, bytes);
  if (sizeRet)
    *sizeRet = bytes;
  return CL_SUCCESS;
}

cl_int apiError(cl_int code, const std::string &message) {
  static const bool log = [] {
    const char *v = std::getenv("VKCL_LOG");
    return v && *v && *v != '0';
  }();
  if (log)
    std::fprintf(stderr, "vkcl: error %d: %s\n", code, message.c_str());
  return code;
}

cl_ulong hostTimeNs() {
  return cl_ulong(std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now().time_since_epoch())
                      .count());
}

} // namespace vkcl::ocl
