// Image transfers: clEnqueueReadImage, clEnqueueWriteImage,
// clEnqueueCopyImage, clEnqueueCopyImageToBuffer,
// clEnqueueCopyBufferToImage. (Fills: ImageFill.cpp; maps:
// ImageMapCommands.cpp.)
//
// As for buffers (BufferCommands.cpp says why), every transfer is GPU work
// in queue order: host data goes through a host-visible staging buffer
// holding the region packed, copied into the image by the runtime's
// copyBufferToImage or out of it by copyImageToBuffer; the host side is
// repacked with the application's pitches when the write is enqueued or
// once the read's batch is done.
#include "MemoryCommon.h"

#include <cstring>

namespace vkcl::ocl {

cl_int hostLayout(const Mem &image, const vkcl::ImageRegion &region,
                  size_t rowPitch, size_t slicePitch, const char *call,
                  HostLayout &out) {
  const cl_mem_object_type t = image.type;
  const bool layers1D = t == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  const bool sliced = layers1D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
                      t == CL_MEM_OBJECT_IMAGE3D;
  out.rowBytes = region.size[0] * imagePixelBytes(image);
  out.rows = layers1D ? 1 : region.size[1];
  out.slices = layers1D ? region.size[1] : region.size[2];
  // CL_INVALID_VALUE if image is a 1D or 2D image and slice_pitch is not 0.
  if (!sliced && slicePitch)
    return apiError(CL_INVALID_VALUE,
                    std::string(call) +
                        ": a slice pitch is only for 3-D and array images");
  out.rowPitch = rowPitch ? rowPitch : out.rowBytes;
  if (out.rowPitch < out.rowBytes)
    return apiError(CL_INVALID_VALUE,
                    std::string(call) + ": row pitch " +
                        std::to_string(rowPitch) +
                        " is less than a row of the region (" +
                        std::to_string(out.rowBytes) + " bytes)");
  const size_t packedSlice = out.rowPitch * out.rows;
  out.slicePitch = slicePitch ? slicePitch : packedSlice;
  if (out.slicePitch < packedSlice)
    return apiError(CL_INVALID_VALUE,
                    std::string(call) + ": slice pitch " +
                        std::to_string(slicePitch) +
                        " is less than a slice of the region (" +
                        std::to_string(packedSlice) + " bytes)");
  return CL_SUCCESS;
}

void packHost(const HostLayout &l, const void *host, void *packed) {
  const auto *h = static_cast<const char *>(host);
  auto *p = static_cast<char *>(packed);
  for (size_t s = 0; s < l.slices; ++s)
    for (size_t r = 0; r < l.rows; ++r)
      std::memcpy(p + (s * l.rows + r) * l.rowBytes,
                  h + s * l.slicePitch + r * l.rowPitch, l.rowBytes);
}

void unpackHost(const HostLayout &l, const void *packed, void *host) {
  const auto *p = static_cast<const char *>(packed);
  auto *h = static_cast<char *>(host);
  for (size_t s = 0; s < l.slices; ++s)
    for (size_t r = 0; r < l.rows; ++r)
      std::memcpy(h + s * l.slicePitch + r * l.rowPitch,
                  p + (s * l.rows + r) * l.rowBytes, l.rowBytes);
}

namespace {

/// The packed bytes of `region` of `image`.
size_t regionBytes(const Mem &image, const vkcl::ImageRegion &region) {
  return imagePixelBytes(image) * region.size[0] * region.size[1] *
         region.size[2];
}

/// Whether two boxes of one image overlap.
bool overlaps(const vkcl::ImageRegion &a, const vkcl::ImageRegion &b) {
  for (int i = 0; i < 3; ++i)
    if (a.origin[i] >= b.origin[i] + b.size[i] ||
        b.origin[i] >= a.origin[i] + a.size[i])
      return false;
  return true;
}

/// CL_INVALID_VALUE unless [offset, offset + bytes) lies in `buffer`.
cl_int checkBufferRange(const Mem &buffer, size_t offset, size_t bytes,
                        const char *call) {
  if (offset <= buffer.size && bytes <= buffer.size - offset)
    return CL_SUCCESS;
  return apiError(CL_INVALID_VALUE,
                  std::string(call) + ": " + std::to_string(bytes) +
                      " bytes at offset " + std::to_string(offset) +
                      " run past the end of a " + std::to_string(buffer.size) +
                      "-byte buffer");
}

} // namespace
} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadImage(
    cl_command_queue command_queue, cl_mem image, cl_bool blocking_read,
    const size_t *origin, const size_t *region, size_t row_pitch,
    size_t slice_pitch, void *ptr, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event) {
  const char *call = "clEnqueueReadImage";
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkImageCommand(command_queue, image, &queue, &mem))
    return err;
  vkcl::ImageRegion box;
  if (cl_int err = imageRegion(*mem, origin, region, call, box))
    return err;
  HostLayout layout;
  if (cl_int err = hostLayout(*mem, box, row_pitch, slice_pitch, call, layout))
    return err;
  if (!ptr)
    return apiError(CL_INVALID_VALUE, "clEnqueueReadImage: ptr is NULL");
  if (cl_int err = checkHostAccess(*mem, true, false, call))
    return err;
  std::shared_ptr<vkcl::Buffer> staging;
  if (cl_int err = createStaging(*queue->device, layout.packedBytes(), staging))
    return err;
  Ref<Mem> keep(mem);
  auto record = [keep, staging, box](Recorder &r) -> cl_int {
    return clStatus(
        r.queue.copyImageToBuffer(*keep->image, box, *staging, 0, r.gpuEvent));
  };
  auto complete = [staging, ptr, layout]() -> cl_int {
    unpackHost(layout, staging->mapped(), ptr);
    return CL_SUCCESS;
  };
  return enqueueCommand(queue, CL_COMMAND_READ_IMAGE, num_events_in_wait_list,
                        event_wait_list, event, blocking_read, record,
                        complete);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteImage(
    cl_command_queue command_queue, cl_mem image, cl_bool blocking_write,
    const size_t *origin, const size_t *region, size_t input_row_pitch,
    size_t input_slice_pitch, const void *ptr, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event) {
  const char *call = "clEnqueueWriteImage";
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  if (cl_int err = checkImageCommand(command_queue, image, &queue, &mem))
    return err;
  vkcl::ImageRegion box;
  if (cl_int err = imageRegion(*mem, origin, region, call, box))
    return err;
  HostLayout layout;
  if (cl_int err = hostLayout(*mem, box, input_row_pitch, input_slice_pitch,
                              call, layout))
    return err;
  if (!ptr)
    return apiError(CL_INVALID_VALUE, "clEnqueueWriteImage: ptr is NULL");
  if (cl_int err = checkHostAccess(*mem, false, true, call))
    return err;
  // Copied now, blocking or not (BufferCommands.cpp says why that is
  // allowed).
  std::shared_ptr<vkcl::Buffer> staging;
  if (cl_int err = createStaging(*queue->device, layout.packedBytes(), staging))
    return err;
  packHost(layout, ptr, staging->mapped());
  Ref<Mem> keep(mem);
  auto record = [keep, staging, box](Recorder &r) -> cl_int {
    return clStatus(
        r.queue.copyBufferToImage(*staging, 0, *keep->image, box, r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_WRITE_IMAGE, num_events_in_wait_list,
                        event_wait_list, event, blocking_write, record);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyImage(
    cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image,
    const size_t *src_origin, const size_t *dst_origin, const size_t *region,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event) {
  const char *call = "clEnqueueCopyImage";
  Queue *queue = nullptr;
  Mem *src = nullptr, *dst = nullptr;
  if (cl_int err = checkImageCommand(command_queue, src_image, &queue, &src))
    return err;
  if (cl_int err = checkImageCommand(command_queue, dst_image, &queue, &dst))
    return err;
  // CL_IMAGE_FORMAT_MISMATCH if src_image and dst_image do not use the
  // same image format.
  if (src->imageFormat.image_channel_order !=
          dst->imageFormat.image_channel_order ||
      src->imageFormat.image_channel_data_type !=
          dst->imageFormat.image_channel_data_type)
    return apiError(CL_IMAGE_FORMAT_MISMATCH,
                    "clEnqueueCopyImage: the images' formats differ");
  vkcl::ImageRegion from, to;
  if (cl_int err = imageRegion(*src, src_origin, region, call, from))
    return err;
  if (cl_int err = imageRegion(*dst, dst_origin, region, call, to))
    return err;
  // CL_MEM_COPY_OVERLAP if src_image and dst_image are the same image
  // object and the source and destination regions overlap.
  if (src == dst && overlaps(from, to))
    return apiError(CL_MEM_COPY_OVERLAP,
                    "clEnqueueCopyImage: the source and destination regions "
                    "overlap");
  Ref<Mem> keepSrc(src), keepDst(dst);
  auto record = [keepSrc, keepDst, from, to](Recorder &r) -> cl_int {
    return clStatus(r.queue.copyImage(*keepSrc->image, from, *keepDst->image,
                                      to.origin, r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_COPY_IMAGE, num_events_in_wait_list,
                        event_wait_list, event, false, record);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyImageToBuffer(
    cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer,
    const size_t *src_origin, const size_t *region, size_t dst_offset,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event) {
  const char *call = "clEnqueueCopyImageToBuffer";
  Queue *queue = nullptr;
  Mem *src = nullptr, *dst = nullptr;
  if (cl_int err = checkImageCommand(command_queue, src_image, &queue, &src))
    return err;
  if (cl_int err = checkBufferCommand(command_queue, dst_buffer, &queue, &dst))
    return err;
  vkcl::ImageRegion box;
  if (cl_int err = imageRegion(*src, src_origin, region, call, box))
    return err;
  const size_t bytes = regionBytes(*src, box);
  if (cl_int err = checkBufferRange(*dst, dst_offset, bytes, call))
    return err;
  Ref<Mem> keepSrc(src), keepDst(dst);
  auto record = [keepSrc, keepDst, box, dst_offset](Recorder &r) -> cl_int {
    return clStatus(r.queue.copyImageToBuffer(
        *keepSrc->image, box, keepDst->buffer, dst_offset, r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_COPY_IMAGE_TO_BUFFER,
                        num_events_in_wait_list, event_wait_list, event, false,
                        record);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyBufferToImage(
    cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image,
    size_t src_offset, const size_t *dst_origin, const size_t *region,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event) {
  const char *call = "clEnqueueCopyBufferToImage";
  Queue *queue = nullptr;
  Mem *src = nullptr, *dst = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, src_buffer, &queue, &src))
    return err;
  if (cl_int err = checkImageCommand(command_queue, dst_image, &queue, &dst))
    return err;
  vkcl::ImageRegion box;
  if (cl_int err = imageRegion(*dst, dst_origin, region, call, box))
    return err;
  const size_t bytes = regionBytes(*dst, box);
  if (cl_int err = checkBufferRange(*src, src_offset, bytes, call))
    return err;
  Ref<Mem> keepSrc(src), keepDst(dst);
  auto record = [keepSrc, keepDst, box, src_offset](Recorder &r) -> cl_int {
    return clStatus(r.queue.copyBufferToImage(
        keepSrc->buffer, src_offset, *keepDst->image, box, r.gpuEvent));
  };
  return enqueueCommand(queue, CL_COMMAND_COPY_BUFFER_TO_IMAGE,
                        num_events_in_wait_list, event_wait_list, event, false,
                        record);
}
