// Commands that run kernels or order other commands: NDRange, task,
// markers, barriers.
#include "Scheduler.h"

#include <algorithm>

using namespace vkcl::ocl;

namespace {

cl_int checkLocalMemory(const Kernel &kernel, int index, const Device &device) {
  uint64_t bytes = kernel.kernels[index].localMemoryBytes();
  if (bytes > device.caps.localMemSize)
    return apiError(CL_OUT_OF_RESOURCES,
                    "kernel '" + kernel.name + "' needs " +
                        std::to_string(bytes) +
                        " bytes of __local memory; the device has " +
                        std::to_string(device.caps.localMemSize));
  return CL_SUCCESS;
}

cl_int enqueueKernel(Queue *queue, Kernel *kernel, cl_uint workDim,
                     const size_t *globalOffset, const size_t *globalSize,
                     const size_t *localSize, cl_uint numEvents,
                     const cl_event *waitList, cl_event *eventOut,
                     cl_command_type type) {
  if (queue->context.get() != kernel->program->context.get())
    return CL_INVALID_CONTEXT;
  Program &program = *kernel->program;
  int index = program.deviceIndex(queue->device);
  if (index < 0 || !program.builds[index].program)
    return apiError(CL_INVALID_PROGRAM_EXECUTABLE,
                    "the kernel's program is not built for the queue's "
                    "device");
  if (workDim < 1 || workDim > 3)
    return CL_INVALID_WORK_DIMENSION;
  // "If global_work_size is NULL, or the value in any passed dimension is
  // 0 then the kernel command will trivially succeed after its event
  // dependencies are satisfied" (OpenCL 2.1 and later).
  const size_t zeros[3] = {0, 0, 0};
  if (!globalSize)
    globalSize = zeros;
  const vkcl::KernelInfo &info = kernel->info();
  for (size_t i = 0; i < kernel->args.size(); ++i)
    if (!kernel->args[i].set)
      return apiError(CL_INVALID_KERNEL_ARGS,
                      "argument " + std::to_string(i) + " of kernel '" +
                          kernel->name + "' is not set");
  const DeviceCaps &caps = queue->device->caps;
  vkcl::NDRange range;
  range.dims = workDim;
  bool empty = false;
  for (cl_uint d = 0; d < workDim; ++d) {
    range.global[d] = globalSize[d];
    range.offset[d] = globalOffset ? globalOffset[d] : 0;
    empty |= globalSize[d] == 0;
    // The runtime's dispatch fields are 32-bit.
    if (uint64_t(globalSize[d]) > UINT32_MAX)
      return apiError(CL_INVALID_GLOBAL_WORK_SIZE,
                      "global size above 2^32 in dimension " +
                          std::to_string(d));
    if (range.offset[d] > UINT32_MAX - globalSize[d])
      return CL_INVALID_GLOBAL_OFFSET;
  }
  if (localSize) {
    uint64_t product = 1;
    for (cl_uint d = 0; d < workDim; ++d) {
      if (localSize[d] == 0)
        return CL_INVALID_WORK_GROUP_SIZE;
      if (localSize[d] > caps.maxWorkItemSizes[d])
        return CL_INVALID_WORK_ITEM_SIZE;
      product *= localSize[d];
      range.local[d] = localSize[d];
    }
    if (product > caps.maxWorkGroupSize)
      return apiError(CL_INVALID_WORK_GROUP_SIZE,
                      "a work-group of " + std::to_string(product) +
                          " work-items exceeds the device's " +
                          std::to_string(caps.maxWorkGroupSize));
    const auto &reqd = info.reqdWorkGroupSize;
    if (reqd[0])
      for (cl_uint d = 0; d < 3; ++d)
        if ((d < workDim ? localSize[d] : 1) != reqd[d])
          return apiError(CL_INVALID_WORK_GROUP_SIZE,
                          "local size differs from the kernel's "
                          "reqd_work_group_size");
    if (program.builds[index].uniformWorkGroups)
      for (cl_uint d = 0; d < workDim; ++d)
        if (globalSize[d] % localSize[d])
          return apiError(CL_INVALID_WORK_GROUP_SIZE,
                          "the global size is not a multiple of the local "
                          "size, and the program requires uniform "
                          "work-groups (OpenCL C 1.x or "
                          "-cl-uniform-work-group-size)");
  } else if (info.reqdWorkGroupSize[0] &&
             program.builds[index].uniformWorkGroups) {
    for (cl_uint d = 0; d < workDim; ++d)
      if (globalSize[d] % info.reqdWorkGroupSize[d])
        return CL_INVALID_WORK_GROUP_SIZE;
  }
  if (cl_int e = checkLocalMemory(*kernel, index, *queue->device);
      e != CL_SUCCESS)
    return e;

  // The arguments as they are now: later clSetKernelArg calls must not
  // change this command. One allocation holds the snapshot and the
  // references that keep its memory objects alive.
  struct Run {
    vkcl::Kernel snapshot;
    vkcl::NDRange range;
    bool empty;
    std::vector<Ref<Mem>> memory;
  };
  auto run = std::make_shared<Run>(
      Run{kernel->kernels[index].clone(), range, empty, {}});
  if (!empty) {
    vkcl::Result<std::array<uint32_t, 3>> local =
        run->snapshot.localSizeFor(range);
    if (!local)
      return apiError(CL_INVALID_WORK_GROUP_SIZE, local.error().message);
  }
  size_t memoryArgs = 0;
  for (const Kernel::Arg &arg : kernel->args)
    memoryArgs += arg.mem ? 1 : 0;
  run->memory.reserve(memoryArgs);
  for (const Kernel::Arg &arg : kernel->args)
    if (arg.mem)
      run->memory.emplace_back(arg.mem);
  return enqueueCommand(
      queue, type, numEvents, waitList, eventOut, false,
      [run](Recorder &r) -> cl_int {
        // "If global_work_size is zero ... the kernel command will
        // trivially succeed after its event dependencies are satisfied."
        if (run->empty)
          return CL_SUCCESS;
        vkcl::Status s = r.queue.enqueue(run->snapshot, run->range, r.gpuEvent);
        return s ? CL_SUCCESS : apiError(toClError(s.error()), s.message());
      });
}

} // namespace

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueNDRangeKernel(
    cl_command_queue q, cl_kernel k, cl_uint workDim,
    const size_t *globalWorkOffset, const size_t *globalWorkSize,
    const size_t *localWorkSize, cl_uint numEvents, const cl_event *waitList,
    cl_event *event) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  return enqueueKernel(queue, kernel, workDim, globalWorkOffset, globalWorkSize,
                       localWorkSize, numEvents, waitList, event,
                       CL_COMMAND_NDRANGE_KERNEL);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint numEvents,
              const cl_event *waitList, cl_event *event) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  Kernel *kernel = cast<Kernel>(k);
  if (!kernel)
    return CL_INVALID_KERNEL;
  // "equivalent to calling clEnqueueNDRangeKernel with work_dim set to 1,
  // global_work_offset set to NULL, global_work_size[0] set to 1, and
  // local_work_size[0] set to 1."
  const size_t one = 1;
  return enqueueKernel(queue, kernel, 1, nullptr, &one, &one, numEvents,
                       waitList, event, CL_COMMAND_TASK);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueNativeKernel(
    cl_command_queue q, void(CL_CALLBACK *)(void *), void *, size_t, cl_uint,
    const cl_mem *, const void **, cl_uint, const cl_event *, cl_event *) {
  if (!cast<Queue>(q))
    return CL_INVALID_COMMAND_QUEUE;
  // CL_DEVICE_EXECUTION_CAPABILITIES has no CL_EXEC_NATIVE_KERNEL.
  return apiError(CL_INVALID_OPERATION, "native kernels are not supported");
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint numEvents,
                            const cl_event *waitList, cl_event *event) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  return enqueueCommand(queue, CL_COMMAND_MARKER, numEvents, waitList, event,
                        false, {});
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint numEvents,
                             const cl_event *waitList, cl_event *event) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  return enqueueCommand(queue, CL_COMMAND_BARRIER, numEvents, waitList, event,
                        false, {}, {}, true);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueMarker(cl_command_queue q,
                                                           cl_event *event) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  if (!event)
    return CL_INVALID_VALUE;
  return enqueueCommand(queue, CL_COMMAND_MARKER, 0, nullptr, event, false, {});
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL
clEnqueueBarrier(cl_command_queue q) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  return enqueueCommand(queue, CL_COMMAND_BARRIER, 0, nullptr, nullptr, false,
                        {}, {}, true);
}

extern "C" CL_API_ENTRY cl_int CL_API_CALL clEnqueueWaitForEvents(
    cl_command_queue q, cl_uint numEvents, const cl_event *events) {
  Queue *queue = cast<Queue>(q);
  if (!queue)
    return CL_INVALID_COMMAND_QUEUE;
  if (numEvents == 0 || !events)
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < numEvents; ++i)
    if (!cast<Event>(events[i]))
      return CL_INVALID_EVENT;
  // Later commands wait for these events: a barrier on them.
  return enqueueCommand(queue, CL_COMMAND_BARRIER, numEvents, events, nullptr,
                        false, {}, {}, true);
}
