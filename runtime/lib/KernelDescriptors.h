// Descriptor sets for kernels with image arguments.
//
// Buffers reach kernels as device addresses in push constants, but Vulkan
// shaders can only reach images through descriptors. A kernel with image
// arguments gets a descriptor set layout of its own (set 0, one binding per
// image argument at the binding the compiler chose: a sampled image for
// read_only, a storage image otherwise, and for image1d_buffer_t a uniform
// or storage texel buffer naming the image's VkBufferView) and a pipeline
// layout of that set plus the program's push constants. The kernel's
// hardware samplers (constant samplers the compiler gave the texture unit,
// KernelInfo::samplers) are immutable VkSamplers of that set. Each dispatch
// gets a small descriptor pool holding one set that names the images bound
// when it was recorded; the pool lives until the dispatch has executed (the
// queue keeps it with the submission, Kernel::record with the kernel).
// VK_KHR_push_descriptor would avoid the pools, but SwiftShader lacks it.
#pragma once

#include "Internal.h"

namespace vkcl {

/// Checks `kernel`'s image arguments (supported types, distinct bindings,
/// room in the argument block, the device's descriptor limits) and
/// creates its layouts. `pushConstantBytes` is the program's range.
Result<KernelImageLayout> createKernelImageLayout(Device::Impl &device,
                                                  const KernelInfo &kernel,
                                                  uint32_t pushConstantBytes);
void destroyKernelImageLayout(VkDevice device, const KernelImageLayout &l);

/// Whether `kernel` has image arguments or hardware samplers (and so its
/// own layouts).
bool hasImageArgs(const KernelInfo &kernel);

/// A pool holding `kernel`'s descriptor set, written with the images of
/// its arguments, and that set (`set`); an empty pool and VK_NULL_HANDLE
/// for a kernel without image arguments. Every argument must be set.
Result<DescriptorPool> kernelImageDescriptors(Kernel::Impl &kernel,
                                              VkDescriptorSet &set);

} // namespace vkcl
