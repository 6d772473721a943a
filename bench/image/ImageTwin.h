// The raw-Vulkan side of bench/image's GLSL twins, on vkcl's own device:
// what a Vulkan programmer's host code for an image filter does. Each twin
// gets its own VkImages with just the usage it needs (the source sampled
// and in SHADER_READ_ONLY_OPTIMAL, the destination a storage image in
// GENERAL), one descriptor set (binding 0 the sampled image, 1 the storage
// image, 2 the source again as a combined image sampler with a linear,
// clamp-to-edge, normalized VkSampler, for the filtering twin) and the push
// constants every bench twin shares, and is timed the way bench/common's
// RawRunner times the buffer twins: one command buffer of dispatches, each
// between timestamps and behind a full barrier. Uploads and read-backs go
// through a vkcl buffer (copies to and from the image), so the host reads
// results with vkcl's queue as the other benchmarks do. The image copy
// ceiling (vkCmdCopyImage between two of vkcl's images) is timed here too,
// in the same command buffer and the same way as the twins. Header-only.
#pragma once

#include "../common/RawVulkan.h"
#include "../common/VulkanBench.h"

#include <functional>
#include <string>
#include <vector>

namespace imagebench {

/// A VkImage of its own memory with one view.
struct TwinImage {
  VkImage image = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkImageView view = VK_NULL_HANDLE;
  VkImageLayout layout = VK_IMAGE_LAYOUT_UNDEFINED; ///< between commands
  uint32_t width = 0, height = 0;
};

class ImageTwins {
public:
  explicit ImageTwins(vkcl::Device &device) : device_(device), vk_(device) {}
  ~ImageTwins() {
    VkDevice d = device_.vkDevice();
    for (TwinImage &i : images_) {
      vkDestroyImageView(d, i.view, nullptr);
      vkDestroyImage(d, i.image, nullptr);
      vkFreeMemory(d, i.memory, nullptr);
    }
    vkDestroyDescriptorPool(d, pool_, nullptr);
    vkDestroySampler(d, sampler_, nullptr);
    vkDestroyDescriptorSetLayout(d, setLayout_, nullptr);
  }
  ImageTwins(const ImageTwins &) = delete;
  ImageTwins &operator=(const ImageTwins &) = delete;

  /// Room for `maxDispatches` timed dispatches a submission and `maxSets`
  /// descriptor sets. Empty on success, else what failed.
  std::string init(uint32_t maxDispatches, uint32_t maxSets) {
    VkDevice d = device_.vkDevice();
    // What an engine's bilinear resize binds: hardware linear filtering,
    // no mipmaps, clamp to edge, normalized coordinates.
    VkSamplerCreateInfo sci{VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
    sci.magFilter = sci.minFilter = VK_FILTER_LINEAR;
    sci.mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST;
    sci.addressModeU = sci.addressModeV = sci.addressModeW =
        VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    sci.maxLod = 0.0f;
    if (vkCreateSampler(d, &sci, nullptr, &sampler_) != VK_SUCCESS)
      return "vkCreateSampler";
    // One layout for every twin; a shader leaves unused bindings unwritten.
    VkDescriptorSetLayoutBinding bindings[3] = {
        {0, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT,
         nullptr},
        {1, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT,
         nullptr},
        {2, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 1,
         VK_SHADER_STAGE_COMPUTE_BIT, nullptr}};
    VkDescriptorSetLayoutCreateInfo lci{
        VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    lci.bindingCount = 3;
    lci.pBindings = bindings;
    if (vkCreateDescriptorSetLayout(d, &lci, nullptr, &setLayout_) !=
        VK_SUCCESS)
      return "vkCreateDescriptorSetLayout";
    VkDescriptorPoolSize sizes[3] = {
        {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, maxSets},
        {VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, maxSets},
        {VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, maxSets}};
    VkDescriptorPoolCreateInfo pci{
        VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    pci.maxSets = maxSets;
    pci.poolSizeCount = 3;
    pci.pPoolSizes = sizes;
    if (vkCreateDescriptorPool(d, &pci, nullptr, &pool_) != VK_SUCCESS)
      return "vkCreateDescriptorPool";
    return vk_.init(sizeof(bench::TwinArgs), 2 * maxDispatches, {setLayout_});
  }

  /// Loads a glslang .spv; the pipeline's index, or -1 (error in `error`).
  int load(const std::string &path, std::string &error) {
    return vk_.load(path, error);
  }
  std::string statistics(int index) { return vk_.statistics(index); }

  /// A `width` x `height` image of `format` for `usage` (plus transfers:
  /// uploads, poison, read-backs), kept in `layout` between commands; its
  /// index, or -1 with `error` set.
  int createImage(VkFormat format, uint32_t width, uint32_t height,
                  VkImageUsageFlags usage, VkImageLayout layout,
                  std::string &error) {
    VkDevice d = device_.vkDevice();
    TwinImage t;
    t.width = width;
    t.height = height;
    VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
    ici.imageType = VK_IMAGE_TYPE_2D;
    ici.format = format;
    ici.extent = {width, height, 1};
    ici.mipLevels = 1;
    ici.arrayLayers = 1;
    ici.samples = VK_SAMPLE_COUNT_1_BIT;
    ici.tiling = VK_IMAGE_TILING_OPTIMAL;
    ici.usage = usage;
    ici.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    ici.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    if (vkCreateImage(d, &ici, nullptr, &t.image) != VK_SUCCESS) {
      error = "vkCreateImage";
      return -1;
    }
    images_.push_back(t); // destroyed with the others from here on
    TwinImage &i = images_.back();
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(d, i.image, &req);
    VkPhysicalDeviceMemoryProperties props;
    vkGetPhysicalDeviceMemoryProperties(device_.vkPhysicalDevice(), &props);
    uint32_t type = UINT32_MAX;
    for (uint32_t m = 0; m < props.memoryTypeCount && type == UINT32_MAX; ++m)
      if (req.memoryTypeBits >> m & 1 &&
          props.memoryTypes[m].propertyFlags &
              VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)
        type = m;
    VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = type;
    if (type == UINT32_MAX ||
        vkAllocateMemory(d, &mai, nullptr, &i.memory) != VK_SUCCESS ||
        vkBindImageMemory(d, i.image, i.memory, 0) != VK_SUCCESS) {
      error = "no device-local memory for the image";
      return -1;
    }
    VkImageViewCreateInfo vci{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
    vci.image = i.image;
    vci.viewType = VK_IMAGE_VIEW_TYPE_2D;
    vci.format = format;
    vci.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    if (vkCreateImageView(d, &vci, nullptr, &i.view) != VK_SUCCESS) {
      error = "vkCreateImageView";
      return -1;
    }
    // Into its layout once, for good.
    run([&](VkCommandBuffer cmd) { transition(cmd, i, layout); });
    return int(images_.size() - 1);
  }

  /// A descriptor set of the source image `sampled` (binding 0 as a
  /// sampled image, binding 2 with the linear sampler, so that whichever
  /// the twin declares is there: lavapipe crashes on a set whose combined
  /// image sampler was never written) and the storage image `storage`
  /// (binding 1; -1: none, for a twin that writes a buffer); its index, or
  /// -1.
  int createSet(int sampled, int storage) {
    VkDescriptorSetAllocateInfo ai{
        VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    ai.descriptorPool = pool_;
    ai.descriptorSetCount = 1;
    ai.pSetLayouts = &setLayout_;
    VkDescriptorSet set;
    if (vkAllocateDescriptorSets(device_.vkDevice(), &ai, &set) != VK_SUCCESS)
      return -1;
    const TwinImage &src = images_[sampled];
    VkDescriptorImageInfo infos[3] = {{VK_NULL_HANDLE, src.view, src.layout},
                                      {sampler_, src.view, src.layout},
                                      {}};
    VkWriteDescriptorSet writes[3] = {{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET},
                                      {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET},
                                      {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET}};
    const uint32_t bindings[3] = {0, 2, 1};
    const VkDescriptorType types[3] = {
        VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
        VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER,
        VK_DESCRIPTOR_TYPE_STORAGE_IMAGE};
    for (uint32_t w = 0; w < 3; ++w) {
      writes[w].dstSet = set;
      writes[w].dstBinding = bindings[w];
      writes[w].descriptorCount = 1;
      writes[w].descriptorType = types[w];
      writes[w].pImageInfo = &infos[w];
    }
    if (storage >= 0)
      infos[2] = {VK_NULL_HANDLE, images_[storage].view,
                  images_[storage].layout};
    vkUpdateDescriptorSets(device_.vkDevice(), storage >= 0 ? 3 : 2, writes, 0,
                           nullptr);
    sets_.push_back(set);
    return int(sets_.size() - 1);
  }

  /// Image `index` from the start of `buffer` (tightly packed rows), or
  /// (`toBuffer`) into it. False on failure.
  bool copy(int index, const vkcl::Buffer &buffer, bool toBuffer) {
    TwinImage &i = images_[index];
    return run([&](VkCommandBuffer cmd) {
      VkImageLayout through = toBuffer ? VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL
                                       : VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
      VkImageLayout keep = i.layout;
      transition(cmd, i, through);
      VkBufferImageCopy region{};
      region.bufferOffset = buffer.vkOffset();
      region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
      region.imageExtent = {i.width, i.height, 1};
      if (toBuffer)
        vkCmdCopyImageToBuffer(cmd, i.image, through, buffer.vkBuffer(), 1,
                               &region);
      else
        vkCmdCopyBufferToImage(cmd, buffer.vkBuffer(), i.image, through, 1,
                               &region);
      transition(cmd, i, keep);
    });
  }

  /// `count` dispatches of `groupsX` x `groupsY` work-groups of pipeline
  /// `index` with descriptor set `set` and `args`; their GPU times in ns,
  /// the first WarmUp left out. Empty on failure.
  std::vector<double> time(int index, int set, const bench::TwinArgs &args,
                           uint32_t groupsX, uint32_t groupsY, uint32_t count) {
    count = vk_.begin(2 * count) / 2;
    vk_.bind(index, &args, sizeof args);
    vkCmdBindDescriptorSets(vk_.cmd(), VK_PIPELINE_BIND_POINT_COMPUTE,
                            vk_.layout(), 0, 1, &sets_[set], 0, nullptr);
    for (uint32_t i = 0; i < count; ++i) {
      vk_.barrier(); // also orders the first after uploads and poison
      vk_.timestamp(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 2 * i);
      vkCmdDispatch(vk_.cmd(), groupsX, groupsY, 1);
      vk_.timestamp(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 2 * i + 1);
    }
    std::vector<uint64_t> stamps = vk_.finish(2 * count);
    std::vector<double> ns;
    for (uint32_t i = bench::WarmUp; i < count && !stamps.empty(); ++i)
      ns.push_back(vk_.elapsedNs(stamps, 2 * i, 2 * i + 1));
    return ns;
  }

  /// The same for `count` vkCmdCopyImage copies of all of `src` into
  /// `dst` (both `width` x `height` and in `layout`, color, one level and
  /// layer): bench/image's image copy ceiling, on vkcl's images.
  std::vector<double> timeCopy(VkImage src, VkImage dst, VkImageLayout layout,
                               uint32_t width, uint32_t height,
                               uint32_t count) {
    count = vk_.begin(2 * count) / 2;
    VkImageCopy region{};
    region.srcSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    region.dstSubresource = region.srcSubresource;
    region.extent = {width, height, 1};
    for (uint32_t i = 0; i < count; ++i) {
      vk_.barrier(); // as time(): the copies never overlap
      vk_.timestamp(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 2 * i);
      vkCmdCopyImage(vk_.cmd(), src, layout, dst, layout, 1, &region);
      vk_.timestamp(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 2 * i + 1);
    }
    std::vector<uint64_t> stamps = vk_.finish(2 * count);
    std::vector<double> ns;
    for (uint32_t i = bench::WarmUp; i < count && !stamps.empty(); ++i)
      ns.push_back(vk_.elapsedNs(stamps, 2 * i, 2 * i + 1));
    return ns;
  }

private:
  /// `record`'s commands in one submission, waited for (with a pair of
  /// timestamps nobody reads: RawVulkan's submissions always carry them).
  bool run(const std::function<void(VkCommandBuffer)> &record) {
    vk_.begin(2);
    vk_.barrier();
    vk_.timestamp(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 0);
    record(vk_.cmd());
    vk_.timestamp(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 1);
    return !vk_.finish(2).empty();
  }

  /// `i` into `layout` after every earlier shader and transfer access, and
  /// before every later one.
  static void transition(VkCommandBuffer cmd, TwinImage &i,
                         VkImageLayout layout) {
    VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    b.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    b.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                      VK_ACCESS_TRANSFER_READ_BIT |
                      VK_ACCESS_TRANSFER_WRITE_BIT;
    b.oldLayout = i.layout;
    b.newLayout = layout;
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.image = i.image;
    b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    VkPipelineStageFlags stages =
        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
    vkCmdPipelineBarrier(cmd, stages, stages, 0, 0, nullptr, 0, nullptr, 1, &b);
    i.layout = layout;
  }

  vkcl::Device &device_;
  bench::RawVulkan vk_;
  VkDescriptorSetLayout setLayout_ = VK_NULL_HANDLE;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
  VkSampler sampler_ = VK_NULL_HANDLE;
  std::vector<TwinImage> images_;
  std::vector<VkDescriptorSet> sets_;
};

} // namespace imagebench
