// Descriptor set layouts and per-dispatch descriptor sets of kernels with
// image arguments (see KernelDescriptors.h for why they exist).
#include "KernelDescriptors.h"

namespace vkcl {
namespace {

bool sampled(const ArgInfo &a) { return a.access == AccessReadOnly; }

VkDescriptorType descriptorType(const ArgInfo &a) {
  if (a.imageType == ImageType::Image1DBuffer) // texel buffers
    return sampled(a) ? VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
                      : VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
  return sampled(a) ? VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE
                    : VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
}

bool supportedImageType(ImageType type) {
  return type == ImageType::Image1D || type == ImageType::Image1DArray ||
         type == ImageType::Image1DBuffer || type == ImageType::Image2D ||
         type == ImageType::Image2DArray || type == ImageType::Image3D ||
         isDepthImage(type);
}

/// The reflection of one image argument is usable.
Status checkImageArg(const KernelInfo &k, const ArgInfo &a) {
  std::string what = "image argument '" + a.name + "' of kernel '" + k.name;
  if (!supportedImageType(a.imageType))
    return makeError(ErrorCode::FeatureMissing,
                     what + "' is a " + toString(a.imageType) +
                         "; vkcl does not support that image type yet");
  if (a.access < AccessReadOnly || a.access > AccessReadWrite)
    return makeError(ErrorCode::InvalidBinary,
                     what + "' has no valid access qualifier (" +
                         std::to_string(a.access) + ")");
  if (a.size < ImageArgLayout::SizeWithoutFlags ||
      uint64_t(a.offset) + a.size > k.argBlockSize)
    return makeError(ErrorCode::InvalidBinary,
                     what + "' does not fit in the argument block");
  return Status::ok();
}

/// The device allows `sampledCount` sampled and `storageCount` storage
/// images in one compute shader's set.
Status checkLimits(Device::Impl &d, const KernelInfo &k, uint32_t sampledCount,
                   uint32_t storageCount) {
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(d.physicalDevice, &props);
  const VkPhysicalDeviceLimits &l = props.limits;
  uint32_t maxSampled = std::min(l.maxPerStageDescriptorSampledImages,
                                 l.maxDescriptorSetSampledImages);
  uint32_t maxStorage = std::min(l.maxPerStageDescriptorStorageImages,
                                 l.maxDescriptorSetStorageImages);
  auto tooMany = [&](uint32_t n, uint32_t limit, const char *kind) {
    return makeError(ErrorCode::LimitExceeded,
                     "kernel '" + k.name + "' takes " + std::to_string(n) +
                         " " + kind + " image arguments; device '" +
                         d.info.name + "' allows " + std::to_string(limit));
  };
  if (sampledCount > maxSampled)
    return tooMany(sampledCount, maxSampled, "read_only");
  if (storageCount > maxStorage)
    return tooMany(storageCount, maxStorage, "write_only and read_write");
  if (sampledCount + storageCount > l.maxPerStageResources)
    return tooMany(sampledCount + storageCount, l.maxPerStageResources,
                   "(in all)");
  return Status::ok();
}

/// The device allows the kernel's hardware samplers in one set.
Status checkSamplerLimit(Device::Impl &d, const KernelInfo &k) {
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(d.physicalDevice, &props);
  uint32_t limit = std::min(props.limits.maxPerStageDescriptorSamplers,
                            props.limits.maxDescriptorSetSamplers);
  if (k.samplers.size() > limit)
    return makeError(ErrorCode::LimitExceeded,
                     "kernel '" + k.name + "' reads through " +
                         std::to_string(k.samplers.size()) +
                         " distinct constant samplers; device '" + d.info.name +
                         "' allows " + std::to_string(limit) +
                         " samplers per shader");
  return Status::ok();
}

/// The VkSampler of a hardware sampler's word (ImageSampling.cpp says
/// which words the compiler gives the texture unit).
Result<VkSampler> createHardwareSampler(Device::Impl &d, const KernelInfo &k,
                                        uint32_t word) {
  bool normalized = word & SamplerBits::NormalizedCoords;
  VkSamplerAddressMode mode;
  switch (word & SamplerBits::AddressMask) {
  case SamplerBits::AddressClampToEdge:
    mode = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    break;
  case SamplerBits::AddressRepeat:
    mode = VK_SAMPLER_ADDRESS_MODE_REPEAT;
    break;
  case SamplerBits::AddressMirroredRepeat:
    mode = VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT;
    break;
  default:
    mode = VK_SAMPLER_ADDRESS_MODE_MAX_ENUM;
  }
  uint32_t filter = word & SamplerBits::FilterMask;
  if (mode == VK_SAMPLER_ADDRESS_MODE_MAX_ENUM ||
      (!normalized && mode != VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE) ||
      (filter != SamplerBits::FilterNearest &&
       filter != SamplerBits::FilterLinear))
    return makeError(ErrorCode::InvalidBinary,
                     "kernel '" + k.name +
                         "' asks for a hardware sampler of "
                         "word " +
                         std::to_string(word) +
                         ", which no Vulkan sampler implements");
  VkFilter vkFilter = filter == SamplerBits::FilterLinear ? VK_FILTER_LINEAR
                                                          : VK_FILTER_NEAREST;
  VkSamplerCreateInfo ci{VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
  ci.magFilter = ci.minFilter = vkFilter;
  ci.mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST;
  ci.addressModeU = ci.addressModeV = ci.addressModeW = mode;
  ci.minLod = ci.maxLod = 0.0f;
  ci.borderColor = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
  ci.unnormalizedCoordinates = normalized ? VK_FALSE : VK_TRUE;
  VkSampler sampler = VK_NULL_HANDLE;
  if (VkResult r = vkCreateSampler(d.device, &ci, nullptr, &sampler);
      r != VK_SUCCESS)
    return vulkanError(r, "vkCreateSampler");
  return sampler;
}

} // namespace

bool hasImageArgs(const KernelInfo &kernel) {
  if (!kernel.samplers.empty())
    return true;
  for (const ArgInfo &a : kernel.args)
    if (a.kind == ArgKind::Image)
      return true;
  return false;
}

void destroyKernelImageLayout(VkDevice device, const KernelImageLayout &l) {
  for (VkSampler sampler : l.samplers)
    vkDestroySampler(device, sampler, nullptr);
  if (l.layout)
    vkDestroyPipelineLayout(device, l.layout, nullptr);
  if (l.setLayout)
    vkDestroyDescriptorSetLayout(device, l.setLayout, nullptr);
}

Result<KernelImageLayout> createKernelImageLayout(Device::Impl &d,
                                                  const KernelInfo &k,
                                                  uint32_t pushConstantBytes) {
  KernelImageLayout out;
  std::vector<VkDescriptorSetLayoutBinding> bindings;
  for (const ArgInfo &a : k.args) {
    if (a.kind != ArgKind::Image)
      continue;
    if (Status s = checkImageArg(k, a); !s)
      return s.error();
    for (const VkDescriptorSetLayoutBinding &b : bindings)
      if (b.binding == a.binding)
        return makeError(ErrorCode::InvalidBinary,
                         "two image arguments of kernel '" + k.name +
                             "' share descriptor binding " +
                             std::to_string(a.binding));
    bindings.push_back({a.binding, descriptorType(a), 1,
                        VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
    // Vulkan counts uniform texel buffers against the sampled image
    // limits and storage texel buffers against the storage image ones.
    ++(sampled(a) ? out.sampledImages : out.storageImages);
    if (a.imageType == ImageType::Image1DBuffer)
      ++(sampled(a) ? out.uniformTexelBuffers : out.storageTexelBuffers);
  }
  if (Status s = checkLimits(d, k, out.sampledImages, out.storageImages); !s)
    return s.error();
  // Hardware samplers: immutable, so no dispatch writes them.
  if (Status s = checkSamplerLimit(d, k); !s)
    return s.error();
  out.samplers.reserve(k.samplers.size()); // bindings point into it
  for (const HardwareSampler &hw : k.samplers) {
    for (const VkDescriptorSetLayoutBinding &b : bindings)
      if (b.binding == hw.binding) {
        destroyKernelImageLayout(d.device, out);
        return makeError(ErrorCode::InvalidBinary,
                         "a sampler of kernel '" + k.name +
                             "' shares descriptor binding " +
                             std::to_string(hw.binding));
      }
    Result<VkSampler> sampler = createHardwareSampler(d, k, hw.word);
    if (!sampler) {
      destroyKernelImageLayout(d.device, out);
      return sampler.error();
    }
    out.samplers.push_back(*sampler);
    bindings.push_back({hw.binding, VK_DESCRIPTOR_TYPE_SAMPLER, 1,
                        VK_SHADER_STAGE_COMPUTE_BIT, &out.samplers.back()});
  }

  VkDescriptorSetLayoutCreateInfo sci{
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  sci.bindingCount = uint32_t(bindings.size());
  sci.pBindings = bindings.data();
  if (VkResult r =
          vkCreateDescriptorSetLayout(d.device, &sci, nullptr, &out.setLayout);
      r != VK_SUCCESS) {
    destroyKernelImageLayout(d.device, out);
    return vulkanError(r, "vkCreateDescriptorSetLayout (image arguments)");
  }
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, pushConstantBytes};
  VkPipelineLayoutCreateInfo plci{
      VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  plci.setLayoutCount = 1;
  plci.pSetLayouts = &out.setLayout;
  plci.pushConstantRangeCount = 1;
  plci.pPushConstantRanges = &range;
  VkResult r = vkCreatePipelineLayout(d.device, &plci, nullptr, &out.layout);
  if (r != VK_SUCCESS) {
    destroyKernelImageLayout(d.device, out);
    return vulkanError(r, "vkCreatePipelineLayout (image arguments)");
  }
  return out;
}

Result<DescriptorPool> kernelImageDescriptors(Kernel::Impl &kernel,
                                              VkDescriptorSet &set) {
  set = VK_NULL_HANDLE;
  Program::Impl &program = kernel.program->impl();
  auto found = program.imageLayouts.find(kernel.info->name);
  if (found == program.imageLayouts.end())
    return DescriptorPool();
  const KernelImageLayout &layout = found->second;
  VkDevice device = program.device->device;

  std::vector<VkDescriptorPoolSize> sizes;
  const uint32_t sampledImages =
      layout.sampledImages - layout.uniformTexelBuffers;
  const uint32_t storageImages =
      layout.storageImages - layout.storageTexelBuffers;
  if (sampledImages)
    sizes.push_back({VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, sampledImages});
  if (storageImages)
    sizes.push_back({VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, storageImages});
  if (layout.uniformTexelBuffers)
    sizes.push_back(
        {VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, layout.uniformTexelBuffers});
  if (layout.storageTexelBuffers)
    sizes.push_back(
        {VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER, layout.storageTexelBuffers});
  if (!layout.samplers.empty())
    sizes.push_back(
        {VK_DESCRIPTOR_TYPE_SAMPLER, uint32_t(layout.samplers.size())});
  VkDescriptorPoolCreateInfo pci{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  pci.maxSets = 1;
  pci.poolSizeCount = uint32_t(sizes.size());
  pci.pPoolSizes = sizes.data();
  VkDescriptorPool raw = VK_NULL_HANDLE;
  VKCL_CHECK(vkCreateDescriptorPool(device, &pci, nullptr, &raw));
  DescriptorPool pool(device, raw);

  VkDescriptorSetAllocateInfo ai{
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
  ai.descriptorPool = raw;
  ai.descriptorSetCount = 1;
  ai.pSetLayouts = &layout.setLayout;
  VKCL_CHECK(vkAllocateDescriptorSets(device, &ai, &set));

  const KernelInfo &k = *kernel.info;
  std::vector<VkDescriptorImageInfo> infos;
  std::vector<VkWriteDescriptorSet> writes;
  infos.reserve(k.args.size()); // writes point into it
  for (uint32_t i = 0; i < k.args.size(); ++i) {
    const ArgInfo &a = k.args[i];
    if (a.kind != ArgKind::Image)
      continue;
    const Image::Impl *image = kernel.images[i];
    if (!image)
      return makeError(ErrorCode::InvalidOperation,
                       "image argument '" + a.name + "' of kernel '" + k.name +
                           "' is not set");
    VkWriteDescriptorSet w{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = set;
    w.dstBinding = a.binding;
    w.descriptorCount = 1;
    w.descriptorType = descriptorType(a);
    if (image->bufferView) { // a 1-D buffer image: its texel buffer
      w.pTexelBufferView = &image->bufferView;
    } else {
      infos.push_back({VK_NULL_HANDLE, image->view, image->layout});
      w.pImageInfo = &infos.back();
    }
    writes.push_back(w);
  }
  vkUpdateDescriptorSets(device, uint32_t(writes.size()), writes.data(), 0,
                         nullptr);
  return pool;
}

} // namespace vkcl
