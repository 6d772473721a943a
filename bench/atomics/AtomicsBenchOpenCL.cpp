// The atomics kernels through the platform's OpenCL (NVIDIA's on the GPU
// machine), built from the same .cl source vkcl compiles: same buffers,
// arguments and grid, GPU time from profiling events (medians after
// warm-up), every output checked against the host reference. As in the
// Vulkan host, the bins or the counter are zeroed (clEnqueueFillBuffer,
// bench/common's measureKernel() enqueueing it before every run); the
// events time the kernels alone.
// Usage: vkcl-bench-atomics-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLHost.h"

#include "AtomicsBench.h"

using namespace atomicsbench;

int main(int argc, char **argv) {
  ClHost host("vkcl-bench-atomics-cl");
  if (!host.start(argc, argv, SizeUnit, MaxBytes, pattern, outBufferBytes))
    return 1;
  const uint64_t bytes = host.bytes();
  const uint32_t n = items(bytes);
  cl_mem in = host.in(), out = host.out();
  for (const Spec &spec : specs()) {
    if (!spec.opencl)
      continue; // a vkcl build variant
    const ZeroRange zero = zeroRange(spec, bytes);
    auto zeroFill = [&] {
      const cl_uint zeroWord = 0;
      return clEnqueueFillBuffer(host.cl().queue, out, &zeroWord,
                                 sizeof zeroWord, zero.offset, zero.bytes, 0,
                                 nullptr, nullptr);
    };
    Measure m;
    // hist256(in, bins, n), counter(out, n), fhist(in, bins, n).
    if (ClKernel kernel = spec.kind == Kind::Counter
                              ? host.kernel(spec.name, out, n)
                              : host.kernel(spec.name, in, out, n))
      m = host.measure(kernel.get(), spec.name, outBytes(spec, bytes),
                       groupsForItems(n, ~0u), check(spec, host.input()),
                       zeroFill);
    host.report(spec.name, movedBytes(spec, bytes), m, true);
  }
  return host.finish();
}
