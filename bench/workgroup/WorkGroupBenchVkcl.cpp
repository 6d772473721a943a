// OpenCL C work-group collectives (work_group_reduce_add and
// work_group_scan_inclusive_add on int and float, one collective per
// 256-element block) through vkcl, next to hand-written GLSL twins
// (subgroup operations and shared memory) run through raw Vulkan on the
// same VkDevice/VkQueue, and the plain uvec4 copy shader as the device's
// copy-bandwidth ceiling. The method is bench/common's (VulkanBench.h:
// everything verified first, then alternating timing rounds, GPU time from
// timestamps, medians after warm-up). The int kernels read one input, the
// float kernels another (small integers, so every result is exact and
// checked bit for bit). No OpenCL host: NVIDIA's OpenCL has no work-group
// functions.
// Usage: vkcl-bench-workgroup DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "WorkGroupBench.h"

#include "../common/VulkanBench.h"

using namespace workgroupbench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-workgroup";

int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", Tool, what, message.c_str());
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  CommandLine cl;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-workgroup DIR BYTES [iterations]", SizeUnit,
          MaxBytes, cl);
      !e.empty())
    return fail("arguments", e);
  const std::string &dir = cl.dir;
  const uint64_t bytes = cl.bytes;

  auto device = openTimedDevice();
  if (!device)
    return fail("device", device.error().message);
  vkcl::Device &dev = **device;
  // The int pattern is `in` (and what the ceiling copies); the float one
  // its own buffer.
  std::vector<uint32_t> ints = intPattern(bytes);
  std::vector<uint32_t> floats = floatPattern(bytes);
  Streams streams;
  if (std::string e = streams.open(dev, ints, bytes); !e.empty())
    return fail("setup", e);
  auto floatIn = vkcl::Buffer::create(dev, bytes);
  if (!floatIn)
    return fail("setup", floatIn.error().message);
  if (Status s = streams.queue->write(*floatIn, 0, floats.data(), bytes); !s)
    return fail("upload", s.message());

  Suite suite(Tool, dev, *streams.queue, streams.in, streams.out,
              cl.iterations);
  if (std::string e = suite.init(); !e.empty())
    return fail("raw Vulkan", e);
  printHeader("vkcl", dev.info().name, dev.info().driverName, cl,
              suite.maxGroups());
  suite.measureCeiling(dir + "/glsl/ceiling.spv", bytes, ints);

  // Grid-stride over whole blocks: each work-group takes blocks group,
  // group + groups, ... (one collective each), so any BYTES is one 1-D
  // dispatch within the device's limits, in vkcl and the twins alike.
  const uint32_t n = blocks(bytes);
  const uint32_t groups = groupsFor(n, suite.maxGroups());
  const vkcl::NDRange range = Suite::range(groups);
  for (const Spec &spec : specs()) {
    const bool isFloat = spec.type == Type::Float;
    vkcl::Buffer &in = isFloat ? *floatIn : streams.in;
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(spec, bytes);
    row.outBytes = outBytes(spec, bytes);
    row.check = check(spec, isFloat ? floats : ints);

    // (a) the OpenCL C kernel compiled by vkcl: K(in, out, blocks).
    std::string error;
    auto kernel =
        loadKernel(dev, dir + "/" + spec.name + ".spv", spec.name, error);
    Status s;
    if (kernel)
      s = kernel->setArg(0, in);
    if (kernel && s)
      s = kernel->setArg(1, streams.out);
    if (kernel && s)
      s = kernel->setValue(2, n);
    if (!kernel || !s)
      fail(spec.name, kernel ? s.message() : error);
    else
      row.vkcl = suite.vkclBody(kernel, range, spec.name);

    // (b) its GLSL twin, through raw Vulkan, on the same buffers and grid.
    int twin = suite.raw().load(dir + "/glsl/" + spec.name + ".spv", error);
    if (twin < 0) {
      fail(spec.name, error);
    } else {
      TwinArgs args = suite.twinArgs(n);
      args.src = in.deviceAddress();
      row.glsl = suite.glslBody(twin, args, groups, spec.name);
    }
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
