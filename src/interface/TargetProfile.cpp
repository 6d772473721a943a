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
    p.subgroupSize = 32;
    p.maxSharedMemoryBytes = 49152;
    p.pushConstantBytes = 256;
    p.workgroupExplicitLayout = true;
    p.float16RoundingRte = p.float16DenormPreserve = true;
    return p;
  }
  if (name == "lavapipe") {
    // Mesa 22.3 lavapipe (Debian 12), read from vulkaninfo.
    p.subgroupSize = 8;
    p.maxSharedMemoryBytes = 32768;
    p.pushConstantBytes = 128;
    p.fencesInDivergentLoops = false;
    p.fusedFma = false;
    return p;
  }
  if (name == "swiftshader") {
    // SwiftShader as shipped in Debian's chromium-common: buffer device
    // address, but no 64-bit, 8/16-bit or fp16/fp64 anything.
    p.int64 = p.int16 = p.int8 = p.int64Atomics = false;
    p.float16 = p.float64 = false;
    p.storage8 = p.storage16 = false;
    p.subgroupSize = 4;
    p.maxWorkGroupInvocations = 256;
    p.exactUintToFloat = false;
    // Under SignedZeroInfNanPreserve it flushes float denormal constants.
    p.infNanPreserve16 = p.infNanPreserve32 = p.infNanPreserve64 = false;
    p.maxSharedMemoryBytes = 32768;
    p.pushConstantBytes = 128;
    p.fusedFma = false;
    return p;
  }
  return std::nullopt;
}

std::vector<std::string> TargetProfile::presetNames() {
  return {"desktop", "lavapipe", "swiftshader"};
}

} // namespace vkcl
