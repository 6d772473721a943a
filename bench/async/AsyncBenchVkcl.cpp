// Async work-group copies through vkcl, next to hand-written GLSL twins run
// through raw Vulkan on the same VkDevice/VkQueue, and a plain uvec4 copy
// shader as the device's copy-bandwidth ceiling. GPU time from timestamps,
// medians after warm-up; every output checked against a host reference
// (the method: bench/common/VulkanBench.h).
// Usage: vkcl-bench-async DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "AsyncBench.h"

#include "../common/VulkanBench.h"

using namespace asyncbench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-async";

int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", Tool, what, message.c_str());
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    return fail("usage", "vkcl-bench-async DIR BYTES [iterations]");
  std::string dir = argv[1];
  uint64_t bytes = 0;
  if (std::string e = checkBytes(argv[2], bytes); !e.empty())
    return fail("BYTES", e);
  uint32_t iterations = iterationsArg(argc, argv, 3);

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

  Suite suite(Tool, dev, **queue, *in, *out, iterations);
  if (std::string e = suite.init(); !e.empty())
    return fail("raw Vulkan", e);
  std::printf("DEVICE api=vkcl name=%s\n", dev.info().name.c_str());
  std::printf("# %s (%s), BYTES %" PRIu64 ", %u iterations after %d warm-up, "
              "up to %u work-groups of %u (grid-stride)\n",
              dev.info().name.c_str(), dev.info().driverName.c_str(), bytes,
              iterations, WarmUp, groupsFor(~0u, suite.maxGroups()),
              WorkGroupSize);

  // The ceiling first: every kernel's ratio is against it.
  suite.measureCeiling(dir + "/glsl/ceiling.spv", bytes, input);

  for (const Spec &spec : specs()) {
    Plan p = plan(spec.kind, bytes);
    uint32_t groups = groupsFor(p.tiles, suite.maxGroups());
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = p.movedBytes;
    row.outBytes = p.outBytes;
    row.check = [&input, kind = spec.kind](const std::vector<uint32_t> &out) {
      return verify(kind, input, out);
    };

    // (a) the OpenCL C kernel compiled by vkcl.
    std::string error;
    auto kernel =
        loadKernel(dev, dir + "/" + spec.name + ".spv", spec.name, error);
    Status s = kernel ? kernel->setArg(0, *in) : Status();
    if (kernel && s)
      s = kernel->setArg(1, *out);
    if (kernel && s)
      s = kernel->setValue(2, p.tiles);
    if (!kernel || !s)
      fail(spec.name, kernel ? s.message() : error);
    else
      row.vkcl = suite.vkclBody(kernel, Suite::range(groups), spec.name);

    // (b) its GLSL twin, through raw Vulkan.
    int twin = suite.raw().load(dir + "/glsl/" + spec.glsl + ".spv", error);
    if (twin < 0)
      fail(spec.name, error);
    else
      row.glsl = suite.glslBody(twin, suite.twinArgs(p.tiles), groups);
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
