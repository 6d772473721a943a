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
  if (argc < 3)
    return fail("usage: vkcl-bench-async-cl KERNEL_DIR BYTES [iterations]");
  std::string dir = argv[1];
  uint64_t bytes = 0;
  if (std::string e = checkBytes(argv[2], bytes); !e.empty())
    return fail(e);
  uint32_t iterations = iterationsArg(argc, argv, 3);

  ClSetup cl;
  if (std::string e = cl.open(); !e.empty())
    return fail(e);
  // As vkcl-bench-async: the stencil's halo past the input.
  cl_int err;
  cl_mem in = clCreateBuffer(cl.context, CL_MEM_READ_ONLY, bytes + HaloBytes,
                             nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateBuffer (in): " + std::to_string(err));
  cl_mem out =
      clCreateBuffer(cl.context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateBuffer (out): " + std::to_string(err));
  std::vector<uint32_t> input = pattern(bytes + HaloBytes);
  err = clEnqueueWriteBuffer(cl.queue, in, CL_TRUE, 0, bytes + HaloBytes,
                             input.data(), 0, nullptr, nullptr);
  if (err != CL_SUCCESS)
    return fail("clEnqueueWriteBuffer: " + std::to_string(err));
  std::printf("DEVICE api=opencl name=%s\n", cl.name.c_str());
  std::printf("# %s (%s), BYTES %" PRIu64 ", %u iterations after %d warm-up, "
              "up to %u work-groups of %u (grid-stride)\n",
              cl.name.c_str(), cl.version.c_str(), bytes, iterations, WarmUp,
              groupsFor(~0u, ~0u), WorkGroupSize);

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
  clReleaseMemObject(in);
  clReleaseMemObject(out);
  return allOk ? 0 : 1;
}
