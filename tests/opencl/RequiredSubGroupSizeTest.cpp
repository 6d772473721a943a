// cl_intel_required_subgroup_size through the OpenCL API: the extension
// and CL_DEVICE_SUB_GROUP_SIZES_INTEL as Vulkan's sub-group size control
// says, the kernel queries of a kernel that requires a size (its size, its
// work-group bound, the sub-group answers that follow from it), a size the
// device lacks as a build failure with a located log, and a work-group
// beyond the bound as CL_INVALID_WORK_GROUP_SIZE.
#include "ClFixture.h"

#include <CL/cl_ext.h>

#include <regex>

namespace vkcl::cltest {
namespace {

const char *Source = R"(
kernel __attribute__((intel_reqd_sub_group_size(SIZE)))
void sized(global uint *out) {
  size_t i = get_global_linear_id();
  out[2 * i] = get_max_sub_group_size();
  out[2 * i + 1] = sub_group_reduce_add(1u);
}
kernel void free_size(global uint *out) { out[0] = get_sub_group_size(); }
)";

class RequiredSubGroupSize : public ClTest {
protected:
  void SetUp() override {
    ClTest::SetUp();
    if (!hasExtension("cl_intel_required_subgroup_size"))
      GTEST_SKIP() << "the device has no required sub-group sizes";
    size_t bytes = 0;
    ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0,
                              nullptr, &bytes));
    sizes_.resize(bytes / sizeof(size_t));
    ASSERT_CL(clGetDeviceInfo(device_, CL_DEVICE_SUB_GROUP_SIZES_INTEL, bytes,
                              sizes_.data(), nullptr));
    ASSERT_FALSE(sizes_.empty());
  }
  static std::string options(size_t size) {
    return "-cl-std=CL3.0 -DSIZE=" + std::to_string(size);
  }
  std::vector<size_t> sizes_;
};

TEST_F(RequiredSubGroupSize, DeviceSizesArePowersOfTwoAroundItsOwn) {
  // Vulkan's sizes are the powers of two from minSubgroupSize to
  // maxSubgroupSize; the default width is one of them.
  for (size_t i = 0; i < sizes_.size(); ++i) {
    EXPECT_EQ(sizes_[i] & (sizes_[i] - 1), 0u) << sizes_[i];
    if (i)
      EXPECT_EQ(sizes_[i], 2 * sizes_[i - 1]);
  }
  ClKernel k = kernel(Source, "free_size", options(sizes_[0]));
  ASSERT_TRUE(k);
  size_t local = 256, width = 0;
  ASSERT_CL(clGetKernelSubGroupInfo(
      k, device_, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof(local),
      &local, sizeof(width), &width, nullptr));
  EXPECT_NE(std::find(sizes_.begin(), sizes_.end(), width), sizes_.end())
      << "default width " << width;
  size_t compiled = 99;
  EXPECT_CL(clGetKernelSubGroupInfo(
      k, device_, CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, 0, nullptr,
      sizeof(compiled), &compiled, nullptr));
  EXPECT_EQ(compiled, 0u) << "a kernel without the attribute";
}

TEST_F(RequiredSubGroupSize, KernelQueriesFollowTheRequiredSize) {
  for (size_t size : sizes_) {
    SCOPED_TRACE("size " + std::to_string(size));
    ClKernel k = kernel(Source, "sized", options(size));
    ASSERT_TRUE(k);
    size_t compiled = 0, most = 0, multiple = 0, maxGroups = 0;
    EXPECT_CL(clGetKernelSubGroupInfo(
        k, device_, CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, 0, nullptr,
        sizeof(compiled), &compiled, nullptr));
    EXPECT_EQ(compiled, size);
    EXPECT_CL(clGetKernelWorkGroupInfo(k, device_, CL_KERNEL_WORK_GROUP_SIZE,
                                       sizeof(most), &most, nullptr));
    EXPECT_CL(clGetKernelWorkGroupInfo(
        k, device_, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
        sizeof(multiple), &multiple, nullptr));
    EXPECT_EQ(multiple, size);
    EXPECT_CL(clGetKernelSubGroupInfo(k, device_, CL_KERNEL_MAX_NUM_SUB_GROUPS,
                                      0, nullptr, sizeof(maxGroups), &maxGroups,
                                      nullptr));
    EXPECT_EQ(maxGroups, (most + size - 1) / size);
    cl_ulong spill = 1;
    EXPECT_CL(clGetKernelWorkGroupInfo(k, device_,
                                       CL_KERNEL_SPILL_MEM_SIZE_INTEL,
                                       sizeof(spill), &spill, nullptr));
    // A run on a work-group of 3 sub-groups and a partial one.
    const size_t local = 3 * size + 1, global = 2 * local;
    ASSERT_LE(local, most);
    ClMem out = poisoned<cl_uint>(2 * global);
    setArg(k, 0, static_cast<cl_mem>(out));
    ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &global, &local, 0,
                                     nullptr, nullptr));
    std::vector<cl_uint> got = read<cl_uint>(out, 2 * global);
    for (size_t i = 0; i < global; ++i) {
      size_t l = i % local;
      EXPECT_EQ(got[2 * i], size) << "max sub-group size, item " << i;
      EXPECT_EQ(got[2 * i + 1], l < 3 * size ? size : 1u)
          << "sub-group members, item " << i;
    }
    // A work-group beyond the bound, where the device has one below its
    // own limit.
    size_t deviceMost = 0;
    EXPECT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_GROUP_SIZE,
                              sizeof(deviceMost), &deviceMost, nullptr));
    if (most < deviceMost) {
      size_t big = 2 * most;
      EXPECT_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
                    clEnqueueNDRangeKernel(queue_, k, 1, nullptr, &big, &big, 0,
                                           nullptr, nullptr));
    }
  }
}

TEST_F(RequiredSubGroupSize, SizeTheDeviceLacksFailsTheBuild) {
  size_t lacking = 2 * sizes_.back();
  std::string source = Source;
  const char *text = source.c_str();
  cl_int err = CL_SUCCESS;
  ClProgram p(clCreateProgramWithSource(context_, 1, &text, nullptr, &err));
  ASSERT_CL(err);
  std::string opts = options(lacking);
  EXPECT_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                clBuildProgram(p, 1, &device_, opts.c_str(), nullptr, nullptr));
  size_t bytes = 0;
  ASSERT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                                  &bytes));
  std::string log(bytes, '\0');
  ASSERT_CL(clGetProgramBuildInfo(p, device_, CL_PROGRAM_BUILD_LOG, bytes,
                                  log.data(), nullptr));
  EXPECT_TRUE(std::regex_search(log, std::regex(":2:[0-9]+: error: "))) << log;
  EXPECT_NE(
      log.find("intel_reqd_sub_group_size(" + std::to_string(lacking) + ")"),
      std::string::npos)
      << log;
}

} // namespace
} // namespace vkcl::cltest
