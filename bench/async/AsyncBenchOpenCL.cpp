// The async-copy kernels through the platform's OpenCL (NVIDIA's on the GPU
// machine), built from the same .cl source vkcl compiles: same buffers,
// sizes and grid, GPU time from profiling events (medians after warm-up),
// every output checked against the host reference.
// Usage: vkcl-bench-async-cl KERNEL_DIR BYTES [iterations]
#define CL_TARGET_OPENCL_VERSION 300
#include "../common/OpenCLDevice.h"
#include <CL/cl.h>

#include "AsyncBench.h"

#include <fstream>
#include <sstream>

using namespace asyncbench;

namespace {

const char *Tool = "vkcl-bench-async-cl";

int fail(const char *what, cl_int err) {
  std::fprintf(stderr, "%s: %s failed (%d)\n", Tool, what, err);
  return 1;
}

cl_ulong profile(cl_event event, cl_profiling_info what) {
  cl_ulong t = 0;
  clGetEventProfilingInfo(event, what, sizeof t, &t, nullptr);
  return t;
}

/// Builds `spec`'s kernel; null (with the build log printed) on failure.
cl_kernel build(cl_context context, cl_device_id device, const std::string &dir,
                const Spec &spec) {
  std::ifstream file(dir + "/" + spec.name + ".cl");
  std::stringstream text;
  text << file.rdbuf();
  std::string source = text.str();
  if (source.empty()) {
    std::fprintf(stderr, "%s: cannot read %s/%s.cl\n", Tool, dir.c_str(),
                 spec.name);
    return nullptr;
  }
  const char *src = source.c_str();
  cl_int err;
  cl_program program =
      clCreateProgramWithSource(context, 1, &src, nullptr, &err);
  // OpenCL C 1.2: what every platform (NVIDIA's included) compiles.
  err = clBuildProgram(program, 1, &device, "-cl-std=CL1.2", nullptr, nullptr);
  if (err != CL_SUCCESS) {
    size_t size = 0;
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                          &size);
    std::string log(size, '\0');
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, &log[0],
                          nullptr);
    std::fprintf(stderr, "%s: building %s failed (%d):\n%s\n", Tool, spec.name,
                 err, log.c_str());
    clReleaseProgram(program);
    return nullptr;
  }
  cl_kernel kernel = clCreateKernel(program, spec.name, &err);
  clReleaseProgram(program); // the kernel keeps it
  return err == CL_SUCCESS ? kernel : nullptr;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    return fail("usage: vkcl-bench-async-cl KERNEL_DIR BYTES [iterations]", 0);
  std::string dir = argv[1];
  uint64_t bytes = 0;
  if (std::string e = checkBytes(argv[2], bytes); !e.empty())
    return fail(e.c_str(), 0);
  uint32_t iterations = argc > 3 ? uint32_t(std::atoi(argv[3])) : 20;
  iterations = std::max(1u, std::min(iterations, 1000u));

  cl_int err = CL_SUCCESS;
  cl_device_id device = bench::firstGpuDevice(&err);
  if (!device)
    return fail("no OpenCL device (clGetPlatformIDs/clGetDeviceIDs)", err);
  char name[256] = {}, version[256] = {};
  clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, nullptr);
  clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof version, version, nullptr);
  size_t maxGroupSize = 0;
  clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxGroupSize,
                  &maxGroupSize, nullptr);
  if (maxGroupSize < WorkGroupSize)
    return fail("work-groups of 256 (CL_DEVICE_MAX_WORK_GROUP_SIZE)", 0);
  cl_context context =
      clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateContext", err);
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE,
                                 0};
  cl_command_queue queue =
      clCreateCommandQueueWithProperties(context, device, props, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateCommandQueueWithProperties", err);

  // As vkcl-bench-async: the stencil's halo past the input.
  cl_mem in = clCreateBuffer(context, CL_MEM_READ_ONLY, bytes + HaloBytes,
                             nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateBuffer (in)", err);
  cl_mem out = clCreateBuffer(context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateBuffer (out)", err);
  std::vector<uint32_t> input = pattern(bytes + HaloBytes);
  err = clEnqueueWriteBuffer(queue, in, CL_TRUE, 0, bytes + HaloBytes,
                             input.data(), 0, nullptr, nullptr);
  if (err != CL_SUCCESS)
    return fail("clEnqueueWriteBuffer", err);
  std::printf("DEVICE api=opencl name=%s\n", name);
  std::printf("# %s (%s), BYTES %" PRIu64 ", %u iterations after %d warm-up, "
              "up to %u work-groups of %u (grid-stride)\n",
              name, version, bytes, iterations, WarmUp, groupsFor(~0u, ~0u),
              WorkGroupSize);

  bool allOk = true;
  for (const Spec &spec : specs()) {
    Plan plan = asyncbench::plan(spec.kind, bytes);
    double ns = 0;
    bool ok = false;
    cl_kernel kernel = build(context, device, dir, spec);
    if (kernel) {
      clSetKernelArg(kernel, 0, sizeof in, &in);
      clSetKernelArg(kernel, 1, sizeof out, &out);
      clSetKernelArg(kernel, 2, sizeof plan.tiles, &plan.tiles);
      size_t local = WorkGroupSize;
      size_t global = size_t(groupsFor(plan.tiles, ~0u)) * local;
      // Poisoned, so a kernel that writes nothing cannot pass.
      err = clEnqueueFillBuffer(queue, out, &Poison, sizeof Poison, 0, bytes, 0,
                                nullptr, nullptr);
      // The first kernel also brings the clocks up (as vkcl-bench-async's
      // untimed ceiling rounds do).
      int warmUp = &spec == &specs().front()
                       ? WarmUp + GpuWarmUpRounds * int(WarmUp + iterations)
                       : WarmUp;
      std::vector<cl_event> events(warmUp + iterations, nullptr);
      for (size_t i = 0; i < events.size() && err == CL_SUCCESS; ++i)
        err = clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local,
                                     0, nullptr, &events[i]);
      clFinish(queue);
      std::vector<double> times;
      for (size_t i = 0; i < events.size() && events[i]; ++i) {
        if (i >= size_t(warmUp))
          times.push_back(
              double(profile(events[i], CL_PROFILING_COMMAND_END) -
                     profile(events[i], CL_PROFILING_COMMAND_START)));
        clReleaseEvent(events[i]);
      }
      if (err != CL_SUCCESS) {
        fail(spec.name, err);
      } else {
        ns = median(times);
        std::vector<uint32_t> result(plan.outBytes / 4);
        err = clEnqueueReadBuffer(queue, out, CL_TRUE, 0, plan.outBytes,
                                  result.data(), 0, nullptr, nullptr);
        std::string error = err != CL_SUCCESS
                                ? "clEnqueueReadBuffer failed"
                                : verify(spec.kind, input, result);
        if (!error.empty())
          std::fprintf(stderr, "%s: opencl %s: WRONG: %s\n", Tool, spec.name,
                       error.c_str());
        ok = error.empty();
      }
      clReleaseKernel(kernel);
    }
    printResult("opencl", spec.name, plan.movedBytes, ns, ok);
    std::printf("| %s%s | %.1f GB/s |\n", spec.name, ok ? "" : " (WRONG)",
                ns > 0 ? plan.movedBytes / ns : 0.0);
    std::fflush(stdout);
    allOk = allOk && ok;
  }
  std::printf("verification: %s\n", allOk ? "all outputs correct" : "FAILED");
  clReleaseMemObject(in);
  clReleaseMemObject(out);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  return allOk ? 0 : 1;
}
