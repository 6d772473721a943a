// The vector-data kernels through the platform's OpenCL (NVIDIA's on the
// GPU machine), built from the same .cl source vkcl compiles: same
// buffers, arguments and grid, GPU time from profiling events (medians
// after warm-up), every output checked against the host reference.
// Usage: vkcl-bench-vector-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLHost.h"

#include "VectorBench.h"

using namespace vectorbench;

int main(int argc, char **argv) {
  ClHost host("vkcl-bench-vector-cl");
  if (!host.start(argc, argv, SizeUnit, MaxBytes, pattern))
    return 1;
  const uint64_t bytes = host.bytes();
  cl_mem in = host.in(), out = host.out();
  for (const Spec &spec : specs()) {
    uint32_t n = vectors(spec, bytes);
    Measure m;
    if (ClKernel kernel = spec.kind == Kind::Axpb
                              ? host.kernel(spec.name, in, out, n, A, B)
                              : host.kernel(spec.name, in, out, n))
      m = host.measure(kernel.get(), spec.name, bytes, groupsForItems(n, ~0u),
                       check(spec, host.input()));
    host.report(spec.name, movedBytes(bytes), m);
  }
  return host.finish();
}
