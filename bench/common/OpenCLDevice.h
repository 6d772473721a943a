// The device every OpenCL benchmark host compares against: the first GPU of
// any platform (the GPU machine also lists a CPU platform, PoCL, first),
// else the first device there is.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>

namespace bench {

/// nullptr with `*err` set when no device is found.
inline cl_device_id firstGpuDevice(cl_int *err) {
  cl_platform_id platforms[16];
  cl_uint count = 0;
  *err = clGetPlatformIDs(16, platforms, &count);
  if (*err != CL_SUCCESS || count == 0)
    return nullptr;
  cl_device_id device = nullptr;
  for (cl_uint p = 0; p < count && !device; ++p)
    if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_GPU, 1, &device, nullptr) !=
        CL_SUCCESS)
      device = nullptr;
  if (!device)
    *err =
        clGetDeviceIDs(platforms[0], CL_DEVICE_TYPE_ALL, 1, &device, nullptr);
  return device;
}

} // namespace bench
