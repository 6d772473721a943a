// The fixture's helpers (ClFixture.h says what the fixture is for).
#include "ClFixture.h"

#include <cstdlib>
#include <sstream>

namespace vkcl::cltest {

std::string errorName(cl_int code) {
  static const std::pair<cl_int, const char *> names[] = {
#define VKCL_CL_CODE(c) {c, #c}
      VKCL_CL_CODE(CL_SUCCESS),
      VKCL_CL_CODE(CL_DEVICE_NOT_FOUND),
      VKCL_CL_CODE(CL_DEVICE_NOT_AVAILABLE),
      VKCL_CL_CODE(CL_COMPILER_NOT_AVAILABLE),
      VKCL_CL_CODE(CL_MEM_OBJECT_ALLOCATION_FAILURE),
      VKCL_CL_CODE(CL_OUT_OF_RESOURCES),
      VKCL_CL_CODE(CL_OUT_OF_HOST_MEMORY),
      VKCL_CL_CODE(CL_PROFILING_INFO_NOT_AVAILABLE),
      VKCL_CL_CODE(CL_MEM_COPY_OVERLAP),
      VKCL_CL_CODE(CL_IMAGE_FORMAT_MISMATCH),
      VKCL_CL_CODE(CL_IMAGE_FORMAT_NOT_SUPPORTED),
      VKCL_CL_CODE(CL_BUILD_PROGRAM_FAILURE),
      VKCL_CL_CODE(CL_MAP_FAILURE),
      VKCL_CL_CODE(CL_MISALIGNED_SUB_BUFFER_OFFSET),
      VKCL_CL_CODE(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST),
      VKCL_CL_CODE(CL_COMPILE_PROGRAM_FAILURE),
      VKCL_CL_CODE(CL_LINKER_NOT_AVAILABLE),
      VKCL_CL_CODE(CL_LINK_PROGRAM_FAILURE),
      VKCL_CL_CODE(CL_DEVICE_PARTITION_FAILED),
      VKCL_CL_CODE(CL_KERNEL_ARG_INFO_NOT_AVAILABLE),
      VKCL_CL_CODE(CL_INVALID_VALUE),
      VKCL_CL_CODE(CL_INVALID_DEVICE_TYPE),
      VKCL_CL_CODE(CL_INVALID_PLATFORM),
      VKCL_CL_CODE(CL_INVALID_DEVICE),
      VKCL_CL_CODE(CL_INVALID_CONTEXT),
      VKCL_CL_CODE(CL_INVALID_QUEUE_PROPERTIES),
      VKCL_CL_CODE(CL_INVALID_COMMAND_QUEUE),
      VKCL_CL_CODE(CL_INVALID_HOST_PTR),
      VKCL_CL_CODE(CL_INVALID_MEM_OBJECT),
      VKCL_CL_CODE(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR),
      VKCL_CL_CODE(CL_INVALID_IMAGE_SIZE),
      VKCL_CL_CODE(CL_INVALID_SAMPLER),
      VKCL_CL_CODE(CL_INVALID_BINARY),
      VKCL_CL_CODE(CL_INVALID_BUILD_OPTIONS),
      VKCL_CL_CODE(CL_INVALID_PROGRAM),
      VKCL_CL_CODE(CL_INVALID_PROGRAM_EXECUTABLE),
      VKCL_CL_CODE(CL_INVALID_KERNEL_NAME),
      VKCL_CL_CODE(CL_INVALID_KERNEL_DEFINITION),
      VKCL_CL_CODE(CL_INVALID_KERNEL),
      VKCL_CL_CODE(CL_INVALID_ARG_INDEX),
      VKCL_CL_CODE(CL_INVALID_ARG_VALUE),
      VKCL_CL_CODE(CL_INVALID_ARG_SIZE),
      VKCL_CL_CODE(CL_INVALID_KERNEL_ARGS),
      VKCL_CL_CODE(CL_INVALID_WORK_DIMENSION),
      VKCL_CL_CODE(CL_INVALID_WORK_GROUP_SIZE),
      VKCL_CL_CODE(CL_INVALID_WORK_ITEM_SIZE),
      VKCL_CL_CODE(CL_INVALID_GLOBAL_OFFSET),
      VKCL_CL_CODE(CL_INVALID_EVENT_WAIT_LIST),
      VKCL_CL_CODE(CL_INVALID_EVENT),
      VKCL_CL_CODE(CL_INVALID_OPERATION),
      VKCL_CL_CODE(CL_INVALID_GL_OBJECT),
      VKCL_CL_CODE(CL_INVALID_BUFFER_SIZE),
      VKCL_CL_CODE(CL_INVALID_MIP_LEVEL),
      VKCL_CL_CODE(CL_INVALID_GLOBAL_WORK_SIZE),
      VKCL_CL_CODE(CL_INVALID_PROPERTY),
      VKCL_CL_CODE(CL_INVALID_IMAGE_DESCRIPTOR),
      VKCL_CL_CODE(CL_INVALID_COMPILER_OPTIONS),
      VKCL_CL_CODE(CL_INVALID_LINKER_OPTIONS),
      VKCL_CL_CODE(CL_INVALID_DEVICE_PARTITION_COUNT),
      VKCL_CL_CODE(CL_INVALID_PIPE_SIZE),
      VKCL_CL_CODE(CL_INVALID_DEVICE_QUEUE),
      VKCL_CL_CODE(CL_INVALID_SPEC_ID),
      VKCL_CL_CODE(CL_MAX_SIZE_RESTRICTION_EXCEEDED),
#undef VKCL_CL_CODE
  };
  for (const auto &[value, name] : names)
    if (value == code)
      return std::string(name) + " (" + std::to_string(code) + ")";
  return "unknown status " + std::to_string(code);
}

::testing::AssertionResult checkCode(const char *, const char *actualText,
                                     cl_int expected, cl_int actual) {
  if (expected == actual)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << actualText << "\n  returned " << errorName(actual)
         << "\n  expected " << errorName(expected);
}

Driver testDriver() {
  const char *name = std::getenv("VKCL_TEST_DRIVER");
  std::string driver = name ? name : "";
  if (driver == "lavapipe")
    return Driver::Lavapipe;
  if (driver == "swiftshader")
    return Driver::SwiftShader;
  return Driver::Unknown;
}

std::string platformString(cl_platform_id platform, cl_platform_info param) {
  size_t size = 0;
  EXPECT_CL(clGetPlatformInfo(platform, param, 0, nullptr, &size));
  if (size == 0)
    return {};
  std::string text(size, '\0');
  EXPECT_CL(clGetPlatformInfo(platform, param, size, text.data(), nullptr));
  EXPECT_EQ('\0', text.back()) << "not NUL-terminated";
  return text.c_str();
}

std::string deviceString(cl_device_id device, cl_device_info param) {
  size_t size = 0;
  EXPECT_CL(clGetDeviceInfo(device, param, 0, nullptr, &size));
  if (size == 0)
    return {};
  std::string text(size, '\0');
  EXPECT_CL(clGetDeviceInfo(device, param, size, text.data(), nullptr));
  EXPECT_EQ('\0', text.back()) << "not NUL-terminated";
  return text.c_str();
}

std::string platformName() {
  const char *name = std::getenv("VKCL_TEST_PLATFORM");
  return name && *name ? name : "vkcl";
}

cl_platform_id vkclPlatform() {
  static cl_platform_id found = [] {
    cl_uint count = 0;
    if (clGetPlatformIDs(0, nullptr, &count) != CL_SUCCESS || count == 0)
      return cl_platform_id{};
    std::vector<cl_platform_id> platforms(count);
    if (clGetPlatformIDs(count, platforms.data(), nullptr) != CL_SUCCESS)
      return cl_platform_id{};
    for (cl_platform_id p : platforms) {
      char name[256] = {};
      if (clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof(name), name, nullptr) ==
              CL_SUCCESS &&
          name == platformName())
        return p;
    }
    return cl_platform_id{};
  }();
  return found;
}

cl_device_id vkclDevice() {
  cl_platform_id platform = vkclPlatform();
  cl_device_id device = nullptr;
  if (platform && clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device,
                                 nullptr) != CL_SUCCESS)
    device = nullptr;
  return device;
}

std::vector<std::string> splitWords(const std::string &text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string word; in >> word;)
    words.push_back(word);
  return words;
}

bool hasWord(const std::string &text, const std::string &word) {
  for (const std::string &w : splitWords(text))
    if (w == word)
      return true;
  return false;
}

std::vector<uint8_t> randomBytes(size_t count, uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<uint8_t> bytes(count);
  for (uint8_t &b : bytes)
    b = static_cast<uint8_t>(rng());
  return bytes;
}

void ClTest::SetUp() {
  platform_ = vkclPlatform();
  ASSERT_NE(nullptr, platform_)
      << "no OpenCL platform named vkcl (is OCL_ICD_VENDORS set?)";
  device_ = vkclDevice();
  ASSERT_NE(nullptr, device_) << "the vkcl platform has no device";
  cl_int err = CL_SUCCESS;
  context_.reset(clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err));
  ASSERT_CL(err);
  queue_.reset(
      clCreateCommandQueueWithProperties(context_, device_, nullptr, &err));
  ASSERT_CL(err);
  fullProfile_ = deviceString(device_, CL_DEVICE_PROFILE) == "FULL_PROFILE";
  extensions_ = deviceString(device_, CL_DEVICE_EXTENSIONS);
}

void ClTest::TearDown() {
  if (queue_) {
    EXPECT_CL(clFinish(queue_));
  }
  queue_.reset();
  context_.reset();
}

ClProgram ClTest::build(const std::string &source, const std::string &options) {
  const char *text = source.c_str();
  cl_int err = CL_SUCCESS;
  ClProgram program(
      clCreateProgramWithSource(context_, 1, &text, nullptr, &err));
  EXPECT_CL(err);
  if (!program)
    return program;
  err = clBuildProgram(program, 1, &device_, options.c_str(), nullptr, nullptr);
  if (err != CL_SUCCESS) {
    size_t size = 0;
    clGetProgramBuildInfo(program, device_, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                          &size);
    std::string log(size, '\0');
    clGetProgramBuildInfo(program, device_, CL_PROGRAM_BUILD_LOG, size,
                          log.data(), nullptr);
    ADD_FAILURE() << "clBuildProgram: " << errorName(err) << "\n" << log;
    program.reset();
  }
  return program;
}

ClKernel ClTest::kernel(const std::string &source, const char *name,
                        const std::string &options) {
  ClProgram program = build(source, options);
  if (!program)
    return ClKernel();
  cl_int err = CL_SUCCESS;
  ClKernel k(clCreateKernel(program, name, &err));
  EXPECT_CL(err) << "clCreateKernel " << name;
  return k;
}

ClMem ClTest::buffer(size_t bytes, cl_mem_flags flags, void *hostPtr) {
  cl_int err = CL_SUCCESS;
  ClMem mem(clCreateBuffer(context_, flags, bytes, hostPtr, &err));
  EXPECT_CL(err) << "clCreateBuffer of " << bytes << " bytes";
  return mem;
}

void ClTest::run1D(cl_kernel k, size_t global, const size_t *local) {
  EXPECT_CL(clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &global, local, 0,
                                   nullptr, nullptr));
  EXPECT_CL(clFinish(queue_));
}

bool ClTest::hasExtension(const char *name) const {
  return hasWord(extensions_, name);
}

} // namespace vkcl::cltest
