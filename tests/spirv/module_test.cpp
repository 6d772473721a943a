// Interning, constants, type queries and block bookkeeping.
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

namespace vkcl::spirv {
namespace {

TEST(ModuleTest, TypesAreInterned) {
  Module module;
  const Id uint32 = module.typeInt(32);
  EXPECT_EQ(module.typeVector(uint32, 4), module.typeVector(uint32, 4));
  EXPECT_NE(module.typeVector(uint32, 4), module.typeVector(uint32, 2));
  EXPECT_EQ(module.typeInt(32), uint32);
  EXPECT_NE(module.typeInt(32, true), uint32);
  EXPECT_EQ(module.typeFloat(32), module.typeFloat(32));
  EXPECT_EQ(module.typeVoid(), module.typeVoid());
  EXPECT_EQ(module.typeBool(), module.typeBool());
  const Id pointer =
      module.typePointer(spv::StorageClass::Workgroup, module.typeFloat(32));
  EXPECT_EQ(
      module.typePointer(spv::StorageClass::Workgroup, module.typeFloat(32)),
      pointer);
  EXPECT_NE(
      module.typePointer(spv::StorageClass::Private, module.typeFloat(32)),
      pointer);
  EXPECT_EQ(module.typeStruct({uint32, uint32}),
            module.typeStruct({uint32, uint32}));
  EXPECT_NE(module.typeStructUnique({uint32}),
            module.typeStructUnique({uint32}));
  EXPECT_EQ(module.typeFunction(module.typeVoid(), {uint32}),
            module.typeFunction(module.typeVoid(), {uint32}));
  const Id four = module.constantInt(uint32, 4);
  EXPECT_EQ(module.typeArray(uint32, four), module.typeArray(uint32, four));
  EXPECT_EQ(module.typeRuntimeArray(uint32), module.typeRuntimeArray(uint32));
}

TEST(ModuleTest, ConstantsAreInternedByTypeAndValue) {
  Module module;
  const Id uint32 = module.typeInt(32);
  const Id int32 = module.typeInt(32, true);
  EXPECT_EQ(module.constantInt(uint32, 7), module.constantInt(uint32, 7));
  EXPECT_NE(module.constantInt(uint32, 7), module.constantInt(uint32, 8));
  EXPECT_NE(module.constantInt(uint32, 7), module.constantInt(int32, 7));
  // Truncated to the width before interning.
  EXPECT_EQ(module.constantInt(uint32, 0x100000007ull),
            module.constantInt(uint32, 7));
  const Id f32 = module.typeFloat(32);
  EXPECT_EQ(module.constantFloat(f32, 1.5), module.constantFloat(f32, 1.5));
  EXPECT_EQ(module.constantFloat(f32, 1.5),
            module.constantFloatBits(f32, 0x3fc00000u));
  EXPECT_EQ(module.constantBool(true), module.constantBool(true));
  EXPECT_NE(module.constantBool(true), module.constantBool(false));
  const Id v2 = module.typeVector(uint32, 2);
  const Id one = module.constantInt(uint32, 1);
  EXPECT_EQ(module.constantComposite(v2, {one, one}),
            module.constantComposite(v2, {one, one}));
  EXPECT_EQ(module.constantNull(v2), module.constantNull(v2));
  // Specialization constants are distinct even with equal defaults.
  EXPECT_NE(module.specConstantInt(uint32, 1, 0),
            module.specConstantInt(uint32, 1, 1));
}

TEST(ModuleTest, ConstantLiteralWords) {
  Module module;
  const Id int8 = module.typeInt(8, true);
  const Id uint8 = module.typeInt(8);
  const Id uint64 = module.typeInt(64);
  const Id f16 = module.typeFloat(16);
  const Id f64 = module.typeFloat(64);
  // Signed narrow integers are sign extended, unsigned ones zero extended.
  EXPECT_EQ(module.definition(module.constantInt(int8, 0xff))->operands,
            std::vector<uint32_t>{0xffffffffu});
  EXPECT_EQ(module.definition(module.constantInt(uint8, 0x1ff))->operands,
            std::vector<uint32_t>{0xffu});
  EXPECT_EQ(
      module.definition(module.constantInt(uint64, 0x123456789ull))->operands,
      (std::vector<uint32_t>{0x23456789u, 0x1u}));
  // binary16: 1.0, the largest finite, round-to-even, overflow, subnormal.
  auto half = [&](double value) {
    return module.definition(module.constantFloat(f16, value))->operands[0];
  };
  EXPECT_EQ(half(1.0), 0x3c00u);
  EXPECT_EQ(half(-2.0), 0xc000u);
  EXPECT_EQ(half(65504.0), 0x7bffu);
  EXPECT_EQ(half(1e6), 0x7c00u);
  EXPECT_EQ(half(1.0 + 1.0 / 2048), 0x3c00u);      // tie rounds to even
  EXPECT_EQ(half(1.0 + 3.0 / 2048), 0x3c02u);      // tie rounds to even (up)
  EXPECT_EQ(half(5.960464477539063e-08), 0x0001u); // 2^-24
  EXPECT_EQ(half(0.0), 0x0000u);
  EXPECT_EQ(module.definition(module.constantFloat(f64, 1.0))->operands,
            (std::vector<uint32_t>{0u, 0x3ff00000u}));
}

TEST(ModuleTest, TypeQueries) {
  Module module;
  const Id f16 = module.typeFloat(16);
  const Id half4 = module.typeVector(f16, 4);
  const Id uint32 = module.typeInt(32);
  const Id bool2 = module.typeVector(module.typeBool(), 2);
  EXPECT_EQ(module.scalarWidth(half4), 16u);
  EXPECT_EQ(module.scalarWidth(uint32), 32u);
  EXPECT_EQ(module.componentCount(half4), 4u);
  EXPECT_EQ(module.componentCount(uint32), 1u);
  EXPECT_EQ(module.componentType(half4), f16);
  EXPECT_EQ(module.componentType(uint32), uint32);
  EXPECT_TRUE(module.isFloatType(half4));
  EXPECT_FALSE(module.isFloatType(uint32));
  EXPECT_TRUE(module.isIntType(uint32));
  EXPECT_TRUE(module.isBoolType(bool2));
  EXPECT_FALSE(module.isBoolType(half4));
  EXPECT_EQ(module.definition(half4)->opcode, spv::Op::OpTypeVector);
  EXPECT_EQ(module.definition(12345), nullptr);
}

TEST(ModuleTest, PackString) {
  std::vector<uint32_t> words;
  packString(words, "abcd");
  EXPECT_EQ(words, (std::vector<uint32_t>{0x64636261u, 0u}));
  words.clear();
  packString(words, "ab");
  EXPECT_EQ(words, std::vector<uint32_t>{0x6261u});
  words.clear();
  packString(words, "");
  EXPECT_EQ(words, std::vector<uint32_t>{0u});
}

TEST(ModuleTest, ModuleLevelThingsAreInterned) {
  Module module;
  EXPECT_EQ(module.importExtInstSet("GLSL.std.450"),
            module.importExtInstSet("GLSL.std.450"));
  EXPECT_EQ(module.string("x"), module.string("x"));
  EXPECT_NE(module.string("x"), module.string("y"));
}

TEST(ModuleTest, BlocksArePlacedOnce) {
  Module module;
  Function &function = module.addFunction(module.typeVoid(), {});
  Block *first = function.createBlock();
  Block *second = function.createBlock();
  EXPECT_NE(first->label, second->label);
  EXPECT_TRUE(function.layout().empty());
  function.place(second);
  function.place(first);
  function.place(second);
  ASSERT_EQ(function.layout().size(), 2u);
  EXPECT_EQ(function.layout()[0], second);
  EXPECT_TRUE(second->placed);
  EXPECT_FALSE(first->isTerminated());
  first->instructions.push_back({spv::Op::OpReturn, 0, 0, {}});
  EXPECT_TRUE(first->isTerminated());
}

TEST(ModuleTest, FunctionParametersGetIds) {
  Module module;
  const Id uint32 = module.typeInt(32);
  Function &function = module.addFunction(uint32, {uint32, uint32});
  ASSERT_EQ(function.parameters.size(), 2u);
  EXPECT_NE(function.parameters[0], function.parameters[1]);
  EXPECT_EQ(function.type, module.typeFunction(uint32, {uint32, uint32}));
  EXPECT_EQ(function.returnType, uint32);
}

} // namespace
} // namespace vkcl::spirv
