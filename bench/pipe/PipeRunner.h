// Raw Vulkan for the pipe benchmark's GLSL side: what a GLSL programmer's
// host code does to time a producer shader and a consumer shader that pass
// packets through a queue in device memory. bench/common's RawRunner times
// one pipeline dispatched again and again; a pipe measurement instead
// repeats "empty the queue, produce, consume", so this records that triple
// per repetition, with the same full barriers between steps that vkcl's
// queue puts between dispatches and the same timestamps (top of pipe before,
// bottom of pipe after each dispatch) so both sides time the same thing.
#pragma once

#include "../common/RawVulkan.h"

#include "vkcl/Runtime.h"

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
  explicit PipeRunner(vkcl::Device &device) : vk_(device) {}

  /// Room for `maxReps` repetitions per run. Empty on success.
  std::string init(uint32_t maxReps) {
    return vk_.init(sizeof(PipeArgs), 4 * maxReps);
  }

  /// Loads a glslang .spv; the pipeline's index, or -1 (error in `error`).
  int load(const std::string &path, std::string &error) {
    return vk_.load(path, error);
  }
  /// The driver's statistics of pipeline `index` (RawVulkan::statistics).
  std::string statistics(int index) { return vk_.statistics(index); }

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
    uint32_t reps = vk_.begin(4 * (warmUp + timed)) / 4;
    for (uint32_t i = 0; i < reps; ++i) {
      // Also orders the first reset after vkcl's uploads and fills.
      vk_.barrier();
      for (const ZeroRange &z : reset)
        vkCmdFillBuffer(vk_.cmd(), z.buffer, z.offset, z.size, 0);
      dispatch(produce, 4 * i);
      dispatch(consume, 4 * i + 2);
    }
    std::vector<uint64_t> stamps = vk_.finish(4 * reps);
    if (stamps.empty())
      return t;
    for (uint32_t i = warmUp; i < reps; ++i) {
      t.write.push_back(vk_.elapsedNs(stamps, 4 * i, 4 * i + 1));
      t.read.push_back(vk_.elapsedNs(stamps, 4 * i + 2, 4 * i + 3));
    }
    t.ok = true;
    return t;
  }

private:
  void dispatch(const Step &step, uint32_t query) {
    vk_.barrier();
    if (step.pipeline < 0) {
      vk_.timestamp(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, query);
      vk_.timestamp(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, query + 1);
      return;
    }
    vk_.bind(step.pipeline, &step.args, sizeof step.args);
    vk_.timestamp(VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, query);
    vkCmdDispatch(vk_.cmd(), step.groups, 1, 1);
    vk_.timestamp(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, query + 1);
  }

  bench::RawVulkan vk_;
};

} // namespace pipebench
