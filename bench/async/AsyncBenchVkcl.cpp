// Async work-group copies through vkcl, next to hand-written GLSL twins run
// through raw Vulkan on the same VkDevice/VkQueue, and a plain uvec4 copy
// shader as the device's copy-bandwidth ceiling. GPU time from timestamps,
// medians after warm-up; every output checked against a host reference
// (the method: bench/common/VulkanBench.h).
// Usage: vkcl-bench-async DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "AsyncBench.h"

#include "../common/VulkanHost.h"

using namespace asyncbench;

int main(int argc, char **argv) {
  VulkanHost host("vkcl-bench-async");
  // The stencil reads a halo past the input's end; the gather's output is
  // a quarter of BYTES, the others' all of it. The ceiling first: every
  // kernel's ratio is against it.
  if (!host.start(argc, argv, SizeUnit, MaxBytes,
                  [](uint64_t bytes) { return pattern(bytes + HaloBytes); }))
    return 1;
  const std::vector<uint32_t> &input = host.input();
  Suite &suite = host.suite();
  for (const Spec &spec : specs()) {
    Plan p = plan(spec.kind, host.bytes());
    uint32_t groups = groupsFor(p.tiles, suite.maxGroups());
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = p.movedBytes;
    row.outBytes = p.outBytes;
    row.check = [&input, kind = spec.kind](const std::vector<uint32_t> &out) {
      return verify(kind, input, out);
    };
    // (a) the OpenCL C kernel compiled by vkcl; (b) its GLSL twin, through
    // raw Vulkan.
    if (auto kernel = host.kernel(spec.name, host.in(), host.out(), p.tiles))
      row.vkcl = suite.vkclBody(kernel, Suite::range(groups), spec.name);
    if (int twin = host.twin(spec.name, spec.glsl); twin >= 0)
      row.glsl =
          suite.glslBody(twin, suite.twinArgs(p.tiles), groups, spec.name);
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
