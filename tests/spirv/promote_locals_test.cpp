// promoteWidelyUsedLocals, vkcl's own promotion of Function variables to
// SSA values (spirv/lib/PromoteLocals.h): phis where stores meet, at loop
// headers, the initializer or OpUndef before the first store, every use of
// a load rewired, valid output; and the variables it must leave alone.
#include "PromoteLocals.h"
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

namespace vkcl::spirv::detail {
namespace {

const std::string kPreamble = std::string(R"(
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %buf
OpExecutionMode %main LocalSize 1 1 1
)") + test::kUintBufferDecorations +
                              R"(%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%bool = OpTypeBool
%v2uint = OpTypeVector %uint 2
)" + test::kUintBufferTypes + R"(%u0 = OpConstant %uint 0
%u1 = OpConstant %uint 1
%u7 = OpConstant %uint 7
%u9 = OpConstant %uint 9
%u10 = OpConstant %uint 10
%pfuint = OpTypePointer Function %uint
%pfv2 = OpTypePointer Function %v2uint
)";

/// The preamble, with an OpName for each id `body` defines (so that the
/// disassembly shows them by name), then `body`.
std::string withNames(const std::string &body,
                      const std::string &decorations = "") {
  std::string names;
  const std::regex definition(R"(%(\w+) = Op)");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), definition);
       it != std::sregex_iterator(); ++it)
    names += "OpName %" + (*it)[1].str() + " \"" + (*it)[1].str() + "\"\n";
  std::string text = kPreamble;
  text.insert(text.find("OpDecorate"), names + decorations);
  return text + body;
}

/// The module `body` (a function %main using the preamble's names),
/// assembled and checked valid.
std::vector<uint32_t> module(const std::string &body,
                             const std::string &decorations = "") {
  std::vector<uint32_t> words = test::assemble(withNames(body, decorations));
  EXPECT_EQ(validate(words), "");
  return words;
}

/// Promotes with every variable eligible (minBlocks 1) and checks the
/// result valid; returns its disassembly.
std::string promoted(const std::vector<uint32_t> &words) {
  std::vector<uint32_t> out = promoteWidelyUsedLocals(words, 1);
  EXPECT_EQ(validate(out), "") << disassemble(out);
  return disassemble(out);
}

bool has(const std::string &text, const std::string &pattern) {
  return std::regex_search(text, std::regex(pattern));
}

const char *const kIfElse = R"(
%main = OpFunction %void None %fn
%entry = OpLabel
%x = OpVariable %pfuint Function
%p = OpAccessChain %pelem %buf %u0 %u0
%in = OpLoad %uint %p
OpStore %x %in
%c = OpULessThan %bool %in %u10
OpSelectionMerge %merge None
OpBranchConditional %c %then %else
%then = OpLabel
OpStore %x %u7
OpBranch %merge
%else = OpLabel
%old = OpLoad %uint %x
%sum = OpIAdd %uint %old %u9
OpStore %x %sum
OpBranch %merge
%merge = OpLabel
%r = OpLoad %uint %x
OpStore %p %r
OpReturn
OpFunctionEnd
)";

TEST(PromoteLocals, StoresMeetInAPhi) {
  const std::string text = promoted(module(kIfElse));
  EXPECT_FALSE(has(text, "OpVariable %_ptr_Function_uint")) << text;
  EXPECT_FALSE(has(text, "OpName %x")) << text;
  // The else-block reads the value stored in the entry; the merge joins
  // both arms' values, and the buffer store takes the join.
  EXPECT_TRUE(has(text, R"(%sum = OpIAdd %uint %in %uint_9)")) << text;
  EXPECT_TRUE(has(text, R"((%\w+) = OpPhi %uint (%uint_7 %then %sum %else|)"
                        R"(%sum %else %uint_7 %then)\nOpStore %p \1)"))
      << text;
}

TEST(PromoteLocals, LoopCarriesTheValueThroughTheHeader) {
  const std::string text = promoted(module(R"(
%main = OpFunction %void None %fn
%entry = OpLabel
%i = OpVariable %pfuint Function %u0
OpBranch %header
%header = OpLabel
%iv = OpLoad %uint %i
%c = OpULessThan %bool %iv %u10
OpLoopMerge %exit %continue None
OpBranchConditional %c %body %exit
%body = OpLabel
%next = OpIAdd %uint %iv %u1
OpStore %i %next
OpBranch %continue
%continue = OpLabel
OpBranch %header
%exit = OpLabel
%last = OpLoad %uint %i
%p = OpAccessChain %pelem %buf %u0 %u0
OpStore %p %last
OpReturn
OpFunctionEnd
)"));
  EXPECT_FALSE(has(text, "OpVariable %_ptr_Function")) << text;
  // The header's phi takes the initializer from the entry and the
  // incremented value from the back edge; the exit reads the header's.
  EXPECT_TRUE(
      has(text, R"((%\w+) = OpPhi %uint %uint_0 %entry %next %continue)"))
      << text;
  EXPECT_TRUE(has(text, R"(%c = OpULessThan %bool (%\w+) %uint_10)")) << text;
  EXPECT_TRUE(has(text, R"(%next = OpIAdd %uint (%\w+) %uint_1)")) << text;
  EXPECT_FALSE(has(text, "%iv|%last")) << text;
}

TEST(PromoteLocals, ReadBeforeAnyStoreIsUndefined) {
  const std::string text = promoted(module(R"(
%main = OpFunction %void None %fn
%entry = OpLabel
%x = OpVariable %pfuint Function
%r = OpLoad %uint %x
%p = OpAccessChain %pelem %buf %u0 %u0
OpStore %p %r
OpStore %x %u7
OpReturn
OpFunctionEnd
)"));
  EXPECT_TRUE(has(text, R"((%\w+) = OpUndef %uint[^]*OpStore %p \1)")) << text;
}

TEST(PromoteLocals, UnreachableBlocksStayValid) {
  // %dead stores and loads x and branches into the merge: the merge's phi
  // takes an undefined value from it.
  const std::string text = promoted(module(R"(
%main = OpFunction %void None %fn
%entry = OpLabel
%x = OpVariable %pfuint Function
OpStore %x %u1
OpBranch %merge
%dead = OpLabel
%d = OpLoad %uint %x
%d2 = OpIAdd %uint %d %u1
OpStore %x %d2
OpBranch %merge
%merge = OpLabel
%r = OpLoad %uint %x
%p = OpAccessChain %pelem %buf %u0 %u0
OpStore %p %r
OpReturn
OpFunctionEnd
)"));
  EXPECT_FALSE(has(text, "OpVariable %_ptr_Function")) << text;
}

TEST(PromoteLocals, VectorComponentsThroughConstantIndices) {
  // v.y = 7 through an access chain, then v read whole and v.x read
  // through another: an insert into v's first value, then an extract.
  const std::string text = promoted(module(R"(
%main = OpFunction %void None %fn
%entry = OpLabel
%v = OpVariable %pfv2 Function
%init = OpCompositeConstruct %v2uint %u1 %u9
OpStore %v %init
%vy = OpAccessChain %pfuint %v %u1
OpStore %vy %u7
%vx = OpInBoundsAccessChain %pfuint %v %u0
%x = OpLoad %uint %vx
%whole = OpLoad %v2uint %v
%y = OpCompositeExtract %uint %whole 1
%sum = OpIAdd %uint %x %y
%p = OpAccessChain %pelem %buf %u0 %u0
OpStore %p %sum
OpReturn
OpFunctionEnd
)"));
  EXPECT_FALSE(has(text, "OpVariable %_ptr_Function|%vx|%vy|%whole")) << text;
  EXPECT_TRUE(has(text, R"((%\w+) = OpCompositeInsert %v2uint %uint_7 %init 1)"
                        R"([^]*%x = OpCompositeExtract %uint \1 0)"
                        R"([^]*%y = OpCompositeExtract %uint \1 1)"))
      << text;
}

TEST(PromoteLocals, LeavesWhatIsNotAWholeValue) {
  // A component chosen at run time, a volatile load, a decorated variable:
  // all three stay in memory, the module unchanged.
  const std::vector<uint32_t> words = module(R"(
%main = OpFunction %void None %fn
%entry = OpLabel
%v = OpVariable %pfv2 Function
%y = OpVariable %pfuint Function
%p = OpAccessChain %pelem %buf %u0 %u0
%in = OpLoad %uint %p
%comp = OpAccessChain %pfuint %v %in
OpStore %comp %u7
OpStore %y %u9
%yv = OpLoad %uint %y Volatile
OpStore %p %yv
OpReturn
OpFunctionEnd
)");
  EXPECT_EQ(promoteWidelyUsedLocals(words, 1), words);
  const std::vector<uint32_t> withDecoration =
      module(kIfElse, "OpDecorate %x RelaxedPrecision\n");
  EXPECT_EQ(promoteWidelyUsedLocals(withDecoration, 1), withDecoration);
}

TEST(PromoteLocals, MalformedModulesComeBackUnchanged) {
  // Cut mid-instruction, a word count of zero, too short for a header:
  // nothing it cannot parse exactly is rewritten.
  std::vector<uint32_t> cut = module(kIfElse);
  cut.resize(cut.size() - 3);
  EXPECT_EQ(promoteWidelyUsedLocals(cut, 1), cut);
  std::vector<uint32_t> zero = module(kIfElse);
  size_t at = 5; // the first instruction of %main's body gets count 0
  while ((zero[at] & 0xffffu) != uint32_t(spv::Op::OpFunction))
    at += zero[at] >> 16;
  at += zero[at] >> 16;
  zero[at] &= 0xffffu;
  EXPECT_EQ(promoteWidelyUsedLocals(zero, 1), zero);
  const std::vector<uint32_t> header = {0x07230203u, 0x10500u};
  EXPECT_EQ(promoteWidelyUsedLocals(header, 1), header);
}

TEST(PromoteLocals, OnlyPastTheSpread) {
  // x is loaded or stored in 4 blocks: promoted at 4, left at 5.
  const std::vector<uint32_t> words = module(kIfElse);
  EXPECT_NE(promoteWidelyUsedLocals(words, 4), words);
  EXPECT_EQ(promoteWidelyUsedLocals(words, 5), words);
}

} // namespace
} // namespace vkcl::spirv::detail
