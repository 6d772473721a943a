// The same measurement through the platform's OpenCL (NVIDIA's on the GPU
// machine), on the same empty.cl, for a side-by-side comparison.
// Usage: vkcl-bench-dispatch-cl empty.cl [iterations]
#define CL_TARGET_OPENCL_VERSION 300
#include "../common/OpenCLDevice.h"
#include <CL/cl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using Clock = std::chrono::steady_clock;

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

static int fail(const char *what, cl_int err) {
  std::fprintf(stderr, "vkcl-bench-dispatch-cl: %s failed (%d)\n", what, err);
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return fail("usage: vkcl-bench-dispatch-cl empty.cl [iterations]", 0);
  int iterations = argc > 2 ? std::atoi(argv[2]) : 2000;
  std::ifstream in(argv[1]);
  std::stringstream text;
  text << in.rdbuf();
  std::string source = text.str();

  cl_int err = CL_SUCCESS;
  cl_device_id device = bench::firstGpuDevice(&err);
  if (!device)
    return fail("no OpenCL device (clGetPlatformIDs/clGetDeviceIDs)", err);
  char name[256] = {};
  clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, nullptr);
  cl_context context =
      clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE,
                                 0};
  cl_command_queue queue =
      clCreateCommandQueueWithProperties(context, device, props, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateCommandQueueWithProperties", err);
  const char *src = source.c_str();
  cl_program program =
      clCreateProgramWithSource(context, 1, &src, nullptr, &err);
  err = clBuildProgram(program, 1, &device, "", nullptr, nullptr);
  if (err != CL_SUCCESS)
    return fail("clBuildProgram", err);
  cl_kernel kernel = clCreateKernel(program, "empty", &err);
  cl_mem buffer =
      clCreateBuffer(context, CL_MEM_READ_WRITE, 4096, nullptr, &err);
  clSetKernelArg(kernel, 0, sizeof buffer, &buffer);
  size_t global = 64, local = 64;
  for (int i = 0; i < 100; ++i)
    clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local, 0,
                           nullptr, nullptr);
  clFinish(queue);

  auto start = Clock::now();
  for (int i = 0; i < iterations; ++i)
    clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local, 0,
                           nullptr, nullptr);
  double enqueueUs =
      std::chrono::duration<double, std::micro>(Clock::now() - start).count() /
      iterations;
  start = Clock::now();
  clFinish(queue);
  double drainUs =
      std::chrono::duration<double, std::micro>(Clock::now() - start).count();

  // The same batch on a queue without profiling: no timestamps to take
  // or read back per dispatch.
  cl_command_queue plain =
      clCreateCommandQueueWithProperties(context, device, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateCommandQueueWithProperties (no profiling)", err);
  for (int i = 0; i < 100; ++i)
    clEnqueueNDRangeKernel(plain, kernel, 1, nullptr, &global, &local, 0,
                           nullptr, nullptr);
  clFinish(plain);
  start = Clock::now();
  for (int i = 0; i < iterations; ++i)
    clEnqueueNDRangeKernel(plain, kernel, 1, nullptr, &global, &local, 0,
                           nullptr, nullptr);
  double plainEnqueueUs =
      std::chrono::duration<double, std::micro>(Clock::now() - start).count() /
      iterations;
  start = Clock::now();
  clFinish(plain);
  double plainDrainUs =
      std::chrono::duration<double, std::micro>(Clock::now() - start).count();
  clReleaseCommandQueue(plain);

  std::vector<double> roundTrip, gpu;
  for (int i = 0; i < iterations / 4; ++i) {
    cl_event event;
    auto t0 = Clock::now();
    clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, &local, 0,
                           nullptr, &event);
    clFinish(queue);
    roundTrip.push_back(
        std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
    cl_ulong s = 0, e = 0;
    clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, sizeof s, &s,
                            nullptr);
    clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, sizeof e, &e,
                            nullptr);
    gpu.push_back((e - s) / 1000.0);
    clReleaseEvent(event);
  }
  std::printf("OpenCL %-28s enqueue %.2f us, batch of %d drained in %.1f us "
              "(%.2f us/dispatch), round trip %.1f us (median), GPU %.2f us "
              "(median)\n",
              name, enqueueUs, iterations, drainUs, drainUs / iterations,
              median(roundTrip), median(gpu));
  std::printf("OpenCL %-28s no profiling: enqueue %.2f us, batch of %d "
              "drained in %.1f us (%.2f us/dispatch)\n",
              name, plainEnqueueUs, iterations, plainDrainUs,
              plainDrainUs / iterations);
  clReleaseMemObject(buffer);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  return 0;
}
