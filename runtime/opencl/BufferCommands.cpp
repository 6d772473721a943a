// Buffer transfers: clEnqueueReadBuffer, clEnqueueWriteBuffer,
// clEnqueueCopyBuffer, clEnqueueFillBuffer, clEnqueueMigrateMemObjects.
// (Rectangular transfers: BufferRectCommands.cpp; maps:
// BufferMapCommands.cpp.)
//
// Every transfer is GPU work recorded in queue order, even where the
// memory is host-visible: a command's `record` step runs while earlier
// commands of its batch have not yet executed, so a host memcpy there
// would overtake them, and a `complete` step runs after later commands of
// the batch, which may already have changed the buffer. So host data goes
// through a host-visible staging buffer: writes fill it when enqueued and
// record a copy into the buffer; reads record a copy out of the buffer and
// move the bytes to the application's pointer once the batch is done.
#include "MemoryCommon.h"

#include <cstring>

namespace vkcl::ocl {
namespace {

bool inBounds(size_t offset, size_t size, size_t total) {
  return offset <= total && size <= total - offset;
}

/// CL_INVALID_VALUE, naming `call`, unless [offset, offset + size) lies
/// inside `mem`.
cl_int checkRegion(const char *call, const Mem &mem, size_t offset,
                   size_t size) {
  if (inBounds(offset, size, mem.size))
    return CL_SUCCESS;
  return apiError(CL_INVALID_VALUE,
                  std::string(call) + ": " + std::to_string(size) +
                      " bytes at offset " + std::to_string(offset) +
                      " run past the end of a " + std::to_string(mem.size) +
                      "-byte buffer");
}

} // namespace
} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadBuffer(
    cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read,
    size_t offset, size_t size, void *ptr, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, buffer, &queue, &mem))
    return err;
  // CL_INVALID_VALUE if the region being read specified by (offset, size)
  // is out of bounds or if ptr is a NULL value.
  if (cl_int err = checkRegion("clEnqueueReadBuffer", *mem, offset, size))
    return err;
  if (!ptr)
    return apiError(CL_INVALID_VALUE, "clEnqueueReadBuffer: ptr is NULL");
  if (cl_int err = checkHostAccess(*mem, true, false, "clEnqueueReadBuffer"))
    return err;
  std::shared_ptr<vkcl::Buffer> staging;
  if (size)
    if (cl_int err = createStaging(*queue->device, size, staging))
      return err;
  Ref<Mem> keep(mem);
  auto record = [keep, staging, offset, size](Recorder &r) -> cl_int {
    if (!size)
      return CL_SUCCESS;
    return clStatus(
        r.queue.copy(keep->buffer, offset, *staging, 0, size, r.gpuEvent));
  };
  auto complete = [staging, ptr, size]() -> cl_int {
    if (size)
      std::memcpy(ptr, staging->mapped(), size);
    return CL_SUCCESS;
  };
  return enqueueCommand(queue, CL_COMMAND_READ_BUFFER, num_events_in_wait_list,
                        event_wait_list, event, blocking_read, record,
                        complete);
}

CL_API_ENTRY cl_int CL_API_CALL
clEnqueueWriteBuffer(cl_command_queue command_queue, cl_mem buffer,
                     cl_bool blocking_write, size_t offset, size_t size,
                     const void *ptr, cl_uint num_events_in_wait_list,
                     const cl_event *event_wait_list, cl_event *event) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, buffer, &queue, &mem))
    return err;
  // CL_INVALID_VALUE if the region being written specified by (offset,
  // size) is out of bounds or if ptr is a NULL value.
  if (cl_int err = checkRegion("clEnqueueWriteBuffer", *mem, offset, size))
    return err;
  if (!ptr)
    return apiError(CL_INVALID_VALUE, "clEnqueueWriteBuffer: ptr is NULL");
  if (cl_int err = checkHostAccess(*mem, false, true, "clEnqueueWriteBuffer"))
    return err;
  // The data is copied now, blocking or not: the application may reuse ptr
  // only once the command has completed, so it cannot tell an early copy
  // from one made when the command runs, and the caller's memory is free
  // at once.
  std::shared_ptr<vkcl::Buffer> staging;
  if (size) {
    if (cl_int err = createStaging(*queue->device, size, staging))
      return err;
    std::memcpy(staging->mapped(), ptr, size);
  }
  Ref<Mem> keep(mem);
  auto record = [keep, staging, offset, size](Recorder &r) -> cl_int {
    if (!size)
      return CL_SUCCESS;
    return clStatus(
        r.queue.copy(*staging, 0, keep->buffer, offset, size, r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_WRITE_BUFFER, num_events_in_wait_list,
                        event_wait_list, event, blocking_write, record);
}

CL_API_ENTRY cl_int CL_API_CALL
clEnqueueCopyBuffer(cl_command_queue command_queue, cl_mem src_buffer,
                    cl_mem dst_buffer, size_t src_offset, size_t dst_offset,
                    size_t size, cl_uint num_events_in_wait_list,
                    const cl_event *event_wait_list, cl_event *event) {
  Queue *queue = nullptr;
  Mem *src = nullptr, *dst = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, src_buffer, &queue, &src))
    return err;
  if (cl_int err = checkBufferCommand(command_queue, dst_buffer, &queue, &dst))
    return err;
  // CL_INVALID_VALUE if src_offset, dst_offset, size, src_offset + size or
  // dst_offset + size require accessing elements outside the src_buffer
  // and dst_buffer buffer objects respectively.
  if (!inBounds(src_offset, size, src->size) ||
      !inBounds(dst_offset, size, dst->size))
    return apiError(CL_INVALID_VALUE,
                    "clEnqueueCopyBuffer: " + std::to_string(size) +
                        " bytes from offset " + std::to_string(src_offset) +
                        " to offset " + std::to_string(dst_offset) +
                        " run past the end of a buffer");
  // CL_MEM_COPY_OVERLAP if src_buffer and dst_buffer are the same buffer
  // or sub-buffer object and the source and destination regions overlap,
  // or if they are different sub-buffers of the same associated buffer
  // object and they overlap. Buffers share VkBuffers (sub-allocation) but
  // never bytes, so comparing device ranges finds exactly those cases.
  size_t srcAt = src->buffer.vkOffset() + src_offset;
  size_t dstAt = dst->buffer.vkOffset() + dst_offset;
  if (size && src->buffer.vkBuffer() == dst->buffer.vkBuffer() &&
      srcAt < dstAt + size && dstAt < srcAt + size)
    return apiError(CL_MEM_COPY_OVERLAP,
                    "clEnqueueCopyBuffer: the source and destination regions "
                    "overlap");
  Ref<Mem> keepSrc(src), keepDst(dst);
  auto record = [keepSrc, keepDst, src_offset, dst_offset,
                 size](Recorder &r) -> cl_int {
    return clStatus(r.queue.copy(keepSrc->buffer, src_offset, keepDst->buffer,
                                 dst_offset, size, r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_COPY_BUFFER, num_events_in_wait_list,
                        event_wait_list, event, false, record);
}

CL_API_ENTRY cl_int CL_API_CALL
clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer,
                    const void *pattern, size_t pattern_size, size_t offset,
                    size_t size, cl_uint num_events_in_wait_list,
                    const cl_event *event_wait_list, cl_event *event) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, buffer, &queue, &mem))
    return err;
  // CL_INVALID_VALUE if offset or offset + size require accessing elements
  // outside the buffer object.
  if (cl_int err = checkRegion("clEnqueueFillBuffer", *mem, offset, size))
    return err;
  // CL_INVALID_VALUE if pattern is NULL or if pattern_size is 0 or if
  // pattern_size is not one of {1, 2, 4, 8, 16, 32, 64, 128}.
  if (!pattern)
    return apiError(CL_INVALID_VALUE, "clEnqueueFillBuffer: pattern is NULL");
  if (pattern_size == 0 || pattern_size > 128 ||
      (pattern_size & (pattern_size - 1)))
    return apiError(CL_INVALID_VALUE,
                    "clEnqueueFillBuffer: pattern_size " +
                        std::to_string(pattern_size) +
                        " is not one of 1, 2, 4, 8, 16, 32, 64, 128");
  // CL_INVALID_VALUE if offset and size are not a multiple of pattern_size.
  if (offset % pattern_size || size % pattern_size)
    return apiError(CL_INVALID_VALUE,
                    "clEnqueueFillBuffer: offset and size must be multiples "
                    "of pattern_size " +
                        std::to_string(pattern_size));

  // The runtime writes any pattern at any alignment on the GPU
  // (vkCmdFillBuffer for repeated words, else its fill shader).
  std::vector<unsigned char> bytes(static_cast<const unsigned char *>(pattern),
                                   static_cast<const unsigned char *>(pattern) +
                                       pattern_size);
  Ref<Mem> keep(mem);
  auto record = [keep, bytes, offset, size](Recorder &r) -> cl_int {
    if (!size)
      return CL_SUCCESS;
    return clStatus(r.queue.fillPattern(
        keep->buffer, offset, size, bytes.data(), bytes.size(), r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_FILL_BUFFER, num_events_in_wait_list,
                        event_wait_list, event, false, record);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueMigrateMemObjects(
    cl_command_queue command_queue, cl_uint num_mem_objects,
    const cl_mem *mem_objects, cl_mem_migration_flags flags,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event) {
  Queue *queue = cast<Queue>(command_queue);
  if (!queue)
    return apiError(CL_INVALID_COMMAND_QUEUE,
                    "clEnqueueMigrateMemObjects: invalid command queue");
  // CL_INVALID_VALUE if num_mem_objects is zero or if mem_objects is NULL.
  if (num_mem_objects == 0 || !mem_objects)
    return apiError(CL_INVALID_VALUE,
                    "clEnqueueMigrateMemObjects: no memory objects given");
  // CL_INVALID_VALUE if flags is not 0 or is not any of the values
  // described in the table above.
  if (flags & ~cl_mem_migration_flags(CL_MIGRATE_MEM_OBJECT_HOST |
                                      CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED))
    return apiError(CL_INVALID_VALUE,
                    "clEnqueueMigrateMemObjects: unknown bits in flags");
  std::vector<Ref<Mem>> keep;
  keep.reserve(num_mem_objects);
  for (cl_uint i = 0; i < num_mem_objects; ++i) {
    // CL_INVALID_MEM_OBJECT if any of the memory objects in mem_objects is
    // not a valid memory object.
    Mem *mem = cast<Mem>(mem_objects[i]);
    if (!mem)
      return apiError(CL_INVALID_MEM_OBJECT,
                      "clEnqueueMigrateMemObjects: mem_objects[" +
                          std::to_string(i) + "] is not a memory object");
    // CL_INVALID_CONTEXT if the context associated with command_queue and
    // memory objects in mem_objects are not the same.
    if (cl_int err = checkMemForQueue(queue, mem))
      return err;
    keep.emplace_back(mem);
  }
  // The memory already lives on the queue's device (the only one that can
  // use it) and host access goes through maps and transfers, so there is
  // nothing to move: the command only orders and signals.
  auto record = [keep](Recorder &) -> cl_int { return CL_SUCCESS; };
  return enqueueCommand(queue, CL_COMMAND_MIGRATE_MEM_OBJECTS,
                        num_events_in_wait_list, event_wait_list, event, false,
                        record);
}
