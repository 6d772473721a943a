// Platform and device discovery through the ICD loader: with
// OCL_ICD_VENDORS naming only vkcl, the loader must find exactly one
// platform, named "vkcl", whose clGetPlatformInfo answers are the ones
// OpenCL 3.0 and cl_khr_icd require, and whose devices clGetDeviceIDs
// returns by type.
#include "ClFixture.h"

#include <algorithm>
#include <set>

namespace vkcl::cltest {
namespace {

TEST(Platform, LoaderFindsExactlyOneVkclPlatform) {
  cl_uint count = 0;
  ASSERT_CL(clGetPlatformIDs(0, nullptr, &count));
  ASSERT_EQ(1u, count) << "OCL_ICD_VENDORS should name only vkcl";
  cl_platform_id platform = nullptr;
  cl_uint again = 0;
  ASSERT_CL(clGetPlatformIDs(1, &platform, &again));
  EXPECT_EQ(1u, again);
  ASSERT_NE(nullptr, platform);
  EXPECT_EQ(platformName(), platformString(platform, CL_PLATFORM_NAME));
  EXPECT_EQ(platform, vkclPlatform());
}

TEST(Platform, GetPlatformIdsRejectsInconsistentArguments) {
  cl_platform_id platform = nullptr;
  EXPECT_CL_ERR(CL_INVALID_VALUE, clGetPlatformIDs(0, &platform, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clGetPlatformIDs(1, nullptr, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE, clGetPlatformIDs(0, nullptr, nullptr));
}

TEST(Platform, InfoStrings) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  std::string profile = platformString(p, CL_PLATFORM_PROFILE);
  EXPECT_TRUE(profile == "FULL_PROFILE" || profile == "EMBEDDED_PROFILE")
      << profile;
  // "OpenCL<space><major.minor><space><platform-specific information>".
  std::string version = platformString(p, CL_PLATFORM_VERSION);
  EXPECT_EQ(0u, version.rfind("OpenCL 3.0 ", 0)) << version;
  EXPECT_FALSE(platformString(p, CL_PLATFORM_VENDOR).empty());
  std::string extensions = platformString(p, CL_PLATFORM_EXTENSIONS);
  EXPECT_TRUE(hasWord(extensions, "cl_khr_icd")) << extensions;
  EXPECT_FALSE(platformString(p, CL_PLATFORM_ICD_SUFFIX_KHR).empty());
}

TEST(Platform, NumericVersionAndTimerResolution) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  cl_version version = 0;
  size_t size = 0;
  ASSERT_CL(clGetPlatformInfo(p, CL_PLATFORM_NUMERIC_VERSION, sizeof(version),
                              &version, &size));
  EXPECT_EQ(sizeof(cl_version), size);
  EXPECT_EQ(CL_MAKE_VERSION(3, 0, 0), version);
  cl_ulong resolution = 0;
  EXPECT_CL(clGetPlatformInfo(p, CL_PLATFORM_HOST_TIMER_RESOLUTION,
                              sizeof(resolution), &resolution, &size));
  EXPECT_EQ(sizeof(cl_ulong), size);
}

TEST(Platform, ExtensionsWithVersionMatchTheString) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  size_t size = 0;
  ASSERT_CL(clGetPlatformInfo(p, CL_PLATFORM_EXTENSIONS_WITH_VERSION, 0,
                              nullptr, &size));
  ASSERT_EQ(0u, size % sizeof(cl_name_version));
  std::vector<cl_name_version> list(size / sizeof(cl_name_version));
  ASSERT_CL(clGetPlatformInfo(p, CL_PLATFORM_EXTENSIONS_WITH_VERSION, size,
                              list.data(), nullptr));
  std::multiset<std::string> fromList, fromString;
  for (const cl_name_version &nv : list)
    fromList.insert(nv.name);
  for (const std::string &w :
       splitWords(platformString(p, CL_PLATFORM_EXTENSIONS)))
    fromString.insert(w);
  EXPECT_EQ(fromString, fromList);
}

TEST(Platform, InfoSizeChecks) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  size_t size = 0;
  ASSERT_CL(clGetPlatformInfo(p, CL_PLATFORM_NAME, 0, nullptr, &size));
  EXPECT_EQ(platformName().size() + 1, size);
  char small[2];
  EXPECT_CL_ERR(
      CL_INVALID_VALUE,
      clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof(small), small, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetPlatformInfo(p, 0x7fff, 0, nullptr, &size));
  // Neither a destination nor a size: allowed, nothing returned.
  EXPECT_CL(clGetPlatformInfo(p, CL_PLATFORM_NAME, 0, nullptr, nullptr));
}

TEST(Platform, ProfileMatchesTheDriver) {
  cl_device_id d = vkclDevice();
  ASSERT_NE(nullptr, d);
  std::string profile = deviceString(d, CL_DEVICE_PROFILE);
  switch (testDriver()) {
  case Driver::Lavapipe:
    EXPECT_EQ("FULL_PROFILE", profile) << "lavapipe has int64";
    break;
  case Driver::SwiftShader:
    EXPECT_EQ("EMBEDDED_PROFILE", profile) << "SwiftShader has no int64";
    break;
  case Driver::Unknown:
    GTEST_SKIP() << "VKCL_TEST_DRIVER not set";
  }
}

TEST(Platform, DeviceIdsByType) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  cl_uint all = 0;
  ASSERT_CL(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &all));
  ASSERT_GE(all, 1u);
  std::vector<cl_device_id> devices(all);
  ASSERT_CL(
      clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, all, devices.data(), nullptr));
  // Every device is found by its own type, and the counts per type add up.
  const cl_device_type types[] = {CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_GPU,
                                  CL_DEVICE_TYPE_ACCELERATOR,
                                  CL_DEVICE_TYPE_CUSTOM};
  cl_uint total = 0;
  for (cl_device_type type : types) {
    cl_uint n = 0;
    cl_int err = clGetDeviceIDs(p, type, 0, nullptr, &n);
    if (err == CL_DEVICE_NOT_FOUND)
      continue;
    ASSERT_CL(err) << "type " << type;
    std::vector<cl_device_id> ofType(n);
    ASSERT_CL(clGetDeviceIDs(p, type, n, ofType.data(), nullptr));
    for (cl_device_id d : ofType) {
      EXPECT_NE(devices.end(), std::find(devices.begin(), devices.end(), d));
      cl_device_type actual = deviceValue<cl_device_type>(d, CL_DEVICE_TYPE);
      EXPECT_TRUE(actual & type) << actual;
    }
    total += n;
  }
  EXPECT_EQ(all, total);
  for (cl_device_id d : devices) {
    cl_device_type type = deviceValue<cl_device_type>(d, CL_DEVICE_TYPE);
    EXPECT_EQ(1, __builtin_popcountll(type & ~CL_DEVICE_TYPE_DEFAULT))
        << "one of CPU, GPU, ACCELERATOR, CUSTOM: " << type;
    EXPECT_EQ(p, deviceValue<cl_platform_id>(d, CL_DEVICE_PLATFORM));
  }
  // Exactly one default device, and it is one of them.
  cl_uint n = 0;
  ASSERT_CL(clGetDeviceIDs(p, CL_DEVICE_TYPE_DEFAULT, 0, nullptr, &n));
  EXPECT_EQ(1u, n);
  cl_device_id def = nullptr;
  ASSERT_CL(clGetDeviceIDs(p, CL_DEVICE_TYPE_DEFAULT, 1, &def, nullptr));
  EXPECT_NE(devices.end(), std::find(devices.begin(), devices.end(), def));
  // Fewer entries than devices: the first ones.
  cl_device_id first = nullptr;
  ASSERT_CL(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &first, nullptr));
  EXPECT_EQ(devices[0], first);
}

TEST(Platform, DeviceIdsErrors) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  cl_device_id d = nullptr;
  cl_uint n = 0;
  EXPECT_CL_ERR(CL_INVALID_DEVICE_TYPE,
                clGetDeviceIDs(p, cl_device_type(1) << 40, 1, &d, &n));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, &d, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, nullptr, nullptr));
  // A type with no device: CL_DEVICE_NOT_FOUND (vkcl has no custom ones).
  EXPECT_CL_ERR(CL_DEVICE_NOT_FOUND,
                clGetDeviceIDs(p, CL_DEVICE_TYPE_CUSTOM, 1, &d, &n));
}

TEST(Platform, RootDeviceRetainReleaseIsANoOp) {
  cl_device_id d = vkclDevice();
  ASSERT_NE(nullptr, d);
  EXPECT_CL(clRetainDevice(d));
  EXPECT_CL(clRetainDevice(d));
  EXPECT_EQ(1u, deviceValue<cl_uint>(d, CL_DEVICE_REFERENCE_COUNT));
  EXPECT_CL(clReleaseDevice(d));
  EXPECT_CL(clReleaseDevice(d));
  EXPECT_CL(clReleaseDevice(d)) << "root devices are never released";
  EXPECT_EQ(1u, deviceValue<cl_uint>(d, CL_DEVICE_REFERENCE_COUNT));
  EXPECT_EQ(nullptr, deviceValue<cl_device_id>(d, CL_DEVICE_PARENT_DEVICE));
}

TEST(Platform, SubDevicesOnlyWhenPartitionable) {
  cl_device_id d = vkclDevice();
  ASSERT_NE(nullptr, d);
  cl_uint maxSub = deviceValue<cl_uint>(d, CL_DEVICE_PARTITION_MAX_SUB_DEVICES);
  if (maxSub > 1)
    GTEST_SKIP() << "device can be partitioned";
  const cl_device_partition_property props[] = {CL_DEVICE_PARTITION_EQUALLY, 1,
                                                0};
  cl_device_id sub = nullptr;
  cl_uint n = 0;
  cl_int err = clCreateSubDevices(d, props, 1, &sub, &n);
  EXPECT_TRUE(err == CL_INVALID_VALUE || err == CL_DEVICE_PARTITION_FAILED)
      << errorName(err);
}

TEST(Platform, ExtensionFunctionAddress) {
  cl_platform_id p = vkclPlatform();
  ASSERT_NE(nullptr, p);
  EXPECT_EQ(nullptr, clGetExtensionFunctionAddressForPlatform(
                         p, "clNoSuchFunctionVKCL"));
}

} // namespace
} // namespace vkcl::cltest
