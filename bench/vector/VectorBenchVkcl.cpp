// Vector data load/store (vloadn/vstoren, vload_half8/vstore_half8_rte)
// through vkcl, next to hand-written GLSL twins run through raw Vulkan on
// the same VkDevice/VkQueue, and the plain uvec4 copy shader as the device's
// copy-bandwidth ceiling. GPU time from timestamps, medians after warm-up;
// every output checked against a host reference first (the method:
// bench/common/VulkanBench.h).
// Usage: vkcl-bench-vector DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "VectorBench.h"

#include "../common/VulkanBench.h"

using namespace vectorbench;
using vkcl::Status;

namespace {

const char *Tool = "vkcl-bench-vector";

int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "%s: %s: %s\n", Tool, what, message.c_str());
  return 1;
}

/// Why the device cannot run the half twin (f16 conversions under
/// RoundingModeRTE), or empty when it can.
std::string halfTwinUnsupported(vkcl::Device &device) {
  if (!device.profile().float16)
    return "no shaderFloat16";
  VkPhysicalDeviceFloatControlsProperties controls{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES};
  VkPhysicalDeviceProperties2 properties{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  properties.pNext = &controls;
  vkGetPhysicalDeviceProperties2(device.vkPhysicalDevice(), &properties);
  if (!controls.shaderRoundingModeRTEFloat16)
    return "no shaderRoundingModeRTEFloat16";
  return {};
}

} // namespace

int main(int argc, char **argv) {
  CommandLine cl;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-vector DIR BYTES [iterations]", SizeUnit,
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
  if (std::string e = streams.open(dev, input, bytes); !e.empty())
    return fail("setup", e);

  Suite suite(Tool, dev, *streams.queue, streams.in, streams.out,
              cl.iterations);
  if (std::string e = suite.init(); !e.empty())
    return fail("raw Vulkan", e);
  printHeader("vkcl", dev.info().name, dev.info().driverName, cl,
              suite.maxGroups());

  // The ceiling first: every kernel's ratio is against it.
  suite.measureCeiling(dir + "/glsl/ceiling.spv", bytes, input);

  for (const Spec &spec : specs()) {
    uint32_t n = vectors(spec, bytes);
    uint32_t groups =
        groupsFor((n + WorkGroupSize - 1) / WorkGroupSize, suite.maxGroups());
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(bytes);
    row.outBytes = bytes;
    row.check = check(spec, input);

    // (a) the OpenCL C kernel compiled by vkcl.
    std::string error;
    auto kernel =
        loadKernel(dev, dir + "/" + spec.name + ".spv", spec.name, error);
    Status s = kernel ? kernel->setArg(0, streams.in) : Status();
    if (kernel && s)
      s = kernel->setArg(1, streams.out);
    if (kernel && s)
      s = kernel->setValue(2, n);
    if (kernel && s && spec.kind == Kind::Axpb)
      s = kernel->setValue(3, A);
    if (kernel && s && spec.kind == Kind::Axpb)
      s = kernel->setValue(4, B);
    if (!kernel || !s)
      fail(spec.name, kernel ? s.message() : error);
    else
      row.vkcl = suite.vkclBody(kernel, Suite::range(groups), spec.name);

    // (b) its GLSL twin, through raw Vulkan.
    std::string unsupported =
        spec.kind == Kind::Axpb ? halfTwinUnsupported(dev) : std::string();
    int twin =
        unsupported.empty()
            ? suite.raw().load(dir + "/glsl/" + spec.glsl + ".spv", error)
            : -1;
    if (twin < 0)
      fail(spec.name,
           unsupported.empty() ? error : "GLSL twin left out: " + unsupported);
    else
      row.glsl =
          suite.glslBody(twin, suite.twinArgs(n, A, B), groups, spec.name);
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
