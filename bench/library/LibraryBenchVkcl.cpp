// OpenCL C library builtins (integer: mad24, mul_hi, rotate, popcount,
// clamp, add_sat; conversions: convert_uchar4_sat_rte, convert_float4;
// float math: exp, log, pow, sqrt, rsqrt, erf, fma and their native_*
// forms) through vkcl, next to hand-written GLSL twins run through raw
// Vulkan on the same VkDevice/VkQueue, and the plain uvec4 copy shader as
// the device's copy-bandwidth ceiling. GPU time from timestamps, medians
// after warm-up; every output checked against a host reference first (the
// method: bench/common/VulkanBench.h), the math kernels' within a relative
// tolerance, the twin's looser than precise vkcl's (LibraryBench.h).
// Usage: vkcl-bench-library DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "LibraryBench.h"

#include "../common/VulkanBench.h"

using namespace librarybench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-library";

int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", Tool, what, message.c_str());
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  CommandLine cl;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-library DIR BYTES [iterations]", SizeUnit,
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
  if (std::string e = suite.init(); !e.empty())
    return fail("raw Vulkan", e);
  printHeader("vkcl", dev.info().name, dev.info().driverName, cl,
              suite.maxGroups());

  // The ceiling first: convert_pixels is held to it.
  suite.measureCeiling(dir + "/glsl/ceiling.spv", bytes, input);

  const uint32_t n = items(bytes);
  const uint32_t groups =
      groupsFor((n + WorkGroupSize - 1) / WorkGroupSize, suite.maxGroups());
  for (const Spec &spec : specs()) {
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(spec, bytes);
    row.outBytes = outBytes(spec, bytes);
    row.check = check(spec, input, "vkcl");
    if (!exact(spec))
      row.glslCheck = check(spec, input, "glsl");

    // (a) the OpenCL C kernel compiled by vkcl.
    std::string error;
    auto kernel =
        loadKernel(dev, dir + "/" + spec.name + ".spv", spec.name, error);
    Status s = kernel ? kernel->setArg(0, streams.in) : Status();
    if (kernel && s)
      s = kernel->setArg(1, streams.out);
    if (kernel && s)
      s = kernel->setValue(2, n);
    if (!kernel || !s)
      fail(spec.name, kernel ? s.message() : error);
    else
      row.vkcl = suite.vkclBody(kernel, Suite::range(groups), spec.name);

    // (b) its GLSL twin, through raw Vulkan.
    int twin = suite.raw().load(dir + "/glsl/" + spec.name + ".spv", error);
    if (twin < 0)
      fail(spec.name, error);
    else
      row.glsl = suite.glslBody(twin, suite.twinArgs(n), groups, spec.name);
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
