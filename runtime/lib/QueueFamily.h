// Which of a device's queue families vkcl runs its work on.
//
// A GPU usually offers a family with graphics and compute (the first) and
// one or more with compute and no graphics. The compute-only family is where
// the GPU runs compute with the least in the way: on an H100 (NVIDIA 580)
// an empty dispatch took 2.30 us of GPU time there against 3.07 us on the
// graphics family, and its round trip (record, submit, wait) 17.5 against
// 21.0 us, below NVIDIA's own OpenCL's 19.3 (bench/NOTES.md, 2026-12-07).
#pragma once

#include <vulkan/vulkan.h>

#include <vector>

namespace vkcl {

/// The family to create vkcl's queues on: one with compute and without
/// graphics where it loses nothing vkcl uses (timestamps where the first
/// compute family has them, image copies of any texel:
/// minImageTransferGranularity of 1), else the first family with compute;
/// -1 where none has compute.
int chooseComputeFamily(const std::vector<VkQueueFamilyProperties> &families);

} // namespace vkcl
