// countBufferAccesses on small hand-written modules: loads, stores, copies
// and atomics through buffer pointers count, Function and Workgroup memory
// does not, switch cases count apart, and a helper's accesses and
// cases count once per call site.
#include "vkcl/spirv/BufferAccesses.h"

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
OpCapability PhysicalStorageBufferAddresses
OpCapability Int64
OpMemoryModel PhysicalStorageBuffer64 GLSL450
OpEntryPoint GLCompute %main "main" %shared %ssbo
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %buf Block
OpMemberDecorate %buf 0 Offset 0
OpDecorate %ssbo DescriptorSet 0
OpDecorate %ssbo Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%u0 = OpConstant %uint 0
%u1 = OpConstant %uint 1
%u64 = OpConstant %uint 64
%buf = OpTypeStruct %uint
%p_buf = OpTypePointer StorageBuffer %buf
%p_sb_uint = OpTypePointer StorageBuffer %uint
%p_psb_uint = OpTypePointer PhysicalStorageBuffer %uint
%p_fn_uint = OpTypePointer Function %uint
%p_wg_uint = OpTypePointer Workgroup %uint
%ssbo = OpVariable %p_buf StorageBuffer
%shared = OpVariable %p_wg_uint Workgroup
%ulong = OpTypeInt 64 0
%address = OpConstant %ulong 4096
)" + body;
  std::vector<uint32_t> words = test::assemble(text);
  EXPECT_EQ(validate(words), "");
  return words;
}

TEST(BufferAccesses, CountsBufferAccessesOnly) {
  std::vector<KernelBufferAccesses> kernels = countBufferAccesses(moduleOf(R"(
%main = OpFunction %void None %fn
%e = OpLabel
%local = OpVariable %p_fn_uint Function
%sb = OpAccessChain %p_sb_uint %ssbo %u0
%psb = OpConvertUToPtr %p_psb_uint %address
%a = OpLoad %uint %sb
OpStore %psb %a Aligned 4
%b = OpAtomicIAdd %uint %sb %u1 %u0 %u1
OpCopyMemory %sb %psb Aligned 4 Aligned 4
OpStore %local %a
%c = OpLoad %uint %local
OpStore %shared %c
%d = OpAtomicIAdd %uint %shared %u1 %u0 %u1
OpReturn
OpFunctionEnd
)"));
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].name, "main");
  // Load, store, atomic, and the copy's two buffer sides.
  EXPECT_EQ(kernels[0].accesses, 5u);
}

TEST(BufferAccesses, CalleesCountPerCallSite) {
  std::vector<KernelBufferAccesses> kernels = countBufferAccesses(moduleOf(R"(
%helper = OpFunction %void None %fn
%h = OpLabel
%psb = OpConvertUToPtr %p_psb_uint %address
%v = OpLoad %uint %psb Aligned 4
OpStore %psb %v Aligned 4
OpReturn
OpFunctionEnd
%main = OpFunction %void None %fn
%e = OpLabel
%r1 = OpFunctionCall %void %helper
%r2 = OpFunctionCall %void %helper
%r3 = OpFunctionCall %void %helper
%sb = OpAccessChain %p_sb_uint %ssbo %u0
%x = OpLoad %uint %sb
OpReturn
OpFunctionEnd
)"));
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].accesses, 7u);
}

TEST(BufferAccesses, SwitchLabelsCountPerCallSite) {
  // A 32-bit selector's three labels to two cases in the helper, called
  // twice; a 64-bit one's two labels (three words a pair) to one case in
  // the kernel; the defaults do not count.
  std::vector<KernelBufferAccesses> kernels = countBufferAccesses(moduleOf(R"(
%helper = OpFunction %void None %fn
%h = OpLabel
OpSelectionMerge %hm None
OpSwitch %u1 %hm 0 %h0 1 %h1 7 %h1
%h0 = OpLabel
OpBranch %hm
%h1 = OpLabel
OpBranch %hm
%hm = OpLabel
OpReturn
OpFunctionEnd
%main = OpFunction %void None %fn
%e = OpLabel
%r1 = OpFunctionCall %void %helper
%r2 = OpFunctionCall %void %helper
OpSelectionMerge %m None
OpSwitch %address %m 4294967296 %c0 5 %c0
%c0 = OpLabel
OpBranch %m
%m = OpLabel
OpReturn
OpFunctionEnd
)"));
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].accesses, 0u);
  EXPECT_EQ(kernels[0].switchCases, 5u);
}

TEST(BufferAccesses, MalformedModuleGivesNothing) {
  std::vector<uint32_t> words = {0x07230203, 0x00010500, 0, 10, 0, 0x00ff0011};
  EXPECT_TRUE(countBufferAccesses(words).empty());
}

} // namespace
} // namespace vkcl::spirv
