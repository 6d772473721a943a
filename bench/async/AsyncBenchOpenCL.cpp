// The async-copy kernels through the platform's OpenCL (NVIDIA's on the GPU
// machine), built from the same .cl source vkcl compiles: same buffers,
// sizes and grid, GPU time from profiling events (medians after warm-up),
// every output checked against the host reference.
// Usage: vkcl-bench-async-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLHost.h"

#include "AsyncBench.h"

using namespace asyncbench;

int main(int argc, char **argv) {
  ClHost host("vkcl-bench-async-cl");
  // As vkcl-bench-async: the stencil's halo past the input.
  if (!host.start(argc, argv, SizeUnit, MaxBytes,
                  [](uint64_t bytes) { return pattern(bytes + HaloBytes); }))
    return 1;
  const std::vector<uint32_t> &input = host.input();
  cl_mem in = host.in(), out = host.out();
  for (const Spec &spec : specs()) {
    Plan p = plan(spec.kind, host.bytes());
    Measure m;
    if (ClKernel kernel = host.kernel(spec.name, in, out, p.tiles))
      m = host.measure(kernel.get(), spec.name, p.outBytes,
                       groupsFor(p.tiles, ~0u),
                       [&](const std::vector<uint32_t> &result) {
                         return verify(spec.kind, input, result);
                       });
    host.report(spec.name, p.movedBytes, m);
  }
  return host.finish();
}
