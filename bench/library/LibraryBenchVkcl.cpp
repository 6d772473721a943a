// OpenCL C library builtins (integer: mad24, mul_hi, rotate, popcount,
// clamp, add_sat; conversions: convert_uchar4_sat_rte, convert_float4;
// float math: exp, log, pow, sqrt, rsqrt, erf, fma and their native_*
// forms, and each of sin, cos, tan, exp, log, pow, sqrt, rsqrt, fma,
// atan2, erf and the native forms alone, the fn_* rows) through vkcl,
// next to hand-written GLSL twins run through raw Vulkan on the same
// VkDevice/VkQueue, and the plain uvec4 copy shader as
// the device's copy-bandwidth ceiling. GPU time from timestamps, medians
// after warm-up; every output checked against a host reference first (the
// method: bench/common/VulkanBench.h), the math kernels' within a relative
// tolerance, the twin's looser than precise vkcl's, the fn_* rows' in
// ulps against OpenCL's bounds (LibraryBench.h).
// Usage: vkcl-bench-library DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "LibraryBench.h"

#include "../common/VulkanHost.h"

using namespace librarybench;

int main(int argc, char **argv) {
  VulkanHost host("vkcl-bench-library");
  // The ceiling first: convert_pixels is held to it.
  if (!host.start(argc, argv, SizeUnit, MaxBytes, pattern, outBufferBytes))
    return 1;
  const uint64_t bytes = host.bytes();
  Suite &suite = host.suite();
  const uint32_t n = items(bytes);
  const uint32_t groups = groupsForItems(n, suite.maxGroups());
  for (const Spec &spec : specs()) {
    if (!rowSelected(spec.name))
      continue;
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(spec, bytes);
    row.outBytes = outBytes(spec, bytes);
    row.check = check(spec, host.input(), "vkcl");
    if (!exact(spec) && hasTwin(spec))
      row.glslCheck = check(spec, host.input(), "glsl");
    // (a) the OpenCL C kernel compiled by vkcl; (b) its GLSL twin, through
    // raw Vulkan.
    if (auto kernel = host.kernel(spec.name, host.in(), host.out(), n))
      row.vkcl = suite.vkclBody(kernel, Suite::range(groups), spec.name);
    row.twin = hasTwin(spec);
    if (row.twin) {
      if (int twin = host.twin(spec.name, spec.name); twin >= 0)
        row.glsl = suite.glslBody(twin, suite.twinArgs(n), groups, spec.name);
    }
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
