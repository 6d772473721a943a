// The library-builtin kernels through the platform's OpenCL (NVIDIA's on
// the GPU machine), built from the same .cl source vkcl compiles: same
// buffers, arguments and grid, GPU time from profiling events (medians
// after warm-up), every output checked against the host reference (the
// math kernels within the tolerance vkcl's are held to: LibraryBench.h).
// Usage: vkcl-bench-library-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLBench.h"

#include "LibraryBench.h"

using namespace librarybench;

namespace {

const char *Tool = "vkcl-bench-library-cl";

int fail(const std::string &what) {
  std::fprintf(stderr, "%s: %s\n", Tool, what.c_str());
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  CommandLine args;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-library-cl KERNEL_DIR BYTES [iterations]",
          SizeUnit, MaxBytes, args);
      !e.empty())
    return fail(e);
  const std::string &dir = args.dir;
  const uint64_t bytes = args.bytes;
  const uint32_t iterations = args.iterations;

  ClSetup cl;
  if (std::string e = cl.open(); !e.empty())
    return fail(e);
  std::vector<uint32_t> input = pattern(bytes);
  ClStreams streams;
  if (std::string e = streams.open(cl, input, outBufferBytes(bytes));
      !e.empty())
    return fail(e);
  cl_mem in = streams.in, out = streams.out;
  printHeader("opencl", cl.name, cl.version, args, ~0u);

  const uint32_t n = items(bytes);
  const uint32_t groups =
      groupsFor((n + WorkGroupSize - 1) / WorkGroupSize, ~0u);
  bool allOk = true;
  for (const Spec &spec : specs()) {
    Measure m;
    cl_kernel kernel =
        buildKernel(cl, dir + "/" + spec.name + ".cl", spec.name, Tool);
    if (kernel) {
      clSetKernelArg(kernel, 0, sizeof in, &in);
      clSetKernelArg(kernel, 1, sizeof out, &out);
      clSetKernelArg(kernel, 2, sizeof n, &n);
      // The first kernel also brings the clocks up (as vkcl-bench-library's
      // untimed ceiling rounds do).
      int warmUp = &spec == &specs().front()
                       ? WarmUp + GpuWarmUpRounds * int(WarmUp + iterations)
                       : WarmUp;
      m = measureKernel(cl, kernel, out, outBufferBytes(bytes),
                        outBytes(spec, bytes), groups, warmUp, iterations, Tool,
                        spec.name, check(spec, input, "opencl"));
      clReleaseKernel(kernel);
    }
    uint64_t moved = movedBytes(spec, bytes);
    printResult("opencl", spec.name, moved, m.ns, m.ok);
    std::printf("| %s%s | %.1f GB/s |\n", spec.name, m.ok ? "" : " (WRONG)",
                m.ns > 0 ? moved / m.ns : 0.0);
    std::fflush(stdout);
    allOk = allOk && m.ok;
  }
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
