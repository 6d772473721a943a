// Host <-> device transfers through an OpenCL platform: the same binary
// runs against NVIDIA's OpenCL and against vkcl's ICD (OCL_ICD_VENDORS
// naming libvkcl-opencl), so the two are compared on the same GPU in one
// run. Measures clEnqueueWriteBuffer and clEnqueueReadBuffer of SIZE bytes
// from/to ordinary (pageable) host memory, and clEnqueueCopyBuffer between
// two device buffers; wall time of the blocking call (host view) and, for
// the copy, the event's profiled time as well. Median of RUNS after one
// warm-up; every transfer is verified.
// Usage: vkcl-bench-transfer-cl [bytes] [runs]
#define CL_TARGET_OPENCL_VERSION 300
#include "../common/OpenCLDevice.h"
#include <CL/cl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using Clock = std::chrono::steady_clock;

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

static int fail(const char *what, cl_int err) {
  std::fprintf(stderr, "vkcl-bench-transfer-cl: %s failed (%d)\n", what, err);
  return 1;
}

int main(int argc, char **argv) {
  size_t bytes = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 256u << 20;
  int runs = argc > 2 ? std::atoi(argv[2]) : 10;
  bytes &= ~size_t(3);
  cl_int err = CL_SUCCESS;
  cl_device_id device = bench::firstGpuDevice(&err);
  if (!device)
    return fail("no OpenCL device", err);
  char name[256] = {}, platformName[256] = {};
  cl_platform_id platform = nullptr;
  clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, nullptr);
  clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform, &platform,
                  nullptr);
  clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof platformName,
                    platformName, nullptr);
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
  cl_mem a = clCreateBuffer(context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateBuffer", err);
  cl_mem b = clCreateBuffer(context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
  if (err != CL_SUCCESS)
    return fail("clCreateBuffer", err);

  std::vector<uint32_t> in(bytes / 4), out(bytes / 4);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = uint32_t(i * 2654435761u);
  std::vector<double> writeMs, readMs, copyMs, copyGpuMs;
  bool ok = true;
  for (int r = 0; r <= runs; ++r) {
    in[0] = uint32_t(r); // each run writes different data
    auto t0 = Clock::now();
    err = clEnqueueWriteBuffer(queue, a, CL_TRUE, 0, bytes, in.data(), 0,
                               nullptr, nullptr);
    auto t1 = Clock::now();
    if (err != CL_SUCCESS)
      return fail("clEnqueueWriteBuffer", err);
    cl_event copy;
    err = clEnqueueCopyBuffer(queue, a, b, 0, 0, bytes, 0, nullptr, &copy);
    if (err != CL_SUCCESS)
      return fail("clEnqueueCopyBuffer", err);
    clFinish(queue);
    auto t2 = Clock::now();
    std::memset(out.data(), 0xAB, bytes);
    auto t3 = Clock::now();
    err = clEnqueueReadBuffer(queue, b, CL_TRUE, 0, bytes, out.data(), 0,
                              nullptr, nullptr);
    auto t4 = Clock::now();
    if (err != CL_SUCCESS)
      return fail("clEnqueueReadBuffer", err);
    ok &= std::memcmp(in.data(), out.data(), bytes) == 0;
    cl_ulong s = 0, e = 0;
    clGetEventProfilingInfo(copy, CL_PROFILING_COMMAND_START, sizeof s, &s,
                            nullptr);
    clGetEventProfilingInfo(copy, CL_PROFILING_COMMAND_END, sizeof e, &e,
                            nullptr);
    clReleaseEvent(copy);
    if (r == 0)
      continue; // warm-up
    using Ms = std::chrono::duration<double, std::milli>;
    writeMs.push_back(Ms(t1 - t0).count());
    copyMs.push_back(Ms(t2 - t1).count());
    readMs.push_back(Ms(t4 - t3).count());
    copyGpuMs.push_back((e - s) / 1e6);
  }
  auto gbs = [&](double ms) { return ms > 0 ? bytes / ms / 1e6 : 0.0; };
  std::printf("%s %s: %zu MiB, median of %d: write %.2f ms (%.2f GB/s), "
              "read %.2f ms (%.2f GB/s), copy %.2f ms wall (%.1f GB/s "
              "read+written), %.3f ms profiled (%.1f GB/s)\n",
              platformName, name, bytes >> 20, runs, median(writeMs),
              gbs(median(writeMs)), median(readMs), gbs(median(readMs)),
              median(copyMs), 2 * gbs(median(copyMs)), median(copyGpuMs),
              2 * gbs(median(copyGpuMs)));
  std::printf("verification: %s\n", ok ? "ok" : "FAILED");
  clReleaseMemObject(a);
  clReleaseMemObject(b);
  clReleaseCommandQueue(queue);
  clReleaseContext(context);
  return ok ? 0 : 1;
}
