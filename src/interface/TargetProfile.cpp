#include "vkcl/TargetProfile.h"

namespace vkcl {

std::optional<TargetProfile> TargetProfile::preset(std::string_view name) {
  TargetProfile p;
  p.name = std::string(name);
  // The drivers preserve NaNs, infinities and signed zeros on request.
  p.infNanPreserve16 = p.infNanPreserve32 = p.infNanPreserve64 = true;
  if (name == "desktop") {
    // A discrete GPU of the NVIDIA H100/H200 class, as its Vulkan driver
    // reports it: everything but explicit layouts is native.
    p.subgroupSize = p.minSubgroupSize = p.maxSubgroupSize = 32;
    p.subgroupSizeControl = true;
    p.maxWorkGroupSubgroups = 32;
    p.maxSharedMemoryBytes = 49152;
    p.pushConstantBytes = 256;
    p.workgroupExplicitLayout = true;
    p.float16RoundingRte = p.float16DenormPreserve = true;
    p.float32RoundingRte = true;
    p.float32AtomicAddGlobal = p.float32AtomicAddLocal = true;
    p.preciseExp2 = true; // measured (TargetProfile.h)
    return p;
  }
  if (name == "lavapipe") {
    // Mesa 22.3 lavapipe (Debian 12), read from vulkaninfo.
    p.subgroupSize = p.minSubgroupSize = p.maxSubgroupSize = 8;
    p.subgroupSizeControl = true;
    p.maxWorkGroupSubgroups = 32;
    p.maxSharedMemoryBytes = 32768;
    p.pushConstantBytes = 128;
    p.fencesInDivergentLoops = false;
    p.fusedFma = false;
    p.exactRounding64 = false;
    p.float32RoundingRte = true;
    p.maxBranchNesting = 80; // TargetProfile.h
    p.subgroupOperations = SubgroupAll & ~SubgroupClustered;
    // Float atomic adds on buffers and shared memory, in software (exact);
    // without explicit layouts __local float adds stay loops.
    p.float32AtomicAddGlobal = p.float32AtomicAddLocal = true;
    p.storageImageReadWithoutFormat = false;
    return p;
  }
  if (name == "swiftshader") {
    // SwiftShader as shipped in Debian's chromium-common: buffer device
    // address, but no 64-bit, 8/16-bit or fp16/fp64 anything.
    p.int64 = p.int16 = p.int8 = p.int64Atomics = false;
    p.float16 = p.float64 = false;
    p.storage8 = p.storage16 = false;
    p.subgroupSize = p.minSubgroupSize = p.maxSubgroupSize = 4;
    p.maxBufferAccesses = 4000; // TargetProfile.h
    p.subgroupSizeControl = true;
    p.maxWorkGroupSubgroups = 64;
    p.maxWorkGroupInvocations = 256;
    p.exactUintToFloat = false;
    p.loopCompareExchange = false;
    // Under SignedZeroInfNanPreserve it flushes float denormal constants.
    p.infNanPreserve16 = p.infNanPreserve32 = p.infNanPreserve64 = false;
    p.maxSharedMemoryBytes = 32768;
    p.pushConstantBytes = 128;
    p.fusedFma = false;
    p.subgroupOperations = SubgroupAll & ~SubgroupClustered;
    p.storageImageReadWithoutFormat = false;
    return p;
  }
  return std::nullopt;
}

namespace {

/// The operation classes each sub-group extension needs natively beyond
/// cl_khr_subgroups' own (SubGroup.cpp lowers the rest: clustered
/// reductions from ballots and shuffles, rotates from shuffles).
struct SubgroupExtension {
  std::string_view name;
  uint32_t ops;
};

const SubgroupExtension subgroupExtensions[] = {
    {"cl_khr_subgroups", 0},
    {"__opencl_c_subgroups", 0}, // OpenCL C 3.0's name for it
    {"cl_khr_subgroup_extended_types", 0},
    {"cl_khr_subgroup_non_uniform_vote", 0},
    {"cl_khr_subgroup_ballot", 0},
    {"cl_khr_subgroup_non_uniform_arithmetic", 0},
    {"cl_khr_subgroup_shuffle", SubgroupShuffle},
    {"cl_khr_subgroup_shuffle_relative", SubgroupShuffleRelative},
    {"cl_khr_subgroup_clustered_reduce", SubgroupShuffle},
    {"cl_khr_subgroup_rotate", SubgroupShuffle},
};

} // namespace

bool TargetProfile::hasSubgroupExtension(std::string_view name) const {
  // Every extension builds on cl_khr_subgroups, whose basic, vote,
  // arithmetic and ballot operations (on every type) cover the others.
  if (!subGroups())
    return false;
  for (const SubgroupExtension &e : subgroupExtensions)
    if (e.name == name)
      return hasSubgroupOps(e.ops);
  return false;
}

const std::vector<std::string_view> &TargetProfile::subgroupExtensionNames() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> all;
    for (const SubgroupExtension &e : subgroupExtensions)
      all.push_back(e.name);
    return all;
  }();
  return names;
}

std::vector<std::string> TargetProfile::presetNames() {
  return {"desktop", "lavapipe", "swiftshader"};
}

} // namespace vkcl
