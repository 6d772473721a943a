// clEnqueueMapBuffer and clEnqueueUnmapMemObject (which also unmaps
// images: ImageMapCommands.cpp).
//
// A map shows the host one of three things (MapState in MemoryCommon.h):
// - host-visible memory itself (CL_MEM_ALLOC_HOST_PTR, unified memory):
//   zero copy; the map and unmap only order and signal, and host writes
//   reach the device because memory is coherent and the next submission
//   comes after them;
// - for CL_MEM_USE_HOST_PTR, the application's host_ptr + offset, as the
//   spec requires: the map records a copy into a staging buffer and moves
//   the bytes to host_ptr once the GPU is done; a writing unmap copies
//   host_ptr back through the staging buffer;
// - otherwise a host-visible staging buffer of the region: the map records
//   a copy into it and a writing unmap one back, both in queue order, so
//   no host copy is made and a map and unmap that meet in one batch stay
//   ordered.
// CL_MAP_WRITE_INVALIDATE_REGION maps skip the copy in.
#include "MemoryCommon.h"

#include <algorithm>
#include <cstring>

namespace vkcl::ocl {
namespace {

constexpr cl_map_flags WriteFlags =
    CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;

/// Removes the mapping whose state is `state` (a failed map).
void dropMapping(Mem &mem, const MapState *state) {
  std::lock_guard<std::mutex> lock(mem.mutex);
  auto it = std::find_if(
      mem.mappings.begin(), mem.mappings.end(),
      [&](const Mem::Mapping &m) { return m.state.get() == state; });
  if (it != mem.mappings.end())
    mem.mappings.erase(it);
}

} // namespace
} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY void *CL_API_CALL clEnqueueMapBuffer(
    cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_map,
    cl_map_flags map_flags, size_t offset, size_t size,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event, cl_int *errcode_ret) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, buffer, &queue, &mem))
    return withError(errcode_ret, err, nullptr);
  // CL_INVALID_VALUE if region being mapped given by (offset, size) is out
  // of bounds or if size is 0 or if values specified in map_flags are not
  // valid.
  if (size == 0 || offset > mem->size || size > mem->size - offset)
    return withError(errcode_ret,
                     apiError(CL_INVALID_VALUE,
                              "clEnqueueMapBuffer: the region of " +
                                  std::to_string(size) + " bytes at offset " +
                                  std::to_string(offset) +
                                  " is empty or runs past the end of a " +
                                  std::to_string(mem->size) + "-byte buffer"),
                     nullptr);
  if (map_flags & ~cl_map_flags(CL_MAP_READ | WriteFlags))
    return withError(
        errcode_ret,
        apiError(CL_INVALID_VALUE, "clEnqueueMapBuffer: unknown map_flags"),
        nullptr);
  // CL_MAP_WRITE_INVALIDATE_REGION is mutually exclusive with CL_MAP_READ
  // and CL_MAP_WRITE.
  if ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) &&
      (map_flags & (CL_MAP_READ | CL_MAP_WRITE)))
    return withError(errcode_ret,
                     apiError(CL_INVALID_VALUE,
                              "clEnqueueMapBuffer: "
                              "CL_MAP_WRITE_INVALIDATE_REGION excludes "
                              "CL_MAP_READ and CL_MAP_WRITE"),
                     nullptr);
  // No flags: the application may read and write.
  cl_map_flags flags = map_flags ? map_flags : CL_MAP_READ | CL_MAP_WRITE;
  // CL_INVALID_OPERATION if buffer has been created with
  // CL_MEM_HOST_WRITE_ONLY or CL_MEM_HOST_NO_ACCESS and CL_MAP_READ is
  // set, or with CL_MEM_HOST_READ_ONLY or CL_MEM_HOST_NO_ACCESS and
  // CL_MAP_WRITE or CL_MAP_WRITE_INVALIDATE_REGION is set.
  if (cl_int err = checkHostAccess(*mem, flags & CL_MAP_READ,
                                   flags & WriteFlags, "clEnqueueMapBuffer"))
    return withError(errcode_ret, err, nullptr);

  bool copyIn = !(flags & CL_MAP_WRITE_INVALIDATE_REGION);
  auto state = std::make_shared<MapState>();
  Mem::Mapping mapping;
  mapping.offset = offset;
  mapping.size = size;
  mapping.flags = flags;
  mapping.state = state;
  char *host = hostAddress(*mem);
  if (mem->hostPtr || !host) {
    // CL_MAP_FAILURE if there is a failure to map the requested region
    // into the host address space.
    if (createStaging(*queue->device, size, state->staging) != CL_SUCCESS)
      return withError(errcode_ret, CL_MAP_FAILURE, nullptr);
    mapping.shadow = true;
    mapping.pointer = mem->hostPtr
                          ? static_cast<char *>(mem->hostPtr) + offset
                          : static_cast<char *>(state->staging->mapped());
  } else {
    mapping.pointer = host + offset;
  }
  void *pointer = mapping.pointer;
  {
    std::lock_guard<std::mutex> lock(mem->mutex);
    // CL_INVALID_OPERATION if mapping would lead to overlapping regions
    // being mapped for writing (checked within this memory object; maps of
    // its parent or of other sub-buffers are not tracked together).
    if (flags & WriteFlags)
      for (const Mem::Mapping &m : mem->mappings)
        if ((m.flags & WriteFlags) && m.offset < offset + size &&
            offset < m.offset + m.size)
          return withError(errcode_ret,
                           apiError(CL_INVALID_OPERATION,
                                    "clEnqueueMapBuffer: the region overlaps "
                                    "one already mapped for writing"),
                           nullptr);
    mem->mappings.push_back(mapping);
  }

  Ref<Mem> keep(mem);
  std::function<cl_int(Recorder &)> record = [](Recorder &) -> cl_int {
    return CL_SUCCESS;
  };
  std::function<cl_int()> complete;
  if (state->staging && copyIn)
    record = [keep, state, offset, size](Recorder &r) -> cl_int {
      return clStatus(
          r.queue.copy(keep->buffer, offset, *state->staging, 0, size));
    };
  if (mem->hostPtr)
    complete = [state, pointer, size, copyIn]() -> cl_int {
      if (copyIn)
        std::memcpy(pointer, state->staging->mapped(), size);
      state->ready = true;
      return CL_SUCCESS;
    };
  cl_int err =
      enqueueCommand(queue, CL_COMMAND_MAP_BUFFER, num_events_in_wait_list,
                     event_wait_list, event, blocking_map, record, complete);
  if (err != CL_SUCCESS) {
    dropMapping(*mem, state.get());
    return withError(errcode_ret, err, nullptr);
  }
  return withError(errcode_ret, CL_SUCCESS, pointer);
}

CL_API_ENTRY cl_int CL_API_CALL
clEnqueueUnmapMemObject(cl_command_queue command_queue, cl_mem memobj,
                        void *mapped_ptr, cl_uint num_events_in_wait_list,
                        const cl_event *event_wait_list, cl_event *event) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  // CL_INVALID_MEM_OBJECT if memobj is not a valid memory object or is a
  // pipe object.
  Mem *object = cast<Mem>(memobj);
  if (cl_int err =
          object && object->isImage()
              ? checkImageCommand(command_queue, memobj, &queue, &mem)
              : checkBufferCommand(command_queue, memobj, &queue, &mem))
    return err;
  // CL_INVALID_VALUE if mapped_ptr is not a valid pointer returned by
  // clEnqueueMapBuffer or clEnqueueMapImage for memobj.
  Mem::Mapping mapping;
  {
    std::lock_guard<std::mutex> lock(mem->mutex);
    auto it = std::find_if(
        mem->mappings.begin(), mem->mappings.end(),
        [&](const Mem::Mapping &m) { return m.pointer == mapped_ptr; });
    if (it == mem->mappings.end())
      return apiError(CL_INVALID_VALUE,
                      "clEnqueueUnmapMemObject: mapped_ptr was not returned "
                      "by a map of this memory object that is still mapped");
    mapping = *it;
    mem->mappings.erase(it);
  }
  std::function<cl_int(Recorder &)> record = [](Recorder &) -> cl_int {
    return CL_SUCCESS;
  };
  if (mapping.image) {
    record = unmapImageCommand(*mem, mapping);
  } else if (mapping.shadow && (mapping.flags & WriteFlags)) {
    Ref<Mem> keep(mem);
    std::shared_ptr<MapState> state = mapping.state;
    size_t offset = mapping.offset, size = mapping.size;
    void *pointer = mapping.pointer;
    bool fromHostPtr = mem->hostPtr != nullptr;
    record = [keep, state, offset, size, pointer,
              fromHostPtr](Recorder &r) -> cl_int {
      if (fromHostPtr) {
        // Not ready: the map has not reached the host yet, so the
        // application cannot have written anything to send back.
        if (!state->ready)
          return CL_SUCCESS;
        std::memcpy(state->staging->mapped(), pointer, size);
      }
      return clStatus(
          r.queue.copy(*state->staging, 0, keep->buffer, offset, size));
    };
  }
  cl_int err = enqueueCommand(queue, CL_COMMAND_UNMAP_MEM_OBJECT,
                              num_events_in_wait_list, event_wait_list, event,
                              false, record);
  if (err != CL_SUCCESS) { // not enqueued: the region stays mapped
    std::lock_guard<std::mutex> lock(mem->mutex);
    mem->mappings.push_back(mapping);
  }
  return err;
}
