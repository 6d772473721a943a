// driverLimitBreaches, the one check of driver limits that the compiler
// (for its target) and the runtime (for a precompiled module on its device)
// share: nothing without limits or within them, one sentence per kernel and
// limit past them, each naming the kernel, its count, the driver and the
// limit.
#include "vkcl/spirv/DriverLimits.h"

#include "test_util.h"
#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace vkcl::spirv {
namespace {

/// Kernel "deep": three selections nested one in another, and three loads
/// of a storage buffer, one at each level below the first.
std::vector<uint32_t> deepModule() {
  const std::string text = R"(
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "deep" %ssbo
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %buf Block
OpMemberDecorate %buf 0 Offset 0
OpDecorate %ssbo DescriptorSet 0
OpDecorate %ssbo Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%true = OpConstantTrue %bool
%uint = OpTypeInt 32 0
%u0 = OpConstant %uint 0
%buf = OpTypeStruct %uint
%p_buf = OpTypePointer StorageBuffer %buf
%p_uint = OpTypePointer StorageBuffer %uint
%ssbo = OpVariable %p_buf StorageBuffer
%main = OpFunction %void None %fn
%e = OpLabel
%p = OpAccessChain %p_uint %ssbo %u0
OpSelectionMerge %m1 None
OpBranchConditional %true %t1 %m1
%t1 = OpLabel
%a = OpLoad %uint %p
OpSelectionMerge %m2 None
OpBranchConditional %true %t2 %m2
%t2 = OpLabel
%b = OpLoad %uint %p
OpSelectionMerge %m3 None
OpBranchConditional %true %t3 %m3
%t3 = OpLabel
%c = OpLoad %uint %p
OpBranch %m3
%m3 = OpLabel
OpBranch %m2
%m2 = OpLabel
OpBranch %m1
%m1 = OpLabel
OpReturn
OpFunctionEnd
)";
  std::vector<uint32_t> words = test::assemble(text);
  EXPECT_EQ(validate(words), "");
  return words;
}

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

TEST(DriverLimits, NoLimitsNoBreaches) {
  EXPECT_TRUE(driverLimitBreaches(deepModule(), {"the target 't'"}).empty());
}

TEST(DriverLimits, WithinTheLimitsNoBreaches) {
  EXPECT_TRUE(
      driverLimitBreaches(deepModule(), {"the target 't'", 3, 3}).empty());
}

TEST(DriverLimits, NestingPastTheLimit) {
  const std::vector<std::string> breaches =
      driverLimitBreaches(deepModule(), {"the device 'd'", 2, 0});
  ASSERT_EQ(breaches.size(), 1u);
  EXPECT_TRUE(contains(breaches[0], "kernel 'deep' nests control flow 3 "
                                    "levels deep"))
      << breaches[0];
  EXPECT_TRUE(contains(breaches[0], "the device 'd' runs at most 2 right"))
      << breaches[0];
}

TEST(DriverLimits, AccessesPastTheLimit) {
  const std::vector<std::string> breaches =
      driverLimitBreaches(deepModule(), {"the target 't'", 0, 2});
  ASSERT_EQ(breaches.size(), 1u);
  EXPECT_TRUE(contains(breaches[0], "kernel 'deep' has 3 loads, stores and "
                                    "atomics"))
      << breaches[0];
  EXPECT_TRUE(contains(breaches[0], "the target 't' compiles at most 2"))
      << breaches[0];
}

TEST(DriverLimits, EveryBreachItsOwnSentence) {
  const std::vector<std::string> breaches =
      driverLimitBreaches(deepModule(), {"the target 't'", 1, 1});
  ASSERT_EQ(breaches.size(), 2u);
  EXPECT_TRUE(contains(breaches[0], "nests control flow 3 levels deep"));
  EXPECT_TRUE(contains(breaches[1], "has 3 loads, stores and atomics"));
  for (const std::string &breach : breaches)
    EXPECT_NE(breach.back(), '\n');
}

TEST(DriverLimits, MalformedModulesBreachNothing) {
  EXPECT_TRUE(driverLimitBreaches({0x07230203u, 1, 2}, {"t", 1, 1}).empty());
}

} // namespace
} // namespace vkcl::spirv
