// The raw-Vulkan plumbing of the benchmarks' GLSL side, on vkcl's own
// device: what a GLSL programmer's host code does. One command buffer, a
// fence, a timestamp pool, one pipeline layout of push constants, and the
// glslang shaders loaded into it. The two runners (bench/common's RawRunner:
// one pipeline dispatched again and again; bench/pipe's PipeRunner: reset,
// produce, consume) record their own sequences with it, each dispatch
// between timestamps and behind the full barrier vkcl's queue puts between
// dispatches, so both sides of a comparison time the same thing.
// Header-only.
#pragma once

#include "vkcl/Runtime.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace bench {

class RawVulkan {
public:
  explicit RawVulkan(vkcl::Device &device) : device_(device) {}
  ~RawVulkan() {
    VkDevice d = device_.vkDevice();
    for (auto &p : pipelines_) {
      vkDestroyPipeline(d, p.pipeline, nullptr);
      vkDestroyShaderModule(d, p.module, nullptr);
    }
    vkDestroyPipelineLayout(d, layout_, nullptr);
    vkDestroyQueryPool(d, queries_, nullptr);
    vkDestroyFence(d, fence_, nullptr);
    vkDestroyCommandPool(d, pool_, nullptr);
  }
  RawVulkan(const RawVulkan &) = delete;
  RawVulkan &operator=(const RawVulkan &) = delete;

  /// Push constants of `pushBytes`, room for `maxQueries` timestamps per
  /// submission, and the descriptor set layouts `setLayouts` (none but for
  /// shaders that take descriptors: bench/image's images). Empty on
  /// success, else what failed.
  std::string init(uint32_t pushBytes, uint32_t maxQueries,
                   const std::vector<VkDescriptorSetLayout> &setLayouts = {}) {
    VkDevice d = device_.vkDevice();
    maxQueries_ = maxQueries;
    VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pci.queueFamilyIndex = device_.queueFamily();
    if (vkCreateCommandPool(d, &pci, nullptr, &pool_) != VK_SUCCESS)
      return "vkCreateCommandPool";
    VkCommandBufferAllocateInfo ai{
        VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    ai.commandPool = pool_;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    if (vkAllocateCommandBuffers(d, &ai, &cmd_) != VK_SUCCESS)
      return "vkAllocateCommandBuffers";
    VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    if (vkCreateFence(d, &fci, nullptr, &fence_) != VK_SUCCESS)
      return "vkCreateFence";
    VkQueryPoolCreateInfo qci{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
    qci.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qci.queryCount = maxQueries;
    if (vkCreateQueryPool(d, &qci, nullptr, &queries_) != VK_SUCCESS)
      return "vkCreateQueryPool";
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, pushBytes};
    VkPipelineLayoutCreateInfo lci{
        VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    lci.setLayoutCount = uint32_t(setLayouts.size());
    lci.pSetLayouts = setLayouts.data();
    lci.pushConstantRangeCount = 1;
    lci.pPushConstantRanges = &range;
    if (vkCreatePipelineLayout(d, &lci, nullptr, &layout_) != VK_SUCCESS)
      return "vkCreatePipelineLayout";
    return {};
  }

  /// Loads a glslang .spv; the pipeline's index, or -1 (error in `error`).
  int load(const std::string &path, std::string &error) {
    std::ifstream file(path, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(file)),
                            std::istreambuf_iterator<char>());
    if (bytes.empty() || bytes.size() % 4) {
      error = "cannot read " + path;
      return -1;
    }
    std::vector<uint32_t> words(bytes.size() / 4);
    std::memcpy(words.data(), bytes.data(), bytes.size());
    Pipeline p;
    VkShaderModuleCreateInfo mci{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    mci.codeSize = bytes.size();
    mci.pCode = words.data();
    if (vkCreateShaderModule(device_.vkDevice(), &mci, nullptr, &p.module) !=
        VK_SUCCESS) {
      error = "vkCreateShaderModule " + path;
      return -1;
    }
    VkComputePipelineCreateInfo cci = createInfo(p.module);
    if (vkCreateComputePipelines(device_.vkDevice(), VK_NULL_HANDLE, 1, &cci,
                                 nullptr, &p.pipeline) != VK_SUCCESS) {
      vkDestroyShaderModule(device_.vkDevice(), p.module, nullptr);
      error = "vkCreateComputePipelines " + path;
      return -1;
    }
    pipelines_.push_back(p);
    return int(pipelines_.size() - 1);
  }

  /// The driver's statistics of pipeline `index` on one line, or why there
  /// are none: registers and shared memory decide occupancy, the first
  /// thing to compare between a kernel and its twin.
  std::string statistics(int index) {
    auto stats =
        vkcl::pipelineStatistics(device_, createInfo(pipelines_[index].module));
    return stats ? vkcl::formatStatistics(*stats) : stats.error().message;
  }

  /// Starts recording a submission of `queries` timestamps (at most the
  /// `maxQueries` of init); returns that count, clamped.
  uint32_t begin(uint32_t queries) {
    queries = std::min(queries, maxQueries_);
    VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    vkResetCommandBuffer(cmd_, 0);
    vkBeginCommandBuffer(cmd_, &bi);
    vkCmdResetQueryPool(cmd_, queries_, 0, queries);
    return queries;
  }

  /// Binds pipeline `index` with `bytes` of push constants.
  void bind(int index, const void *args, uint32_t bytes) {
    vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE,
                      pipelines_[index].pipeline);
    vkCmdPushConstants(cmd_, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0, bytes,
                       args);
  }

  void timestamp(VkPipelineStageFlagBits stage, uint32_t query) {
    vkCmdWriteTimestamp(cmd_, stage, queries_, query);
  }

  /// Every shader and transfer write before every later read and write.
  void barrier() {
    VkMemoryBarrier mb{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    mb.srcAccessMask =
        VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                       VK_ACCESS_TRANSFER_READ_BIT |
                       VK_ACCESS_TRANSFER_WRITE_BIT;
    VkPipelineStageFlags stages =
        VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
    vkCmdPipelineBarrier(cmd_, stages, stages, 0, 1, &mb, 0, nullptr, 0,
                         nullptr);
  }

  /// Ends recording (behind a barrier, so vkcl's read-back, which starts
  /// with none, sees the results), submits, waits; the `queries` raw
  /// timestamps (ticks of periodNs()), empty on failure.
  std::vector<uint64_t> finish(uint32_t queries) {
    barrier();
    vkEndCommandBuffer(cmd_);
    VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cmd_;
    VkDevice d = device_.vkDevice();
    vkResetFences(d, 1, &fence_);
    if (vkQueueSubmit(device_.vkQueue(), 1, &si, fence_) != VK_SUCCESS ||
        vkWaitForFences(d, 1, &fence_, VK_TRUE, UINT64_MAX) != VK_SUCCESS)
      return {};
    std::vector<uint64_t> stamps(queries);
    if (vkGetQueryPoolResults(
            d, queries_, 0, queries, stamps.size() * sizeof(uint64_t),
            stamps.data(), sizeof(uint64_t),
            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS)
      return {};
    return stamps;
  }

  /// Nanoseconds between timestamps `from` and `to` of `stamps`.
  double elapsedNs(const std::vector<uint64_t> &stamps, uint32_t from,
                   uint32_t to) const {
    return double(stamps[to] - stamps[from]) * device_.info().timestampPeriodNs;
  }

  VkCommandBuffer cmd() const { return cmd_; }
  /// The pipeline layout every loaded shader shares (descriptor sets are
  /// bound against it).
  VkPipelineLayout layout() const { return layout_; }

private:
  struct Pipeline {
    VkShaderModule module = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
  };

  VkComputePipelineCreateInfo createInfo(VkShaderModule module) const {
    VkComputePipelineCreateInfo cci{
        VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    cci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
    cci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    cci.stage.module = module;
    cci.stage.pName = "main";
    cci.layout = layout_;
    return cci;
  }

  vkcl::Device &device_;
  uint32_t maxQueries_ = 0;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkQueryPool queries_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  std::vector<Pipeline> pipelines_;
};

} // namespace bench
