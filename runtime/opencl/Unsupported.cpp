// Entry points of features vkcl's devices report absent: images and
// samplers (CL_DEVICE_IMAGE_SUPPORT false), shared virtual memory
// (CL_DEVICE_SVM_CAPABILITIES 0) and IL programs (CL_DEVICE_IL_VERSION
// empty). Each fails with the error the spec gives for an unsupported
// feature, after the checks of its handle arguments, and never touches
// anything else.
#include "Objects.h"

using namespace vkcl::ocl;

namespace {

cl_mem noImages(cl_context context, cl_int *errcodeRet) {
  if (!cast<Context>(context))
    return withError<cl_mem>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  // "CL_INVALID_OPERATION if there are no devices in context that support
  // images (i.e. CL_DEVICE_IMAGE_SUPPORT ... is CL_FALSE)."
  return withError<cl_mem>(
      errcodeRet,
      apiError(CL_INVALID_OPERATION, "images are not supported by vkcl yet"),
      nullptr);
}

/// Image commands: no image object can exist, so the image argument is
/// never a valid image.
cl_int noImageCommand(cl_command_queue queue) {
  if (!cast<Queue>(queue))
    return CL_INVALID_COMMAND_QUEUE;
  return apiError(CL_INVALID_MEM_OBJECT,
                  "not an image: images are not supported by vkcl yet");
}

cl_int noSvm(cl_command_queue queue) {
  if (!cast<Queue>(queue))
    return CL_INVALID_COMMAND_QUEUE;
  return apiError(CL_INVALID_OPERATION,
                  "shared virtual memory is not supported");
}

} // namespace

extern "C" CL_API_ENTRY cl_mem CL_API_CALL
clCreateImage2D(cl_context context, cl_mem_flags, const cl_image_format *,
                size_t, size_t, size_t, void *, cl_int *errcodeRet) {
  return noImages(context, errcodeRet);
}

extern "C" CL_API_ENTRY cl_mem CL_API_CALL clCreateImage3D(
    cl_context context, cl_mem_flags, const cl_image_format *, size_t, size_t,
    size_t, size_t, size_t, void *, cl_int *errcodeRet) {
  return noImages(context, errcodeRet);
}

extern "C" CL_API_ENTRY cl_mem CL_API_CALL
clCreateImage(cl_context context, cl_mem_flags, const cl_image_format *,
              const cl_image_desc *, void *, cl_int *errcodeRet) {
  return noImages(context, errcodeRet);
}

extern "C" CL_API_ENTRY cl_mem CL_API_CALL
clCreateImageWithProperties(cl_context context, const cl_mem_properties *,
                            cl_mem_flags, const cl_image_format *,
                            const cl_image_desc *, void *, cl_int *errcodeRet) {
  return noImages(context, errcodeRet);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetSupportedImageFormats(
    cl_context context, cl_mem_flags, cl_mem_object_type, cl_uint numEntries,
    cl_image_format *formats, cl_uint *numFormats) {
  if (!cast<Context>(context))
    return CL_INVALID_CONTEXT;
  if (numEntries == 0 && formats)
    return CL_INVALID_VALUE;
  // No device supports images: the list of formats is empty.
  if (numFormats)
    *numFormats = 0;
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetImageInfo(cl_mem, cl_image_info,
                                                          size_t, void *,
                                                          size_t *) {
  return CL_INVALID_MEM_OBJECT;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadImage(
    cl_command_queue queue, cl_mem, cl_bool, const size_t *, const size_t *,
    size_t, size_t, void *, cl_uint, const cl_event *, cl_event *) {
  return noImageCommand(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteImage(
    cl_command_queue queue, cl_mem, cl_bool, const size_t *, const size_t *,
    size_t, size_t, const void *, cl_uint, const cl_event *, cl_event *) {
  return noImageCommand(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyImage(
    cl_command_queue queue, cl_mem, cl_mem, const size_t *, const size_t *,
    const size_t *, cl_uint, const cl_event *, cl_event *) {
  return noImageCommand(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyImageToBuffer(
    cl_command_queue queue, cl_mem, cl_mem, const size_t *, const size_t *,
    size_t, cl_uint, const cl_event *, cl_event *) {
  return noImageCommand(queue);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyBufferToImage(
    cl_command_queue queue, cl_mem, cl_mem, size_t, const size_t *,
    const size_t *, cl_uint, const cl_event *, cl_event *) {
  return noImageCommand(queue);
}

extern "C" CL_API_ENTRY void *CL_API_CALL
clEnqueueMapImage(cl_command_queue queue, cl_mem, cl_bool, cl_map_flags,
                  const size_t *, const size_t *, size_t *, size_t *, cl_uint,
                  const cl_event *, cl_event *, cl_int *errcodeRet) {
  return withError<void *>(errcodeRet, noImageCommand(queue), nullptr);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueFillImage(cl_command_queue queue, cl_mem, const void *, const size_t *,
                   const size_t *, cl_uint, const cl_event *, cl_event *) {
  return noImageCommand(queue);
}

extern "C" CL_API_ENTRY cl_sampler CL_API_CALL
clCreateSampler(cl_context context, cl_bool, cl_addressing_mode, cl_filter_mode,
                cl_int *errcodeRet) {
  if (!cast<Context>(context))
    return withError<cl_sampler>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  return withError<cl_sampler>(errcodeRet,
                               apiError(CL_INVALID_OPERATION,
                                        "samplers need image support, which "
                                        "vkcl does not have yet"),
                               nullptr);
}

extern "C" CL_API_ENTRY cl_sampler CL_API_CALL clCreateSamplerWithProperties(
    cl_context context, const cl_sampler_properties *, cl_int *errcodeRet) {
  return clCreateSampler(context, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST,
                         errcodeRet);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clRetainSampler(cl_sampler) {
  return CL_INVALID_SAMPLER;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clReleaseSampler(cl_sampler) {
  return CL_INVALID_SAMPLER;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clGetSamplerInfo(cl_sampler,
                                                            cl_sampler_info,
                                                            size_t, void *,
                                                            size_t *) {
  return CL_INVALID_SAMPLER;
}

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
