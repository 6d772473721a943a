// The atomics kernels through the platform's OpenCL (NVIDIA's on the GPU
// machine), built from the same .cl source vkcl compiles: same buffers,
// arguments and grid, GPU time from profiling events (medians after
// warm-up), every output checked against the host reference. As in the
// Vulkan host, the bins or the counter are zeroed (clEnqueueFillBuffer)
// before every run; the events time the kernels alone. bench/common's
// measureKernel() enqueues kernels back to back, so this host has its own.
// Usage: vkcl-bench-atomics-cl KERNEL_DIR BYTES [iterations]
#include "../common/OpenCLBench.h"

#include "AtomicsBench.h"

using namespace atomicsbench;

namespace {

const char *Tool = "vkcl-bench-atomics-cl";

int fail(const std::string &what) {
  std::fprintf(stderr, "%s: %s\n", Tool, what.c_str());
  return 1;
}

/// measureKernel() (OpenCLBench.h) with `zero` of `out` filled with zeros
/// before each of the `warmUp` + `iterations` runs: `out` poisoned first,
/// the result of the last run read back and checked.
Measure measureZeroed(const ClSetup &cl, cl_kernel kernel, cl_mem out,
                      uint64_t outBufferBytes, uint64_t outBytes,
                      ZeroRange zero, uint32_t groups, int warmUp,
                      uint32_t iterations, const char *name,
                      const Check &check) {
  Measure m;
  size_t local = WorkGroupSize;
  size_t global = size_t(groups) * local;
  const cl_uint zeroWord = 0;
  cl_int err = clEnqueueFillBuffer(cl.queue, out, &Poison, sizeof Poison, 0,
                                   outBufferBytes, 0, nullptr, nullptr);
  std::vector<cl_event> events(warmUp + iterations, nullptr);
  for (size_t i = 0; i < events.size() && err == CL_SUCCESS; ++i) {
    err = clEnqueueFillBuffer(cl.queue, out, &zeroWord, sizeof zeroWord,
                              zero.offset, zero.bytes, 0, nullptr, nullptr);
    if (err == CL_SUCCESS)
      err = clEnqueueNDRangeKernel(cl.queue, kernel, 1, nullptr, &global,
                                   &local, 0, nullptr, &events[i]);
  }
  clFinish(cl.queue);
  std::vector<double> times;
  for (size_t i = 0; i < events.size() && events[i]; ++i) {
    if (i >= size_t(warmUp))
      times.push_back(double(profiled(events[i], CL_PROFILING_COMMAND_END) -
                             profiled(events[i], CL_PROFILING_COMMAND_START)));
    clReleaseEvent(events[i]);
  }
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "%s: %s: enqueue failed (%d)\n", Tool, name, err);
    return m;
  }
  m.ns = median(times);
  std::vector<uint32_t> result(outBytes / 4);
  err = clEnqueueReadBuffer(cl.queue, out, CL_TRUE, 0, outBytes, result.data(),
                            0, nullptr, nullptr);
  std::string error =
      err != CL_SUCCESS ? "clEnqueueReadBuffer failed" : check(result);
  if (!error.empty())
    std::fprintf(stderr, "%s: opencl %s: WRONG: %s\n", Tool, name,
                 error.c_str());
  m.ok = error.empty();
  return m;
}

} // namespace

int main(int argc, char **argv) {
  CommandLine args;
  if (std::string e = parseCommandLine(
          argc, argv, "vkcl-bench-atomics-cl KERNEL_DIR BYTES [iterations]",
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
      // hist256(in, bins, n), counter(out, n).
      cl_uint arg = 0;
      if (spec.kind == Kind::Hist256)
        clSetKernelArg(kernel, arg++, sizeof in, &in);
      clSetKernelArg(kernel, arg++, sizeof out, &out);
      clSetKernelArg(kernel, arg, sizeof n, &n);
      // The first kernel also brings the clocks up (as vkcl-bench-atomics'
      // untimed ceiling rounds do).
      int warmUp = &spec == &specs().front()
                       ? WarmUp + GpuWarmUpRounds * int(WarmUp + iterations)
                       : WarmUp;
      m = measureZeroed(cl, kernel, out, outBufferBytes(bytes),
                        outBytes(spec, bytes), zeroRange(spec, bytes), groups,
                        warmUp, iterations, spec.name, check(spec, input));
      clReleaseKernel(kernel);
    }
    uint64_t moved = movedBytes(spec, bytes);
    printResult("opencl", spec.name, moved, m.ns, m.ok);
    std::printf("| %s%s | %.3f ms | %.1f GB/s |\n", spec.name,
                m.ok ? "" : " (WRONG)", m.ns / 1e6,
                m.ns > 0 ? moved / m.ns : 0.0);
    std::fflush(stdout);
    allOk = allOk && m.ok;
  }
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  return allOk ? 0 : 1;
}
