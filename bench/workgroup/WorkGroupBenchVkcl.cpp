// OpenCL C work-group collectives (work_group_reduce_add and
// work_group_scan_inclusive_add on int and float, one collective per
// 256-element block, and work_group_reduce_add once per work-group after a
// grid-stride sum, a whole-array reduction) through vkcl, next to
// hand-written GLSL twins
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

#include "../common/VulkanHost.h"

using namespace workgroupbench;

int main(int argc, char **argv) {
  VulkanHost host("vkcl-bench-workgroup");
  if (!host.open(argc, argv, SizeUnit, MaxBytes))
    return 1;
  const uint64_t bytes = host.bytes();
  // The int pattern is `in` (and what the ceiling copies); the float one
  // its own buffer.
  std::vector<uint32_t> floats = floatPattern(bytes);
  if (!host.openStreams(intPattern(bytes), bytes))
    return 1;
  auto floatIn = vkcl::Buffer::create(host.device(), bytes);
  if (!floatIn)
    return host.fail("setup", floatIn.error().message);
  if (vkcl::Status s = host.queue().write(*floatIn, 0, floats.data(), bytes);
      !s)
    return host.fail("upload", s.message());
  if (!host.startSuite())
    return 1;
  host.measureCeiling();

  // Grid-stride over whole blocks: each work-group takes blocks group,
  // group + groups, ... (one collective each), so any BYTES is one 1-D
  // dispatch within the device's limits, in vkcl and the twins alike.
  Suite &suite = host.suite();
  const uint32_t n = blocks(bytes);
  const uint32_t groups = groupsFor(n, suite.maxGroups());
  const vkcl::NDRange range = Suite::range(groups);
  for (const Spec &spec : specs()) {
    const bool isFloat = spec.type == Type::Float;
    vkcl::Buffer &in = isFloat ? *floatIn : host.in();
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(spec, bytes, groups);
    row.outBytes = outBytes(spec, bytes, groups);
    row.check = check(spec, isFloat ? floats : host.input(), groups);

    // (a) the OpenCL C kernel compiled by vkcl: K(in, out, blocks).
    if (auto kernel = host.kernel(spec.name, in, host.out(), n))
      row.vkcl = suite.vkclBody(kernel, range, spec.name);

    // (b) its GLSL twin, through raw Vulkan, on the same buffers and grid.
    if (int twin = host.twin(spec.name, spec.name); twin >= 0) {
      TwinArgs args = suite.twinArgs(n);
      args.src = in.deviceAddress();
      row.glsl = suite.glslBody(twin, args, groups, spec.name);
    }
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
