// Samplers: OpenCL's (normalized coordinates, addressing mode, filter mode)
// triple, for kernels' sampler_t arguments.
//
// A sampler is a value, not a Vulkan object: kernels apply OpenCL's
// addressing and filtering rules themselves over texel fetches
// (docs/mapping.md, "Samplers"), because a VkSampler cannot express them
// all (unnormalized coordinates only on 1-D and 2-D images, no arrays,
// the border color independent of the image's channel order, hardware
// sub-texel precision). So a sampler reaches a kernel as the 32-bit word
// OpenCL C's own sampler initializers use (SamplerBits), and it needs no
// device.
#pragma once

#include "vkcl/Reflection.h"
#include "vkcl/runtime/Result.h"

#include <cstdint>

namespace vkcl {

enum class SamplerAddressing : uint32_t {
  None = SamplerBits::AddressNone,
  ClampToEdge = SamplerBits::AddressClampToEdge,
  Clamp = SamplerBits::AddressClamp,
  Repeat = SamplerBits::AddressRepeat,
  MirroredRepeat = SamplerBits::AddressMirroredRepeat,
};

enum class SamplerFilter : uint32_t {
  Nearest = SamplerBits::FilterNearest,
  Linear = SamplerBits::FilterLinear,
};

struct Sampler {
  bool normalizedCoords = false;
  SamplerAddressing addressing = SamplerAddressing::None;
  SamplerFilter filter = SamplerFilter::Nearest;

  /// The sampler as OpenCL C's sampler word (CLK_* bits).
  uint32_t word() const {
    return (normalizedCoords ? SamplerBits::NormalizedCoords : 0) |
           static_cast<uint32_t>(addressing) | static_cast<uint32_t>(filter);
  }
  /// Whether OpenCL allows the triple: CLK_ADDRESS_REPEAT and
  /// CLK_ADDRESS_MIRRORED_REPEAT need normalized coordinates
  /// (clCreateSampler's CL_INVALID_VALUE).
  bool valid() const {
    return normalizedCoords ||
           (addressing != SamplerAddressing::Repeat &&
            addressing != SamplerAddressing::MirroredRepeat);
  }
};

} // namespace vkcl
