// Instruction encoding by the Builder and structured control flow that the
// validator accepts.
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>
#include <spirv/unified1/GLSL.std.450.h>

namespace vkcl::spirv {
namespace {

using test::contains;
using test::Kernel;

TEST(BuilderTest, EmitAssignsResultIdsOnlyWhenTheOpcodeHasOne) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint32 = m.typeInt(32);
  const Id one = m.constantInt(uint32, 1);
  const Id sum = b.binary(spv::Op::OpIAdd, uint32, one, one);
  EXPECT_NE(sum, 0u);
  EXPECT_EQ(sum + 1, m.bound());
  b.emitVoid(spv::Op::OpNop, {});
  const auto &instructions = b.insertBlock()->instructions;
  ASSERT_EQ(instructions.size(), 2u);
  EXPECT_EQ(instructions[0].resultType, uint32);
  EXPECT_EQ(instructions[0].result, sum);
  EXPECT_EQ(instructions[1].result, 0u);
}

TEST(BuilderTest, LoadAndStoreEncodeAlignment) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id f32 = m.typeFloat(32);
  const Id pointer = m.typePointer(spv::StorageClass::Function, f32);
  const Id variable = kernel.main->addLocalVariable(pointer);
  const Id plain = b.load(f32, variable);
  b.load(f32, variable, 4);
  b.store(variable, plain, 16);
  b.store(variable, plain);
  const auto &is = b.insertBlock()->instructions;
  ASSERT_EQ(is.size(), 4u);
  const auto aligned = static_cast<uint32_t>(spv::MemoryAccessMask::Aligned);
  EXPECT_EQ(is[0].operands, std::vector<uint32_t>{variable});
  EXPECT_EQ(is[1].operands, (std::vector<uint32_t>{variable, aligned, 4}));
  EXPECT_EQ(is[2].operands,
            (std::vector<uint32_t>{variable, plain, aligned, 16}));
  EXPECT_EQ(is[3].operands, (std::vector<uint32_t>{variable, plain}));
  EXPECT_EQ(validate(kernel.finish()), "");
}

TEST(BuilderTest, IfElseWithSelectionMergeValidates) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint32 = m.typeInt(32);
  const Id variable = kernel.main->addLocalVariable(
      m.typePointer(spv::StorageClass::Function, uint32));
  const Id value = b.load(uint32, variable);
  const Id condition = b.binary(spv::Op::OpULessThan, m.typeBool(), value,
                                m.constantInt(uint32, 10));
  Block *thenBlock = kernel.main->createBlock();
  Block *elseBlock = kernel.main->createBlock();
  Block *merge = kernel.main->createBlock();
  b.selectionMerge(merge);
  b.branchConditional(condition, thenBlock, elseBlock);
  EXPECT_TRUE(b.isTerminated());
  b.setInsertPoint(thenBlock);
  const Id doubled =
      b.binary(spv::Op::OpIMul, uint32, value, m.constantInt(uint32, 2));
  b.branch(merge);
  b.setInsertPoint(elseBlock);
  const Id plusOne =
      b.binary(spv::Op::OpIAdd, uint32, value, m.constantInt(uint32, 1));
  b.branch(merge);
  b.setInsertPoint(merge);
  const Id phi = b.emit(spv::Op::OpPhi, uint32,
                        {doubled, thenBlock->label, plusOne, elseBlock->label});
  b.store(variable, phi);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  const std::string text = disassemble(words);
  EXPECT_TRUE(contains(text, "OpSelectionMerge")) << text;
  EXPECT_TRUE(contains(text, "OpBranchConditional")) << text;
}

TEST(BuilderTest, LoopWithLoopMergeValidates) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  Function &f = *kernel.main;
  const Id uint32 = m.typeInt(32);
  const Id counter =
      f.addLocalVariable(m.typePointer(spv::StorageClass::Function, uint32),
                         m.constantInt(uint32, 0));
  Block *header = f.createBlock();
  Block *body = f.createBlock();
  Block *continueBlock = f.createBlock();
  Block *merge = f.createBlock();
  b.branch(header);

  b.setInsertPoint(header);
  b.loopMerge(merge, continueBlock);
  b.branch(body);

  b.setInsertPoint(body);
  const Id value = b.load(uint32, counter);
  const Id done = b.binary(spv::Op::OpUGreaterThanEqual, m.typeBool(), value,
                           m.constantInt(uint32, 8));
  Block *stay = f.createBlock();
  b.selectionMerge(stay);
  b.branchConditional(done, merge, stay);
  b.setInsertPoint(stay);
  b.branch(continueBlock);

  b.setInsertPoint(continueBlock);
  b.store(counter, b.binary(spv::Op::OpIAdd, uint32, b.load(uint32, counter),
                            m.constantInt(uint32, 1)));
  b.branch(header);

  b.setInsertPoint(merge);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(contains(disassemble(words), "OpLoopMerge"));
}

TEST(BuilderTest, SwitchValidates) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  Function &f = *kernel.main;
  const Id uint32 = m.typeInt(32);
  const Id variable =
      f.addLocalVariable(m.typePointer(spv::StorageClass::Function, uint32));
  const Id selector = b.load(uint32, variable);
  Block *caseA = f.createBlock();
  Block *caseB = f.createBlock();
  Block *otherwise = f.createBlock();
  Block *merge = f.createBlock();
  b.selectionMerge(merge);
  b.switchBranch(selector, otherwise, {{1, caseA}, {7, caseB}, {9, caseB}});
  const auto &terminator = b.insertBlock()->instructions.back();
  EXPECT_EQ(terminator.opcode, spv::Op::OpSwitch);
  EXPECT_EQ(terminator.operands,
            (std::vector<uint32_t>{selector, otherwise->label, 1, caseA->label,
                                   7, caseB->label, 9, caseB->label}));
  for (Block *block : {caseA, caseB, otherwise}) {
    b.setInsertPoint(block);
    b.store(variable, m.constantInt(uint32, block->label));
    b.branch(merge);
  }
  b.setInsertPoint(merge);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(contains(disassemble(words), "OpSwitch"));
}

TEST(BuilderTest, FunctionCallAndReturnValueValidate) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint32 = m.typeInt(32);
  Function &square = m.addFunction(uint32, {uint32});
  Builder helper(m, square);
  helper.setInsertPoint(square.createBlock());
  helper.returnValue(helper.binary(spv::Op::OpIMul, uint32,
                                   square.parameters[0], square.parameters[0]));
  Builder &b = *kernel.builder;
  const Id variable = kernel.main->addLocalVariable(
      m.typePointer(spv::StorageClass::Function, uint32));
  b.store(variable,
          b.functionCall(uint32, square.id, {m.constantInt(uint32, 3)}));
  EXPECT_EQ(validate(kernel.finish()), "");
}

TEST(BuilderTest, DecorationsOfWideResultsGoToEachLane) {
  // A float8 multiply is eight float multiplies gathered into an array; a
  // NoContraction on the gathered value would reach none of them.
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id f32 = m.typeFloat(32);
  const Id f32x8 = m.typeVector(f32, 8);
  const Id two = m.constantFloat(f32, 2.0);
  const Id x = b.compositeConstruct(f32x8, std::vector<Id>(8, two));
  const Id product = b.binary(spv::Op::OpFMul, f32x8, x, x);
  m.decorate(product, spv::Decoration::NoContraction);
  const Id narrow = b.binary(spv::Op::OpFAdd, f32, two, two);
  m.decorate(narrow, spv::Decoration::NoContraction);
  std::vector<Id> multiplies;
  for (const Instruction &i : b.insertBlock()->instructions)
    if (i.opcode == spv::Op::OpFMul)
      multiplies.push_back(i.result);
  ASSERT_EQ(multiplies.size(), 8u);
  const std::string text = disassemble(kernel.finish());
  for (Id lane : multiplies)
    EXPECT_TRUE(contains(text, "OpDecorate %" + std::to_string(lane) +
                                   " NoContraction"))
        << "lane %" << lane;
  EXPECT_FALSE(contains(text, "OpDecorate %" + std::to_string(product) +
                                  " NoContraction"));
  EXPECT_TRUE(contains(text, "OpDecorate %" + std::to_string(narrow) +
                                 " NoContraction"));
}

TEST(BuilderTest, CompositeHelpersValidate) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id f32 = m.typeFloat(32);
  const Id float4 = m.typeVector(f32, 4);
  const Id float2 = m.typeVector(f32, 2);
  const Id one = m.constantFloat(f32, 1.0);
  const Id v = b.compositeConstruct(float4, {one, one, one, one});
  const Id x = b.compositeExtract(f32, v, {0});
  const Id w = b.compositeInsert(float4, x, v, {3});
  const Id xy = b.vectorShuffle(float2, w, w, {0, 5});
  const Id sum = b.binary(spv::Op::OpFAdd, float2, xy, xy);
  const Id glsl = m.importExtInstSet("GLSL.std.450");
  const Id root = b.extInst(float2, glsl, GLSLstd450Sqrt, {sum});
  const Id negated = b.unary(spv::Op::OpFNegate, float2, root);
  const Id pick = b.select(float2, m.constantBool(true), negated, root);
  const Id variable = kernel.main->addLocalVariable(
      m.typePointer(spv::StorageClass::Function, float2));
  b.store(variable, pick);
  EXPECT_EQ(validate(kernel.finish()), "");
}

} // namespace
} // namespace vkcl::spirv
