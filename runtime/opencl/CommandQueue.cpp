// Command queues: creation, properties, flush and finish. How commands run
// is Scheduler.h's business.
#include "Scheduler.h"

#include <cstdio>

namespace vkcl::ocl {

Queue::~Queue() {
  if (scheduler)
    scheduler->stop();
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

namespace {

constexpr cl_command_queue_properties knownProperties =
    CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE |
    CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT;

cl_command_queue createQueue(cl_context c, cl_device_id d,
                             cl_command_queue_properties properties,
                             std::vector<cl_queue_properties> array,
                             cl_int *errcodeRet) {
  Context *context = cast<Context>(c);
  if (!context)
    return withError<cl_command_queue>(errcodeRet, CL_INVALID_CONTEXT, nullptr);
  Device *device = cast<Device>(d);
  // "CL_INVALID_DEVICE if device is not a valid device or is not associated
  // with context."
  if (!device || !context->hasDevice(device))
    return withError<cl_command_queue>(errcodeRet, CL_INVALID_DEVICE, nullptr);
  if (properties & ~knownProperties)
    return withError<cl_command_queue>(errcodeRet, CL_INVALID_VALUE, nullptr);
  // "CL_INVALID_QUEUE_PROPERTIES if values specified in properties are
  // valid but are not supported by the device": vkcl has no device-side
  // enqueue.
  if (properties & (CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT))
    return withError<cl_command_queue>(
        errcodeRet,
        apiError(CL_INVALID_QUEUE_PROPERTIES,
                 "device-side queues (CL_QUEUE_ON_DEVICE) are not supported"),
        nullptr);
  vkcl::Device &vk = device->vk();
  uint32_t index = device->nextQueue.fetch_add(1) % vk.queueCount();
  vkcl::Result<std::unique_ptr<vkcl::Queue>> runtimeQueue =
      vkcl::Queue::create(vk, index);
  if (!runtimeQueue)
    return withError<cl_command_queue>(
        errcodeRet, apiError(CL_OUT_OF_RESOURCES, runtimeQueue.error().message),
        nullptr);
  // printf output: to stdout when the batch holding the dispatch has
  // completed, before its event does ("When the event that is associated
  // with a particular kernel invocation is completed, the output of all
  // printf() calls executed by this kernel invocation is flushed"), or to
  // cl_arm_printf's callback.
  if (size_t bytes = context->printfBufferSize())
    (void)(*runtimeQueue)->setPrintfBufferSize(bytes); // checked as given
  if (Context::PrintfCallback callback = context->printfCallback()) {
    void *user = context->notifyData;
    size_t bytes = (*runtimeQueue)->printfBufferSize();
    (*runtimeQueue)
        ->setPrintfHandler([callback, user,
                            bytes](const vkcl::PrintfOutput &output) {
          if (!output.text.empty())
            callback(output.text.data(), output.text.size(), 1, user);
          if (output.dropped)
            std::fputs(vkcl::printfDroppedNote(output.dropped, bytes).c_str(),
                       stderr);
        });
  }
  auto *queue = new Queue();
  queue->context = Ref<Context>(context);
  queue->device = device;
  queue->properties = properties;
  queue->propertiesArray = std::move(array);
  queue->scheduler = Scheduler::create(*queue, std::move(*runtimeQueue));
  return withError<cl_command_queue>(errcodeRet, CL_SUCCESS, queue->handle());
}

} // namespace

extern "C" CL_API_ENTRY cl_command_queue CL_API_CALL clCreateCommandQueue(
    cl_context context, cl_device_id device,
    cl_command_queue_properties properties, cl_int *errcodeRet) {
  return createQueue(context, device, properties, {}, errcodeRet);
}

extern "C" CL_API_ENTRY cl_command_queue CL_API_CALL
clCreateCommandQueueWithProperties(cl_context context, cl_device_id device,
                                   const cl_queue_properties *properties,
                                   cl_int *errcodeRet) {
  cl_command_queue_properties bits = 0;
  std::vector<cl_queue_properties> array;
  bool sawProperties = false, sawSize = false;
  for (const cl_queue_properties *p = properties; p && *p; p += 2) {
    switch (p[0]) {
    case CL_QUEUE_PROPERTIES:
      if (sawProperties)
        return withError<cl_command_queue>(errcodeRet, CL_INVALID_VALUE,
                                           nullptr);
      sawProperties = true;
      bits = p[1];
      break;
    case CL_QUEUE_SIZE:
      sawSize = true;
      break;
    default:
      return withError<cl_command_queue>(
          errcodeRet,
          apiError(CL_INVALID_VALUE,
                   "unknown queue property " + std::to_string(p[0])),
          nullptr);
    }
    array.push_back(p[0]);
    array.push_back(p[1]);
  }
  if (properties)
    array.push_back(0);
  // CL_QUEUE_SIZE is only meaningful for device queues.
  if (sawSize && !(bits & CL_QUEUE_ON_DEVICE))
    return withError<cl_command_queue>(errcodeRet, CL_INVALID_VALUE, nullptr);
  return createQueue(context, device, bits, std::move(array), errcodeRet);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clRetainCommandQueue(cl_command_queue q) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  queue->retain();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clReleaseCommandQueue(cl_command_queue q) {
  Queue *queue = cast<Queue>(q);
  if (!queue || !queue->release())
    return CL_INVALID_COMMAND_QUEUE;
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clGetCommandQueueInfo(cl_command_queue q, cl_command_queue_info param,
                      size_t size, void *value, size_t *sizeRet) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  switch (param) {
  case CL_QUEUE_CONTEXT:
    return returnValue<cl_context>(size, value, sizeRet,
                                   queue->context->handle());
  case CL_QUEUE_DEVICE:
    return returnValue<cl_device_id>(size, value, sizeRet,
                                     queue->device->handle());
  case CL_QUEUE_REFERENCE_COUNT:
    return returnValue<cl_uint>(size, value, sizeRet, queue->refCount());
  case CL_QUEUE_PROPERTIES:
    return returnValue<cl_command_queue_properties>(size, value, sizeRet,
                                                    queue->properties);
  case CL_QUEUE_PROPERTIES_ARRAY:
    return returnVector(size, value, sizeRet, queue->propertiesArray);
  case CL_QUEUE_DEVICE_DEFAULT:
    return returnValue<cl_command_queue>(size, value, sizeRet, nullptr);
  case CL_QUEUE_SIZE:
    // "CL_INVALID_COMMAND_QUEUE if command_queue is not a valid
    // command-queue for param_name": only device queues have a size.
    return CL_INVALID_COMMAND_QUEUE;
  default:
    return apiError(CL_INVALID_VALUE, "clGetCommandQueueInfo: unknown param " +
                                          std::to_string(param));
  }
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clSetCommandQueueProperty(cl_command_queue q, cl_command_queue_properties,
                          cl_bool, cl_command_queue_properties *) {
  if (!cast<Queue>(q))
    return CL_INVALID_COMMAND_QUEUE;
  // Removed after OpenCL 1.0; properties are fixed at creation.
  return apiError(CL_INVALID_OPERATION,
                  "clSetCommandQueueProperty is not supported (OpenCL 1.0 "
                  "only): create the queue with the properties");
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clFlush(cl_command_queue q) {
  // Commands are handed to the queue's thread as they are enqueued (which
  // also makes clReleaseCommandQueue's implicit flush a no-op).
  return cast<Queue>(q) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clFinish(cl_command_queue q) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  queue->scheduler->finish();
  return CL_SUCCESS;
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clSetDefaultDeviceCommandQueue(
    cl_context context, cl_device_id device, cl_command_queue) {
  if (!cast<Context>(context))
    return CL_INVALID_CONTEXT;
  if (!cast<Device>(device))
    return CL_INVALID_DEVICE;
  // "CL_INVALID_OPERATION if device does not support a replaceable default
  // on-device queue": vkcl has no on-device queues at all (so no queue
  // passed here can be one).
  return apiError(CL_INVALID_OPERATION, "vkcl has no device-side queues");
}
