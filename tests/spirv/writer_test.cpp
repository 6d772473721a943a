// Module::write: header, section order, block layout and interfaces.
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace vkcl::spirv {
namespace {

using test::contains;
using test::Kernel;

TEST(WriterTest, Header) {
  Kernel kernel;
  const auto words = kernel.module.write({0x00010500, 0xabcd0001});
  ASSERT_GE(words.size(), 5u);
  EXPECT_EQ(words[0], spv::MagicNumber);
  EXPECT_EQ(words[1], 0x00010500u);
  EXPECT_EQ(words[2], 0xabcd0001u);
  EXPECT_EQ(words[3], kernel.module.bound());
  EXPECT_EQ(words[4], 0u);
}

TEST(WriterTest, TinyComputeModuleValidates) {
  Kernel kernel;
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  const std::string text = disassemble(words);
  EXPECT_TRUE(contains(text, "OpCapability Shader")) << text;
  EXPECT_TRUE(contains(text, "OpMemoryModel Logical GLSL450")) << text;
  EXPECT_TRUE(contains(text, "OpEntryPoint GLCompute")) << text;
  EXPECT_TRUE(contains(text, "LocalSize 1 1 1")) << text;
}

TEST(WriterTest, SectionsComeOutInLogicalLayoutOrder) {
  // Create things in an order unlike the layout's.
  Module m;
  const Id uint32 = m.typeInt(32);
  const Id pointer = m.typePointer(spv::StorageClass::Private, uint32);
  Function &main = m.addFunction(m.typeVoid(), {});
  const Id variable = m.globalVariable(pointer, spv::StorageClass::Private);
  m.decorate(variable, spv::Decoration::Volatile);
  m.name(variable, "counter");
  const Id file = m.string("kernel.cl");
  (void)file;
  m.addExecutionMode(main.id, spv::ExecutionMode::LocalSize, {64, 1, 1});
  m.addEntryPoint(spv::ExecutionModel::GLCompute, main.id, "main");
  m.importExtInstSet("GLSL.std.450");
  m.requireExtension("SPV_KHR_storage_buffer_storage_class");
  Builder b(m, main);
  b.setInsertPoint(main.createBlock());
  b.store(variable, m.constantInt(uint32, 1));
  b.returnVoid();
  const auto words = m.write();

  const std::vector<spv::Op> order = {
      spv::Op::OpCapability,  spv::Op::OpExtension,  spv::Op::OpExtInstImport,
      spv::Op::OpMemoryModel, spv::Op::OpEntryPoint, spv::Op::OpExecutionMode,
      spv::Op::OpString,      spv::Op::OpName,       spv::Op::OpDecorate,
      spv::Op::OpTypeInt,     spv::Op::OpVariable,   spv::Op::OpFunction,
      spv::Op::OpLabel,       spv::Op::OpFunctionEnd};
  size_t rank = 0;
  for (const auto &instruction : test::instructions(words)) {
    const auto op = test::opcodeOf(instruction);
    auto found = std::find(order.begin(), order.end(), op);
    if (found == order.end())
      continue;
    const auto position = static_cast<size_t>(found - order.begin());
    EXPECT_GE(position, rank)
        << "opcode " << static_cast<unsigned>(op) << " out of order";
    rank = std::max(rank, position);
  }
  EXPECT_EQ(rank, order.size() - 1);
  EXPECT_EQ(validate(words), "");
}

TEST(WriterTest, LocalVariablesGoFirstInTheEntryBlock) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint32 = m.typeInt(32);
  const Id pointer = m.typePointer(spv::StorageClass::Function, uint32);
  const Id first = kernel.main->addLocalVariable(pointer);
  b.store(first, m.constantInt(uint32, 1));
  Block *next = kernel.main->createBlock();
  b.branch(next);
  b.setInsertPoint(next);
  // Declared while emitting a later block: still hoisted to the entry block.
  const Id second = kernel.main->addLocalVariable(pointer);
  b.store(second, b.load(uint32, first));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  const auto all = test::instructions(words);
  auto label = std::find_if(all.begin(), all.end(), [](const auto &i) {
    return test::opcodeOf(i) == spv::Op::OpLabel;
  });
  ASSERT_NE(label, all.end());
  ASSERT_LT(label + 2, all.end());
  EXPECT_EQ(test::opcodeOf(label[1]), spv::Op::OpVariable);
  EXPECT_EQ(test::opcodeOf(label[2]), spv::Op::OpVariable);
}

TEST(WriterTest, OnlyPlacedBlocksAreWritten) {
  Kernel kernel;
  Block *orphan = kernel.main->createBlock();
  const auto words = kernel.finish();
  for (const auto &instruction : test::instructions(words)) {
    if (test::opcodeOf(instruction) == spv::Op::OpLabel) {
      EXPECT_NE(instruction[1], orphan->label);
    }
  }
  EXPECT_EQ(validate(words), "");
}

TEST(WriterTest, InterfaceListsVariablesReachableThroughCalls) {
  Module m;
  const Id uint32 = m.typeInt(32);
  const Id privatePtr = m.typePointer(spv::StorageClass::Private, uint32);
  const Id unused = m.globalVariable(privatePtr, spv::StorageClass::Private);
  const Id workgroupPtr = m.typePointer(spv::StorageClass::Workgroup, uint32);
  const Id priv = m.globalVariable(privatePtr, spv::StorageClass::Private);
  const Id shared =
      m.globalVariable(workgroupPtr, spv::StorageClass::Workgroup);

  // main -> outer -> inner; only inner touches the variables.
  Function &inner = m.addFunction(m.typeVoid(), {});
  Builder bi(m, inner);
  bi.setInsertPoint(inner.createBlock());
  bi.store(priv, bi.load(uint32, shared));
  bi.returnVoid();
  Function &outer = m.addFunction(m.typeVoid(), {});
  Builder bo(m, outer);
  bo.setInsertPoint(outer.createBlock());
  bo.functionCall(m.typeVoid(), inner.id, {});
  bo.returnVoid();

  Function &main = m.addFunction(m.typeVoid(), {});
  m.addEntryPoint(spv::ExecutionModel::GLCompute, main.id, "main");
  m.addExecutionMode(main.id, spv::ExecutionMode::LocalSize, {1, 1, 1});
  Builder b(m, main);
  b.setInsertPoint(main.createBlock());
  // A literal equal to the unused variable's id must not count as a use.
  const Id uint4 = m.typeVector(uint32, 4);
  const Id zero = m.constantNull(uint4);
  const Id slot =
      main.addLocalVariable(m.typePointer(spv::StorageClass::Function, uint32));
  ASSERT_LT(unused, 4u) << "test relies on a small id for the literal";
  b.store(slot, b.compositeExtract(uint32, zero, {unused}));
  b.functionCall(m.typeVoid(), outer.id, {});
  b.returnVoid();

  const auto words = m.write();
  const auto interface = test::entryInterface(words);
  EXPECT_EQ(interface, (std::vector<Id>{priv, shared}));
  EXPECT_EQ(validate(words), "");
}

TEST(WriterTest, InterfaceBefore14ListsOnlyInputsAndOutputs) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint3 = m.typeVector(m.typeInt(32), 3);
  const Id input = m.globalVariable(
      m.typePointer(spv::StorageClass::Input, uint3), spv::StorageClass::Input);
  m.decorate(input, spv::Decoration::BuiltIn,
             {static_cast<uint32_t>(spv::BuiltIn::GlobalInvocationId)});
  const Id priv =
      m.globalVariable(m.typePointer(spv::StorageClass::Private, uint3),
                       spv::StorageClass::Private);
  Builder &b = *kernel.builder;
  b.store(priv, b.load(uint3, input));
  kernel.builder->returnVoid();
  EXPECT_EQ(test::entryInterface(m.write()), (std::vector<Id>{input, priv}));
  EXPECT_EQ(test::entryInterface(m.write({0x00010300, 0})),
            std::vector<Id>{input});
}

TEST(WriterTest, WritingIsDeterministic) {
  Kernel kernel;
  kernel.module.requireCapability(spv::Capability::Int64);
  kernel.module.requireCapability(spv::Capability::Int64);
  kernel.module.typeInt(64);
  const auto first = kernel.finish();
  EXPECT_EQ(first, kernel.module.write());
  const auto caps = test::capabilities(first);
  EXPECT_EQ(std::count(caps.begin(), caps.end(), spv::Capability::Int64), 1);
  EXPECT_EQ(caps.front(), spv::Capability::Shader);
}

} // namespace
} // namespace vkcl::spirv
