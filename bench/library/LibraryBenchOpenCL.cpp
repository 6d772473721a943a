// The library-builtin kernels through the platform's OpenCL (NVIDIA's on
// the GPU machine), built from the same .cl source vkcl compiles: same
// buffers, arguments and grid, GPU time from profiling events (medians
// after warm-up), every output checked against the host reference (the
// math kernels within the tolerance vkcl's are held to, the fn_* rows,
// math_fn.cl built once per function with -DFN=... -DKERNEL=fn_<name>,
// within OpenCL's ulp bounds or the native rows' loose tolerance:
// LibraryBench.h).
// Usage: vkcl-bench-library-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLHost.h"

#include "LibraryBench.h"

using namespace librarybench;

int main(int argc, char **argv) {
  ClHost host("vkcl-bench-library-cl");
  if (!host.start(argc, argv, SizeUnit, MaxBytes, pattern, outBufferBytes))
    return 1;
  const uint64_t bytes = host.bytes();
  const uint32_t n = items(bytes);
  cl_mem in = host.in(), out = host.out();
  for (const Spec &spec : specs()) {
    if (!rowSelected(spec.name))
      continue;
    Measure m;
    if (ClKernel kernel =
            host.kernelFrom(spec.source(), spec.name, spec.options, in, out, n))
      m = host.measure(kernel.get(), spec.name, outBytes(spec, bytes),
                       groupsForItems(n, ~0u),
                       check(spec, host.input(), "opencl"));
    host.report(spec.name, movedBytes(spec, bytes), m);
  }
  return host.finish();
}
