// The async-copy kernels through the platform's OpenCL (NVIDIA's on the GPU
// machine), built from the same .cl source vkcl compiles: same buffers,
// sizes and grid, GPU time from profiling events (medians after warm-up),
// every output checked against the host reference.
// Usage: vkcl-bench-async-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLBench.h"

#include "AsyncBench.h"

using namespace asyncbench;

namespace {

const char *Tool = "vkcl-bench-async-cl";

int fail(const std::string &what) {
  std::fprintf(stderr, "%s: %s\n", Tool, what.c_str());
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  CommandLine args;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-async-cl KERNEL_DIR BYTES [iterations]",
          SizeUnit, MaxBytes, args);
      !e.empty())
    return fail(e);
  const std::string &dir = args.dir;
  const uint64_t bytes = args.bytes;
  const uint32_t iterations = args.iterations;

  ClSetup cl;
  if (std::string e = cl.open(); !e.empty())
    return fail(e);
  // As vkcl-bench-async: the stencil's halo past the input.
  std::vector<uint32_t> input = pattern(bytes + HaloBytes);
  ClStreams streams;
  if (std::string e = streams.open(cl, input, bytes); !e.empty())
    return fail(e);
  cl_mem in = streams.in, out = streams.out;
  printHeader("opencl", cl.name, cl.version, args, ~0u);

  bool allOk = true;
  for (const Spec &spec : specs()) {
    Plan p = plan(spec.kind, bytes);
    Measure m;
    cl_kernel kernel =
        buildKernel(cl, dir + "/" + spec.name + ".cl", spec.name, Tool);
    if (kernel) {
      clSetKernelArg(kernel, 0, sizeof in, &in);
      clSetKernelArg(kernel, 1, sizeof out, &out);
      clSetKernelArg(kernel, 2, sizeof p.tiles, &p.tiles);
      // The first kernel also brings the clocks up (as vkcl-bench-async's
      // untimed ceiling rounds do).
      int warmUp = &spec == &specs().front()
                       ? WarmUp + GpuWarmUpRounds * int(WarmUp + iterations)
                       : WarmUp;
      m = measureKernel(cl, kernel, out, bytes, p.outBytes,
                        groupsFor(p.tiles, ~0u), warmUp, iterations, Tool,
                        spec.name, [&](const std::vector<uint32_t> &result) {
                          return verify(spec.kind, input, result);
                        });
      clReleaseKernel(kernel);
    }
    printResult("opencl", spec.name, p.movedBytes, m.ns, m.ok);
    std::printf("| %s%s | %.1f GB/s |\n", spec.name, m.ok ? "" : " (WRONG)",
                m.ns > 0 ? p.movedBytes / m.ns : 0.0);
    std::fflush(stdout);
    allOk = allOk && m.ok;
  }
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
