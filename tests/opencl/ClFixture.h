// Test fixture for the vkcl OpenCL platform, used through the real OpenCL
// API: the test binary links Debian's ICD loader (ocl-icd), which finds
// libvkcl-opencl through OCL_ICD_VENDORS, exactly as an application would.
//
// Nothing here knows vkcl's internals: every expectation is the OpenCL 3.0
// specification's. CTest sets, per Vulkan driver, VK_ICD_FILENAMES (the
// driver), VKCL_VALIDATION=1 (the platform fails on any validation-layer
// message) and VKCL_TEST_DRIVER (lavapipe or swiftshader, for the few
// expectations that differ, such as the profile).
#pragma once

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace vkcl::cltest {

/// "CL_INVALID_VALUE (-30)" for messages.
std::string errorName(cl_int code);

/// gtest predicate comparing OpenCL status codes by name.
::testing::AssertionResult checkCode(const char *expectedText,
                                     const char *actualText, cl_int expected,
                                     cl_int actual);

// EXPECT_CL(call): the call returns CL_SUCCESS; EXPECT_CL_ERR(code, call):
// it returns `code`. Failures print both codes by name.
#define EXPECT_CL(expr)                                                        \
  EXPECT_PRED_FORMAT2(::vkcl::cltest::checkCode, CL_SUCCESS, (expr))
#define ASSERT_CL(expr)                                                        \
  ASSERT_PRED_FORMAT2(::vkcl::cltest::checkCode, CL_SUCCESS, (expr))
#define EXPECT_CL_ERR(code, expr)                                              \
  EXPECT_PRED_FORMAT2(::vkcl::cltest::checkCode, (code), (expr))
#define ASSERT_CL_ERR(code, expr)                                              \
  ASSERT_PRED_FORMAT2(::vkcl::cltest::checkCode, (code), (expr))

/// How each handle type is released.
inline cl_int releaseHandle(cl_context h) { return clReleaseContext(h); }
inline cl_int releaseHandle(cl_command_queue h) {
  return clReleaseCommandQueue(h);
}
inline cl_int releaseHandle(cl_mem h) { return clReleaseMemObject(h); }
inline cl_int releaseHandle(cl_program h) { return clReleaseProgram(h); }
inline cl_int releaseHandle(cl_kernel h) { return clReleaseKernel(h); }
inline cl_int releaseHandle(cl_event h) { return clReleaseEvent(h); }

/// Owns one application reference to an OpenCL object, so a failing
/// assertion does not leak it (the leak tests rely on that).
template <typename T> class Cl {
public:
  Cl() = default;
  explicit Cl(T handle) : handle_(handle) {}
  Cl(const Cl &) = delete;
  Cl &operator=(const Cl &) = delete;
  Cl(Cl &&other) noexcept : handle_(other.take()) {}
  Cl &operator=(Cl &&other) noexcept {
    reset(other.take());
    return *this;
  }
  ~Cl() { reset(); }

  T get() const { return handle_; }
  operator T() const { return handle_; }
  /// For out-parameters (cl_event *): releases what it held first.
  T *out() {
    reset();
    return &handle_;
  }
  /// The address of the handle, for arrays of one (wait lists, clSetKernelArg).
  const T *ptr() const { return &handle_; }
  void reset(T handle = nullptr) {
    if (handle_)
      releaseHandle(handle_);
    handle_ = handle;
  }
  T take() { return std::exchange(handle_, nullptr); }

private:
  T handle_ = nullptr;
};
using ClContext = Cl<cl_context>;
using ClQueue = Cl<cl_command_queue>;
using ClMem = Cl<cl_mem>;
using ClProgram = Cl<cl_program>;
using ClKernel = Cl<cl_kernel>;
using ClEvent = Cl<cl_event>;

enum class Driver { Unknown, Lavapipe, SwiftShader };
/// From $VKCL_TEST_DRIVER.
Driver testDriver();

/// "vkcl", or $VKCL_TEST_PLATFORM: running the tests against another
/// implementation (PoCL) checks the tests themselves.
std::string platformName();
/// The platform whose CL_PLATFORM_NAME is platformName(), or null.
cl_platform_id vkclPlatform();
/// Its first device (CL_DEVICE_TYPE_ALL), or null.
cl_device_id vkclDevice();

/// clGetPlatformInfo / clGetDeviceInfo of a string (empty on error, with a
/// test failure).
std::string platformString(cl_platform_id platform, cl_platform_info param);
std::string deviceString(cl_device_id device, cl_device_info param);
template <typename T> T deviceValue(cl_device_id device, cl_device_info param) {
  T value{};
  EXPECT_CL(clGetDeviceInfo(device, param, sizeof(T), &value, nullptr));
  return value;
}
/// Space-separated words of a string ("a b  c" → a, b, c).
std::vector<std::string> splitWords(const std::string &text);
bool hasWord(const std::string &text, const std::string &word);

/// Every output buffer is filled with this before a kernel runs, so a
/// missing store shows.
inline constexpr uint32_t Poison = 0xDEADBEEFu;

/// Reproducible random values; one seed per call site.
template <typename T>
std::vector<T> randomValues(size_t count, uint32_t seed, T lo, T hi) {
  std::mt19937 rng(seed);
  std::vector<T> values(count);
  for (T &v : values) {
    if constexpr (std::is_floating_point_v<T>)
      v = std::uniform_real_distribution<T>(lo, hi)(rng);
    else
      v = static_cast<T>(std::uniform_int_distribution<int64_t>(
          static_cast<int64_t>(lo), static_cast<int64_t>(hi))(rng));
  }
  return values;
}
std::vector<uint8_t> randomBytes(size_t count, uint32_t seed);

/// One context and in-order queue on the vkcl device, per test. Tests that
/// need other queues or contexts make their own.
class ClTest : public ::testing::Test {
protected:
  void SetUp() override;
  void TearDown() override;

  /// Builds `source` for the device; on failure the test fails with the
  /// build log and the result is null.
  ClProgram build(const std::string &source, const std::string &options = "");
  /// build() + clCreateKernel.
  ClKernel kernel(const std::string &source, const char *name,
                  const std::string &options = "");
  ClMem buffer(size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE,
               void *hostPtr = nullptr);
  /// A buffer holding `values`.
  template <typename T> ClMem bufferOf(const std::vector<T> &values) {
    return buffer(values.size() * sizeof(T),
                  CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                  const_cast<T *>(values.data()));
  }
  /// A buffer of `count` T filled with Poison.
  template <typename T> ClMem poisoned(size_t count) {
    std::vector<uint32_t> poison((count * sizeof(T) + 3) / 4, Poison);
    ClMem mem = buffer(count * sizeof(T));
    if (mem) {
      EXPECT_CL(clEnqueueWriteBuffer(queue_, mem, CL_TRUE, 0, count * sizeof(T),
                                     poison.data(), 0, nullptr, nullptr));
    }
    return mem;
  }
  /// Blocking read of `count` T from the start of `mem` on the test queue.
  template <typename T> std::vector<T> read(cl_mem mem, size_t count) {
    std::vector<T> values(count);
    EXPECT_CL(clEnqueueReadBuffer(queue_, mem, CL_TRUE, 0, count * sizeof(T),
                                  values.data(), 0, nullptr, nullptr));
    return values;
  }
  /// clSetKernelArg for a value (a cl_mem included).
  template <typename T> void setArg(cl_kernel k, cl_uint index, const T &v) {
    EXPECT_CL(clSetKernelArg(k, index, sizeof(T), &v));
  }
  /// Runs a 1-D range (local size from the platform) and waits.
  void run1D(cl_kernel k, size_t global, const size_t *local = nullptr);

  /// Whether the device reports the FULL profile (64-bit integers etc.).
  bool fullProfile() const { return fullProfile_; }
  bool hasExtension(const char *name) const;

  cl_platform_id platform_ = nullptr;
  cl_device_id device_ = nullptr;
  ClContext context_;
  ClQueue queue_;

private:
  bool fullProfile_ = false;
  std::string extensions_;
};

/// A ClTest that skips on a device without images (CL_DEVICE_IMAGE_SUPPORT
/// false): the image and sampler suites.
class ClImageTest : public ClTest {
protected:
  void SetUp() override {
    ClTest::SetUp();
    if (device_ && !deviceValue<cl_bool>(device_, CL_DEVICE_IMAGE_SUPPORT))
      GTEST_SKIP() << "the device has no image support";
  }
  /// clCreateImage in context_, expecting `expected` (and a null image
  /// unless it is CL_SUCCESS).
  ClMem createImage(const cl_image_desc &desc, cl_mem_flags flags,
                    const cl_image_format &format, void *host,
                    cl_int expected) {
    cl_int err = CL_SUCCESS;
    ClMem m(clCreateImage(context_, flags, &format, &desc, host, &err));
    EXPECT_CL_ERR(expected, err);
    EXPECT_EQ(expected == CL_SUCCESS, m.get() != nullptr);
    return m;
  }
  template <typename T> T imageInfo(cl_mem image, cl_image_info param) {
    T v{};
    EXPECT_CL(clGetImageInfo(image, param, sizeof v, &v, nullptr));
    return v;
  }
};

} // namespace vkcl::cltest
