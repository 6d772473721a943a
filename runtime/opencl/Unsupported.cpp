// Entry points of features vkcl's devices report absent: shared virtual
// memory (CL_DEVICE_SVM_CAPABILITIES 0) and IL programs (CL_DEVICE_IL_VERSION
// empty). Each fails with the error the spec gives for an unsupported
// feature, after the checks of its handle arguments, and never touches
// anything else.
#include "Objects.h"

using namespace vkcl::ocl;

namespace {

cl_int noSvm(cl_command_queue queue) {
  if (!cast<Queue>(queue))
    return CL_INVALID_COMMAND_QUEUE;
  return apiError(CL_INVALID_OPERATION,
                  "shared virtual memory is not supported");
}

} // namespace

// "clSVMAlloc ... returns NULL if ... no devices in context support SVM."
extern "C" CL_API_ENTRY void *CL_API_CALL clSVMAlloc(cl_context,
                                                     cl_svm_mem_flags, size_t,
                                                     cl_uint) {
  return nullptr;
}

extern "C" CL_API_ENTRY void CL_API_CALL clSVMFree(cl_context, void *) {}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueSVMFree(
    cl_command_queue queue, cl_uint, void *[],
    void(CL_CALLBACK *)(cl_command_queue, cl_uint, void *[], void *), void *,
    cl_uint, const cl_event *, cl_event *) {
  return noSvm(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueSVMMemcpy(cl_command_queue queue, cl_bool, void *, const void *,
                   size_t, cl_uint, const cl_event *, cl_event *) {
  return noSvm(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueSVMMemFill(cl_command_queue queue, void *, const void *, size_t,
                    size_t, cl_uint, const cl_event *, cl_event *) {
  return noSvm(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueSVMMap(cl_command_queue queue, cl_bool, cl_map_flags, void *, size_t,
                cl_uint, const cl_event *, cl_event *) {
  return noSvm(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueSVMUnmap(
    cl_command_queue queue, void *, cl_uint, const cl_event *, cl_event *) {
  return noSvm(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueSVMMigrateMem(
    cl_command_queue queue, cl_uint, const void **, const size_t *,
    cl_mem_migration_flags, cl_uint, const cl_event *, cl_event *) {
  return noSvm(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint, const void *) {
  if (!cast<Kernel>(kernel))
    return CL_INVALID_KERNEL;
  return apiError(CL_INVALID_OPERATION,
                  "shared virtual memory is not supported");
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetKernelExecInfo(
    cl_kernel kernel, cl_kernel_exec_info, size_t, const void *) {
  if (!cast<Kernel>(kernel))
    return CL_INVALID_KERNEL;
  // Every cl_kernel_exec_info of OpenCL 3.0 is about SVM.
  return apiError(CL_INVALID_OPERATION,
                  "shared virtual memory is not supported");
}

extern "C" CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithIL(
    cl_context context, const void *, size_t, cl_int *errcodeRet) {
  if (!cast<Context>(context))
    return withError<cl_program>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  // "CL_INVALID_OPERATION if no devices in context support intermediate
  // language programs."
  return withError<cl_program>(
      errcodeRet,
      apiError(CL_INVALID_OPERATION, "IL (SPIR-V) programs are not supported; "
                                     "use clCreateProgramWithSource"),
      nullptr);
}
