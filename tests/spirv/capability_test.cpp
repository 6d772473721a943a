// Capability, extension and addressing-model inference, each case checked
// against what spirv-val accepts.
#include "test_util.h"

#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

namespace vkcl::spirv {
namespace {

using spv::Capability;
using spv::StorageClass;
using test::contains;
using test::hasCapability;
using test::hasExtension;
using test::Kernel;

// A PhysicalStorageBuffer pointer to `pointee` made from a constant address.
Id psbPointer(Kernel &kernel, Id pointee) {
  Module &m = kernel.module;
  const Id pointer =
      m.typePointer(StorageClass::PhysicalStorageBuffer, pointee);
  return kernel.builder->unary(spv::Op::OpConvertUToPtr, pointer,
                               m.constantInt(m.typeInt(64), 0x1000));
}

// Stores `value` into a fresh Function variable so that it is used.
void sink(Kernel &kernel, Id type, Id value) {
  const Id slot = kernel.main->addLocalVariable(
      kernel.module.typePointer(StorageClass::Function, type));
  kernel.builder->store(slot, value);
}

TEST(CapabilityTest, MinimalModuleIsShaderLogical) {
  Kernel kernel;
  const auto words = kernel.finish();
  EXPECT_EQ(test::capabilities(words),
            std::vector<Capability>{Capability::Shader});
  EXPECT_TRUE(test::extensions(words).empty());
}

TEST(CapabilityTest, PhysicalStorageBufferFloat4Load) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id float4 = m.typeVector(m.typeFloat(32), 4);
  const Id pointer = psbPointer(kernel, float4);
  const Id value = kernel.builder->load(float4, pointer, 16);
  kernel.builder->store(pointer, value, 16);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int64));
  EXPECT_TRUE(hasCapability(words, Capability::PhysicalStorageBufferAddresses));
  EXPECT_TRUE(hasExtension(words, "SPV_KHR_physical_storage_buffer"));
  const std::string text = disassemble(words);
  EXPECT_TRUE(contains(text, "OpMemoryModel PhysicalStorageBuffer64 GLSL450"))
      << text;
  EXPECT_TRUE(contains(text, "Aligned 16")) << text;
}

TEST(CapabilityTest, EightBitStorageLoadNeedsOnlyStorageCapability) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint8 = m.typeInt(8);
  const Id uint32 = m.typeInt(32);
  const Id pointer = psbPointer(kernel, uint8);
  const Id byte = kernel.builder->load(uint8, pointer, 1);
  sink(kernel, uint32,
       kernel.builder->unary(spv::Op::OpUConvert, uint32, byte));
  // Narrowing back and storing is still storage-only use.
  kernel.builder->store(pointer,
                        kernel.builder->unary(spv::Op::OpUConvert, uint8,
                                              m.constantInt(uint32, 0x1ff)),
                        1);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer8BitAccess));
  EXPECT_TRUE(hasExtension(words, "SPV_KHR_8bit_storage"));
  EXPECT_FALSE(hasCapability(words, Capability::Int8));
}

TEST(CapabilityTest, EightBitArithmeticNeedsInt8) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint8 = m.typeInt(8);
  const Id pointer = psbPointer(kernel, uint8);
  const Id byte = kernel.builder->load(uint8, pointer, 1);
  kernel.builder->store(
      pointer, kernel.builder->binary(spv::Op::OpIAdd, uint8, byte, byte), 1);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int8));
  EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer8BitAccess));
}

TEST(CapabilityTest, EightBitConstantNeedsInt8) {
  // spirv-val rejects 8-bit constants without Int8, even if only stored.
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint8 = m.typeInt(8);
  kernel.builder->store(psbPointer(kernel, uint8), m.constantInt(uint8, 3), 1);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int8));
}

TEST(CapabilityTest, EightBitToFloatConversionNeedsInt8) {
  // Only width-only conversions are allowed on restricted 8-bit values.
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint8 = m.typeInt(8);
  const Id f32 = m.typeFloat(32);
  const Id byte = kernel.builder->load(uint8, psbPointer(kernel, uint8), 1);
  sink(kernel, f32, kernel.builder->unary(spv::Op::OpConvertUToF, f32, byte));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int8));
}

TEST(CapabilityTest, EightBitWorkgroupVariableNeedsInt8) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint8 = m.typeInt(8);
  const Id uint32 = m.typeInt(32);
  const Id shared = m.globalVariable(
      m.typePointer(StorageClass::Workgroup, uint8), StorageClass::Workgroup);
  kernel.builder->store(shared,
                        kernel.builder->unary(spv::Op::OpUConvert, uint8,
                                              m.constantInt(uint32, 1)));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int8));
  EXPECT_FALSE(hasCapability(words, Capability::StorageBuffer8BitAccess));
}

TEST(CapabilityTest, PointerToBytesInPushConstantBlock) {
  // A push-constant block holding a pointer to uchar. Loading the pointer
  // needs no Int8, and dereferencing it is StorageBuffer8BitAccess, but
  // spirv-val looks through the pointer when checking the block variable and
  // demands StoragePushConstant8 as well.
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint8 = m.typeInt(8);
  const Id uint32 = m.typeInt(32);
  const Id bytePtr = m.typePointer(StorageClass::PhysicalStorageBuffer, uint8);
  const Id block = m.typeStructUnique({bytePtr});
  m.decorate(block, spv::Decoration::Block);
  m.decorateMember(block, 0, spv::Decoration::Offset, {0});
  const Id args =
      m.globalVariable(m.typePointer(StorageClass::PushConstant, block),
                       StorageClass::PushConstant);
  const Id member =
      b.accessChain(m.typePointer(StorageClass::PushConstant, bytePtr), args,
                    {m.constantInt(uint32, 0)});
  const Id pointer = b.load(bytePtr, member);
  sink(kernel, uint32,
       b.unary(spv::Op::OpUConvert, uint32, b.load(uint8, pointer, 1)));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer8BitAccess));
  EXPECT_TRUE(hasCapability(words, Capability::StoragePushConstant8));
  EXPECT_FALSE(hasCapability(words, Capability::Int8));
}

TEST(CapabilityTest, AddressOfBytesInPushConstantBlock) {
  // The same argument passed as a uint64 address needs no push-constant
  // byte storage.
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint8 = m.typeInt(8);
  const Id uint32 = m.typeInt(32);
  const Id uint64 = m.typeInt(64);
  const Id block = m.typeStructUnique({uint64});
  m.decorate(block, spv::Decoration::Block);
  m.decorateMember(block, 0, spv::Decoration::Offset, {0});
  const Id args =
      m.globalVariable(m.typePointer(StorageClass::PushConstant, block),
                       StorageClass::PushConstant);
  const Id address = b.load(
      uint64, b.accessChain(m.typePointer(StorageClass::PushConstant, uint64),
                            args, {m.constantInt(uint32, 0)}));
  const Id pointer = b.unary(
      spv::Op::OpConvertUToPtr,
      m.typePointer(StorageClass::PhysicalStorageBuffer, uint8), address);
  sink(kernel, uint32,
       b.unary(spv::Op::OpUConvert, uint32, b.load(uint8, pointer, 1)));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer8BitAccess));
  EXPECT_FALSE(hasCapability(words, Capability::StoragePushConstant8));
  EXPECT_FALSE(hasCapability(words, Capability::Int8));
}

TEST(CapabilityTest, LocalPointerToBytesNeedsNoInt8) {
  // A Function variable holding a pointer to uchar (a `char *` local before
  // mem2reg): spirv-val attributes it to the pointer's storage class.
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint8 = m.typeInt(8);
  const Id uint32 = m.typeInt(32);
  const Id bytePtr = m.typePointer(StorageClass::PhysicalStorageBuffer, uint8);
  const Id local = kernel.main->addLocalVariable(
      m.typePointer(StorageClass::Function, bytePtr));
  m.decorate(local, spv::Decoration::AliasedPointer);
  b.store(local, b.unary(spv::Op::OpConvertUToPtr, bytePtr,
                         m.constantInt(m.typeInt(64), 64)));
  sink(kernel, uint32,
       b.unary(spv::Op::OpUConvert, uint32,
               b.load(uint8, b.load(bytePtr, local), 1)));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer8BitAccess));
  EXPECT_FALSE(hasCapability(words, Capability::Int8));
}

TEST(CapabilityTest, HalfStorageAndHalfArithmetic) {
  {
    Kernel kernel;
    Module &m = kernel.module;
    const Id f16 = m.typeFloat(16);
    const Id f32 = m.typeFloat(32);
    const Id half = kernel.builder->load(f16, psbPointer(kernel, f16), 2);
    sink(kernel, f32, kernel.builder->unary(spv::Op::OpFConvert, f32, half));
    const auto words = kernel.finish();
    EXPECT_EQ(validate(words), "");
    EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer16BitAccess));
    EXPECT_TRUE(hasExtension(words, "SPV_KHR_16bit_storage"));
    EXPECT_FALSE(hasCapability(words, Capability::Float16));
  }
  {
    Kernel kernel;
    Module &m = kernel.module;
    const Id f16 = m.typeFloat(16);
    const Id pointer = psbPointer(kernel, f16);
    const Id half = kernel.builder->load(f16, pointer, 2);
    kernel.builder->store(
        pointer, kernel.builder->binary(spv::Op::OpFMul, f16, half, half), 2);
    const auto words = kernel.finish();
    EXPECT_EQ(validate(words), "");
    EXPECT_TRUE(hasCapability(words, Capability::Float16));
  }
}

TEST(CapabilityTest, ShortStorageLoadNeedsOnlyStorageCapability) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id int16 = m.typeInt(16, true);
  const Id int32 = m.typeInt(32, true);
  const Id value = kernel.builder->load(int16, psbPointer(kernel, int16), 2);
  sink(kernel, int32, kernel.builder->unary(spv::Op::OpSConvert, int32, value));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::StorageBuffer16BitAccess));
  EXPECT_FALSE(hasCapability(words, Capability::Int16));
}

TEST(CapabilityTest, DeclaredButUnusedSmallTypeFallsBackToFullCapability) {
  Kernel kernel;
  kernel.module.typeInt(16);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int16));
}

TEST(CapabilityTest, SixtyFourBitTypesAndAtomics) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint64 = m.typeInt(64);
  const Id uint32 = m.typeInt(32);
  const Id f64 = m.typeFloat(64);
  const Id pointer = psbPointer(kernel, uint64);
  const Id scope =
      m.constantInt(uint32, static_cast<uint32_t>(spv::Scope::Device));
  const Id relaxed = m.constantInt(uint32, 0);
  sink(kernel, uint64,
       kernel.builder->emit(
           spv::Op::OpAtomicIAdd, uint64,
           {pointer, scope, relaxed, m.constantInt(uint64, 1)}));
  sink(kernel, f64, m.constantFloat(f64, 0.5));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::Int64Atomics));
  EXPECT_TRUE(hasCapability(words, Capability::Int64));
  EXPECT_TRUE(hasCapability(words, Capability::Float64));
}

TEST(CapabilityTest, ThirtyTwoBitAtomicsNeedNothingExtra) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint32 = m.typeInt(32);
  const Id shared = m.globalVariable(
      m.typePointer(StorageClass::Workgroup, uint32), StorageClass::Workgroup);
  const Id scope =
      m.constantInt(uint32, static_cast<uint32_t>(spv::Scope::Workgroup));
  kernel.builder->emitVoid(
      spv::Op::OpAtomicStore,
      {shared, scope, m.constantInt(uint32, 0), m.constantInt(uint32, 5)});
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_FALSE(hasCapability(words, Capability::Int64Atomics));
}

TEST(CapabilityTest, SubgroupBuiltinsAndOperations) {
  Kernel kernel;
  Module &m = kernel.module;
  Builder &b = *kernel.builder;
  const Id uint32 = m.typeInt(32);
  const Id f32 = m.typeFloat(32);
  const Id boolean = m.typeBool();
  const Id uint4 = m.typeVector(uint32, 4);
  const Id sizeVar = m.globalVariable(
      m.typePointer(StorageClass::Input, uint32), StorageClass::Input);
  m.decorate(sizeVar, spv::Decoration::BuiltIn,
             {static_cast<uint32_t>(spv::BuiltIn::SubgroupSize)});
  const Id size = b.load(uint32, sizeVar);
  const Id scope =
      m.constantInt(uint32, static_cast<uint32_t>(spv::Scope::Subgroup));
  const auto reduce = static_cast<uint32_t>(spv::GroupOperation::Reduce);
  const auto scan = static_cast<uint32_t>(spv::GroupOperation::InclusiveScan);
  const auto clustered =
      static_cast<uint32_t>(spv::GroupOperation::ClusteredReduce);
  const Id lane = m.constantInt(uint32, 1);
  const Id elected = b.emit(spv::Op::OpGroupNonUniformElect, boolean, {scope});
  sink(kernel, boolean, elected);
  sink(
      kernel, uint32,
      b.emit(spv::Op::OpGroupNonUniformBroadcast, uint32, {scope, size, lane}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformBroadcastFirst, uint32, {scope, size}));
  sink(kernel, uint4,
       b.emit(spv::Op::OpGroupNonUniformBallot, uint4, {scope, elected}));
  sink(kernel, boolean,
       b.emit(spv::Op::OpGroupNonUniformAny, boolean, {scope, elected}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformIAdd, uint32, {scope, reduce, size}));
  const Id asFloat = b.unary(spv::Op::OpConvertUToF, f32, size);
  sink(kernel, f32,
       b.emit(spv::Op::OpGroupNonUniformFAdd, f32, {scope, scan, asFloat}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformUMax, uint32, {scope, reduce, size}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformShuffle, uint32, {scope, size, lane}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformShuffleXor, uint32,
              {scope, size, lane}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformShuffleDown, uint32,
              {scope, size, lane}));
  sink(kernel, uint32,
       b.emit(spv::Op::OpGroupNonUniformIAdd, uint32,
              {scope, clustered, size, m.constantInt(uint32, 4)}));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  for (Capability capability :
       {Capability::GroupNonUniform, Capability::GroupNonUniformBallot,
        Capability::GroupNonUniformVote, Capability::GroupNonUniformArithmetic,
        Capability::GroupNonUniformShuffle,
        Capability::GroupNonUniformShuffleRelative,
        Capability::GroupNonUniformClustered})
    EXPECT_TRUE(hasCapability(words, capability))
        << "missing capability " << static_cast<unsigned>(capability);
  EXPECT_FALSE(hasCapability(words, Capability::GroupNonUniformQuad));
  EXPECT_EQ(test::entryInterface(words), std::vector<Id>{sizeVar});
}

TEST(CapabilityTest, SubgroupBuiltinAloneNeedsGroupNonUniform) {
  Kernel kernel;
  Module &m = kernel.module;
  const Id uint32 = m.typeInt(32);
  const Id idVar = m.globalVariable(m.typePointer(StorageClass::Input, uint32),
                                    StorageClass::Input);
  m.decorate(idVar, spv::Decoration::BuiltIn,
             {static_cast<uint32_t>(spv::BuiltIn::SubgroupLocalInvocationId)});
  sink(kernel, uint32, kernel.builder->load(uint32, idVar));
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::GroupNonUniform));
  EXPECT_FALSE(hasCapability(words, Capability::GroupNonUniformBallot));
}

TEST(CapabilityTest, NonSemanticImportAddsExtension) {
  Kernel kernel;
  kernel.module.importExtInstSet("NonSemantic.vkcl.reflection");
  kernel.module.importExtInstSet("GLSL.std.450");
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_EQ(test::extensions(words),
            std::vector<std::string>{"SPV_KHR_non_semantic_info"});
}

TEST(CapabilityTest, FloatControlsExecutionModes) {
  Kernel kernel;
  kernel.module.addExecutionMode(kernel.main->id,
                                 spv::ExecutionMode::DenormPreserve, {32});
  kernel.module.typeFloat(32);
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_TRUE(hasCapability(words, Capability::DenormPreserve));
  EXPECT_TRUE(hasExtension(words, "SPV_KHR_float_controls"));
}

TEST(CapabilityTest, ExplicitRequestsAreMergedWithoutDuplicates) {
  Kernel kernel;
  Module &m = kernel.module;
  m.requireCapability(Capability::Shader);
  m.requireCapability(Capability::VulkanMemoryModel);
  m.requireExtension("SPV_KHR_vulkan_memory_model");
  m.requireExtension("SPV_KHR_vulkan_memory_model");
  const auto words = kernel.finish();
  EXPECT_EQ(validate(words), "");
  EXPECT_EQ(test::capabilities(words),
            (std::vector<Capability>{Capability::Shader,
                                     Capability::VulkanMemoryModel}));
  EXPECT_EQ(test::extensions(words),
            std::vector<std::string>{"SPV_KHR_vulkan_memory_model"});
  EXPECT_TRUE(contains(disassemble(words), "OpMemoryModel Logical Vulkan"));
}

} // namespace
} // namespace vkcl::spirv
