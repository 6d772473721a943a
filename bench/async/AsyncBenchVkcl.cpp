// Async work-group copies through vkcl, next to hand-written GLSL twins run
// through raw Vulkan on the same VkDevice/VkQueue, and a plain uvec4 copy
// shader as the device's copy-bandwidth ceiling. GPU time from timestamps,
// medians after warm-up; every output checked against a host reference.
// Usage: vkcl-bench-async DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "AsyncBench.h"

#include "vkcl/Runtime.h"

#include <fstream>
#include <functional>
#include <memory>

using namespace asyncbench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-async";

int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", Tool, what, message.c_str());
  return 1;
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
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Push)};
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

  /// `count` dispatches of pipeline `index` (or, for index -1, copies of
  /// `copyBytes` with vkCmdCopyBuffer); their GPU times in ns, the first
  /// `WarmUp` left out. Empty on failure.
  std::vector<double> run(int index, const vkcl::Buffer &in,
                          const vkcl::Buffer &out, uint32_t n, uint32_t groups,
                          uint32_t count, uint64_t copyBytes = 0) {
    count = std::min(count, maxDispatches_);
    VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    vkResetCommandBuffer(cmd_, 0);
    vkBeginCommandBuffer(cmd_, &bi);
    vkCmdResetQueryPool(cmd_, queries_, 0, 2 * count);
    Push push{in.deviceAddress(), out.deviceAddress(), n};
    if (index >= 0) {
      vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE,
                        pipelines_[index].pipeline);
      vkCmdPushConstants(cmd_, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                         sizeof push, &push);
    }
    for (uint32_t i = 0; i < count; ++i) {
      // Also orders the first dispatch after vkcl's fill of the output.
      barrier();
      vkCmdWriteTimestamp(cmd_, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries_,
                          2 * i);
      if (index >= 0) {
        vkCmdDispatch(cmd_, groups, 1, 1);
      } else {
        VkBufferCopy region{in.vkOffset(), out.vkOffset(), copyBytes};
        vkCmdCopyBuffer(cmd_, in.vkBuffer(), out.vkBuffer(), 1, &region);
      }
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

private:
  struct Push { // the twins' push constants: {uint64 in; uint64 out; uint n}
    uint64_t in, out;
    uint32_t n;
  };
  struct Pipeline {
    VkShaderModule module = VK_NULL_HANDLE;
    VkPipeline pipeline = VK_NULL_HANDLE;
  };

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

/// One measurement: median GPU ns and whether the output was right.
struct Measure {
  double ns = 0;
  bool ok = false;
};

/// Poisons the output, runs `body` (which times the kernel), reads back
/// and checks against the reference.
template <typename Body>
Measure measure(vkcl::Queue &queue, vkcl::Buffer &out, const Spec &spec,
                const Plan &plan, const std::vector<uint32_t> &input,
                const char *api, Body body) {
  Measure m;
  if (!queue.fill(out, 0, out.size(), Poison) || !queue.finish()) {
    fail(api, "cannot poison the output");
    return m;
  }
  m.ns = body();
  std::vector<uint32_t> result(plan.outBytes / 4);
  if (Status s = queue.read(out, 0, result.data(), plan.outBytes); !s) {
    fail(api, s.message());
    return m;
  }
  std::string error = m.ns > 0 ? verify(spec.kind, input, result)
                               : std::string("no timing (kernel failed)");
  if (!error.empty())
    std::fprintf(stderr, "%s: %s %s: WRONG: %s\n", Tool, api, spec.name,
                 error.c_str());
  m.ok = error.empty();
  return m;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    return fail("usage", "vkcl-bench-async DIR BYTES [iterations]");
  std::string dir = argv[1];
  uint64_t bytes = 0;
  if (std::string e = checkBytes(argv[2], bytes); !e.empty())
    return fail("BYTES", e);
  uint32_t iterations = argc > 3 ? uint32_t(std::atoi(argv[3])) : 20;
  iterations = std::max(1u, std::min(iterations, 1000u));

  auto device = vkcl::Device::create();
  if (!device)
    return fail("device", device.error().message);
  vkcl::Device &dev = **device;
  if (!dev.info().timestamps)
    return fail("device", "the compute queue has no timestamps");
  auto queue = vkcl::Queue::create(dev);
  // The stencil reads a halo past the input's end; the gather's output is
  // a quarter of BYTES, the others' all of it.
  auto in = vkcl::Buffer::create(dev, bytes + HaloBytes);
  auto out = vkcl::Buffer::create(dev, bytes);
  if (!queue || !in || !out)
    return fail("setup", !queue ? queue.error().message
                         : !in  ? in.error().message
                                : out.error().message);
  std::vector<uint32_t> input = pattern(bytes + HaloBytes);
  if (Status s = (*queue)->write(*in, 0, input.data(), bytes + HaloBytes); !s)
    return fail("upload", s.message());

  RawRunner raw(dev);
  if (std::string e = raw.init(WarmUp + iterations); !e.empty())
    return fail("raw Vulkan", e);
  uint32_t maxGroups = dev.info().maxWorkGroupCount[0];
  std::printf("DEVICE api=vkcl name=%s\n", dev.info().name.c_str());
  std::printf("# %s (%s), BYTES %" PRIu64 ", %u iterations after %d warm-up, "
              "up to %u work-groups of %u (grid-stride)\n",
              dev.info().name.c_str(), dev.info().driverName.c_str(), bytes,
              iterations, WarmUp, groupsFor(~0u, maxGroups), WorkGroupSize);

  // The ceilings first: every kernel's ratio is against them.
  std::string error;
  int ceiling = raw.load(dir + "/glsl/ceiling.spv", error);
  if (ceiling < 0)
    return fail("ceiling", error);
  uint32_t vec4s = uint32_t(bytes / 16);
  uint32_t ceilingGroups =
      groupsFor((vec4s + WorkGroupSize - 1) / WorkGroupSize, maxGroups);
  // Clocks up before anything is timed (the first kernel would otherwise
  // pay for the ramp): a few rounds of the ceiling copy, untimed.
  for (int i = 0; i < GpuWarmUpRounds; ++i)
    raw.run(ceiling, *in, *out, vec4s, ceilingGroups, WarmUp + iterations);
  Spec copySpec{"ceiling", "ceiling", Kind::Copy};
  Plan copyPlan = plan(Kind::Copy, bytes);
  Measure ceil =
      measure(**queue, *out, copySpec, copyPlan, input, "ceiling", [&] {
        return median(raw.run(ceiling, *in, *out, vec4s, ceilingGroups,
                              WarmUp + iterations));
      });
  printResult("ceiling", "ceiling", copyPlan.movedBytes, ceil.ns, ceil.ok);
  Measure copyBuffer =
      measure(**queue, *out, copySpec, copyPlan, input, "vkCmdCopyBuffer", [&] {
        return median(raw.run(-1, *in, *out, 0, 0, WarmUp + iterations, bytes));
      });
  printResult("copybuffer", "vkCmdCopyBuffer", copyPlan.movedBytes,
              copyBuffer.ns, copyBuffer.ok);
  double ceilingGbps = ceil.ns > 0 ? copyPlan.movedBytes / ceil.ns : 0;

  struct Row {
    const Spec *spec;
    Plan plan;
    Measure vkcl, glsl;
    std::function<double()> vkclBody, glslBody;
  };
  std::vector<Row> rows;
  std::vector<std::shared_ptr<vkcl::Program>> programs; // alive for the bodies
  for (const Spec &spec : specs()) {
    Row row{&spec, plan(spec.kind, bytes), {}, {}, {}, {}};
    uint32_t groups = groupsFor(row.plan.tiles, maxGroups);
    vkcl::NDRange range =
        vkcl::NDRange::linear(uint64_t(groups) * WorkGroupSize, WorkGroupSize);

    // (a) the OpenCL C kernel compiled by vkcl.
    auto program = vkcl::Program::fromFile(dev, dir + "/" + spec.name + ".spv");
    if (!program) {
      fail(spec.name, program.error().message);
    } else {
      programs.push_back(*program);
      auto kernel = std::make_shared<vkcl::Kernel>();
      auto created = (*program)->createKernel(spec.name);
      Status s = created.status();
      if (s) {
        *kernel = std::move(*created);
        s = kernel->setArg(0, *in);
      }
      if (s)
        s = kernel->setArg(1, *out);
      if (s)
        s = kernel->setValue(2, row.plan.tiles);
      if (!s)
        fail(spec.name, s.message());
      else
        row.vkclBody = [&queue, kernel, range, iterations, name = spec.name] {
          for (int i = 0; i < WarmUp; ++i)
            (void)(*queue)->enqueue(*kernel, range);
          std::vector<vkcl::Event> events(iterations);
          for (auto &event : events)
            if (Status e = (*queue)->enqueue(*kernel, range, &event); !e) {
              fail(name, e.message());
              return 0.0;
            }
          std::vector<double> ns;
          for (auto &event : events)
            if (auto t = event.gpuTimeNs())
              ns.push_back(*t);
          return median(ns);
        };
    }

    // (b) its GLSL twin, through raw Vulkan.
    int twin = raw.load(dir + "/glsl/" + spec.glsl + ".spv", error);
    if (twin < 0)
      fail(spec.name, error);
    else
      row.glslBody = [&raw, &in, &out, twin, tiles = row.plan.tiles, groups,
                      iterations] {
        return median(
            raw.run(twin, *in, *out, tiles, groups, WarmUp + iterations));
      };
    rows.push_back(std::move(row));
  }

  // Correctness first: one measured run of each, its output checked.
  bool allOk = ceil.ok && copyBuffer.ok;
  for (Row &row : rows) {
    if (row.vkclBody)
      row.vkcl = measure(**queue, *out, *row.spec, row.plan, input, "vkcl",
                         row.vkclBody);
    if (row.glslBody)
      row.glsl = measure(**queue, *out, *row.spec, row.plan, input, "glsl",
                         row.glslBody);
    allOk = allOk && row.vkcl.ok && row.glsl.ok;
  }
  // Then timing only, in rounds that alternate every kernel's vkcl and GLSL
  // runs back to back: no host verification leaves the GPU idle between
  // them, and drift over the run hits both sides alike. The result is the
  // median of the rounds' medians.
  std::vector<std::vector<double>> vkclNs(rows.size()), glslNs(rows.size());
  for (int round = 0; round < TimingRounds; ++round)
    for (size_t r = 0; r < rows.size(); ++r) {
      if (rows[r].vkclBody && rows[r].vkcl.ok)
        vkclNs[r].push_back(rows[r].vkclBody());
      if (rows[r].glslBody && rows[r].glsl.ok)
        glslNs[r].push_back(rows[r].glslBody());
    }
  for (size_t r = 0; r < rows.size(); ++r) {
    if (!vkclNs[r].empty())
      rows[r].vkcl.ns = median(vkclNs[r]);
    if (!glslNs[r].empty())
      rows[r].glsl.ns = median(glslNs[r]);
    printResult("vkcl", rows[r].spec->name, rows[r].plan.movedBytes,
                rows[r].vkcl.ns, rows[r].vkcl.ok);
    printResult("glsl", rows[r].spec->name, rows[r].plan.movedBytes,
                rows[r].glsl.ns, rows[r].glsl.ok);
  }

  auto gbps = [](const Row &r, const Measure &m) {
    return m.ns > 0 ? r.plan.movedBytes / m.ns : 0.0;
  };
  std::printf("\n| kernel | bytes moved | vkcl GB/s | GLSL GB/s | vkcl/GLSL "
              "| vkcl/ceiling |\n|---|---|---|---|---|---|\n");
  for (const Row &r : rows) {
    double v = gbps(r, r.vkcl), g = gbps(r, r.glsl);
    std::printf("| %s%s | %" PRIu64 " | %.1f | %.1f | %.2f | %.2f |\n",
                r.spec->name, r.vkcl.ok && r.glsl.ok ? "" : " (WRONG)",
                r.plan.movedBytes, v, g, g > 0 ? v / g : 0.0,
                ceilingGbps > 0 ? v / ceilingGbps : 0.0);
  }
  std::printf("\nceiling (uvec4 copy shader): %.1f GB/s; vkCmdCopyBuffer: "
              "%.1f GB/s (bytes read + written)\n",
              ceilingGbps,
              copyBuffer.ns > 0 ? copyPlan.movedBytes / copyBuffer.ns : 0.0);
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
