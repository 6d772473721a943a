// Raw Vulkan for the pipe benchmark's GLSL side: what a GLSL programmer's
// host code does to time a producer shader and a consumer shader that pass
// packets through a queue in device memory. bench/common's RawRunner times
// one pipeline dispatched again and again; a pipe measurement instead
// repeats "empty the queue, produce, consume", so this records that triple
// per repetition, with the same full barriers between steps that vkcl's
// queue puts between dispatches and the same timestamps (top of pipe before,
// bottom of pipe after each dispatch) so both sides time the same thing.
#pragma once

#include "../common/VulkanBench.h"

#include "vkcl/Runtime.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace pipebench {

/// The push constants of every GLSL pipe and ring shader.
struct PipeArgs {
  uint64_t src = 0;  ///< producer: the input packets
  uint64_t dst = 0;  ///< consumer: the output packets
  uint64_t pipe = 0; ///< the pipe object (PipeLayout) or ring buffer
  uint32_t n = 0;    ///< packets
  uint32_t pad = 0;
};

/// A byte range zero-filled before every producer: what empties the queue.
struct ZeroRange {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceSize offset = 0, size = 0;
};

/// One producer/consumer step of a repetition.
struct Step {
  int pipeline = -1;
  PipeArgs args;
  uint32_t groups = 1;
};

class PipeRunner {
public:
  explicit PipeRunner(vkcl::Device &device) : device_(device) {}
  ~PipeRunner() {
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
  PipeRunner(const PipeRunner &) = delete;
  PipeRunner &operator=(const PipeRunner &) = delete;

  /// Room for `maxReps` repetitions per run. Empty on success.
  std::string init(uint32_t maxReps) {
    VkDevice d = device_.vkDevice();
    maxReps_ = maxReps;
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
    qci.queryCount = 4 * maxReps;
    if (vkCreateQueryPool(d, &qci, nullptr, &queries_) != VK_SUCCESS)
      return "vkCreateQueryPool";
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(PipeArgs)};
    VkPipelineLayoutCreateInfo lci{
        VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
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
    VkComputePipelineCreateInfo cci{
        VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    cci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
    cci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    cci.stage.module = p.module;
    cci.stage.pName = "main";
    cci.layout = layout_;
    if (vkCreateComputePipelines(device_.vkDevice(), VK_NULL_HANDLE, 1, &cci,
                                 nullptr, &p.pipeline) != VK_SUCCESS) {
      vkDestroyShaderModule(device_.vkDevice(), p.module, nullptr);
      error = "vkCreateComputePipelines " + path;
      return -1;
    }
    pipelines_.push_back(p);
    return int(pipelines_.size() - 1);
  }

  /// The driver's statistics of pipeline `index` (shaderStatistics).
  std::string statistics(int index) {
    return shaderStatistics(device_, pipelines_[index].module, layout_);
  }

  /// GPU times of the timed repetitions' producers and consumers.
  struct Times {
    std::vector<double> write, read;
    bool ok = false;
  };

  /// `warmUp` + `timed` repetitions of: zero `reset`, `produce`, `consume`.
  /// A step whose pipeline is -1 is left out (its times are 0).
  Times run(const std::vector<ZeroRange> &reset, const Step &produce,
            const Step &consume, uint32_t warmUp, uint32_t timed) {
    Times t;
    uint32_t reps = std::min(warmUp + timed, maxReps_);
    VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    vkResetCommandBuffer(cmd_, 0);
    vkBeginCommandBuffer(cmd_, &bi);
    vkCmdResetQueryPool(cmd_, queries_, 0, 4 * reps);
    for (uint32_t i = 0; i < reps; ++i) {
      // Also orders the first reset after vkcl's uploads and fills.
      barrier();
      for (const ZeroRange &z : reset)
        vkCmdFillBuffer(cmd_, z.buffer, z.offset, z.size, 0);
      dispatch(produce, 4 * i);
      dispatch(consume, 4 * i + 2);
    }
    // The results visible to vkcl's read-back, which starts with no barrier.
    barrier();
    vkEndCommandBuffer(cmd_);
    VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cmd_;
    VkDevice d = device_.vkDevice();
    vkResetFences(d, 1, &fence_);
    if (vkQueueSubmit(device_.vkQueue(), 1, &si, fence_) != VK_SUCCESS ||
        vkWaitForFences(d, 1, &fence_, VK_TRUE, UINT64_MAX) != VK_SUCCESS)
      return t;
    std::vector<uint64_t> stamps(4 * reps);
    if (vkGetQueryPoolResults(
            d, queries_, 0, 4 * reps, stamps.size() * sizeof(uint64_t),
            stamps.data(), sizeof(uint64_t),
            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS)
      return t;
    double period = device_.info().timestampPeriodNs;
    for (uint32_t i = warmUp; i < reps; ++i) {
      t.write.push_back(double(stamps[4 * i + 1] - stamps[4 * i]) * period);
      t.read.push_back(double(stamps[4 * i + 3] - stamps[4 * i + 2]) * period);
    }
    t.ok = true;
    return t;
  }

private:
  struct Pipeline {
    VkShaderModule module = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
  };

  void dispatch(const Step &step, uint32_t query) {
    barrier();
    if (step.pipeline < 0) {
      vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries_,
                          query);
      vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries_,
                          query + 1);
      return;
    }
    vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE,
                      pipelines_[step.pipeline].pipeline);
    vkCmdPushConstants(cmd_, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                       sizeof step.args, &step.args);
    vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries_,
                        query);
    vkCmdDispatch(cmd_, step.groups, 1, 1);
    vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, queries_,
                        query + 1);
  }

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

  vkcl::Device &device_;
  uint32_t maxReps_ = 0;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkQueryPool queries_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  std::vector<Pipeline> pipelines_;
};

} // namespace pipebench
