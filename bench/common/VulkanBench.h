// The Vulkan side of the bandwidth benchmarks (bench/async, bench/vector):
// vkcl kernels and their hand-written GLSL twins timed on one VkDevice and
// VkQueue, next to a plain uvec4 copy shader as the device's copy ceiling.
// Shared so that every benchmark verifies first and then times in the same
// alternating rounds: the method that made the async figures trustworthy
// (bench/NOTES.md says what went wrong before it). Header-only.
#pragma once

#include "Bench.h"
#include "RawVulkan.h"

#include "vkcl/Runtime.h"

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

/// The GLSL twins' timing: one command buffer holds all dispatches of a
/// measurement (RawVulkan says how each is recorded).
class RawRunner {
public:
  explicit RawRunner(vkcl::Device &device) : vk_(device) {}

  /// Empty on success, else what failed.
  std::string init(uint32_t maxDispatches) {
    return vk_.init(sizeof(TwinArgs), 2 * maxDispatches);
  }

  /// Loads a glslang .spv; the pipeline's index, or -1 (error in `error`).
  int load(const std::string &path, std::string &error) {
    return vk_.load(path, error);
  }
  /// The driver's statistics of pipeline `index` (RawVulkan::statistics).
  std::string statistics(int index) { return vk_.statistics(index); }

  /// Commands recorded before each dispatch of a run: for kernels that
  /// accumulate into memory, the fill that zeroes it (bench/atomics).
  using BeforeDispatch = std::function<void(VkCommandBuffer)>;

  /// `count` dispatches of `groups` work-groups of pipeline `index`; their
  /// GPU times in ns, the first `WarmUp` left out. Empty on failure. With
  /// `beforeRun`, its commands go before each dispatch, between barriers
  /// and outside the timed region: the start stamp is then taken at the
  /// bottom of the pipe, as vkcl's queue takes it, once they have completed
  /// (a top-of-pipe stamp could be written before they are done and count
  /// them).
  std::vector<double> run(int index, const TwinArgs &args, uint32_t groups,
                          uint32_t count,
                          const BeforeDispatch &beforeRun = {}) {
    return timed(
        count, [&] { vk_.bind(index, &args, sizeof args); },
        [&] { vkCmdDispatch(vk_.cmd(), groups, 1, 1); }, beforeRun);
  }

  /// The same for `count` vkCmdCopyBuffer copies of `bytes`.
  std::vector<double> runCopy(const vkcl::Buffer &in, const vkcl::Buffer &out,
                              uint64_t bytes, uint32_t count) {
    VkBufferCopy region{in.vkOffset(), out.vkOffset(), bytes};
    return timed(
        count, [] {},
        [&] {
          vkCmdCopyBuffer(vk_.cmd(), in.vkBuffer(), out.vkBuffer(), 1, &region);
        });
  }

private:
  std::vector<double> timed(uint32_t count, const std::function<void()> &setup,
                            const std::function<void()> &work,
                            const BeforeDispatch &beforeRun = {}) {
    count = vk_.begin(2 * count) / 2;
    setup();
    for (uint32_t i = 0; i < count; ++i) {
      // Also orders the first dispatch after vkcl's fill of the output.
      vk_.barrier();
      if (beforeRun) {
        beforeRun(vk_.cmd());
        vk_.barrier();
      }
      vk_.timestamp(beforeRun ? VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT
                              : VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                    2 * i);
      work();
      vk_.timestamp(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 2 * i + 1);
    }
    std::vector<uint64_t> stamps = vk_.finish(2 * count);
    std::vector<double> ns;
    if (stamps.empty())
      return ns;
    for (uint32_t i = WarmUp; i < count; ++i)
      ns.push_back(vk_.elapsedNs(stamps, 2 * i, 2 * i + 1));
    return ns;
  }

  RawVulkan vk_;
};

/// vkcl's default device, which must time dispatches (a compute queue with
/// timestamps): every benchmark host starts here.
inline vkcl::Result<std::unique_ptr<vkcl::Device>> openTimedDevice() {
  auto device = vkcl::Device::create();
  if (device && !(*device)->info().timestamps)
    return vkcl::Error{vkcl::ErrorCode::FeatureMissing,
                       "the compute queue has no timestamps"};
  return device;
}

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

/// What vkcl's queue runs before each enqueue of a kernel: for kernels that
/// accumulate into memory, the fill that zeroes it (bench/atomics).
using BeforeEnqueue = std::function<vkcl::Status()>;

/// WarmUp + `iterations` enqueues of `kernel` through vkcl's queue, each
/// after `beforeRun` when given (outside the events: they time the
/// dispatches alone): the median GPU time of the last `iterations` (event
/// timestamps), or 0.
inline double timeKernel(vkcl::Queue &queue, vkcl::Kernel &kernel,
                         const vkcl::NDRange &range, uint32_t iterations,
                         const char *tool, const char *name,
                         const BeforeEnqueue &beforeRun = {}) {
  std::vector<vkcl::Event> events(iterations);
  for (uint32_t i = 0; i < WarmUp + iterations; ++i) {
    vkcl::Status s = beforeRun ? beforeRun() : vkcl::Status();
    if (s)
      s = queue.enqueue(kernel, range,
                        i < uint32_t(WarmUp) ? nullptr : &events[i - WarmUp]);
    if (!s) {
      std::fprintf(stderr, "%s: %s: %s\n", tool, name, s.message().c_str());
      return 0.0;
    }
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
    /// The GLSL twin's check where it differs from `check` (a looser
    /// tolerance: bench/library's math kernels); empty: `check`.
    Check glslCheck;
    std::function<double()> vkcl, glsl;
    Measure vkclResult, glslResult;
    /// false: the kernel has no GLSL twin (bench/library's math_double:
    /// GLSL has no double exp or log), and the row no GLSL column.
    bool twin = true;
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
  /// Times `kernel` (kept alive by the body) over `range`, each run after
  /// `beforeRun` when given (timeKernel()).
  std::function<double()> vkclBody(std::shared_ptr<vkcl::Kernel> kernel,
                                   vkcl::NDRange range, const char *name,
                                   BeforeEnqueue beforeRun = {}) {
    printStatistics(name, "vkcl", kernelStatistics(*kernel, range));
    return [this, kernel, range, name, beforeRun] {
      return timeKernel(queue_, *kernel, range, iterations_, tool_, name,
                        beforeRun);
    };
  }
  /// Times the twin pipeline `twin` (RawRunner::load) with `args`, each
  /// run after `beforeRun` when given (RawRunner::run()).
  std::function<double()> glslBody(int twin, TwinArgs args, uint32_t groups,
                                   const char *name,
                                   RawRunner::BeforeDispatch beforeRun = {}) {
    printStatistics(name, "glsl", raw_.statistics(twin));
    return [this, twin, args, groups, beforeRun] {
      return median(
          raw_.run(twin, args, groups, WarmUp + iterations_, beforeRun));
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
    uint32_t groups = groupsForItems(vec4s, maxGroups());
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
  /// The ceiling's GB/s (bytes read + written) once measured; 0 before,
  /// or when it failed.
  double ceilingGbps() const { return ceilingGbps_; }

  /// Verifies, times, prints every row's RESULT lines and a table for
  /// people; true when every output (the ceiling's too) was right.
  bool run() {
    bool allOk = ceilingOk_;
    for (Row &row : rows_) {
      if (row.vkcl)
        row.vkclResult = measure(tool_, queue_, out_, row.outBytes, "vkcl",
                                 row.name.c_str(), row.vkcl, row.check);
      if (row.glsl)
        row.glslResult =
            measure(tool_, queue_, out_, row.outBytes, "glsl", row.name.c_str(),
                    row.glsl, row.glslCheck ? row.glslCheck : row.check);
      allOk = allOk && row.vkclResult.ok && (!row.twin || row.glslResult.ok);
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
      // A row without a twin has no GLSL result at all (rather than a
      // failed one, which the tables count as not run).
      if (row.twin)
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
      if (!r.twin)
        note += " (no GLSL twin)";
      else if (!r.glsl || !r.glslResult.ok)
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
