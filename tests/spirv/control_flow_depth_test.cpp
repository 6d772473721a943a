// measureControlFlow on small hand-written modules: selection depth, the
// extra level after a construct that exits early (a `switch` break from an
// inner `if`, a return outside loops), loop exits that add nothing,
// continue branches counted per loop, and calls entered at their depth.
#include "vkcl/spirv/ControlFlowDepth.h"

#include "test_util.h"
#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace vkcl::spirv {
namespace {

std::vector<uint32_t> moduleOf(const std::string &body) {
  const std::string text = R"(
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%u0 = OpConstant %uint 0
%c = OpConstantTrue %bool
)" + body;
  std::vector<uint32_t> words = test::assemble(text);
  EXPECT_EQ(validate(words), "");
  return words;
}

KernelControlFlow only(const std::string &body) {
  std::vector<KernelControlFlow> kernels = measureControlFlow(moduleOf(body));
  EXPECT_EQ(kernels.size(), 1u);
  return kernels.empty() ? KernelControlFlow{} : kernels[0];
}

TEST(ControlFlowDepth, NestedSelectionsCountOneLevelEach) {
  KernelControlFlow k = only(R"(
%main = OpFunction %void None %fn
%e = OpLabel
OpSelectionMerge %m1 None
OpBranchConditional %c %a %m1
%a = OpLabel
OpSelectionMerge %m2 None
OpBranchConditional %c %b %m2
%b = OpLabel
OpBranch %m2
%m2 = OpLabel
OpBranch %m1
%m1 = OpLabel
OpReturn
OpFunctionEnd
)");
  EXPECT_EQ(k.name, "main");
  EXPECT_EQ(k.selectionDepth, 2u);
  EXPECT_EQ(k.loopContinues, 0u);
}

TEST(ControlFlowDepth, SwitchBreakFromAnInnerIfNestsWhatFollows) {
  // switch (0) { default: if (c) break; if (c) break; if (c) {} }: the
  // third `if` sits one level deeper per breaking `if` before it.
  KernelControlFlow k = only(R"(
%main = OpFunction %void None %fn
%e = OpLabel
OpSelectionMerge %sm None
OpSwitch %u0 %d
%d = OpLabel
OpSelectionMerge %m1 None
OpBranchConditional %c %t1 %m1
%t1 = OpLabel
OpBranch %sm
%m1 = OpLabel
OpSelectionMerge %m2 None
OpBranchConditional %c %t2 %m2
%t2 = OpLabel
OpBranch %sm
%m2 = OpLabel
OpSelectionMerge %m3 None
OpBranchConditional %c %t3 %m3
%t3 = OpLabel
OpBranch %m3
%m3 = OpLabel
OpBranch %sm
%sm = OpLabel
OpReturn
OpFunctionEnd
)");
  // switch 1, two breaking ifs 2, the third if's body 1.
  EXPECT_EQ(k.selectionDepth, 4u);
}

TEST(ControlFlowDepth, LoopExitsNestNothingAndContinuesAreCounted) {
  // for (;;) { if (c) break; if (c) continue; if (c) continue; }
  KernelControlFlow k = only(R"(
%main = OpFunction %void None %fn
%e = OpLabel
OpBranch %h
%h = OpLabel
OpLoopMerge %lm %ct None
OpBranch %b0
%b0 = OpLabel
OpSelectionMerge %m1 None
OpBranchConditional %c %t1 %m1
%t1 = OpLabel
OpBranch %lm
%m1 = OpLabel
OpSelectionMerge %m2 None
OpBranchConditional %c %t2 %m2
%t2 = OpLabel
OpBranch %ct
%m2 = OpLabel
OpSelectionMerge %m3 None
OpBranchConditional %c %t3 %m3
%t3 = OpLabel
OpBranch %ct
%m3 = OpLabel
OpBranch %ct
%ct = OpLabel
OpBranch %h
%lm = OpLabel
OpReturn
OpFunctionEnd
)");
  EXPECT_EQ(k.selectionDepth, 1u);
  EXPECT_EQ(k.loopContinues, 3u);
}

TEST(ControlFlowDepth, ReturnOutsideLoopsNestsWhatFollows) {
  // if (c) return; if (c) {}  (unoptimized code keeps its returns)
  KernelControlFlow k = only(R"(
%main = OpFunction %void None %fn
%e = OpLabel
OpSelectionMerge %m1 None
OpBranchConditional %c %t1 %m1
%t1 = OpLabel
OpReturn
%m1 = OpLabel
OpSelectionMerge %m2 None
OpBranchConditional %c %t2 %m2
%t2 = OpLabel
OpBranch %m2
%m2 = OpLabel
OpReturn
OpFunctionEnd
)");
  EXPECT_EQ(k.selectionDepth, 2u);
}

TEST(ControlFlowDepth, CalleesAreEnteredAtTheirCallersDepth) {
  KernelControlFlow k = only(R"(
%main = OpFunction %void None %fn
%e = OpLabel
OpSelectionMerge %m1 None
OpBranchConditional %c %t1 %m1
%t1 = OpLabel
%r = OpFunctionCall %void %helper
OpBranch %m1
%m1 = OpLabel
OpReturn
OpFunctionEnd
%helper = OpFunction %void None %fn
%he = OpLabel
OpSelectionMerge %hm None
OpBranchConditional %c %ht %hm
%ht = OpLabel
OpBranch %hm
%hm = OpLabel
OpReturn
OpFunctionEnd
)");
  EXPECT_EQ(k.selectionDepth, 2u);
}

TEST(ControlFlowDepth, MalformedModulesGiveNothing) {
  EXPECT_TRUE(measureControlFlow({}).empty());
  EXPECT_TRUE(measureControlFlow({0x07230203, 0x00010500, 0, 9, 0, 0xffff0011})
                  .empty());
}

} // namespace
} // namespace vkcl::spirv
