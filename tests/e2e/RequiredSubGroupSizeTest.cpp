// Required sub-group sizes (cl_intel_required_subgroup_size's
// intel_reqd_sub_group_size): a kernel names the sub-group size its
// algorithm assumes, the pipeline requires it of Vulkan
// (VK_EXT_subgroup_size_control), and a size the device does not offer is
// refused when the program is built or loaded, never run with another.
//
// The drivers CI has offer one size each (lavapipe 8, SwiftShader 4,
// NVIDIA 32), so the test requires that size and checks what a kernel sees
// of it on uniform and partial work-groups, then that every other power of
// two is refused.
#include "E2eFixture.h"

#include "vkcl/runtime/Build.h"

namespace vkcl::e2e {
namespace {

/// Per work-item: the sub-group functions' answers and the sum of a value
/// over the work-item's sub-group (the algorithm that needs the size).
const char *Source = R"CL(
#ifndef cl_intel_required_subgroup_size
#error "cl_intel_required_subgroup_size is not defined"
#endif
__kernel __attribute__((intel_reqd_sub_group_size(SIZE)))
void sized(__global const int *in, __global uint *ids, __global int *sums) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  ids[4 * i] = get_max_sub_group_size();
  ids[4 * i + 1] = get_sub_group_size();
  ids[4 * i + 2] = get_sub_group_id();
  ids[4 * i + 3] = get_sub_group_local_id();
  sums[i] = sub_group_reduce_add(in[i]);
}
)CL";

class RequiredSubGroupSize : public E2eTest {
protected:
  void SetUp() override {
    E2eTest::SetUp();
    // The GPU machine (no clang) runs the desktop profile's size.
    precompileForCache(
        Source, sized(TargetProfile::preset("desktop")->minSubgroupSize));
    if (!profile().subgroupSizeControl || !profile().subGroups())
      GTEST_SKIP() << "the device has no required sub-group sizes";
  }
  CompileOptions sized(uint32_t size) {
    CompileOptions options;
    options.defines = {"SIZE=" + std::to_string(size)};
    return options;
  }
};

/// The device's size, on work-groups that are whole multiples of it and on
/// ones whose last sub-group is partial, in 1-D and 2-D.
TEST_F(RequiredSubGroupSize, KernelRunsWithTheRequiredSize) {
  const uint32_t size = profile().minSubgroupSize;
  Kernel k = kernel(Source, "sized", sized(size));
  EXPECT_EQ(k.info().requiredSubgroupSize, size);
  EXPECT_LE(k.maxWorkGroupSize(), size * profile().maxWorkGroupSubgroups);
  struct Case {
    NDRange range;
    uint32_t groupItems;
  };
  const Case cases[] = {
      {NDRange::linear(8 * size, 4 * size), 4 * size},
      {NDRange::linear(3 * size + 3, 3 * size + 3), 3 * size + 3},
      {NDRange::linear(size - 1, size - 1), size - 1},
      {[&] {
         NDRange r;
         r.dims = 2;
         r.global = {2 * size + 2, 6, 1};
         r.local = {size + 1, 3, 1};
         return r;
       }(),
       (size + 1) * 3},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE("global " + std::to_string(c.range.global[0]) + "x" +
                 std::to_string(c.range.global[1]) + ", local " +
                 std::to_string(c.range.local[0]) + "x" +
                 std::to_string(c.range.local[1]));
    size_t n = c.range.global[0] * c.range.global[1];
    const size_t localX = c.range.local[0],
                 localY = std::max<uint64_t>(c.range.local[1], 1);
    std::vector<int32_t> in = random<int32_t>(n, -(1 << 20), 1 << 20);
    Buffer bin = upload(in), ids = makeBuffer(n * 16), sums = makeBuffer(n * 4);
    run(k, c.range, bin, ids, sums);
    std::vector<uint32_t> got = download<uint32_t>(ids, n * 4);
    std::vector<int32_t> gotSums = download<int32_t>(sums, n);
    // Work-item (x, y) of the NDRange: its local linear id decides its
    // sub-group, size work-items a sub-group in local linear id order.
    size_t bad = 0;
    for (size_t y = 0; y < c.range.global[1]; ++y)
      for (size_t x = 0; x < c.range.global[0]; ++x) {
        size_t i = y * c.range.global[0] + x;
        size_t lx = x % localX, ly = y % localY;
        size_t gx = x - lx, gy = y - ly;
        size_t l = ly * localX + lx;
        uint32_t id = uint32_t(l / size), lane = uint32_t(l % size);
        uint32_t members = std::min<uint32_t>(size, c.groupItems - id * size);
        int32_t want = 0;
        for (uint32_t m = 0; m < members; ++m) {
          size_t ml = id * size + m;
          size_t mx = gx + ml % localX, my = gy + ml / localX;
          want = int32_t(uint32_t(want) +
                         uint32_t(in[my * c.range.global[0] + mx]));
        }
        uint32_t wantIds[4] = {std::min(size, c.groupItems), members, id, lane};
        for (int j = 0; j < 4; ++j)
          if (got[4 * i + j] != wantIds[j] && bad++ < 8)
            ADD_FAILURE() << "work-item " << i << " value " << j << ": got "
                          << got[4 * i + j] << ", want " << wantIds[j];
        if (gotSums[i] != want && bad++ < 8)
          ADD_FAILURE() << "work-item " << i << " sum: got " << gotSums[i]
                        << ", want " << want;
      }
    EXPECT_EQ(bad, 0u);
  }
}

/// Every power of two the device does not offer is a located compile
/// error naming the attribute and the sizes there are.
TEST_F(RequiredSubGroupSize, OtherSizesAreRefusedAtBuild) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler here: a refused kernel is not in the cache";
  for (uint32_t size = 1; size <= 128; size *= 2) {
    precompileForCache(Source, sized(size));
    if (profile().allowsRequiredSubgroupSize(size))
      continue;
    SCOPED_TRACE("size " + std::to_string(size));
    auto program = buildProgram(device(), Source, sized(size));
    ASSERT_FALSE(program) << "a kernel requiring sub-groups of " << size
                          << " was built";
    const std::string &message = program.error().message;
    EXPECT_NE(
        message.find("intel_reqd_sub_group_size(" + std::to_string(size) + ")"),
        std::string::npos)
        << message;
    EXPECT_NE(message.find(":5:"), std::string::npos) << message;
  }
}

/// A module compiled for a device of another size (this one's profile with
/// sub-groups twice as wide) is refused when loaded, before any pipeline
/// asks the driver for that size.
TEST_F(RequiredSubGroupSize, ModuleForAnotherSizeIsRefusedAtLoad) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler here: the module is compiled for a profile "
                    "no device has";
  const uint32_t other = 2 * profile().maxSubgroupSize;
  CompileOptions options = sized(other);
  options.target = profile();
  options.target.minSubgroupSize = options.target.maxSubgroupSize = other;
  auto compiled = compileWithPlugin(Source, options);
  ASSERT_TRUE(compiled) << describe(compiled);
  ASSERT_TRUE(compiled->success) << compiled->diagnostics;
  auto program = Program::fromSpirv(device(), compiled->spirv);
  ASSERT_FALSE(program) << "loaded a module requiring sub-groups of " << other;
  EXPECT_EQ(program.error().code, ErrorCode::FeatureMissing);
  EXPECT_NE(program.error().message.find("requires sub-groups of " +
                                         std::to_string(other)),
            std::string::npos)
      << program.error().message;
}

/// An engine's device (here this test's own, adopted) offers required
/// sizes only where the engine says it enabled VK_EXT_subgroup_size_control.
TEST_F(RequiredSubGroupSize, AdoptedDeviceNeedsTheEnginesSizeControl) {
  if (!compilerAvailable())
    GTEST_SKIP() << "no compiler here: the module is compiled outside the "
                    "cache";
  auto compiled = compileWithPlugin(Source, [&] {
    CompileOptions options = sized(profile().minSubgroupSize);
    options.target = profile();
    return options;
  }());
  ASSERT_TRUE(compiled) << describe(compiled);
  ASSERT_TRUE(compiled->success) << compiled->diagnostics;
  for (bool enabled : {false, true}) {
    SCOPED_TRACE(enabled ? "enabled" : "not enabled");
    AdoptInfo ai;
    ai.instance = device().vkInstance();
    ai.physicalDevice = device().vkPhysicalDevice();
    ai.device = device().vkDevice();
    ai.queue = device().vkQueue();
    ai.queueFamily = device().queueFamily();
    ai.enabledFeatures = profile();
    ai.enabledFeatures.subgroupSizeControl = enabled;
    auto adopted = Device::adopt(ai);
    ASSERT_TRUE(adopted) << describe(adopted);
    EXPECT_EQ((*adopted)->profile().subgroupSizeControl, enabled);
    auto program = Program::fromSpirv(**adopted, compiled->spirv);
    if (enabled) {
      EXPECT_TRUE(program) << describe(program);
    } else {
      ASSERT_FALSE(program) << "loaded without sub-group size control";
      EXPECT_EQ(program.error().code, ErrorCode::FeatureMissing);
      EXPECT_NE(program.error().message.find("VK_EXT_subgroup_size_control"),
                std::string::npos)
          << program.error().message;
    }
  }
}

/// Work-groups hold at most maxComputeWorkgroupSubgroups sub-groups of a
/// required size: a larger local size is an error, and a dispatch without
/// one picks a size within the limit.
TEST_F(RequiredSubGroupSize, WorkGroupsStayWithinTheSubGroupLimit) {
  const uint32_t size = profile().minSubgroupSize;
  Kernel k = kernel(Source, "sized", sized(size));
  uint32_t most = k.maxWorkGroupSize();
  EXPECT_EQ(most, profile().maxInvocationsForSubgroupSize(size));
  auto chosen = k.localSizeFor(NDRange::linear(4096));
  ASSERT_TRUE(chosen) << describe(chosen);
  EXPECT_LE(uint64_t((*chosen)[0]) * (*chosen)[1] * (*chosen)[2], most);
  if (most < std::min(profile().maxWorkGroupInvocations,
                      device().info().maxWorkGroupSize[0])) {
    auto tooMany = k.localSizeFor(NDRange::linear(2 * most, 2 * most));
    EXPECT_FALSE(tooMany) << "a work-group of " << 2 * most
                          << " work-items was accepted";
  }
}

} // namespace
} // namespace vkcl::e2e
