// barrier, work_group_barrier, sub_group_barrier and the memory fences.
//
// OpenCL's fence flags name the memories to order: CLK_LOCAL_MEM_FENCE is
// Workgroup memory, CLK_GLOBAL_MEM_FENCE is device memory, which vkcl
// reaches through PhysicalStorageBuffer pointers (UniformMemory semantics;
// spirv/MemoryModel.h adds the availability and visibility operations of
// Vulkan's memory model). barrier and work_group_barrier are
// work-group execution barriers, sub_group_barrier a sub-group one; the
// memory scope comes from the scope argument, else it is the barrier's own
// (OpenCL C 3.0: sub_group_barrier(flags) is sub_group_barrier(flags,
// memory_scope_sub_group)).
#include "builtins/Builtins.h"

namespace vkcl {
namespace {

constexpr uint64_t LocalFence = 1, GlobalFence = 2, ImageFence = 4;

uint32_t storageSemantics(uint64_t flags) {
  uint32_t s = 0;
  if (flags & LocalFence)
    s |= static_cast<uint32_t>(spv::MemorySemanticsMask::WorkgroupMemory);
  if (flags & GlobalFence)
    s |= static_cast<uint32_t>(spv::MemorySemanticsMask::UniformMemory);
  if (flags & ImageFence)
    s |= static_cast<uint32_t>(spv::MemorySemanticsMask::ImageMemory);
  return s;
}

/// OpenCL memory_scope values (clang's __OPENCL_MEMORY_SCOPE_*) to SPIR-V.
spv::Scope memoryScope(uint64_t scope) {
  switch (scope) {
  case 4: // sub_group
    return spv::Scope::Subgroup;
  case 2: // device
  case 3: // all_svm_devices
    return spv::Scope::Device;
  default: // work_item, work_group
    return spv::Scope::Workgroup;
  }
}

} // namespace

Id emitSynchronizationBuiltin(FunctionEmitter &fe, SyncFn fn,
                              const clang::CallExpr *call) {
  ModuleEmitter &m = fe.mod();
  uint64_t flags = constantArgument(fe, call, 0, "the fence flags");
  uint32_t storage = storageSemantics(flags);
  auto u32 = [&](uint32_t v) { return m.constU32(v); };
  switch (fn) {
  case SyncFn::Barrier:
  case SyncFn::WorkGroupBarrier:
  case SyncFn::SubGroupBarrier: {
    spv::Scope execution = fn == SyncFn::SubGroupBarrier
                               ? spv::Scope::Subgroup
                               : spv::Scope::Workgroup;
    spv::Scope scope = execution;
    if (call->getNumArgs() > 1)
      scope = memoryScope(constantArgument(fe, call, 1, "the memory scope"));
    uint32_t semantics =
        storage ? storage | static_cast<uint32_t>(
                                spv::MemorySemanticsMask::AcquireRelease)
                : 0;
    fe.b().emitVoid(spv::Op::OpControlBarrier,
                    {u32(static_cast<uint32_t>(execution)),
                     u32(static_cast<uint32_t>(scope)), u32(semantics)});
    return 0;
  }
  case SyncFn::MemFence:
  case SyncFn::ReadMemFence:
  case SyncFn::WriteMemFence: {
    if (!storage)
      return 0; // a fence on no memory orders nothing
    spv::MemorySemanticsMask order =
        fn == SyncFn::ReadMemFence ? spv::MemorySemanticsMask::Acquire
        : fn == SyncFn::WriteMemFence
            ? spv::MemorySemanticsMask::Release
            : spv::MemorySemanticsMask::AcquireRelease;
    fe.b().emitVoid(spv::Op::OpMemoryBarrier,
                    {u32(static_cast<uint32_t>(spv::Scope::Workgroup)),
                     u32(storage | static_cast<uint32_t>(order))});
    return 0;
  }
  }
  return 0;
}

} // namespace vkcl
