// OpenCL C atomics (atomic_inc on __local bins and atomic_add into global
// ones for a byte histogram; atomic_inc on one global ticket counter;
// float atomic adds into 65536 global bins)
// through vkcl, next to hand-written GLSL twins run through raw Vulkan on
// the same VkDevice/VkQueue, and the plain uvec4 copy shader as the
// device's copy-bandwidth ceiling. The method is bench/common's
// (VulkanBench.h: everything verified first, then alternating timing
// rounds, GPU time from timestamps, medians after warm-up), with one
// difference: these kernels accumulate into memory, so before every run,
// warm-up ones included, the bins or the counter are zeroed (a fill on
// vkcl's queue, vkCmdFillBuffer for the twins, behind a barrier: the
// per-run hooks of VulkanBench.h's timing) and the timestamps bracket the
// dispatch alone. The verification then also shows
// that every run started from zero: a run on top of the last would double
// the bins or the counter.
// Usage: vkcl-bench-atomics DIR BYTES [iterations]
//   DIR: the kernels' vkcl .spv files, and glsl/*.spv (the twins, ceiling)
#include "AtomicsBench.h"

#include "../common/VulkanHost.h"

using namespace atomicsbench;

int main(int argc, char **argv) {
  VulkanHost host("vkcl-bench-atomics");
  // The ceiling first: hist256's input read is compared with it.
  if (!host.start(argc, argv, SizeUnit, MaxBytes, pattern, outBufferBytes))
    return 1;
  const uint64_t bytes = host.bytes();
  Suite &suite = host.suite();
  const uint32_t n = items(bytes);
  const uint32_t groups = groupsForItems(n, suite.maxGroups());
  vkcl::Queue &queue = host.queue();
  vkcl::Buffer &in = host.in(), &out = host.out();
  for (const Spec &spec : specs()) {
    Suite::Row row;
    row.name = spec.name;
    row.movedBytes = movedBytes(spec, bytes);
    row.outBytes = outBytes(spec, bytes);
    row.check = check(spec, host.input());
    const ZeroRange zero = zeroRange(spec, bytes);

    // (a) the OpenCL C kernel compiled by vkcl: hist256(in, bins, n),
    // counter(out, n), fhist(in, bins, n); the fill on vkcl's queue before
    // each enqueue.
    if (auto kernel = spec.kind == Kind::Counter
                          ? host.kernel(spec.name, out, n)
                          : host.kernel(spec.name, in, out, n))
      row.vkcl = suite.vkclBody(
          kernel, Suite::range(groups), spec.name, [&queue, &out, zero] {
            return queue.fill(out, zero.offset, zero.bytes, 0);
          });

    // (b) its GLSL twin, through raw Vulkan: vkCmdFillBuffer before each
    // dispatch.
    if (int twin = host.twin(spec.name, spec.source); twin >= 0)
      row.glsl = suite.glslBody(twin, suite.twinArgs(n), groups, spec.name,
                                [&out, zero](VkCommandBuffer cmd) {
                                  vkCmdFillBuffer(cmd, out.vkBuffer(),
                                                  out.vkOffset() + zero.offset,
                                                  zero.bytes, 0);
                                });
    suite.add(std::move(row));
  }
  return suite.run() ? 0 : 1;
}
