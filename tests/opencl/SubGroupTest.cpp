// Sub-groups through the OpenCL API: what the device reports (the OpenCL
// 3.0 feature and the cl_khr_subgroup_* extensions, not cl_khr_subgroups,
// which needs independent forward progress), clGetKernelSubGroupInfo and
// its KHR alias with every query and each misuse's error code, and one
// kernel whose sub-group sizes and counts must agree with those answers.
#include "ClFixture.h"

#include <cstring>

namespace vkcl::cltest {
namespace {

const char *SizesSource = R"(
kernel void sizes(global uint *out) {
  size_t i = get_global_linear_id();
  out[4 * i] = get_sub_group_size();
  out[4 * i + 1] = get_max_sub_group_size();
  out[4 * i + 2] = get_num_sub_groups();
  out[4 * i + 3] = sub_group_reduce_add(1u);
}
)";

class SubGroup : public ClTest {
protected:
  std::string deviceString(cl_device_info param) {
    size_t size = 0;
    EXPECT_CL(clGetDeviceInfo(device_, param, 0, nullptr, &size));
    std::string text(size, '\0');
    EXPECT_CL(clGetDeviceInfo(device_, param, size, text.data(), nullptr));
    return text.c_str();
  }
  bool hasFeature(const char *name) {
    size_t size = 0;
    EXPECT_CL(clGetDeviceInfo(device_, CL_DEVICE_OPENCL_C_FEATURES, 0, nullptr,
                              &size));
    std::vector<cl_name_version> features(size / sizeof(cl_name_version));
    EXPECT_CL(clGetDeviceInfo(device_, CL_DEVICE_OPENCL_C_FEATURES, size,
                              features.data(), nullptr));
    for (const cl_name_version &f : features)
      if (std::strcmp(f.name, name) == 0)
        return true;
    return false;
  }
  size_t subGroupInfo(cl_kernel k, cl_kernel_sub_group_info param,
                      const std::vector<size_t> &input) {
    size_t answer = 12345;
    EXPECT_CL(clGetKernelSubGroupInfo(
        k, device_, param, input.size() * sizeof(size_t), input.data(),
        sizeof(answer), &answer, nullptr));
    return answer;
  }
  /// The device's sub-group width, from the query on a large work-group.
  size_t width(cl_kernel k) {
    return subGroupInfo(k, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, {256});
  }
  /// The sub-group functions are OpenCL C 2.0 and 3.0 (clang declares none
  /// under the 1.2 a build defaults to).
  ClKernel sizesKernel() { return kernel(SizesSource, "sizes", Std30); }
  static constexpr const char *Std30 = "-cl-std=CL3.0";
};

TEST_F(SubGroup, DeviceReportsTheFeatureNotTheExtension) {
  cl_uint maxSubGroups = 0;
  EXPECT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_NUM_SUB_GROUPS,
                            sizeof(maxSubGroups), &maxSubGroups, nullptr));
  ASSERT_GT(maxSubGroups, 0u) << "all three drivers have sub-groups";
  EXPECT_TRUE(hasFeature("__opencl_c_subgroups"));
  std::string extensions = deviceString(CL_DEVICE_EXTENSIONS);
  EXPECT_EQ(extensions.find("cl_khr_subgroups "), std::string::npos)
      << "cl_khr_subgroups requires independent forward progress";
  for (const char *ext :
       {"cl_khr_subgroup_extended_types", "cl_khr_subgroup_non_uniform_vote",
        "cl_khr_subgroup_ballot", "cl_khr_subgroup_non_uniform_arithmetic",
        "cl_khr_subgroup_shuffle", "cl_khr_subgroup_shuffle_relative",
        "cl_khr_subgroup_clustered_reduce", "cl_khr_subgroup_rotate"})
    EXPECT_NE(extensions.find(ext), std::string::npos) << ext;
  cl_bool progress = CL_TRUE;
  EXPECT_CL(clGetDeviceInfo(device_,
                            CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS,
                            sizeof(progress), &progress, nullptr));
  EXPECT_EQ(progress, cl_bool(CL_FALSE));
  size_t maxWorkGroup = 0;
  EXPECT_CL(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_GROUP_SIZE,
                            sizeof(maxWorkGroup), &maxWorkGroup, nullptr));
  ClKernel k = sizesKernel();
  size_t w = width(k);
  EXPECT_EQ(maxSubGroups, (maxWorkGroup + w - 1) / w);
}

TEST_F(SubGroup, KernelQueriesAgreeWithTheKernel) {
  ClKernel k = sizesKernel();
  ASSERT_TRUE(k);
  size_t w = width(k);
  ASSERT_TRUE(w == 4 || w == 8 || w == 16 || w == 32 || w == 64) << w;
  // A work-group of 100 (2-D: 10 x 10): ceil(100 / w) sub-groups, the last
  // one partial.
  const size_t local[2] = {10, 10}, global[2] = {20, 10};
  EXPECT_EQ(subGroupInfo(k, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                         {local[0], local[1]}),
            std::min<size_t>(w, 100));
  size_t count = subGroupInfo(k, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                              {local[0], local[1]});
  EXPECT_EQ(count, (100 + w - 1) / w);
  EXPECT_EQ(subGroupInfo(k, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, {3}),
            std::min<size_t>(w, 3));

  ClMem out = poisoned<cl_uint>(4 * 200);
  setArg(k, 0, static_cast<cl_mem>(out));
  ASSERT_CL(clEnqueueNDRangeKernel(queue_, k, 2, nullptr, global, local, 0,
                                   nullptr, nullptr));
  std::vector<cl_uint> got = read<cl_uint>(out, 4 * 200);
  size_t items[200] = {}; // work-items per reported sub-group size
  for (size_t i = 0; i < 200; ++i) {
    EXPECT_EQ(got[4 * i + 1], std::min<size_t>(w, 100)) << i;
    EXPECT_EQ(got[4 * i + 2], count) << i;
    EXPECT_EQ(got[4 * i + 3], got[4 * i]) << "reduce of 1s, item " << i;
    if (got[4 * i] < 200)
      ++items[got[4 * i]];
  }
  // Each work-group: 100 / w full sub-groups and one of 100 % w.
  EXPECT_EQ(items[w], 2 * (100 / w) * w);
  if (100 % w)
    EXPECT_EQ(items[100 % w], 2 * (100 % w));
}

TEST_F(SubGroup, LocalSizeForSubGroupCount) {
  ClKernel k = sizesKernel();
  ASSERT_TRUE(k);
  size_t w = width(k);
  size_t groups = 3, local[3] = {7, 7, 7};
  EXPECT_CL(clGetKernelSubGroupInfo(
      k, device_, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof(groups),
      &groups, sizeof(local), local, nullptr));
  EXPECT_EQ(local[0], 3 * w);
  EXPECT_EQ(local[1], 1u);
  EXPECT_EQ(local[2], 1u);
  // More sub-groups than any work-group holds: zeros.
  groups = 1u << 20;
  size_t one = 7;
  EXPECT_CL(clGetKernelSubGroupInfo(
      k, device_, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof(groups),
      &groups, sizeof(one), &one, nullptr));
  EXPECT_EQ(one, 0u);
  size_t maxGroups = 0, compiled = 99;
  EXPECT_CL(clGetKernelSubGroupInfo(k, device_, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0,
                                    nullptr, sizeof(maxGroups), &maxGroups,
                                    nullptr));
  EXPECT_GT(maxGroups, 0u);
  EXPECT_CL(
      clGetKernelSubGroupInfo(k, device_, CL_KERNEL_COMPILE_NUM_SUB_GROUPS, 0,
                              nullptr, sizeof(compiled), &compiled, nullptr));
  EXPECT_EQ(compiled, 0u);
}

TEST_F(SubGroup, RequiredWorkGroupSizeBoundsTheAnswers) {
  ClKernel k = kernel(R"(
kernel __attribute__((reqd_work_group_size(8, 2, 1)))
void fixed(global int *out) { out[get_global_id(0)] = sub_group_any(1); }
)",
                      "fixed", Std30);
  ASSERT_TRUE(k);
  size_t w = width(k), maxGroups = 0;
  EXPECT_CL(clGetKernelSubGroupInfo(k, device_, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0,
                                    nullptr, sizeof(maxGroups), &maxGroups,
                                    nullptr));
  EXPECT_EQ(maxGroups, (16 + w - 1) / w);
}

TEST_F(SubGroup, KhrAliasIsTheSameFunction) {
  auto khr = reinterpret_cast<clGetKernelSubGroupInfoKHR_fn>(
      clGetExtensionFunctionAddressForPlatform(platform_,
                                               "clGetKernelSubGroupInfoKHR"));
  ASSERT_NE(khr, nullptr);
  ClKernel k = sizesKernel();
  size_t local = 64, answer = 0;
  EXPECT_CL(khr(k, device_, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                sizeof(local), &local, sizeof(answer), &answer, nullptr));
  EXPECT_EQ(answer,
            subGroupInfo(k, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, {64}));
}

TEST_F(SubGroup, Misuse) {
  ClKernel k = sizesKernel();
  size_t local[4] = {8, 1, 1, 1}, answer = 0;
  // No input, an input of 4 dimensions, or of a size no size_t multiple.
  for (size_t bytes : {size_t(0), 4 * sizeof(size_t), size_t(5)})
    EXPECT_CL_ERR(CL_INVALID_VALUE,
                  clGetKernelSubGroupInfo(
                      k, device_, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                      bytes, bytes ? local : nullptr, sizeof(answer), &answer,
                      nullptr))
        << bytes;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetKernelSubGroupInfo(
                    k, device_, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                    sizeof(size_t), nullptr, sizeof(answer), &answer, nullptr));
  // A result buffer too small, an unknown query, a null kernel or device.
  char small = 0;
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetKernelSubGroupInfo(
                    k, device_, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                    sizeof(size_t), local, 1, &small, nullptr));
  EXPECT_CL_ERR(CL_INVALID_VALUE,
                clGetKernelSubGroupInfo(k, device_, 0x7777, 0, nullptr,
                                        sizeof(answer), &answer, nullptr));
  EXPECT_CL_ERR(
      CL_INVALID_KERNEL,
      clGetKernelSubGroupInfo(nullptr, device_, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0,
                              nullptr, sizeof(answer), &answer, nullptr));
  EXPECT_CL_ERR(
      CL_INVALID_DEVICE,
      clGetKernelSubGroupInfo(k, reinterpret_cast<cl_device_id>(context_.get()),
                              CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, nullptr,
                              sizeof(answer), &answer, nullptr));
}

} // namespace
} // namespace vkcl::cltest
