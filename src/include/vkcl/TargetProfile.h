// The features of the device a kernel is compiled for.
//
// A compile targets a profile, not a vendor: the same source compiles to
// different instructions for a device with native 8-bit storage and one
// without, and a kernel that needs what the profile lacks fails with a
// diagnostic naming the feature instead of producing SPIR-V a driver rejects.
// Clang-free, so the runtime can derive a profile from a VkPhysicalDevice.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vkcl {

/// VkSubgroupFeatureFlagBits, by value (no Vulkan header here).
enum SubgroupOp : uint32_t {
  SubgroupBasic = 1,
  SubgroupVote = 2,
  SubgroupArithmetic = 4,
  SubgroupBallot = 8,
  SubgroupShuffle = 16,
  SubgroupShuffleRelative = 32,
  SubgroupClustered = 64,
  SubgroupQuad = 128,
  SubgroupAll = 255,
};

struct TargetProfile {
  std::string name;
  bool int64 = true;     ///< shaderInt64: 64-bit integers, 64-bit size_t.
  bool int16 = true;     ///< shaderInt16
  bool int8 = true;      ///< shaderInt8
  bool float16 = true;   ///< shaderFloat16: `half` arithmetic.
  bool float64 = true;   ///< shaderFloat64: `double`.
  bool storage8 = true;  ///< storageBuffer8BitAccess: native byte loads/stores.
  bool storage16 = true; ///< storageBuffer16BitAccess.
  /// shaderBufferInt64Atomics and shaderSharedInt64Atomics: 64-bit atomics
  /// (on __local memory they also need workgroupExplicitLayout).
  bool int64Atomics = true;
  /// VK_EXT_shader_atomic_float's shaderBufferFloat32AtomicAdd and
  /// shaderSharedFloat32AtomicAdd: OpAtomicFAddEXT for atomic_fetch_add and
  /// atomic_fetch_sub on float in __global and in __local memory (there
  /// also with workgroupExplicitLayout, for a float view of the arena).
  bool float32AtomicAddGlobal = false;
  bool float32AtomicAddLocal = false;
  /// shaderSubgroupExtendedTypes: sub-group operations on 8/16/64-bit
  /// types (work-group functions on long, ulong, double, half).
  bool subgroupExtendedTypes = true;
  uint32_t subgroupSize = 32;
  /// VK_EXT_subgroup_size_control for compute (subgroupSizeControl, with
  /// the compute stage in requiredSubgroupSizeStages): a kernel may require
  /// a sub-group size (cl_intel_required_subgroup_size's
  /// intel_reqd_sub_group_size) among the powers of two from
  /// minSubgroupSize to maxSubgroupSize, in work-groups of at most
  /// maxWorkGroupSubgroups (maxComputeWorkgroupSubgroups) sub-groups. Off
  /// unless set (the presets set it; an adopted device's engine says so).
  bool subgroupSizeControl = false;
  uint32_t minSubgroupSize = 32;
  uint32_t maxSubgroupSize = 32;
  uint32_t maxWorkGroupSubgroups = 32;
  /// VkPhysicalDeviceSubgroupProperties::supportedOperations for compute
  /// (SubgroupOp bits, Vulkan's values): which sub-group functions lower to
  /// native operations (builtins/SubGroup.cpp).
  uint32_t subgroupOperations = SubgroupAll;
  uint32_t maxWorkGroupInvocations = 1024;
  uint32_t maxSharedMemoryBytes = 49152;
  uint32_t pushConstantBytes = 128;
  /// workgroupMemoryExplicitLayout: __local memory also viewed as uvec4[],
  /// so 16-byte units (async copies) are single 128-bit accesses.
  bool workgroupExplicitLayout = false;
  /// Driver workaround: false where OpConvertUToF of a 32-bit value >= 2^31
  /// rounds twice (SwiftShader); the compiler then converts exactly itself.
  bool exactUintToFloat = true;
  /// Float controls for fp16 (shaderRoundingModeRTEFloat16 and
  /// shaderDenormPreserveFloat16): with both, float <-> half conversions
  /// (vload_half, vstore_half) are the hardware's, else exact integer code.
  bool float16RoundingRte = false;
  bool float16DenormPreserve = false;
  /// shaderRoundingModeRTEFloat32: what a module declaring RoundingModeRTE
  /// for 32 bits needs (the runtime checks loaded modules against it).
  /// vkcl's own compiler declares it nowhere: NVIDIA compiles a kernel
  /// under it with IEEE float division, 15.7 times slower in a division
  /// loop; double -> float rounds on the double's words instead
  /// (builtins/Convert.cpp).
  bool float32RoundingRte = false;
  /// shaderSignedZeroInfNanPreserveFloat32: kernels then declare IEEE
  /// NaN/infinity/signed-zero semantics (OpenCL's), so drivers may not fold
  /// `x < y ? x : y` into a min that drops NaNs. Also for fp16/fp64 where
  /// the device has it for those widths.
  bool infNanPreserve32 = false;
  /// Driver workaround: false where a memory barrier or an acquire/release
  /// atomic in a loop whose trip count differs between sub-groups loses
  /// invocations (lavapipe, Mesa 22.3). Code that would fence there (the
  /// pipes' frontier advance) leaves those fences out, and ordered OpenCL
  /// atomics become read-modify-writes without ordering bits
  /// (builtins/Atomics.cpp): such drivers run on a CPU and make every
  /// atomic read-modify-write sequentially consistent anyway.
  bool fencesInDivergentLoops = true;
  /// Driver bug: false where the value an OpAtomicCompareExchange inside a
  /// loop returns is right only in the block that computes it (SwiftShader:
  /// read later, lanes that left the loop early see 0; docs/mapping.md).
  /// vkcl's own compare-exchange loops read it there; a program's gets a
  /// warning.
  bool loopCompareExchange = true;
  /// GLSL.std.450 Fma is one fused, correctly rounded operation (every
  /// GPU's FMA unit); false where the driver multiplies and adds (lavapipe,
  /// SwiftShader: measured), and OpenCL's fma then comes from the library.
  bool fusedFma = true;
  /// GLSL.std.450 Exp2 of every float in [-1, 1] is within 2.1 ulp of 2^x:
  /// measured per driver, not promised (Vulkan bounds it by 3 + 2|x| ulp).
  /// With fusedFma, the float library's exp, exp2, exp10, pow, powr,
  /// pown, rootn, erfc and tgamma then take it for 2^f on their
  /// reduced argument (library/float/explog.cl). NVIDIA's driver: 2.055
  /// ulp over every float of [-1, 1] (H100, driver 580; bench/NOTES.md).
  bool preciseExp2 = false;
  /// Driver workaround: false where GLSL.std.450 RoundEven and Trunc of
  /// doubles are wrong (lavapipe with Mesa 22.3.6-1+deb12u2: rint(1.5) and
  /// trunc(2^52 - 0.5) gave themselves, trunc(-0.5) +0; Floor and Ceil and
  /// every float are right); rint, trunc, round and the _rte conversions of
  /// doubles then round with Floor and Ceil (builtins/FloatRounding.cpp).
  bool exactRounding64 = true;
  /// Driver limit: the deepest selection nesting and the most branches
  /// into one loop's continue target that the driver runs right, measured
  /// as spirv/ControlFlowDepth.h says; 0: none beyond SPIR-V's own. A
  /// kernel beyond it gets a diagnostic naming the limit, not a module the
  /// driver runs wrongly. lavapipe (Mesa 22.3): 80, gallivm's mask stacks
  /// (84 nested `if`s or `continue`s of one loop measured wrong, 83 right).
  uint32_t maxBranchNesting = 0;
  /// Driver limit: the most loads, stores and atomics through buffer
  /// pointers one kernel may hold (counted statically, calls inlined, as
  /// vkcl/spirv/BufferAccesses.h says); 0: no limit. A kernel past it gets
  /// a diagnostic naming the limit. SwiftShader (Debian's chromium, Subzero
  /// JIT): 4,000; it gives each such access 256 bytes of its routine's
  /// 1 MiB stack and aborts the whole process past that (4,091 measured
  /// to run, 4,096 to abort). Its switch cases count into the same budget:
  /// large switches crash that JIT too.
  uint32_t maxBufferAccesses = 0;
  bool infNanPreserve16 = false;
  bool infNanPreserve64 = false;
  /// shaderStorageImageWriteWithoutFormat and ...ReadWithoutFormat: the
  /// kernel does not know an image's format, so writing an image needs the
  /// first, and reading a read_write one (a storage image) the second
  /// (absent on lavapipe and SwiftShader; read_only images are sampled
  /// and need neither).
  bool storageImageWriteWithoutFormat = true;
  bool storageImageReadWithoutFormat = true;
  /// vulkanMemoryModel and vulkanMemoryModelDeviceScope: modules use
  /// Vulkan's memory model (spirv/MemoryModel.h), in which release and
  /// acquire order plain __global and __local accesses between work-groups
  /// as OpenCL's model says; without it, GLSL450's, in which they order
  /// only atomics and coherent memory (docs/mapping.md, "Atomics").
  bool vulkanMemoryModel = true;

  /// Whether the work-group functions work on every type the device has
  /// (on 16/64-bit types they need subgroupExtendedTypes).
  bool workGroupCollectives() const {
    return hasSubgroupOps(SubgroupBasic | SubgroupArithmetic) &&
           subgroupOpsOnEveryType();
  }
  /// Sub-group operations work on every type the device has: 16/64-bit
  /// ones need shaderSubgroupExtendedTypes (char and short live in 32-bit
  /// registers).
  bool subgroupOpsOnEveryType() const {
    return subgroupExtendedTypes || (!int64 && !float16 && !float64);
  }
  /// cl_intel_required_subgroup_size: sub-groups, and a Vulkan sub-group
  /// size a pipeline may require. The compiler's macro, the attribute's
  /// check and the OpenCL platform's extension all follow this one answer.
  bool requiredSubgroupSizes() const {
    return subgroupSizeControl && subGroups();
  }
  /// Whether a kernel may require sub-groups of `size` work-items.
  bool allowsRequiredSubgroupSize(uint32_t size) const {
    return requiredSubgroupSizes() && size >= minSubgroupSize &&
           size <= maxSubgroupSize && (size & (size - 1)) == 0;
  }
  /// The most work-items a work-group of a kernel requiring sub-groups of
  /// `size` may have (Vulkan's VUID-...-pNext-02756).
  uint32_t maxInvocationsForSubgroupSize(uint32_t size) const {
    uint64_t most = uint64_t(size) * maxWorkGroupSubgroups;
    return most < maxWorkGroupInvocations ? static_cast<uint32_t>(most)
                                          : maxWorkGroupInvocations;
  }
  bool hasSubgroupOps(uint32_t ops) const {
    return (subgroupOperations & ops) == ops;
  }
  /// cl_khr_subgroups (OpenCL C 3.0's __opencl_c_subgroups): all/any,
  /// broadcast, reduce and scans on every type the device has.
  bool subGroups() const {
    return hasSubgroupOps(SubgroupBasic | SubgroupVote | SubgroupArithmetic |
                          SubgroupBallot) &&
           subgroupOpsOnEveryType();
  }
  /// Whether the compiler lowers cl_khr_subgroups or the cl_khr_subgroup_*
  /// extension `name` on this target (builtins/SubGroup.cpp).
  bool hasSubgroupExtension(std::string_view name) const;
  /// cl_khr_subgroups (also as __opencl_c_subgroups) and every
  /// cl_khr_subgroup_* extension vkcl knows.
  static const std::vector<std::string_view> &subgroupExtensionNames();

  /// Named presets for offline builds: "desktop", "lavapipe", "swiftshader".
  static std::optional<TargetProfile> preset(std::string_view name);
  static std::vector<std::string> presetNames();
};

} // namespace vkcl
