// OpenCL C atomics (atomic_inc on __local bins and atomic_add into global
// ones for a byte histogram; atomic_inc on one global ticket counter)
// through vkcl, next to hand-written GLSL twins run through raw Vulkan on
// the same VkDevice/VkQueue, and the plain uvec4 copy shader as the
// device's copy-bandwidth ceiling. The method is bench/common's
// (VulkanBench.h: everything verified first, then alternating timing
// rounds, GPU time from timestamps, medians after warm-up), with one
// difference: these kernels accumulate into memory, so before every run,
// warm-up ones included, the bins or the counter are zeroed (a fill on
// vkcl's queue, vkCmdFillBuffer for the twins, behind a barrier) and the
// timestamps bracket the dispatch alone. The verification then also shows
// that every run started from zero: a run on top of the last would double
// the bins or the counter.
// Usage: vkcl-bench-atomics DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "AtomicsBench.h"

#include "../common/VulkanBench.h"

using namespace atomicsbench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-atomics";

int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", Tool, what, message.c_str());
  return 1;
}

/// The GLSL twins' timing: bench/common's RawRunner with the output's
/// counters zeroed by vkCmdFillBuffer before each dispatch. The start
/// stamp is taken at the bottom of the pipe, as vkcl's queue takes it,
/// once the fill (and everything before) has completed: a top-of-pipe
/// stamp could be written before the fill is done and count it.
class ZeroingRunner {
public:
  explicit ZeroingRunner(vkcl::Device &device) : vk_(device) {}

  /// Empty on success, else what failed.
  std::string init(uint32_t maxDispatches) {
    return vk_.init(sizeof(TwinArgs), 2 * maxDispatches);
  }
  /// Loads a glslang .spv; the pipeline's index, or -1 (error in `error`).
  int load(const std::string &path, std::string &error) {
    return vk_.load(path, error);
  }
  std::string statistics(int index) { return vk_.statistics(index); }

  /// `count` times: zero `zero` of `out`, dispatch `groups` work-groups of
  /// pipeline `index`. Their GPU times in ns, the first WarmUp left out;
  /// empty on failure.
  std::vector<double> run(int index, const TwinArgs &args, uint32_t groups,
                          const vkcl::Buffer &out, ZeroRange zero,
                          uint32_t count) {
    count = vk_.begin(2 * count) / 2;
    vk_.bind(index, &args, sizeof args);
    for (uint32_t i = 0; i < count; ++i) {
      // After the previous dispatch (and vkcl's poison of the output).
      vk_.barrier();
      vkCmdFillBuffer(vk_.cmd(), out.vkBuffer(), out.vkOffset() + zero.offset,
                      zero.bytes, 0);
      vk_.barrier();
      vk_.timestamp(VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 2 * i);
      vkCmdDispatch(vk_.cmd(), groups, 1, 1);
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

private:
  RawVulkan vk_;
};

/// timeKernel() (VulkanBench.h) with `zero` of `out` filled with zeros on
/// vkcl's queue before each enqueue; the events time the dispatches only.
double timeZeroed(vkcl::Queue &queue, vkcl::Buffer &out, ZeroRange zero,
                  vkcl::Kernel &kernel, const vkcl::NDRange &range,
                  uint32_t iterations, const char *name) {
  std::vector<vkcl::Event> events(iterations);
  for (uint32_t i = 0; i < WarmUp + iterations; ++i) {
    Status s = queue.fill(out, zero.offset, zero.bytes, 0);
    if (s)
      s = queue.enqueue(kernel, range,
                        i < uint32_t(WarmUp) ? nullptr : &events[i - WarmUp]);
    if (!s) {
      std::fprintf(stderr, "%s: %s: %s\n", Tool, name, s.message().c_str());
      return 0.0;
    }
  }
  std::vector<double> ns;
  for (auto &event : events)
    if (auto t = event.gpuTimeNs())
      ns.push_back(*t);
  return median(ns);
}

} // namespace

int main(int argc, char **argv) {
  CommandLine cl;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-atomics DIR BYTES [iterations]", SizeUnit,
          MaxBytes, cl);
      !e.empty())
    return fail("arguments", e);
  const std::string &dir = cl.dir;
  const uint64_t bytes = cl.bytes;

  auto device = openTimedDevice();
  if (!device)
    return fail("device", device.error().message);
  vkcl::Device &dev = **device;
  std::vector<uint32_t> input = pattern(bytes);
  Streams streams;
  if (std::string e = streams.open(dev, input, outBufferBytes(bytes));
      !e.empty())
    return fail("setup", e);

  Suite suite(Tool, dev, *streams.queue, streams.in, streams.out,
              cl.iterations);
  ZeroingRunner twins(dev);
  if (std::string e = suite.init(); !e.empty())
    return fail("raw Vulkan", e);
  if (std::string e = twins.init(WarmUp + cl.iterations); !e.empty())
    return fail("raw Vulkan", e);
  printHeader("vkcl", dev.info().name, dev.info().driverName, cl,
              suite.maxGroups());

  // The ceiling first: hist256's input read is compared with it.
  suite.measureCeiling(dir + "/glsl/ceiling.spv", bytes, input);

  const uint32_t n = items(bytes);
  const uint32_t groups =
      groupsFor((n + WorkGroupSize - 1) / WorkGroupSize, suite.maxGroups());
  const vkcl::NDRange range = Suite::range(groups);
  vkcl::Queue &queue = *streams.queue;
  vkcl::Buffer &out = streams.out;
  const uint32_t iterations = cl.iterations;
  for (const Spec &spec : specs()) {
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(spec, bytes);
    row.outBytes = outBytes(spec, bytes);
    row.check = check(spec, input);
    const ZeroRange zero = zeroRange(spec, bytes);

    // (a) the OpenCL C kernel compiled by vkcl: hist256(in, bins, n),
    // counter(out, n).
    std::string error;
    auto kernel =
        loadKernel(dev, dir + "/" + spec.name + ".spv", spec.name, error);
    Status s;
    uint32_t arg = 0;
    if (kernel && spec.kind == Kind::Hist256)
      s = kernel->setArg(arg++, streams.in);
    if (kernel && s)
      s = kernel->setArg(arg++, out);
    if (kernel && s)
      s = kernel->setValue(arg, n);
    if (!kernel || !s) {
      fail(spec.name, kernel ? s.message() : error);
    } else {
      printStatistics(spec.name, "vkcl", kernelStatistics(*kernel, range));
      const char *name = spec.name;
      row.vkcl = [&queue, &out, zero, kernel, range, iterations, name] {
        return timeZeroed(queue, out, zero, *kernel, range, iterations, name);
      };
    }

    // (b) its GLSL twin, through raw Vulkan.
    int twin = twins.load(dir + "/glsl/" + spec.name + ".spv", error);
    if (twin < 0) {
      fail(spec.name, error);
    } else {
      printStatistics(spec.name, "glsl", twins.statistics(twin));
      TwinArgs args = suite.twinArgs(n);
      row.glsl = [&twins, &out, zero, twin, args, groups, iterations] {
        return median(
            twins.run(twin, args, groups, out, zero, WarmUp + iterations));
      };
    }
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
