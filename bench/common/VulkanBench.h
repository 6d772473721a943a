// The Vulkan side of the bandwidth benchmarks (bench/async, bench/vector):
// vkcl kernels and their hand-written GLSL twins timed on one VkDevice and
// VkQueue, next to a plain uvec4 copy shader as the device's copy ceiling.
// Shared so that every benchmark verifies first and then times in the same
// alternating rounds: the method that made the async figures trustworthy
// (bench/NOTES.md says what went wrong before it). Header-only.
#pragma once

#include "Bench.h"

#include "vkcl/Runtime.h"

#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace bench {

/// The push constants every GLSL twin (and the ceiling shader) declares, or
/// a prefix of them: `{uint64_t src; uint64_t dst; uint n; float a;
/// float b;}`. One layout, so one pipeline layout serves every twin.
struct TwinArgs {
  uint64_t src = 0, dst = 0;
  uint32_t n = 0;
  float a = 0, b = 0;
};

/// The driver's statistics of a GLSL twin's compute pipeline (entry point
/// `main`) on one line, or why there are none: registers and shared memory
/// decide occupancy, the first thing to compare between a kernel and its
/// twin.
inline std::string shaderStatistics(vkcl::Device &device, VkShaderModule module,
                                    VkPipelineLayout layout) {
  VkComputePipelineCreateInfo cci{
      VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  cci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  cci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cci.stage.module = module;
  cci.stage.pName = "main";
  cci.layout = layout;
  auto stats = vkcl::pipelineStatistics(device, cci);
  return stats ? vkcl::formatStatistics(*stats) : stats.error().message;
}

/// Raw Vulkan on vkcl's device: what a GLSL programmer's host code does.
/// One command buffer holds all dispatches of a measurement, each between
/// timestamps, with the full barrier vkcl's queue puts between dispatches
/// so both sides time the same thing.
class RawRunner {
public:
  explicit RawRunner(vkcl::Device &device) : device_(device) {}
  ~RawRunner() {
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
  RawRunner(const RawRunner &) = delete;
  RawRunner &operator=(const RawRunner &) = delete;

  /// Empty on success, else what failed.
  std::string init(uint32_t maxDispatches) {
    VkDevice d = device_.vkDevice();
    maxDispatches_ = maxDispatches;
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
    qci.queryCount = 2 * maxDispatches;
    if (vkCreateQueryPool(d, &qci, nullptr, &queries_) != VK_SUCCESS)
      return "vkCreateQueryPool";
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(TwinArgs)};
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

  /// `count` dispatches of `groups` work-groups of pipeline `index`; their
  /// GPU times in ns, the first `WarmUp` left out. Empty on failure.
  std::vector<double> run(int index, const TwinArgs &args, uint32_t groups,
                          uint32_t count) {
    return timed(
        count,
        [&] {
          vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE,
                            pipelines_[index].pipeline);
          vkCmdPushConstants(cmd_, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                             sizeof args, &args);
        },
        [&] { vkCmdDispatch(cmd_, groups, 1, 1); });
  }

  /// The same for `count` vkCmdCopyBuffer copies of `bytes`.
  std::vector<double> runCopy(const vkcl::Buffer &in, const vkcl::Buffer &out,
                              uint64_t bytes, uint32_t count) {
    VkBufferCopy region{in.vkOffset(), out.vkOffset(), bytes};
    return timed(
        count, [] {},
        [&] {
          vkCmdCopyBuffer(cmd_, in.vkBuffer(), out.vkBuffer(), 1, &region);
        });
  }

private:
  struct Pipeline {
    VkShaderModule module = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
  };

  std::vector<double> timed(uint32_t count, const std::function<void()> &setup,
                            const std::function<void()> &work) {
    count = std::min(count, maxDispatches_);
    VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    vkResetCommandBuffer(cmd_, 0);
    vkBeginCommandBuffer(cmd_, &bi);
    vkCmdResetQueryPool(cmd_, queries_, 0, 2 * count);
    setup();
    for (uint32_t i = 0; i < count; ++i) {
      // Also orders the first dispatch after vkcl's fill of the output.
      barrier();
      vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries_,
                          2 * i);
      work();
      vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, queries_,
                          2 * i + 1);
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
      return {};
    std::vector<uint64_t> stamps(2 * count);
    if (vkGetQueryPoolResults(
            d, queries_, 0, 2 * count, stamps.size() * sizeof(uint64_t),
            stamps.data(), sizeof(uint64_t),
            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS)
      return {};
    std::vector<double> ns;
    for (uint32_t i = WarmUp; i < count; ++i)
      ns.push_back(double(stamps[2 * i + 1] - stamps[2 * i]) *
                   device_.info().timestampPeriodNs);
    return ns;
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
  uint32_t maxDispatches_ = 0;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkQueryPool queries_ = VK_NULL_HANDLE;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  std::vector<Pipeline> pipelines_;
};

/// The queue and the two buffers a host streams between: `input` uploaded
/// into `in`, `out` of `outBytes`.
struct Streams {
  std::unique_ptr<vkcl::Queue> queue;
  vkcl::Buffer in, out;

  /// Empty on success, else what failed.
  std::string open(vkcl::Device &device, const std::vector<uint32_t> &input,
                   uint64_t outBytes) {
    auto q = vkcl::Queue::create(device);
    auto i = vkcl::Buffer::create(device, input.size() * 4);
    auto o = vkcl::Buffer::create(device, outBytes);
    if (!q || !i || !o)
      return !q   ? q.error().message
             : !i ? i.error().message
                  : o.error().message;
    queue = std::move(*q);
    in = std::move(*i);
    out = std::move(*o);
    if (vkcl::Status s = queue->write(in, 0, input.data(), input.size() * 4);
        !s)
      return "upload: " + s.message();
    return {};
  }
};

/// Kernel `name` of the vkcl module `spv`, its program kept alive with it
/// (the kernel alone does not); null with `error` set on failure.
inline std::shared_ptr<vkcl::Kernel> loadKernel(vkcl::Device &device,
                                                const std::string &spv,
                                                const char *name,
                                                std::string &error) {
  auto program = vkcl::Program::fromFile(device, spv);
  if (!program) {
    error = program.error().message;
    return nullptr;
  }
  auto kernel = (*program)->createKernel(name);
  if (!kernel) {
    error = kernel.error().message;
    return nullptr;
  }
  struct Held {
    std::shared_ptr<vkcl::Program> program;
    vkcl::Kernel kernel;
  };
  auto held = std::make_shared<Held>(Held{*program, std::move(*kernel)});
  return std::shared_ptr<vkcl::Kernel>(held, &held->kernel);
}

/// "# stats NAME API: ..." (the driver's pipeline statistics, or why there
/// are none); table scripts skip it, people comparing occupancy read it.
inline void printStatistics(const char *name, const char *api,
                            const std::string &line) {
  std::printf("# stats %s %s: %s\n", name, api, line.c_str());
}

/// The statistics line of `kernel` dispatched over `range`.
inline std::string kernelStatistics(vkcl::Kernel &kernel,
                                    const vkcl::NDRange &range) {
  auto stats = kernel.statistics(range);
  return stats ? vkcl::formatStatistics(*stats) : stats.error().message;
}

/// WarmUp + `iterations` enqueues of `kernel` through vkcl's queue: the
/// median GPU time of the last `iterations` (event timestamps), or 0.
inline double timeKernel(vkcl::Queue &queue, vkcl::Kernel &kernel,
                         const vkcl::NDRange &range, uint32_t iterations,
                         const char *tool, const char *name) {
  for (int i = 0; i < WarmUp; ++i)
    (void)queue.enqueue(kernel, range);
  std::vector<vkcl::Event> events(iterations);
  for (auto &event : events)
    if (vkcl::Status e = queue.enqueue(kernel, range, &event); !e) {
      std::fprintf(stderr, "%s: %s: %s\n", tool, name, e.message().c_str());
      return 0.0;
    }
  std::vector<double> ns;
  for (auto &event : events)
    if (auto t = event.gpuTimeNs())
      ns.push_back(*t);
  return median(ns);
}

/// Poisons `out`, runs `body` (which times the kernel and returns median
/// ns, 0 on failure), reads `outBytes` back and checks them.
inline Measure measure(const char *tool, vkcl::Queue &queue, vkcl::Buffer &out,
                       uint64_t outBytes, const char *api, const char *name,
                       const std::function<double()> &body,
                       const Check &check) {
  Measure m;
  if (!queue.fill(out, 0, out.size(), Poison) || !queue.finish()) {
    std::fprintf(stderr, "%s: %s: cannot poison the output\n", tool, api);
    return m;
  }
  m.ns = body();
  std::vector<uint32_t> result(outBytes / 4);
  if (vkcl::Status s = queue.read(out, 0, result.data(), outBytes); !s) {
    std::fprintf(stderr, "%s: %s: %s\n", tool, api, s.message().c_str());
    return m;
  }
  std::string error =
      m.ns > 0 ? check(result) : std::string("no timing (kernel failed)");
  if (!error.empty())
    std::fprintf(stderr, "%s: %s %s: WRONG: %s\n", tool, api, name,
                 error.c_str());
  m.ok = error.empty();
  return m;
}

/// A benchmark run on one device: the copy ceiling first, then rows of
/// kernels, each with its vkcl and GLSL versions. Every output is verified
/// once; then timing only, in rounds that run every row's vkcl and GLSL
/// versions back to back, so that no host verification leaves the GPU idle
/// between them and drift over the run hits both sides alike. A figure is
/// the median of its round medians.
class Suite {
public:
  /// A kernel and its twin. A missing body (kernel that failed to load)
  /// leaves that side out, its RESULT line with ok=0.
  struct Row {
    std::string name;
    uint64_t movedBytes = 0; ///< bytes read + written by one run
    uint64_t outBytes = 0;   ///< bytes of `out` checked after a run
    Check check;
    std::function<double()> vkcl, glsl;
    Measure vkclResult, glslResult;
  };

  Suite(const char *tool, vkcl::Device &device, vkcl::Queue &queue,
        vkcl::Buffer &in, vkcl::Buffer &out, uint32_t iterations)
      : tool_(tool), device_(device), queue_(queue), in_(in), out_(out),
        iterations_(iterations), raw_(device) {}

  /// Empty on success, else what failed.
  std::string init() { return raw_.init(WarmUp + iterations_); }
  RawRunner &raw() { return raw_; }
  uint32_t iterations() const { return iterations_; }
  uint32_t maxGroups() const { return device_.info().maxWorkGroupCount[0]; }

  /// Grid-stride NDRange of `groups` work-groups of WorkGroupSize.
  static vkcl::NDRange range(uint32_t groups) {
    return vkcl::NDRange::linear(uint64_t(groups) * WorkGroupSize,
                                 WorkGroupSize);
  }
  /// Times `kernel` (kept alive by the body) over `range`.
  std::function<double()> vkclBody(std::shared_ptr<vkcl::Kernel> kernel,
                                   vkcl::NDRange range, const char *name) {
    printStatistics(name, "vkcl", kernelStatistics(*kernel, range));
    return [this, kernel, range, name] {
      return timeKernel(queue_, *kernel, range, iterations_, tool_, name);
    };
  }
  /// Times the twin pipeline `twin` (RawRunner::load) with `args`.
  std::function<double()> glslBody(int twin, TwinArgs args, uint32_t groups,
                                   const char *name) {
    printStatistics(name, "glsl", raw_.statistics(twin));
    return [this, twin, args, groups] {
      return median(raw_.run(twin, args, groups, WarmUp + iterations_));
    };
  }
  /// The twins' arguments: the buffers' addresses and `n` (and a, b).
  TwinArgs twinArgs(uint32_t n, float a = 0, float b = 0) const {
    return TwinArgs{in_.deviceAddress(), out_.deviceAddress(), n, a, b};
  }

  /// The copy ceiling: `ceilingSpv` (a uvec4 grid-stride copy of `bytes`
  /// from `in` to `out`, no shared memory) after a few untimed rounds that
  /// bring the clocks up, and vkCmdCopyBuffer for reference, both checked
  /// against `input`. Prints their RESULT lines (api `ceiling` and
  /// `copybuffer`); false when either failed.
  bool measureCeiling(const std::string &ceilingSpv, uint64_t bytes,
                      const std::vector<uint32_t> &input) {
    std::string error;
    int ceiling = raw_.load(ceilingSpv, error);
    if (ceiling < 0) {
      std::fprintf(stderr, "%s: ceiling: %s\n", tool_, error.c_str());
      return ceilingOk_ = false;
    }
    uint32_t vec4s = uint32_t(bytes / 16);
    uint32_t groups =
        groupsFor((vec4s + WorkGroupSize - 1) / WorkGroupSize, maxGroups());
    TwinArgs args = twinArgs(vec4s);
    uint32_t count = WarmUp + iterations_;
    for (int i = 0; i < GpuWarmUpRounds; ++i)
      raw_.run(ceiling, args, groups, count);
    Check copied = [&input](const std::vector<uint32_t> &out) {
      return checkWords(out, [&](size_t i) { return input[i]; });
    };
    Measure ceil = measure(
        tool_, queue_, out_, bytes, "ceiling", "ceiling",
        [&] { return median(raw_.run(ceiling, args, groups, count)); }, copied);
    Measure copy = measure(
        tool_, queue_, out_, bytes, "vkCmdCopyBuffer", "vkCmdCopyBuffer",
        [&] { return median(raw_.runCopy(in_, out_, bytes, count)); }, copied);
    printResult("ceiling", "ceiling", 2 * bytes, ceil.ns, ceil.ok);
    printResult("copybuffer", "vkCmdCopyBuffer", 2 * bytes, copy.ns, copy.ok);
    ceilingGbps_ = ceil.ok && ceil.ns > 0 ? 2 * bytes / ceil.ns : 0;
    copyBufferGbps_ = copy.ok && copy.ns > 0 ? 2 * bytes / copy.ns : 0;
    ceilingOk_ = ceil.ok && copy.ok;
    return ceilingOk_;
  }

  void add(Row row) { rows_.push_back(std::move(row)); }

  /// Verifies, times, prints every row's RESULT lines and a table for
  /// people; true when every output (the ceiling's too) was right.
  bool run() {
    bool allOk = ceilingOk_;
    for (Row &row : rows_) {
      if (row.vkcl)
        row.vkclResult = measure(tool_, queue_, out_, row.outBytes, "vkcl",
                                 row.name.c_str(), row.vkcl, row.check);
      if (row.glsl)
        row.glslResult = measure(tool_, queue_, out_, row.outBytes, "glsl",
                                 row.name.c_str(), row.glsl, row.check);
      allOk = allOk && row.vkclResult.ok && row.glslResult.ok;
    }
    std::vector<std::vector<double>> vkclNs(rows_.size()), glslNs(rows_.size());
    for (int round = 0; round < TimingRounds; ++round)
      for (size_t r = 0; r < rows_.size(); ++r) {
        if (rows_[r].vkcl && rows_[r].vkclResult.ok)
          vkclNs[r].push_back(rows_[r].vkcl());
        if (rows_[r].glsl && rows_[r].glslResult.ok)
          glslNs[r].push_back(rows_[r].glsl());
      }
    for (size_t r = 0; r < rows_.size(); ++r) {
      Row &row = rows_[r];
      if (!vkclNs[r].empty())
        row.vkclResult.ns = median(vkclNs[r]);
      if (!glslNs[r].empty())
        row.glslResult.ns = median(glslNs[r]);
      printResult("vkcl", row.name.c_str(), row.movedBytes, row.vkclResult.ns,
                  row.vkclResult.ok);
      printResult("glsl", row.name.c_str(), row.movedBytes, row.glslResult.ns,
                  row.glslResult.ok);
    }
    printTable();
    std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
    return allOk;
  }

private:
  void printTable() const {
    auto gbps = [](const Row &r, const Measure &m) {
      return m.ns > 0 ? r.movedBytes / m.ns : 0.0;
    };
    std::printf("\n| kernel | bytes moved | vkcl GB/s | GLSL GB/s | "
                "vkcl/GLSL | vkcl/ceiling |\n|---|---|---|---|---|---|\n");
    for (const Row &r : rows_) {
      double v = gbps(r, r.vkclResult), g = gbps(r, r.glslResult);
      std::string note;
      if (!r.vkcl || !r.vkclResult.ok)
        note += r.vkcl ? " (vkcl WRONG)" : " (vkcl not run)";
      if (!r.glsl || !r.glslResult.ok)
        note += r.glsl ? " (GLSL WRONG)" : " (GLSL not run)";
      std::printf("| %s%s | %" PRIu64 " | %.1f | %.1f | %.2f | %.2f |\n",
                  r.name.c_str(), note.c_str(), r.movedBytes, v, g,
                  g > 0 ? v / g : 0.0,
                  ceilingGbps_ > 0 ? v / ceilingGbps_ : 0.0);
    }
    std::printf("\nceiling (uvec4 copy shader): %.1f GB/s; vkCmdCopyBuffer: "
                "%.1f GB/s (bytes read + written)\n",
                ceilingGbps_, copyBufferGbps_);
  }

  const char *tool_;
  vkcl::Device &device_;
  vkcl::Queue &queue_;
  vkcl::Buffer &in_, &out_;
  uint32_t iterations_;
  RawRunner raw_;
  std::vector<Row> rows_;
  double ceilingGbps_ = 0, copyBufferGbps_ = 0;
  bool ceilingOk_ = true;
};

} // namespace bench
