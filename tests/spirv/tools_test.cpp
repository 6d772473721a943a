// validate / optimize / disassemble, and the guarantee that optimisation
// keeps vkcl's module-scope NonSemantic reflection instructions.
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

namespace vkcl::spirv {
namespace {

using test::contains;
using test::Kernel;

TEST(ToolsTest, ValidateReportsInstructionAndDisassembly) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint32 = m.typeInt(32);
  const Id f32 = m.typeFloat(32);
  const Id one = m.constantInt(uint32, 1);
  const Id slot = kernel.main->addLocalVariable(
      m.typePointer(spv::StorageClass::Function, f32));
  // Integer addition with a float result type: invalid.
  kernel.builder->store(slot,
                        kernel.builder->binary(spv::Op::OpIAdd, f32, one, one));
  const std::string messages = validate(kernel.finish());
  EXPECT_TRUE(contains(messages, "error: instruction ")) << messages;
  EXPECT_TRUE(contains(messages, "OpIAdd %float")) << messages;
}

TEST(ToolsTest, DisassembleHasFriendlyNamesAndNoHeader) {
  Kernel kernel;
  kernel.module.constantInt(kernel.module.typeInt(32), 5);
  const std::string text = disassemble(kernel.finish());
  EXPECT_FALSE(contains(text, "; SPIR-V")) << text;
  EXPECT_FALSE(contains(text, "Bound:")) << text;
  EXPECT_TRUE(contains(text, "%uint = OpTypeInt 32 0\n")) << text;
  EXPECT_TRUE(contains(text, "%uint_5 = OpConstant %uint 5\n")) << text;
  // One instruction per line.
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    EXPECT_LE(std::count(line.begin(), line.end(), '='), 1) << line;
}

TEST(ToolsTest, DisassembleReportsGarbage) {
  EXPECT_TRUE(contains(disassemble({1, 2, 3}), "error"));
}

TEST(ToolsTest, OptimizeRejectsInvalidModules) {
  const OptimizeResult result = optimize({spv::MagicNumber, 0x00010500, 0, 1});
  EXPECT_FALSE(result.error.empty());
  EXPECT_TRUE(result.words.empty());
}

// Decodes the literal string that starts at `first` in an instruction.
std::string decode(const std::vector<uint32_t> &instruction, size_t first) {
  std::string text;
  for (size_t i = first; i < instruction.size(); ++i)
    for (unsigned byte = 0; byte < 4; ++byte) {
      const char c = static_cast<char>((instruction[i] >> (8 * byte)) & 0xff);
      if (c == '\0')
        return text;
      text.push_back(c);
    }
  return text;
}

TEST(ToolsTest, NonSemanticReflectionSurvivesOptimization) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint32 = m.typeInt(32);
  const Id set = m.importExtInstSet("NonSemantic.vkcl.reflection");
  const Id name = m.string("my_kernel");
  const Id value = m.constantInt(uint32, 42);
  m.globalExtInst(set, 1, {name, value});

  // Give the optimizer real work: a local it promotes to SSA and a helper
  // it inlines, so the test proves the recipe actually ran.
  Function &helper = m.addFunction(uint32, {uint32});
  Builder hb(m, helper);
  hb.setInsertPoint(helper.createBlock());
  hb.returnValue(hb.binary(spv::Op::OpIAdd, uint32, helper.parameters[0],
                           m.constantInt(uint32, 7)));
  const Id output =
      m.globalVariable(m.typePointer(spv::StorageClass::Workgroup, uint32),
                       spv::StorageClass::Workgroup);
  const Id local = kernel.main->addLocalVariable(
      m.typePointer(spv::StorageClass::Function, uint32));
  b.store(local, m.constantInt(uint32, 3));
  b.store(output, b.functionCall(uint32, helper.id, {b.load(uint32, local)}));
  const auto words = kernel.finish();
  ASSERT_EQ(validate(words), "");

  const OptimizeResult result = optimize(words);
  ASSERT_EQ(result.error, "");
  ASSERT_EQ(validate(result.words), "");
  const std::string text = disassemble(result.words);

  // The optimizer ran: the helper and the local are gone.
  size_t functions = 0;
  for (const auto &instruction : test::instructions(result.words)) {
    functions += test::opcodeOf(instruction) == spv::Op::OpFunction;
    if (test::opcodeOf(instruction) == spv::Op::OpVariable) {
      EXPECT_NE(instruction[3],
                static_cast<uint32_t>(spv::StorageClass::Function))
          << text;
    }
  }
  EXPECT_EQ(functions, 1u) << text;

  // The reflection instruction is still there, with the same operands.
  std::map<Id, std::vector<uint32_t>> definitions;
  std::vector<std::vector<uint32_t>> extInsts;
  Id importId = 0;
  for (const auto &instruction : test::instructions(result.words)) {
    const spv::Op op = test::opcodeOf(instruction);
    if (op == spv::Op::OpString || op == spv::Op::OpExtInstImport)
      definitions[instruction[1]] = instruction;
    if (op == spv::Op::OpConstant)
      definitions[instruction[2]] = instruction;
    if (op == spv::Op::OpExtInstImport &&
        decode(instruction, 2) == "NonSemantic.vkcl.reflection")
      importId = instruction[1];
    if (op == spv::Op::OpExtInst)
      extInsts.push_back(instruction);
  }
  ASSERT_NE(importId, 0u) << text;
  ASSERT_EQ(extInsts.size(), 1u) << text;
  const auto &reflection = extInsts[0];
  // opcode, void, result, set, instruction, name, value
  ASSERT_EQ(reflection.size(), 7u) << text;
  EXPECT_EQ(reflection[3], importId);
  EXPECT_EQ(reflection[4], 1u);
  ASSERT_EQ(test::opcodeOf(definitions[reflection[5]]), spv::Op::OpString)
      << text;
  EXPECT_EQ(decode(definitions[reflection[5]], 2), "my_kernel");
  ASSERT_EQ(test::opcodeOf(definitions[reflection[6]]), spv::Op::OpConstant)
      << text;
  EXPECT_EQ(definitions[reflection[6]][3], 42u);
  EXPECT_TRUE(contains(text, "OpString \"my_kernel\"")) << text;
}

TEST(ToolsTest, ReflectionOperandsDeletedByTheOptimizerAreRestored) {
  // The reflection is the only user of the constant, the string and the
  // variable, so the optimizer deletes them while reflection is lifted out.
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint32 = m.typeInt(32);
  const Id f32 = m.typeFloat(32);
  const Id set = m.importExtInstSet("NonSemantic.vkcl.reflection");
  const Id unusedVar =
      m.globalVariable(m.typePointer(spv::StorageClass::Workgroup, f32),
                       spv::StorageClass::Workgroup);
  m.name(unusedVar, "scratch");
  const Id first = m.globalExtInst(
      set, 1, {m.string("k"), m.constantInt(uint32, 1234), unusedVar});
  m.name(first, "first_reflection");
  // A second instruction that refers to the first one.
  m.globalExtInst(set, 2, {first, m.constantFloat(f32, 2.5)});
  const auto words = kernel.finish();
  ASSERT_EQ(validate(words), "");
  const OptimizeResult result = optimize(words);
  ASSERT_EQ(result.error, "");
  EXPECT_EQ(validate(result.words), "");
  // The restored module was validated inside optimize().
  EXPECT_TRUE(result.validated);
  const std::string text = disassemble(result.words);
  EXPECT_TRUE(contains(text, "OpString \"k\"")) << text;
  EXPECT_TRUE(contains(text, "%uint_1234 = OpConstant %uint 1234")) << text;
  EXPECT_TRUE(contains(text, "OpConstant %float 2.5")) << text;
  EXPECT_TRUE(contains(text, "%scratch = OpVariable")) << text;
  EXPECT_TRUE(contains(text, "%first_reflection = OpExtInst %void")) << text;
  EXPECT_TRUE(contains(text, " 2 %first_reflection %float_2_5\n")) << text;
}

TEST(ToolsTest, CoreExtensionsDoNotDisableOptimization) {
  // SPV_KHR_physical_storage_buffer alone switches off ADCE and the local
  // load/store passes in SPIRV-Tools 2023.1 unless optimize() hides it.
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint32 = m.typeInt(32);
  const Id pointer =
      b.unary(spv::Op::OpConvertUToPtr,
              m.typePointer(spv::StorageClass::PhysicalStorageBuffer, uint32),
              m.constantInt(m.typeInt(64), 0x1000));
  const Id local = kernel.main->addLocalVariable(
      m.typePointer(spv::StorageClass::Function, uint32));
  b.store(local, b.load(uint32, pointer, 4));
  b.store(pointer,
          b.binary(spv::Op::OpIAdd, uint32, b.load(uint32, local),
                   m.constantInt(uint32, 1)),
          4);
  // SPV_KHR_float_controls has the same problem.
  m.addExecutionMode(kernel.main->id, spv::ExecutionMode::DenormPreserve, {32});
  const auto words = kernel.finish();
  ASSERT_EQ(validate(words), "");
  const OptimizeResult result = optimize(words);
  ASSERT_EQ(result.error, "");
  EXPECT_EQ(validate(result.words), "");
  const std::string text = disassemble(result.words);
  EXPECT_FALSE(contains(text, "Function\n")) << text; // no OpVariable left
  EXPECT_TRUE(contains(text, "OpExtension \"SPV_KHR_float_controls\"")) << text;
  EXPECT_TRUE(contains(text, "DenormPreserve 32")) << text;
  EXPECT_TRUE(contains(text, "OpExtension \"SPV_KHR_physical_storage_buffer\""))
      << text;
  EXPECT_TRUE(contains(text, "OpMemoryModel PhysicalStorageBuffer64")) << text;
}

TEST(ToolsTest, NonSemanticInstructionsInsideFunctionsAreKept) {
  // These cannot be lifted out; optimize() falls back to the plain recipe.
  Kernel kernel;
  Module &m = kernel.module;
  const Id set = m.importExtInstSet("NonSemantic.vkcl.trace");
  kernel.builder->extInst(m.typeVoid(), set, 3,
                          {m.constantInt(m.typeInt(32), 9)});
  const auto words = kernel.finish();
  ASSERT_EQ(validate(words), "");
  const OptimizeResult result = optimize(words);
  ASSERT_EQ(result.error, "");
  EXPECT_EQ(validate(result.words), "");
  // The plain recipe's output is left for the caller to validate.
  EXPECT_FALSE(result.validated);
  EXPECT_TRUE(contains(disassemble(result.words), "OpExtInst %void"))
      << result.error;
}

} // namespace
} // namespace vkcl::spirv
