// clEnqueueMapImage. (The unmap is clEnqueueUnmapMemObject's, in
// BufferMapCommands.cpp, which writes image mappings back through
// unmapImageCommand below.)
//
// An image's memory is never host-visible (optimal tiling), so a map
// always shows a copy: for CL_MEM_USE_HOST_PTR images the region inside
// the application's host_ptr, with the pitches given at creation (as the
// spec requires), filled from a packed staging buffer once the map's GPU
// copy is done; otherwise the packed staging buffer itself, whose pitches
// the map returns. A writing unmap copies the region back (for host_ptr,
// repacking it into the staging buffer first). CL_MAP_WRITE_INVALIDATE_
// REGION maps skip the copy in.
#include "MemoryCommon.h"

#include <algorithm>
#include <cstring>

namespace vkcl::ocl {
namespace {

constexpr cl_map_flags WriteFlags =
    CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;

bool overlaps(const vkcl::ImageRegion &a, const vkcl::ImageRegion &b) {
  for (int i = 0; i < 3; ++i)
    if (a.origin[i] >= b.origin[i] + b.size[i] ||
        b.origin[i] >= a.origin[i] + a.size[i])
      return false;
  return true;
}

void *mapFailure(cl_int *errcodeRet, cl_int code) {
  return withError(errcodeRet, code, static_cast<void *>(nullptr));
}

} // namespace

std::function<cl_int(Recorder &)>
unmapImageCommand(Mem &mem, const Mem::Mapping &mapping) {
  if (!(mapping.flags & WriteFlags))
    return [](Recorder &) -> cl_int { return CL_SUCCESS; };
  HostLayout layout;
  hostLayout(mem, mapping.region, mapping.rowPitch, mapping.slicePitch,
             "clEnqueueUnmapMemObject", layout);
  Ref<Mem> keep(&mem);
  std::shared_ptr<MapState> state = mapping.state;
  vkcl::ImageRegion box = mapping.region;
  void *pointer = mapping.pointer;
  bool fromHostPtr = mem.hostPtr != nullptr;
  return
      [keep, state, box, pointer, layout, fromHostPtr](Recorder &r) -> cl_int {
        if (fromHostPtr) {
          // Not ready: the map has not reached the host yet, so the
          // application cannot have written anything to send back.
          if (!state->ready)
            return CL_SUCCESS;
          packHost(layout, pointer, state->staging->mapped());
        }
        return clStatus(
            r.queue.copyBufferToImage(*state->staging, 0, *keep->image, box));
      };
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY void *CL_API_CALL clEnqueueMapImage(
    cl_command_queue command_queue, cl_mem image, cl_bool blocking_map,
    cl_map_flags map_flags, const size_t *origin, const size_t *region,
    size_t *image_row_pitch, size_t *image_slice_pitch,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event, cl_int *errcode_ret) {
  const char *call = "clEnqueueMapImage";
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkImageCommand(command_queue, image, &queue, &mem))
    return mapFailure(errcode_ret, err);
  vkcl::ImageRegion box;
  if (cl_int err = imageRegion(*mem, origin, region, call, box))
    return mapFailure(errcode_ret, err);
  // CL_INVALID_VALUE if image_row_pitch is NULL, or if image is a 3D image,
  // 1D or 2D image array object and image_slice_pitch is NULL.
  const bool sliced = mem->type == CL_MEM_OBJECT_IMAGE3D ||
                      mem->type == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
                      mem->type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  if (!image_row_pitch || (sliced && !image_slice_pitch))
    return mapFailure(errcode_ret,
                      apiError(CL_INVALID_VALUE,
                               "clEnqueueMapImage: image_row_pitch (or, for "
                               "3-D and array images, image_slice_pitch) is "
                               "NULL"));
  if (map_flags & ~cl_map_flags(CL_MAP_READ | WriteFlags))
    return mapFailure(errcode_ret,
                      apiError(CL_INVALID_VALUE, "clEnqueueMapImage: unknown "
                                                 "map_flags"));
  if ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) &&
      (map_flags & (CL_MAP_READ | CL_MAP_WRITE)))
    return mapFailure(errcode_ret,
                      apiError(CL_INVALID_VALUE,
                               "clEnqueueMapImage: "
                               "CL_MAP_WRITE_INVALIDATE_REGION excludes "
                               "CL_MAP_READ and CL_MAP_WRITE"));
  cl_map_flags flags = map_flags ? map_flags : CL_MAP_READ | CL_MAP_WRITE;
  if (cl_int err =
          checkHostAccess(*mem, flags & CL_MAP_READ, flags & WriteFlags, call))
    return mapFailure(errcode_ret, err);

  // Where the host sees the region, and with which pitches.
  const size_t pixel = imagePixelBytes(*mem);
  size_t rowPitch = 0, slicePitch = 0;
  if (mem->hostPtr) {
    rowPitch = mem->hostRowPitch;
    slicePitch = sliced ? mem->hostSlicePitch : 0;
  }
  HostLayout layout;
  if (cl_int err = hostLayout(*mem, box, rowPitch, slicePitch, call, layout))
    return mapFailure(errcode_ret, err);
  auto state = std::make_shared<MapState>();
  if (createStaging(*queue->device, layout.packedBytes(), state->staging) !=
      CL_SUCCESS)
    return mapFailure(errcode_ret, CL_MAP_FAILURE);
  char *pointer = nullptr;
  if (mem->hostPtr) {
    const bool layers1D = mem->type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
    const size_t slice = layers1D ? box.origin[1] : box.origin[2];
    const size_t row = layers1D ? 0 : box.origin[1];
    pointer = static_cast<char *>(mem->hostPtr) + slice * layout.slicePitch +
              row * layout.rowPitch + box.origin[0] * pixel;
  } else {
    pointer = static_cast<char *>(state->staging->mapped());
  }
  Mem::Mapping mapping;
  mapping.pointer = pointer;
  mapping.flags = flags;
  mapping.state = state;
  mapping.shadow = true;
  mapping.image = true;
  mapping.region = box;
  mapping.rowPitch = layout.rowPitch;
  mapping.slicePitch = sliced ? layout.slicePitch : 0;
  {
    std::lock_guard<std::mutex> lock(mem->mutex);
    // CL_INVALID_OPERATION if mapping would lead to overlapping regions
    // being mapped for writing.
    if (flags & WriteFlags)
      for (const Mem::Mapping &m : mem->mappings)
        if ((m.flags & WriteFlags) && overlaps(m.region, box))
          return mapFailure(errcode_ret,
                            apiError(CL_INVALID_OPERATION,
                                     "clEnqueueMapImage: the region overlaps "
                                     "one already mapped for writing"));
    mem->mappings.push_back(mapping);
  }

  const bool copyIn = !(flags & CL_MAP_WRITE_INVALIDATE_REGION);
  Ref<Mem> keep(mem);
  std::function<cl_int(Recorder &)> record = [keep, state, box,
                                              copyIn](Recorder &r) -> cl_int {
    if (!copyIn)
      return CL_SUCCESS;
    return clStatus(r.queue.copyImageToBuffer(*keep->image, box,
                                              *state->staging, 0, r.gpuEvent));
  };
  std::function<cl_int()> complete;
  if (mem->hostPtr)
    complete = [state, pointer, layout, copyIn]() -> cl_int {
      if (copyIn)
        unpackHost(layout, state->staging->mapped(), pointer);
      state->ready = true;
      return CL_SUCCESS;
    };
  cl_int err =
      enqueueCommand(queue, CL_COMMAND_MAP_IMAGE, num_events_in_wait_list,
                     event_wait_list, event, blocking_map, record, complete);
  if (err != CL_SUCCESS) {
    std::lock_guard<std::mutex> lock(mem->mutex);
    auto it =
        std::find_if(mem->mappings.begin(), mem->mappings.end(),
                     [&](const Mem::Mapping &m) { return m.state == state; });
    if (it != mem->mappings.end())
      mem->mappings.erase(it);
    return mapFailure(errcode_ret, err);
  }
  *image_row_pitch = layout.rowPitch;
  if (image_slice_pitch)
    *image_slice_pitch = sliced ? layout.slicePitch : 0;
  return withError(errcode_ret, CL_SUCCESS, static_cast<void *>(pointer));
}
