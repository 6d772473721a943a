// Descriptor set layouts and per-dispatch descriptor sets of kernels with
// image arguments (see KernelDescriptors.h for why they exist).
#include "KernelDescriptors.h"

namespace vkcl {
namespace {

bool sampled(const ArgInfo &a) { return a.access == AccessReadOnly; }

VkDescriptorType descriptorType(const ArgInfo &a) {
  return sampled(a) ? VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE
                    : VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
}

bool supportedImageType(ImageType type) {
  return type == ImageType::Image1D || type == ImageType::Image1DArray ||
         type == ImageType::Image2D || type == ImageType::Image2DArray ||
         type == ImageType::Image3D || isDepthImage(type);
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
  if (a.size < ImageArgLayout::Size ||
      uint64_t(a.offset) + ImageArgLayout::Size > k.argBlockSize)
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

} // namespace

bool hasImageArgs(const KernelInfo &kernel) {
  for (const ArgInfo &a : kernel.args)
    if (a.kind == ArgKind::Image)
      return true;
  return false;
}

void destroyKernelImageLayout(VkDevice device, const KernelImageLayout &l) {
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
    ++(sampled(a) ? out.sampledImages : out.storageImages);
  }
  if (Status s = checkLimits(d, k, out.sampledImages, out.storageImages); !s)
    return s.error();

  VkDescriptorSetLayoutCreateInfo sci{
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  sci.bindingCount = uint32_t(bindings.size());
  sci.pBindings = bindings.data();
  VKCL_CHECK(
      vkCreateDescriptorSetLayout(d.device, &sci, nullptr, &out.setLayout));
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

  VkDescriptorPoolSize sizes[2];
  uint32_t sizeCount = 0;
  if (layout.sampledImages)
    sizes[sizeCount++] = {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
                          layout.sampledImages};
  if (layout.storageImages)
    sizes[sizeCount++] = {VK_DESCRIPTOR_TYPE_STORAGE_IMAGE,
                          layout.storageImages};
  VkDescriptorPoolCreateInfo pci{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  pci.maxSets = 1;
  pci.poolSizeCount = sizeCount;
  pci.pPoolSizes = sizes;
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
    infos.push_back({VK_NULL_HANDLE, image->view, image->layout});
    VkWriteDescriptorSet w{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = set;
    w.dstBinding = a.binding;
    w.descriptorCount = 1;
    w.descriptorType = descriptorType(a);
    w.pImageInfo = &infos.back();
    writes.push_back(w);
  }
  vkUpdateDescriptorSets(device, uint32_t(writes.size()), writes.data(), 0,
                         nullptr);
  return pool;
}

} // namespace vkcl
