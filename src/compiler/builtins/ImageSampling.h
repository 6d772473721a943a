// Reads through a sampler (ImageSampling.cpp): the image builtins hand over
// what they have loaded, this applies OpenCL's addressing and filtering.
#pragma once

#include "FunctionEmitter.h"

#include <optional>

namespace vkcl {

struct SampledRead {
  ImageType type = ImageType::None;
  Id image = 0;   ///< The loaded sampled image (OpTypeImage).
  Id texel = 0;   ///< Its sampled type: float, int or uint.
  Id sampler = 0; ///< The sampler word (uint, CLK_* bits).
  Id coord = 0;   ///< The call's coordinate (the layer in its lane).
  bool floatCoord = false;
  bool mayFilter = false; ///< read_imagef/h: CLK_FILTER_LINEAR applies.
  Id channelOrder = 0;    ///< cl_channel_order, for the border color.
  /// The sampler's word when it is known at compile time: such a sampler
  /// may read through the texture unit (a VkSampler of kernel `kernel`).
  std::optional<uint32_t> word;
  uint32_t kernel = 0;
  Id flags = 0; ///< The image's ImageArgFlags (uint).
};

/// The texel (a vec4 of `texel`) OpenCL's sampling rules give.
Id emitSampledRead(FunctionEmitter &fe, const SampledRead &read);

} // namespace vkcl
