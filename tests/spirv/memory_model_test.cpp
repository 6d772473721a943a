// The GLSL450 → Vulkan memory model pass (MemoryModel.h): which accesses
// become non-private, which semantics gain availability and visibility,
// and that the result is what spirv-val accepts for Vulkan 1.2.
#include "test_util.h"

#include "vkcl/spirv/MemoryModel.h"
#include "vkcl/spirv/Tools.h"

#include <gtest/gtest.h>

namespace vkcl::spirv {
namespace {

using spv::Capability;
using spv::StorageClass;
using test::contains;
using test::hasCapability;
using test::Kernel;

constexpr uint32_t semantics(spv::MemorySemanticsMask a,
                             spv::MemorySemanticsMask b) {
  return static_cast<uint32_t>(a) | static_cast<uint32_t>(b);
}

// A kernel with one access of each kind the pass tells apart: a buffer
// (PhysicalStorageBuffer) load and store, a Workgroup store, a Function
// variable's load and store, release/acquire/acq_rel and relaxed
// semantics on atomics and barriers.
struct Accesses {
  Kernel kernel;
  std::vector<uint32_t> words;
  std::string text;

  explicit Accesses(bool upgrade) {
    Module &m = kernel.module;
    Builder &b = *kernel.builder;
    const Id u32 = m.typeInt(32);
    const Id buffer =
        b.unary(spv::Op::OpConvertUToPtr,
                m.typePointer(StorageClass::PhysicalStorageBuffer, u32),
                m.constantInt(m.typeInt(64), 0x1000));
    const Id shared = m.globalVariable(
        m.typePointer(StorageClass::Workgroup, u32), StorageClass::Workgroup);
    const Id local = kernel.main->addLocalVariable(
        m.typePointer(StorageClass::Function, u32));
    const Id value = b.load(u32, buffer, 4);
    b.store(shared, value);
    b.store(local, value);
    b.store(buffer, b.load(u32, local), 4);
    const Id device = m.constantInt(u32, uint32_t(spv::Scope::Device));
    const Id workgroup = m.constantInt(u32, uint32_t(spv::Scope::Workgroup));
    using S = spv::MemorySemanticsMask;
    const Id release =
        m.constantInt(u32, semantics(S::Release, S::UniformMemory));
    const Id acquire =
        m.constantInt(u32, semantics(S::Acquire, S::UniformMemory));
    const Id acqRel =
        m.constantInt(u32, semantics(S::AcquireRelease, S::WorkgroupMemory));
    const Id relaxed = m.constantInt(u32, 0);
    b.emitVoid(spv::Op::OpAtomicStore, {buffer, device, release, value});
    b.emit(spv::Op::OpAtomicLoad, u32, {buffer, device, acquire});
    b.emit(spv::Op::OpAtomicIAdd, u32, {buffer, device, relaxed, value});
    b.emit(spv::Op::OpAtomicCompareExchange, u32,
           {buffer, device, acqRel, acquire, value, value});
    b.emitVoid(spv::Op::OpMemoryBarrier, {device, acqRel});
    b.emitVoid(spv::Op::OpControlBarrier, {workgroup, workgroup, acqRel});
    if (upgrade)
      useVulkanMemoryModel(m);
    words = kernel.finish();
    text = disassemble(words);
  }
};

TEST(MemoryModelTest, SharedAccessesBecomeNonPrivate) {
  Accesses a(true);
  EXPECT_TRUE(contains(a.text, "OpMemoryModel PhysicalStorageBuffer64 Vulkan"))
      << a.text;
  EXPECT_TRUE(hasCapability(a.words, Capability::VulkanMemoryModel));
  EXPECT_TRUE(hasCapability(a.words, Capability::VulkanMemoryModelDeviceScope));
  // The buffer load and store keep their alignment; the Workgroup store
  // gains a mask; the Function variable's accesses stay private.
  EXPECT_TRUE(contains(a.text, "Aligned|NonPrivatePointer 4\n")) << a.text;
  EXPECT_TRUE(contains(a.text, " NonPrivatePointer\n")) << a.text;
  size_t nonPrivate = 0;
  for (size_t at = a.text.find("NonPrivatePointer"); at != std::string::npos;
       at = a.text.find("NonPrivatePointer", at + 1))
    ++nonPrivate;
  EXPECT_EQ(nonPrivate, 3u) << a.text;
  EXPECT_EQ(validate(a.words), "") << a.text;
}

TEST(MemoryModelTest, ReleaseMakesAvailableAcquireMakesVisible) {
  Accesses a(true);
  using S = spv::MemorySemanticsMask;
  auto constant = [](uint32_t v) { return "%uint_" + std::to_string(v) + " "; };
  const uint32_t release =
      semantics(S::Release, S::UniformMemory) | uint32_t(S::MakeAvailable);
  const uint32_t acquire =
      semantics(S::Acquire, S::UniformMemory) | uint32_t(S::MakeVisible);
  const uint32_t acqRel = semantics(S::AcquireRelease, S::WorkgroupMemory) |
                          uint32_t(S::MakeAvailable) | uint32_t(S::MakeVisible);
  EXPECT_TRUE(contains(a.text, "%uint_1 " + constant(release) + "%"))
      << a.text; // the store
  EXPECT_TRUE(
      contains(a.text, "%uint_1 %uint_" + std::to_string(acquire) + "\n"))
      << a.text; // the load
  EXPECT_TRUE(contains(a.text, constant(acqRel) + constant(acquire))) << a.text;
  EXPECT_TRUE(contains(a.text, "OpMemoryBarrier %uint_1 %uint_" +
                                   std::to_string(acqRel) + "\n"))
      << a.text;
  EXPECT_TRUE(contains(a.text, "OpControlBarrier %uint_2 %uint_2 %uint_" +
                                   std::to_string(acqRel) + "\n"))
      << a.text;
  // Relaxed stays relaxed.
  EXPECT_TRUE(contains(a.text, "%uint_1 %uint_0 %")) << a.text;
}

TEST(MemoryModelTest, WithoutThePassTheModuleIsGlsl450) {
  Accesses a(false);
  EXPECT_TRUE(contains(a.text, "OpMemoryModel PhysicalStorageBuffer64 GLSL450"))
      << a.text;
  EXPECT_FALSE(contains(a.text, "NonPrivatePointer")) << a.text;
  EXPECT_FALSE(hasCapability(a.words, Capability::VulkanMemoryModel));
  EXPECT_EQ(validate(a.words), "") << a.text;
}

} // namespace
} // namespace vkcl::spirv
