// Vector data load/store (vloadn/vstoren, vload_half8/vstore_half8_rte)
// through vkcl, next to hand-written GLSL twins run through raw Vulkan on
// the same VkDevice/VkQueue, and the plain uvec4 copy shader as the device's
// copy-bandwidth ceiling. GPU time from timestamps, medians after warm-up;
// every output checked against a host reference first (the method:
// bench/common/VulkanBench.h).
// Usage: vkcl-bench-vector DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "VectorBench.h"

#include "../common/VulkanHost.h"

using namespace vectorbench;

namespace {

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
  VulkanHost host("vkcl-bench-vector");
  // The ceiling first: every kernel's ratio is against it.
  if (!host.start(argc, argv, SizeUnit, MaxBytes, pattern))
    return 1;
  const uint64_t bytes = host.bytes();
  Suite &suite = host.suite();
  for (const Spec &spec : specs()) {
    uint32_t n = vectors(spec, bytes);
    uint32_t groups = groupsForItems(n, suite.maxGroups());
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(bytes);
    row.outBytes = bytes;
    row.check = check(spec, host.input());

    // (a) the OpenCL C kernel compiled by vkcl.
    if (auto kernel =
            spec.kind == Kind::Axpb
                ? host.kernel(spec.name, host.in(), host.out(), n, A, B)
                : host.kernel(spec.name, host.in(), host.out(), n))
      row.vkcl = suite.vkclBody(kernel, Suite::range(groups), spec.name);

    // (b) its GLSL twin, through raw Vulkan.
    std::string unsupported = spec.kind == Kind::Axpb
                                  ? halfTwinUnsupported(host.device())
                                  : std::string();
    int twin = -1;
    if (unsupported.empty())
      twin = host.twin(spec.name, spec.glsl);
    else
      host.fail(spec.name, "GLSL twin left out: " + unsupported);
    if (twin >= 0)
      row.glsl =
          suite.glslBody(twin, suite.twinArgs(n, A, B), groups, spec.name);
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
