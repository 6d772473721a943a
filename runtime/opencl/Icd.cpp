// The cl_khr_icd entry points and the dispatch table.
//
// The ICD loader calls every OpenCL function through the table that starts
// each handle; only clIcdGetPlatformIDsKHR, clGetPlatformInfo and
// clGetExtensionFunctionAddress are looked up by name. The table is built
// once and never changes. Slots of extensions vkcl does not offer (GL, D3D,
// EGL, ...) stay null: no handle vkcl returns can reach them, since the
// loader only calls them for extensions a platform reports.
#include "Objects.h"

#include <cstring>

namespace vkcl::ocl {

cl_icd_dispatch *icdDispatch() {
  static cl_icd_dispatch table = [] {
    cl_icd_dispatch d;
    std::memset(&d, 0, sizeof(d));
    d.clGetPlatformIDs = clGetPlatformIDs;
    d.clGetPlatformInfo = clGetPlatformInfo;
    d.clGetDeviceIDs = clGetDeviceIDs;
    d.clGetDeviceInfo = clGetDeviceInfo;
    d.clCreateContext = clCreateContext;
    d.clCreateContextFromType = clCreateContextFromType;
    d.clRetainContext = clRetainContext;
    d.clReleaseContext = clReleaseContext;
    d.clGetContextInfo = clGetContextInfo;
    d.clCreateCommandQueue = clCreateCommandQueue;
    d.clRetainCommandQueue = clRetainCommandQueue;
    d.clReleaseCommandQueue = clReleaseCommandQueue;
    d.clGetCommandQueueInfo = clGetCommandQueueInfo;
    d.clSetCommandQueueProperty = clSetCommandQueueProperty;
    d.clCreateBuffer = clCreateBuffer;
    d.clCreateImage2D = clCreateImage2D;
    d.clCreateImage3D = clCreateImage3D;
    d.clRetainMemObject = clRetainMemObject;
    d.clReleaseMemObject = clReleaseMemObject;
    d.clGetSupportedImageFormats = clGetSupportedImageFormats;
    d.clGetMemObjectInfo = clGetMemObjectInfo;
    d.clGetImageInfo = clGetImageInfo;
    d.clCreateSampler = clCreateSampler;
    d.clRetainSampler = clRetainSampler;
    d.clReleaseSampler = clReleaseSampler;
    d.clGetSamplerInfo = clGetSamplerInfo;
    d.clCreateProgramWithSource = clCreateProgramWithSource;
    d.clCreateProgramWithBinary = clCreateProgramWithBinary;
    d.clRetainProgram = clRetainProgram;
    d.clReleaseProgram = clReleaseProgram;
    d.clBuildProgram = clBuildProgram;
    d.clUnloadCompiler = clUnloadCompiler;
    d.clGetProgramInfo = clGetProgramInfo;
    d.clGetProgramBuildInfo = clGetProgramBuildInfo;
    d.clCreateKernel = clCreateKernel;
    d.clCreateKernelsInProgram = clCreateKernelsInProgram;
    d.clRetainKernel = clRetainKernel;
    d.clReleaseKernel = clReleaseKernel;
    d.clSetKernelArg = clSetKernelArg;
    d.clGetKernelInfo = clGetKernelInfo;
    d.clGetKernelWorkGroupInfo = clGetKernelWorkGroupInfo;
    d.clWaitForEvents = clWaitForEvents;
    d.clGetEventInfo = clGetEventInfo;
    d.clRetainEvent = clRetainEvent;
    d.clReleaseEvent = clReleaseEvent;
    d.clGetEventProfilingInfo = clGetEventProfilingInfo;
    d.clFlush = clFlush;
    d.clFinish = clFinish;
    d.clEnqueueReadBuffer = clEnqueueReadBuffer;
    d.clEnqueueWriteBuffer = clEnqueueWriteBuffer;
    d.clEnqueueCopyBuffer = clEnqueueCopyBuffer;
    d.clEnqueueReadImage = clEnqueueReadImage;
    d.clEnqueueWriteImage = clEnqueueWriteImage;
    d.clEnqueueCopyImage = clEnqueueCopyImage;
    d.clEnqueueCopyImageToBuffer = clEnqueueCopyImageToBuffer;
    d.clEnqueueCopyBufferToImage = clEnqueueCopyBufferToImage;
    d.clEnqueueMapBuffer = clEnqueueMapBuffer;
    d.clEnqueueMapImage = clEnqueueMapImage;
    d.clEnqueueUnmapMemObject = clEnqueueUnmapMemObject;
    d.clEnqueueNDRangeKernel = clEnqueueNDRangeKernel;
    d.clEnqueueTask = clEnqueueTask;
    d.clEnqueueNativeKernel = clEnqueueNativeKernel;
    d.clEnqueueMarker = clEnqueueMarker;
    d.clEnqueueWaitForEvents = clEnqueueWaitForEvents;
    d.clEnqueueBarrier = clEnqueueBarrier;
    d.clGetExtensionFunctionAddress = clGetExtensionFunctionAddress;
    d.clSetEventCallback = clSetEventCallback;
    d.clCreateSubBuffer = clCreateSubBuffer;
    d.clSetMemObjectDestructorCallback = clSetMemObjectDestructorCallback;
    d.clCreateUserEvent = clCreateUserEvent;
    d.clSetUserEventStatus = clSetUserEventStatus;
    d.clEnqueueReadBufferRect = clEnqueueReadBufferRect;
    d.clEnqueueWriteBufferRect = clEnqueueWriteBufferRect;
    d.clEnqueueCopyBufferRect = clEnqueueCopyBufferRect;
    d.clCreateSubDevices = clCreateSubDevices;
    d.clRetainDevice = clRetainDevice;
    d.clReleaseDevice = clReleaseDevice;
    d.clCreateImage = clCreateImage;
    d.clCreateProgramWithBuiltInKernels = clCreateProgramWithBuiltInKernels;
    d.clCompileProgram = clCompileProgram;
    d.clLinkProgram = clLinkProgram;
    d.clUnloadPlatformCompiler = clUnloadPlatformCompiler;
    d.clGetKernelArgInfo = clGetKernelArgInfo;
    d.clEnqueueFillBuffer = clEnqueueFillBuffer;
    d.clEnqueueFillImage = clEnqueueFillImage;
    d.clEnqueueMigrateMemObjects = clEnqueueMigrateMemObjects;
    d.clEnqueueMarkerWithWaitList = clEnqueueMarkerWithWaitList;
    d.clEnqueueBarrierWithWaitList = clEnqueueBarrierWithWaitList;
    d.clGetExtensionFunctionAddressForPlatform =
        clGetExtensionFunctionAddressForPlatform;
    d.clCreateCommandQueueWithProperties = clCreateCommandQueueWithProperties;
    d.clCreatePipe = clCreatePipe;
    d.clGetPipeInfo = clGetPipeInfo;
    d.clSVMAlloc = clSVMAlloc;
    d.clSVMFree = clSVMFree;
    d.clEnqueueSVMFree = clEnqueueSVMFree;
    d.clEnqueueSVMMemcpy = clEnqueueSVMMemcpy;
    d.clEnqueueSVMMemFill = clEnqueueSVMMemFill;
    d.clEnqueueSVMMap = clEnqueueSVMMap;
    d.clEnqueueSVMUnmap = clEnqueueSVMUnmap;
    d.clCreateSamplerWithProperties = clCreateSamplerWithProperties;
    d.clSetKernelArgSVMPointer = clSetKernelArgSVMPointer;
    d.clSetKernelExecInfo = clSetKernelExecInfo;
    d.clCloneKernel = clCloneKernel;
    d.clCreateProgramWithIL = clCreateProgramWithIL;
    d.clEnqueueSVMMigrateMem = clEnqueueSVMMigrateMem;
    d.clGetDeviceAndHostTimer = clGetDeviceAndHostTimer;
    d.clGetHostTimer = clGetHostTimer;
    d.clGetKernelSubGroupInfo = clGetKernelSubGroupInfo;
    d.clGetKernelSubGroupInfoKHR = clGetKernelSubGroupInfo;
    d.clSetDefaultDeviceCommandQueue = clSetDefaultDeviceCommandQueue;
    d.clSetProgramReleaseCallback = clSetProgramReleaseCallback;
    d.clSetProgramSpecializationConstant = clSetProgramSpecializationConstant;
    d.clCreateBufferWithProperties = clCreateBufferWithProperties;
    d.clCreateImageWithProperties = clCreateImageWithProperties;
    d.clSetContextDestructorCallback = clSetContextDestructorCallback;
    return d;
  }();
  return &table;
}

} // namespace vkcl::ocl

namespace {
/// Extension functions clGetExtensionFunctionAddress* hands out by name.
struct NamedFunction {
  const char *name;
  void *function;
};
const NamedFunction extensionFunctions[] = {
    {"clIcdGetPlatformIDsKHR",
     reinterpret_cast<void *>(clIcdGetPlatformIDsKHR)},
    // cl_khr_subgroups' name for the core function.
    {"clGetKernelSubGroupInfoKHR",
     reinterpret_cast<void *>(clGetKernelSubGroupInfo)},
};
} // namespace

extern "C" CL_API_ENTRY void *CL_API_CALL
clGetExtensionFunctionAddressForPlatform(cl_platform_id platform,
                                         const char *funcName) {
  if (!vkcl::ocl::cast<vkcl::ocl::Platform>(platform) || !funcName)
    return nullptr;
  for (const NamedFunction &f : extensionFunctions)
    if (std::strcmp(f.name, funcName) == 0)
      return f.function;
  return nullptr;
}

extern "C" CL_API_ENTRY void *CL_API_CALL
clGetExtensionFunctionAddress(const char *funcName) {
  if (!funcName)
    return nullptr;
  for (const NamedFunction &f : extensionFunctions)
    if (std::strcmp(f.name, funcName) == 0)
      return f.function;
  return nullptr;
}
