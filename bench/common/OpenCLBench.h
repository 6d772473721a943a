// The OpenCL side of the bandwidth benchmarks (bench/async, bench/vector):
// the same .cl files vkcl compiles, built from source by the platform's
// OpenCL (NVIDIA's on the GPU machine) and timed the way the Vulkan side is
// (Bench.h: warm-up, medians of profiling-event times, poisoned and checked
// outputs), so that the two hosts' RESULT lines can be put side by side.
// Header-only.
#pragma once

#include "Bench.h"
#include "OpenCLDevice.h"

#include <fstream>
#include <functional>
#include <sstream>
#include <string>

namespace bench {

/// The OpenCL objects a benchmark host needs, on firstGpuDevice().
struct ClSetup {
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr; ///< in order, with profiling
  std::string name, version;

  ~ClSetup() {
    if (queue)
      clReleaseCommandQueue(queue);
    if (context)
      clReleaseContext(context);
  }
  ClSetup() = default;
  ClSetup(const ClSetup &) = delete;
  ClSetup &operator=(const ClSetup &) = delete;

  /// Empty on success, else what failed (with the OpenCL error code).
  std::string open() {
    cl_int err = CL_SUCCESS;
    device = firstGpuDevice(&err);
    if (!device)
      return "no OpenCL device (clGetPlatformIDs/clGetDeviceIDs): " +
             std::to_string(err);
    char text[256] = {};
    clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof text, text, nullptr);
    name = text;
    clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof text, text, nullptr);
    version = text;
    size_t maxGroupSize = 0;
    clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxGroupSize,
                    &maxGroupSize, nullptr);
    if (maxGroupSize < WorkGroupSize)
      return "no work-groups of " + std::to_string(WorkGroupSize) +
             " (CL_DEVICE_MAX_WORK_GROUP_SIZE)";
    context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
    if (err != CL_SUCCESS)
      return "clCreateContext: " + std::to_string(err);
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES,
                                   CL_QUEUE_PROFILING_ENABLE, 0};
    queue = clCreateCommandQueueWithProperties(context, device, props, &err);
    if (err != CL_SUCCESS)
      return "clCreateCommandQueueWithProperties: " + std::to_string(err);
    return {};
  }
};

/// The two buffers a host streams between: `input` uploaded into `in`,
/// `out` of `outBytes`.
struct ClStreams {
  cl_mem in = nullptr, out = nullptr;

  ~ClStreams() {
    if (in)
      clReleaseMemObject(in);
    if (out)
      clReleaseMemObject(out);
  }
  ClStreams() = default;
  ClStreams(const ClStreams &) = delete;
  ClStreams &operator=(const ClStreams &) = delete;

  /// Empty on success, else what failed (with the OpenCL error code).
  std::string open(const ClSetup &cl, const std::vector<uint32_t> &input,
                   uint64_t outBytes) {
    cl_int err = CL_SUCCESS;
    size_t inBytes = input.size() * 4;
    in = clCreateBuffer(cl.context, CL_MEM_READ_ONLY, inBytes, nullptr, &err);
    if (err != CL_SUCCESS)
      return "clCreateBuffer (in): " + std::to_string(err);
    out =
        clCreateBuffer(cl.context, CL_MEM_READ_WRITE, outBytes, nullptr, &err);
    if (err != CL_SUCCESS)
      return "clCreateBuffer (out): " + std::to_string(err);
    err = clEnqueueWriteBuffer(cl.queue, in, CL_TRUE, 0, inBytes, input.data(),
                               0, nullptr, nullptr);
    if (err != CL_SUCCESS)
      return "clEnqueueWriteBuffer: " + std::to_string(err);
    return {};
  }
};

/// The program of `path`'s source built with `options` as given; null,
/// with the build log printed, when it does not build.
inline cl_program buildProgram(const ClSetup &cl, const std::string &path,
                               const std::string &options, const char *tool) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  std::string source = text.str();
  if (source.empty()) {
    std::fprintf(stderr, "%s: cannot read %s\n", tool, path.c_str());
    return nullptr;
  }
  const char *src = source.c_str();
  cl_int err;
  cl_program program =
      clCreateProgramWithSource(cl.context, 1, &src, nullptr, &err);
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "%s: clCreateProgramWithSource (%s): %d\n", tool,
                 path.c_str(), err);
    return nullptr;
  }
  err =
      clBuildProgram(program, 1, &cl.device, options.c_str(), nullptr, nullptr);
  if (err != CL_SUCCESS) {
    size_t size = 0;
    clGetProgramBuildInfo(program, cl.device, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                          &size);
    std::string log(size, '\0');
    clGetProgramBuildInfo(program, cl.device, CL_PROGRAM_BUILD_LOG, size,
                          &log[0], nullptr);
    std::fprintf(stderr, "%s: building %s failed (%d):\n%s\n", tool,
                 path.c_str(), err, log.c_str());
    clReleaseProgram(program);
    return nullptr;
  }
  return program;
}

/// Builds kernel `name` from `path` as OpenCL C 1.2 (what every platform,
/// NVIDIA's included, compiles), with `options` besides; null, with the
/// build log printed, on failure.
inline cl_kernel buildKernel(const ClSetup &cl, const std::string &path,
                             const char *name, const char *tool,
                             const std::string &options = "") {
  cl_program program = buildProgram(cl, path, "-cl-std=CL1.2 " + options, tool);
  if (!program)
    return nullptr;
  cl_int err;
  cl_kernel kernel = clCreateKernel(program, name, &err);
  clReleaseProgram(program); // the kernel keeps it
  return err == CL_SUCCESS ? kernel : nullptr;
}

inline cl_ulong profiled(cl_event event, cl_profiling_info what) {
  cl_ulong t = 0;
  clGetEventProfilingInfo(event, what, sizeof t, &t, nullptr);
  return t;
}

/// What is enqueued before each run of a kernel: for kernels that
/// accumulate into memory, the fill that zeroes it (bench/atomics). An
/// error stops the runs.
using ClBeforeRun = std::function<cl_int()>;

/// Enqueues `kernel` (arguments set) `warmUp` + `iterations` times over
/// `dims` dimensions of `global` in work-groups of `local`, `beforeRun`
/// (when given) before each run outside its event; the median GPU time of
/// the last `iterations`, 0 on failure (said on stderr).
inline double timeNDRange(const ClSetup &cl, cl_kernel kernel, cl_uint dims,
                          const size_t *global, const size_t *local, int warmUp,
                          uint32_t iterations, const char *tool,
                          const char *name, const ClBeforeRun &beforeRun = {}) {
  std::vector<cl_event> events(warmUp + iterations, nullptr);
  cl_int err = CL_SUCCESS;
  for (size_t i = 0; i < events.size() && err == CL_SUCCESS; ++i) {
    if (beforeRun)
      err = beforeRun();
    if (err == CL_SUCCESS)
      err = clEnqueueNDRangeKernel(cl.queue, kernel, dims, nullptr, global,
                                   local, 0, nullptr, &events[i]);
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
    std::fprintf(stderr, "%s: %s: enqueue failed (%d)\n", tool, name, err);
    return 0;
  }
  return median(times);
}

/// Runs `kernel` (its arguments set) `warmUp` + `iterations` times over
/// `groups` work-groups of WorkGroupSize, with `out` poisoned first (so a
/// kernel that writes nothing cannot pass) and `beforeRun`, when given,
/// enqueued before each run (outside its event, so outside its time); then
/// reads `outBytes` of `out` back and checks them. The median GPU time of
/// the last `iterations`.
inline Measure measureKernel(const ClSetup &cl, cl_kernel kernel, cl_mem out,
                             uint64_t outBufferBytes, uint64_t outBytes,
                             uint32_t groups, int warmUp, uint32_t iterations,
                             const char *tool, const char *name,
                             const Check &check,
                             const ClBeforeRun &beforeRun = {}) {
  Measure m;
  size_t local = WorkGroupSize;
  size_t global = size_t(groups) * local;
  cl_int err = clEnqueueFillBuffer(cl.queue, out, &Poison, sizeof Poison, 0,
                                   outBufferBytes, 0, nullptr, nullptr);
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "%s: %s: poisoning failed (%d)\n", tool, name, err);
    return m;
  }
  m.ns = timeNDRange(cl, kernel, 1, &global, &local, warmUp, iterations, tool,
                     name, beforeRun);
  if (m.ns == 0)
    return m;
  std::vector<uint32_t> result(outBytes / 4);
  err = clEnqueueReadBuffer(cl.queue, out, CL_TRUE, 0, outBytes, result.data(),
                            0, nullptr, nullptr);
  std::string error =
      err != CL_SUCCESS ? "clEnqueueReadBuffer failed" : check(result);
  if (!error.empty())
    std::fprintf(stderr, "%s: opencl %s: WRONG: %s\n", tool, name,
                 error.c_str());
  m.ok = error.empty();
  return m;
}

} // namespace bench
