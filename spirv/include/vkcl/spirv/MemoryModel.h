// Moves an emitted module from the GLSL450 memory model to Vulkan's.
//
// Why a pass and not the emitters: OpenCL's memory model orders every
// access to global and local memory by release and acquire (atomics,
// fences, barriers), while under GLSL450 acquire and release order only
// coherent memory, and plain accesses through PhysicalStorageBuffer
// pointers are not coherent: NVIDIA's driver then lets one work-group read
// another's data stale after an acquire (the CTS's atomic_flag critical
// section). Vulkan's memory model says exactly what OpenCL needs: every
// access that other invocations may observe is NonPrivatePointer, every
// release makes the storage classes it names available and every acquire
// makes them visible. Those are properties of each load, store and
// semantics operand wherever an emitter made it (the library, pipes,
// work-group functions, async copies, atomics), so one pass over the
// finished module decides them all, and no emitter can forget one.
#pragma once

#include "vkcl/spirv/Module.h"

namespace vkcl::spirv {

/// Declares the Vulkan memory model (VulkanMemoryModel and
/// VulkanMemoryModelDeviceScope: the device must enable vulkanMemoryModel
/// and vulkanMemoryModelDeviceScope) and rewrites `module` to keep the
/// ordering its GLSL450 form meant, made explicit:
/// - OpLoad and OpStore through Workgroup, StorageBuffer and
///   PhysicalStorageBuffer pointers gain NonPrivatePointer, and OpImageRead
///   and OpImageWrite NonPrivateTexel, so barriers and release/acquire
///   order them;
/// - memory semantics (atomics, OpMemoryBarrier, OpControlBarrier) with
///   Release or AcquireRelease gain MakeAvailable, with Acquire or
///   AcquireRelease MakeVisible; SequentiallyConsistent, which the Vulkan
///   model lacks, becomes AcquireRelease (GLSL450 treats it so on Vulkan).
/// Call it once, on a finished module, before `write`.
void useVulkanMemoryModel(Module &module);

} // namespace vkcl::spirv
