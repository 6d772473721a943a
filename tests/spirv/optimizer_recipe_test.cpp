// The optimizer's recipe sized to the module: the inlined block count it is
// sized by, the one substitution it makes, and that a module over the limit
// still optimizes to a valid one with its redundancies gone within blocks.
#include "OptimizerRecipe.h"
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <spirv-tools/libspirv.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace vkcl::spirv::detail {
namespace {

using test::assemble;

const std::string kPreamble = std::string(R"(
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %gid %buf
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %gid BuiltIn GlobalInvocationId
)") + test::kUintBufferDecorations +
                              R"(%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%bool = OpTypeBool
%v3uint = OpTypeVector %uint 3
%pin = OpTypePointer Input %v3uint
%gid = OpVariable %pin Input
)" + test::kUintBufferTypes + R"(%u0 = OpConstant %uint 0
%u1 = OpConstant %uint 1
%pfuint = OpTypePointer Function %uint
)";

/// `ifs` selections one after the other, each computing x * x + 1 in its
/// header (x: the invocation id) and storing it in its then-block. The
/// headers form one dominator chain, so the global pass computes the value
/// once; the block-local pass once per header.
std::string sequentialIfs(const std::string &name, int ifs) {
  std::ostringstream out;
  out << "%" << name << " = OpFunction %void None %fn\n%" << name
      << "_entry = OpLabel\n";
  for (int i = 0; i < ifs; ++i) {
    const std::string n = name + std::to_string(i);
    out << "%" << n << "_id = OpLoad %v3uint %gid\n"
        << "%" << n << "_x = OpCompositeExtract %uint %" << n << "_id 0\n"
        << "%" << n << "_c = OpULessThan %bool %" << n << "_x %u1\n"
        << "%" << n << "_sq = OpIMul %uint %" << n << "_x %" << n << "_x\n"
        << "%" << n << "_v = OpIAdd %uint %" << n << "_sq %u1\n"
        << "OpSelectionMerge %" << n << "_merge None\n"
        << "OpBranchConditional %" << n << "_c %" << n << "_then %" << n
        << "_merge\n%" << n << "_then = OpLabel\n"
        << "%" << n << "_p = OpAccessChain %pelem %buf %u0 %" << n << "_x\n"
        << "OpStore %" << n << "_p %" << n << "_v\n"
        << "OpBranch %" << n << "_merge\n%" << n << "_merge = OpLabel\n";
  }
  out << "OpReturn\nOpFunctionEnd\n";
  return out.str();
}

/// `ifs` selections on one Function variable x, each `if (x > i) x ^= i;`:
/// x is loaded in every header and loaded and stored (the store through an
/// access chain of no indices) in every then-block, 2 * ifs blocks in all.
/// Its constants come first, at module scope.
std::string ifsOnOneVariable(int ifs) {
  std::ostringstream out;
  for (int i = 0; i < ifs; ++i)
    out << "%i" << i << " = OpConstant %uint " << i << "\n";
  out << "%main = OpFunction %void None %fn\n%main_entry = OpLabel\n"
      << "%x = OpVariable %pfuint Function\n"
      << "%id = OpLoad %v3uint %gid\n"
      << "%x0 = OpCompositeExtract %uint %id 0\n"
      << "OpStore %x %x0\nOpBranch %h0\n";
  for (int i = 0; i < ifs; ++i) {
    const std::string n = std::to_string(i);
    out << "%h" << n << " = OpLabel\n"
        << "%a" << n << " = OpLoad %uint %x\n"
        << "%c" << n << " = OpUGreaterThan %bool %a" << n << " %i" << n << "\n"
        << "OpSelectionMerge %h" << i + 1 << " None\n"
        << "OpBranchConditional %c" << n << " %t" << n << " %h" << i + 1
        << "\n%t" << n << " = OpLabel\n"
        << "%b" << n << " = OpLoad %uint %x\n"
        << "%v" << n << " = OpBitwiseXor %uint %b" << n << " %i" << n << "\n"
        << "%p" << n << " = OpAccessChain %pfuint %x\n"
        << "OpStore %p" << n << " %v" << n << "\nOpBranch %h" << i + 1 << "\n";
  }
  out << "%h" << ifs << " = OpLabel\n"
      << "%last = OpLoad %uint %x\n"
      << "%out = OpAccessChain %pelem %buf %u0 %u0\n"
      << "OpStore %out %last\nOpReturn\nOpFunctionEnd\n";
  return out.str();
}

std::string callingMain(const std::string &callee, int calls) {
  std::ostringstream out;
  out << "%main = OpFunction %void None %fn\n%main_entry = OpLabel\n";
  for (int i = 0; i < calls; ++i)
    out << "%call" << i << " = OpFunctionCall %void %" << callee << "\n";
  out << "OpReturn\nOpFunctionEnd\n";
  return out.str();
}

int count(const std::vector<std::string> &flags, const std::string &flag) {
  return static_cast<int>(std::count(flags.begin(), flags.end(), flag));
}

const std::vector<std::string> kRecipe = {
    "eliminate-dead-branches", "redundancy-elimination", "ssa-rewrite",
    "redundancy-elimination"};

TEST(OptimizerRecipeTest, CountsBlocksOnceEveryCallIsInlined) {
  // main (1 block) calls a helper of 1 + 2 * 10 blocks three times.
  const ModuleFacts facts = analyzeModule(assemble(std::string(kPreamble) +
                                                   sequentialIfs("helper", 10) +
                                                   callingMain("helper", 3)));
  EXPECT_EQ(largestInlinedBlockCount(facts), 1u + 3u * 21u);
}

TEST(OptimizerRecipeTest, SmallModulesGetTheStockRecipe) {
  const ModuleFacts facts = analyzeModule(
      assemble(std::string(kPreamble) + sequentialIfs("main", 10)));
  EXPECT_EQ(performanceFlags(measureModule(facts), kRecipe),
            (std::vector<std::string>{
                "--eliminate-dead-branches", "--redundancy-elimination",
                "--ssa-rewrite", "--redundancy-elimination"}));
}

TEST(OptimizerRecipeTest, LargeInlinedFunctionsGetBlockLocalRedundancy) {
  // 2 * 300 + 1 blocks per call, twice: over the limit only once inlined.
  const ModuleFacts facts = analyzeModule(
      assemble(std::string(kPreamble) + sequentialIfs("helper", 300) +
               callingMain("helper", 2)));
  ASSERT_GT(largestInlinedBlockCount(facts),
            kGlobalRedundancyEliminationBlocks);
  const std::vector<std::string> flags =
      performanceFlags(measureModule(facts), kRecipe);
  EXPECT_EQ(count(flags, "--local-redundancy-elimination"), 2);
  EXPECT_EQ(count(flags, "--redundancy-elimination"), 0);
  EXPECT_EQ(count(flags, "--ssa-rewrite"), 1);
}

TEST(OptimizerRecipeTest, CountsTheBlocksEachVariableIsAccessedIn) {
  // x: its first store and the last load share blocks with the chain's
  // first header and the final merge; 2 blocks per `if` plus those two.
  const ModuleFacts facts =
      analyzeModule(assemble(std::string(kPreamble) + ifsOnOneVariable(10)));
  EXPECT_EQ(largestVariableBlockSpread(facts), 2u * 10u + 2u);
}

TEST(OptimizerRecipeTest, WidelyAccessedVariablesSkipSsaRewrite) {
  const std::vector<std::string> recipe = {"ssa-rewrite", "if-conversion",
                                           "ssa-rewrite", "ccp"};
  const ModuleFacts small =
      analyzeModule(assemble(std::string(kPreamble) + ifsOnOneVariable(500)));
  EXPECT_FALSE(needsSizedRecipe(measureModule(small)));
  // 2 * 1100 blocks: over the variable's limit, under if-conversion's.
  const ModuleFacts spread =
      analyzeModule(assemble(std::string(kPreamble) + ifsOnOneVariable(1100)));
  ASSERT_GT(largestVariableBlockSpread(spread), kSsaRewriteVariableBlocks);
  ASSERT_LE(largestInlinedBlockCount(spread), kIfConversionBlocks);
  EXPECT_TRUE(needsSizedRecipe(measureModule(spread)));
  EXPECT_EQ(performanceFlags(measureModule(spread), recipe),
            (std::vector<std::string>{"--if-conversion", "--ccp"}));
  // Unless every variable must be promoted (SwiftShader).
  EXPECT_EQ(
      performanceFlags(measureModule(spread), recipe, /*promoteAll=*/true),
      (std::vector<std::string>{"--ssa-rewrite", "--if-conversion",
                                "--ssa-rewrite", "--ccp"}));
  // Over 4096 blocks: if-conversion goes too.
  const ModuleFacts large =
      analyzeModule(assemble(std::string(kPreamble) + ifsOnOneVariable(2100)));
  EXPECT_EQ(performanceFlags(measureModule(large), recipe),
            (std::vector<std::string>{"--ccp"}));
}

TEST(OptimizerRecipeTest, WidelyUsedVariablesArePromotedByVkcl) {
  // Past the spread where ssa-rewrite is left out, vkcl's own promotion
  // (PromoteLocals.h) takes the variable, stored through an access chain
  // without indices: phis, no Function variable, a valid module.
  const OptimizeResult result =
      optimize(assemble(std::string(kPreamble) + ifsOnOneVariable(1100)));
  ASSERT_TRUE(result.error.empty()) << result.error;
  EXPECT_EQ(validate(result.words), "");
  const std::string text = disassemble(result.words);
  EXPECT_EQ(text.find("OpVariable %_ptr_Function_uint Function"),
            std::string::npos);
  EXPECT_NE(text.find("OpPhi"), std::string::npos);

  OptimizeOptions promoteAll;
  promoteAll.promoteEveryVariable = true;
  const OptimizeResult promoted = optimize(
      assemble(std::string(kPreamble) + ifsOnOneVariable(1100)), promoteAll);
  ASSERT_TRUE(promoted.error.empty()) << promoted.error;
  EXPECT_NE(disassemble(promoted.words).find("OpPhi"), std::string::npos);
}

size_t multipliesAfterOptimizing(const std::vector<uint32_t> &words) {
  const OptimizeResult result = optimize(words);
  EXPECT_TRUE(result.error.empty()) << result.error;
  EXPECT_EQ(validate(result.words), "");
  const std::string text = disassemble(result.words);
  size_t multiplies = 0;
  for (size_t at = text.find("OpIMul"); at != std::string::npos;
       at = text.find("OpIMul", at + 1))
    ++multiplies;
  return multiplies;
}

TEST(OptimizerRecipeTest, SmallModulesLoseRedundanciesAcrossBlocks) {
  EXPECT_EQ(multipliesAfterOptimizing(
                assemble(std::string(kPreamble) + sequentialIfs("main", 100))),
            1u);
}

TEST(OptimizerRecipeTest, LargeModulesOptimizeToValidModulesBlockByBlock) {
  const std::vector<uint32_t> words =
      assemble(std::string(kPreamble) + sequentialIfs("main", 600));
  ASSERT_GT(largestInlinedBlockCount(analyzeModule(words)),
            kGlobalRedundancyEliminationBlocks);
  EXPECT_EQ(multipliesAfterOptimizing(words), 600u);
}

} // namespace
} // namespace vkcl::spirv::detail
