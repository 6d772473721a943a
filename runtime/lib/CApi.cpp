// The C API (vkcl/vkcl.h) over the C++ runtime.
//
// Each handle owns the C++ object and shares its parent's state, so a
// child keeps its device (and an event its queue) alive however the caller
// orders destruction — a C caller cannot be expected to know the C++
// lifetime rules. No C++ exception may cross into C: every entry point runs
// inside guarded(), which turns one into a status.
#include "CApiInternal.h"

using namespace vkcl::capi;

extern "C" {

const char *vkclStatusString(vkclStatus status) {
  switch (status) {
  case VKCL_SUCCESS:
    return "success";
  case VKCL_ERROR_INTERNAL:
    return "internal error";
  default:
    if (status > VKCL_SUCCESS && status < VKCL_ERROR_INTERNAL)
      return vkcl::toString(static_cast<ErrorCode>(status));
    return "unknown status";
  }
}

vkclStatus vkclCreateDevice(const vkclDeviceCreateInfo *info,
                            vkclDevice *device) {
  return guarded([&] {
    if (!device)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *device = nullptr;
    vkcl::DeviceCreateInfo ci;
    if (info) {
      ci.selector = info->selector ? info->selector : "";
      ci.enableValidation = info->enableValidation != 0;
    }
    auto created = vkcl::Device::create(ci);
    if (!created) {
      if (info)
        copyMessage(created.error().message, info->errorMessage,
                    info->errorMessageSize);
      return toStatus(created.error().code);
    }
    auto state = std::make_shared<DeviceState>();
    state->device = std::move(*created);
    *device = new vkclDevice_T{std::move(state)};
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclAdoptDevice(const vkclAdoptInfo *info, vkclDevice *device) {
  return guarded([&] {
    if (!info || !device)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *device = nullptr;
    vkcl::AdoptInfo ai;
    ai.instance = info->instance;
    ai.physicalDevice = info->physicalDevice;
    ai.device = info->device;
    ai.queue = info->queue;
    ai.queueFamily = info->queueFamily;
    vkcl::TargetProfile &p = ai.enabledFeatures;
    vkclFeatureFlags f = info->enabledFeatures;
    p.int64 = f & VKCL_FEATURE_INT64;
    p.int16 = f & VKCL_FEATURE_INT16;
    p.int8 = f & VKCL_FEATURE_INT8;
    p.float16 = f & VKCL_FEATURE_FLOAT16;
    p.float64 = f & VKCL_FEATURE_FLOAT64;
    p.storage8 = f & VKCL_FEATURE_STORAGE8;
    p.storage16 = f & VKCL_FEATURE_STORAGE16;
    p.int64Atomics = f & VKCL_FEATURE_INT64_ATOMICS;
    p.subgroupExtendedTypes = f & VKCL_FEATURE_SUBGROUP_EXTENDED_TYPES;
    p.float32AtomicAddGlobal = p.float32AtomicAddLocal =
        f & VKCL_FEATURE_FLOAT32_ATOMIC_ADD;
    p.storageImageWriteWithoutFormat = f & VKCL_FEATURE_STORAGE_IMAGE_WRITE;
    p.storageImageReadWithoutFormat = f & VKCL_FEATURE_STORAGE_IMAGE_READ;
    p.vulkanMemoryModel = f & VKCL_FEATURE_VULKAN_MEMORY_MODEL;
    p.subgroupSizeControl = f & VKCL_FEATURE_SUBGROUP_SIZE_CONTROL;
    auto adopted = vkcl::Device::adopt(ai);
    if (!adopted) {
      copyMessage(adopted.error().message, info->errorMessage,
                  info->errorMessageSize);
      return toStatus(adopted.error().code);
    }
    auto state = std::make_shared<DeviceState>();
    state->device = std::move(*adopted);
    *device = new vkclDevice_T{std::move(state)};
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclDestroyDevice(vkclDevice device) {
  return guarded([&] {
    if (!device)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete device;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclGetVulkanHandles(vkclDevice device, vkclVulkanHandles *handles) {
  return guarded([&] {
    if (!device || !handles)
      return VKCL_ERROR_INVALID_ARGUMENT;
    const vkcl::Device &d = *device->state->device;
    handles->instance = d.vkInstance();
    handles->physicalDevice = d.vkPhysicalDevice();
    handles->device = d.vkDevice();
    handles->queue = d.vkQueue();
    handles->queueFamily = d.queueFamily();
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclGetValidationMessageCount(vkclDevice device, uint32_t *count) {
  return guarded([&] {
    if (!device || !count)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *count = static_cast<uint32_t>(
        device->state->device->validationMessages().size());
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclGetLastErrorMessage(vkclDevice device, char *buffer,
                                   size_t bufferSize, size_t *length) {
  return guarded([&] {
    if (!device)
      return VKCL_ERROR_INVALID_ARGUMENT;
    DeviceState &state = *device->state;
    std::lock_guard<std::mutex> lock(state.mutex);
    copyMessage(state.lastError, buffer, bufferSize);
    if (length)
      *length = state.lastError.size();
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclCreateBuffer(vkclDevice device, const vkclBufferCreateInfo *info,
                            vkclBuffer *buffer) {
  return guarded([&] {
    if (!device || !info || !buffer)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *buffer = nullptr;
    DeviceState &state = *device->state;
    if (info->memoryKind != VKCL_MEMORY_DEVICE_LOCAL &&
        info->memoryKind != VKCL_MEMORY_HOST_VISIBLE)
      return state.fail(VKCL_ERROR_INVALID_ARGUMENT,
                        "vkclCreateBuffer: unknown memory kind " +
                            std::to_string(info->memoryKind));
    return publish(
        device->state,
        vkcl::Buffer::create(*state.device, info->size,
                             info->memoryKind == VKCL_MEMORY_HOST_VISIBLE
                                 ? vkcl::MemoryKind::HostVisible
                                 : vkcl::MemoryKind::DeviceLocal),
        buffer);
  });
}

vkclStatus vkclWrapBuffer(vkclDevice device, const vkclWrapBufferInfo *info,
                          vkclBuffer *buffer) {
  return guarded([&] {
    if (!device || !info || !buffer)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *buffer = nullptr;
    return publish(device->state,
                   vkcl::Buffer::wrap(*device->state->device, info->buffer,
                                      info->offset, info->size),
                   buffer);
  });
}

vkclStatus vkclDestroyBuffer(vkclBuffer buffer) {
  return guarded([&] {
    if (!buffer)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete buffer;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclBufferDeviceAddress(vkclBuffer buffer, uint64_t *address) {
  return guarded([&] {
    if (!buffer || !address)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *address = buffer->buffer.deviceAddress();
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclCreateProgramFromSpirv(vkclDevice device, const uint32_t *words,
                                      size_t wordCount, vkclProgram *program) {
  return guarded([&] {
    if (!device || !words || !program)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *program = nullptr;
    return publish(device->state,
                   vkcl::Program::fromSpirv(
                       *device->state->device,
                       std::vector<uint32_t>(words, words + wordCount)),
                   program);
  });
}

vkclStatus vkclCreateProgramFromFile(vkclDevice device, const char *path,
                                     vkclProgram *program) {
  return guarded([&] {
    if (!device || !path || !program)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *program = nullptr;
    return publish(device->state,
                   vkcl::Program::fromFile(*device->state->device, path),
                   program);
  });
}

vkclStatus vkclDestroyProgram(vkclProgram program) {
  return guarded([&] {
    if (!program)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete program;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclCreateKernel(vkclProgram program, const char *name,
                            vkclKernel *kernel) {
  return guarded([&] {
    if (!program || !kernel)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *kernel = nullptr;
    return publish(program->device,
                   name ? program->program->createKernel(name)
                        : program->program->createKernel(),
                   kernel);
  });
}

vkclStatus vkclSetKernelArgBuffer(vkclKernel kernel, uint32_t index,
                                  vkclBuffer buffer, size_t offset) {
  return guarded([&] {
    if (!kernel || !buffer)
      return VKCL_ERROR_INVALID_ARGUMENT;
    DeviceState &state = *kernel->device;
    // A buffer's address means nothing on another device.
    if (buffer->device != kernel->device)
      return state.fail(VKCL_ERROR_INVALID_ARGUMENT,
                        "vkclSetKernelArgBuffer: the buffer belongs to "
                        "another device");
    return state.check(kernel->kernel.setArg(index, buffer->buffer, offset));
  });
}

vkclStatus vkclSetKernelArgNull(vkclKernel kernel, uint32_t index) {
  return guarded([&] {
    if (!kernel)
      return VKCL_ERROR_INVALID_ARGUMENT;
    return kernel->device->check(kernel->kernel.setNullArg(index));
  });
}

vkclStatus vkclSetKernelArgValue(vkclKernel kernel, uint32_t index,
                                 const void *data, size_t size) {
  return guarded([&] {
    if (!kernel || !data)
      return VKCL_ERROR_INVALID_ARGUMENT;
    return kernel->device->check(kernel->kernel.setArg(index, data, size));
  });
}

vkclStatus vkclSetKernelArgLocal(vkclKernel kernel, uint32_t index,
                                 size_t bytes) {
  return guarded([&] {
    if (!kernel)
      return VKCL_ERROR_INVALID_ARGUMENT;
    return kernel->device->check(kernel->kernel.setLocalArg(index, bytes));
  });
}

vkclStatus vkclSetKernelArgPipe(vkclKernel kernel, uint32_t index,
                                vkclPipe pipe) {
  return guarded([&] {
    if (!kernel || !pipe)
      return VKCL_ERROR_INVALID_ARGUMENT;
    DeviceState &state = *kernel->device;
    if (pipe->device != kernel->device)
      return state.fail(VKCL_ERROR_INVALID_ARGUMENT,
                        "vkclSetKernelArgPipe: the pipe belongs to another "
                        "device");
    return state.check(kernel->kernel.setArg(index, pipe->pipe));
  });
}

vkclStatus vkclDestroyKernel(vkclKernel kernel) {
  return guarded([&] {
    if (!kernel)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete kernel;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclRecordKernel(vkclKernel kernel, VkCommandBuffer commandBuffer,
                            const vkclNDRange *range) {
  return guarded([&] {
    if (!kernel || !commandBuffer || !range)
      return VKCL_ERROR_INVALID_ARGUMENT;
    return kernel->device->check(
        kernel->kernel.record(commandBuffer, toRange(*range)));
  });
}

vkclStatus vkclCreateQueue(vkclDevice device, vkclQueue *queue) {
  return vkclCreateQueueWithIndex(device, 0, queue);
}

vkclStatus vkclGetQueueCount(vkclDevice device, uint32_t *count) {
  return guarded([&] {
    if (!device || !count)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *count = device->state->device->queueCount();
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclCreateQueueWithIndex(vkclDevice device, uint32_t queueIndex,
                                    vkclQueue *queue) {
  return guarded([&] {
    if (!device || !queue)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *queue = nullptr;
    DeviceState &state = *device->state;
    auto created = vkcl::Queue::create(*state.device, queueIndex);
    if (!created)
      return state.check(created.status());
    auto queueState = std::make_shared<QueueState>();
    queueState->device = device->state;
    queueState->queue = std::move(*created);
    *queue = new vkclQueue_T{std::move(queueState)};
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclEnqueueKernel(vkclQueue queue, vkclKernel kernel,
                             const vkclNDRange *range, vkclEvent *event) {
  return guarded([&] {
    if (!queue || !kernel || !range)
      return VKCL_ERROR_INVALID_ARGUMENT;
    if (event)
      *event = nullptr;
    QueueState &q = *queue->state;
    if (kernel->device != q.device)
      return q.device->fail(VKCL_ERROR_INVALID_ARGUMENT,
                            "vkclEnqueueKernel: the kernel belongs to "
                            "another device");
    // Allocated first, so running out of memory cannot lose a dispatch's
    // event after the dispatch was enqueued.
    std::unique_ptr<vkclEvent_T> made;
    if (event)
      made.reset(new vkclEvent_T{queue->state, vkcl::Event()});
    vkclStatus status = q.device->check(q.queue->enqueue(
        kernel->kernel, toRange(*range), made ? &made->event : nullptr));
    if (status == VKCL_SUCCESS && event)
      *event = made.release();
    return status;
  });
}

vkclStatus vkclEnqueueWrite(vkclQueue queue, vkclBuffer buffer, size_t offset,
                            const void *data, size_t bytes) {
  return guarded([&] {
    if (!queue || !buffer || (!data && bytes))
      return VKCL_ERROR_INVALID_ARGUMENT;
    QueueState &q = *queue->state;
    if (buffer->device != q.device)
      return q.device->fail(VKCL_ERROR_INVALID_ARGUMENT,
                            "vkclEnqueueWrite: the buffer belongs to another "
                            "device");
    return q.device->check(q.queue->write(buffer->buffer, offset, data, bytes));
  });
}

vkclStatus vkclEnqueueRead(vkclQueue queue, vkclBuffer buffer, size_t offset,
                           void *data, size_t bytes) {
  return guarded([&] {
    if (!queue || !buffer || (!data && bytes))
      return VKCL_ERROR_INVALID_ARGUMENT;
    QueueState &q = *queue->state;
    if (buffer->device != q.device)
      return q.device->fail(VKCL_ERROR_INVALID_ARGUMENT,
                            "vkclEnqueueRead: the buffer belongs to another "
                            "device");
    return q.device->check(q.queue->read(buffer->buffer, offset, data, bytes));
  });
}

vkclStatus vkclFinish(vkclQueue queue) {
  return guarded([&] {
    if (!queue)
      return VKCL_ERROR_INVALID_ARGUMENT;
    QueueState &q = *queue->state;
    return q.device->check(q.queue->finish());
  });
}

vkclStatus vkclSetPrintfCallback(vkclQueue queue, vkclPrintfCallback callback,
                                 void *userData) {
  return guarded([&] {
    if (!queue)
      return VKCL_ERROR_INVALID_ARGUMENT;
    vkcl::Queue::PrintfHandler handler;
    if (callback)
      handler = [callback, userData](const vkcl::PrintfOutput &output) {
        callback(output.text.data(), output.text.size(), output.dropped,
                 userData);
      };
    queue->state->queue->setPrintfHandler(std::move(handler));
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclSetPrintfBufferSize(vkclQueue queue, size_t bytes) {
  return guarded([&] {
    if (!queue)
      return VKCL_ERROR_INVALID_ARGUMENT;
    QueueState &q = *queue->state;
    return q.device->check(q.queue->setPrintfBufferSize(bytes));
  });
}

vkclStatus vkclDestroyQueue(vkclQueue queue) {
  return guarded([&] {
    if (!queue)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete queue;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclCreatePipe(vkclDevice device, vkclQueue queue,
                          const vkclPipeCreateInfo *info, vkclPipe *pipe) {
  return guarded([&] {
    if (!device || !queue || !info || !pipe)
      return VKCL_ERROR_INVALID_ARGUMENT;
    *pipe = nullptr;
    DeviceState &state = *device->state;
    QueueState &q = *queue->state;
    if (q.device != device->state)
      return state.fail(VKCL_ERROR_INVALID_ARGUMENT,
                        "vkclCreatePipe: the queue belongs to another device");
    return publish(device->state,
                   vkcl::Pipe::create(*state.device, *q.queue, info->packetSize,
                                      info->maxPackets),
                   pipe);
  });
}

vkclStatus vkclResetPipe(vkclPipe pipe, vkclQueue queue) {
  return guarded([&] {
    if (!pipe || !queue)
      return VKCL_ERROR_INVALID_ARGUMENT;
    QueueState &q = *queue->state;
    if (q.device != pipe->device)
      return pipe->device->fail(VKCL_ERROR_INVALID_ARGUMENT,
                                "vkclResetPipe: the queue belongs to another "
                                "device");
    return q.device->check(pipe->pipe.reset(*q.queue));
  });
}

vkclStatus vkclGetPipePacketCount(vkclPipe pipe, vkclQueue queue,
                                  uint32_t *count) {
  return guarded([&] {
    if (!pipe || !queue || !count)
      return VKCL_ERROR_INVALID_ARGUMENT;
    QueueState &q = *queue->state;
    if (q.device != pipe->device)
      return pipe->device->fail(VKCL_ERROR_INVALID_ARGUMENT,
                                "vkclGetPipePacketCount: the queue belongs to "
                                "another device");
    vkcl::Result<uint32_t> packets = pipe->pipe.numPackets(*q.queue);
    if (!packets)
      return q.device->check(packets.status());
    *count = *packets;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclDestroyPipe(vkclPipe pipe) {
  return guarded([&] {
    if (!pipe)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete pipe;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclEventWait(vkclEvent event) {
  return guarded([&] {
    if (!event)
      return VKCL_ERROR_INVALID_ARGUMENT;
    return event->queue->device->check(event->event.wait());
  });
}

vkclStatus vkclEventGpuTimeNs(vkclEvent event, double *nanoseconds) {
  return guarded([&] {
    if (!event || !nanoseconds)
      return VKCL_ERROR_INVALID_ARGUMENT;
    vkcl::Result<double> time = event->event.gpuTimeNs();
    if (!time)
      return event->queue->device->check(time.status());
    *nanoseconds = *time;
    return VKCL_SUCCESS;
  });
}

vkclStatus vkclReleaseEvent(vkclEvent event) {
  return guarded([&] {
    if (!event)
      return VKCL_ERROR_INVALID_ARGUMENT;
    delete event;
    return VKCL_SUCCESS;
  });
}

} // extern "C"
