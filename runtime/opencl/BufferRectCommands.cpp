// Rectangular transfers: clEnqueueReadBufferRect, clEnqueueWriteBufferRect,
// clEnqueueCopyBufferRect.
//
// A rectangle is region[1] * region[2] rows of region[0] bytes. On the GPU
// side each row is one VkBufferCopy region of a single copy command (rows
// that continue each other on both sides merge into one); host data goes
// through a host-visible staging buffer holding the rows packed, gathered
// from the application's memory when a write is enqueued and scattered
// into it when a read completes (BufferCommands.cpp says why transfers are
// staged even for host-visible memory).
#include "MemoryCommon.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace vkcl::ocl {
namespace {

/// One side of a rectangular transfer, pitches resolved.
struct Side {
  size_t base = 0; ///< byte offset of the origin
  size_t row = 0, slice = 0;
};

bool mulAdd(size_t a, size_t b, size_t c, size_t &out) {
  size_t product = 0;
  return !__builtin_mul_overflow(a, b, &product) &&
         !__builtin_add_overflow(product, c, &out);
}

/// Applies the zero-pitch defaults and the pitch rules to one side; `end`
/// is one past its last byte. `what` names the call and the side.
cl_int resolveSide(const size_t *origin, const size_t *region, size_t row,
                   size_t slice, const std::string &what, Side &side,
                   size_t &end) {
  // CL_INVALID_VALUE if row_pitch is not 0 and is less than region[0].
  if (row != 0 && row < region[0])
    return apiError(CL_INVALID_VALUE, what + " row pitch " +
                                          std::to_string(row) +
                                          " is less than region[0]");
  if (row == 0)
    row = region[0];
  // CL_INVALID_VALUE if slice_pitch is not 0 and is less than region[1] *
  // row_pitch or not a multiple of row_pitch.
  size_t minSlice = 0;
  if (!mulAdd(region[1], row, 0, minSlice))
    return apiError(CL_INVALID_VALUE, what + " region overflows");
  if (slice != 0 && (slice < minSlice || slice % row != 0))
    return apiError(CL_INVALID_VALUE,
                    what + " slice pitch " + std::to_string(slice) +
                        " is less than region[1] * row pitch (" +
                        std::to_string(minSlice) +
                        ") or not a multiple of the row pitch");
  if (slice == 0)
    slice = minSlice;
  size_t base = 0, last = 0;
  if (!mulAdd(origin[1], row, origin[0], base) ||
      !mulAdd(origin[2], slice, base, base) ||
      !mulAdd(region[1] - 1, row, region[0], last) ||
      !mulAdd(region[2] - 1, slice, last, last) ||
      __builtin_add_overflow(base, last, &end))
    return apiError(CL_INVALID_VALUE, what + " region overflows");
  side = {base, row, slice};
  return CL_SUCCESS;
}

/// The checks every rectangular call shares for its region.
cl_int checkRegion(const size_t *region, const std::string &call) {
  // CL_INVALID_VALUE if any region array element is 0.
  if (!region || !region[0] || !region[1] || !region[2])
    return apiError(CL_INVALID_VALUE,
                    call + ": region is NULL or has an element that is 0");
  return CL_SUCCESS;
}

/// The region's rows as copy regions between two sides.
std::vector<VkBufferCopy> rowCopies(const Side &src, const Side &dst,
                                    const size_t *region) {
  std::vector<VkBufferCopy> copies;
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y) {
      VkDeviceSize from = src.base + z * src.slice + y * src.row;
      VkDeviceSize to = dst.base + z * dst.slice + y * dst.row;
      if (!copies.empty() &&
          copies.back().srcOffset + copies.back().size == from &&
          copies.back().dstOffset + copies.back().size == to)
        copies.back().size += region[0];
      else
        copies.push_back({from, to, region[0]});
    }
  return copies;
}

/// Whether any source byte of `copies` is also a destination byte, both
/// measured from the start of the same VkBuffer (`srcAt`/`dstAt` are the
/// buffers' offsets in it).
bool copiesOverlap(const std::vector<VkBufferCopy> &copies, size_t srcAt,
                   size_t dstAt) {
  using Range = std::pair<size_t, size_t>; // [first, second)
  std::vector<Range> from, to;
  for (const VkBufferCopy &c : copies) {
    from.push_back({srcAt + c.srcOffset, srcAt + c.srcOffset + c.size});
    to.push_back({dstAt + c.dstOffset, dstAt + c.dstOffset + c.size});
  }
  std::sort(from.begin(), from.end());
  std::sort(to.begin(), to.end());
  size_t i = 0, j = 0;
  while (i < from.size() && j < to.size()) {
    if (from[i].first < to[j].second && to[j].first < from[i].second)
      return true;
    if (from[i].second <= to[j].second)
      ++i;
    else
      ++j;
  }
  return false;
}

/// The packed layout of a region in a staging buffer.
Side packed(const size_t *region) {
  return {0, region[0], region[0] * region[1]};
}

/// Moves the region's rows between the application's memory (`host`,
/// laid out as `side`) and a packed staging buffer.
void moveRows(char *host, const Side &side, char *staging, const size_t *region,
              bool toHost) {
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y) {
      char *h = host + side.base + z * side.slice + y * side.row;
      char *s = staging + (z * region[1] + y) * region[0];
      if (toHost)
        std::memcpy(h, s, region[0]);
      else
        std::memcpy(s, h, region[0]);
    }
}

/// The shared checks of clEnqueueReadBufferRect and
/// clEnqueueWriteBufferRect: the buffer side and the host side, resolved.
cl_int checkHostRect(cl_command_queue command_queue, cl_mem buffer,
                     const size_t *buffer_origin, const size_t *host_origin,
                     const size_t *region, size_t buffer_row_pitch,
                     size_t buffer_slice_pitch, size_t host_row_pitch,
                     size_t host_slice_pitch, const void *ptr, bool read,
                     Queue **queue, Mem **mem, Side &device, Side &host) {
  std::string call =
      read ? "clEnqueueReadBufferRect" : "clEnqueueWriteBufferRect";
  if (cl_int err = checkBufferCommand(command_queue, buffer, queue, mem))
    return err;
  if (cl_int err = checkRegion(region, call))
    return err;
  // CL_INVALID_VALUE if ptr is NULL (and origins must be given).
  if (!ptr || !buffer_origin || !host_origin)
    return apiError(CL_INVALID_VALUE,
                    call + ": ptr, buffer_origin or host_origin is NULL");
  size_t end = 0, hostEnd = 0;
  if (cl_int err =
          resolveSide(buffer_origin, region, buffer_row_pitch,
                      buffer_slice_pitch, call + ": buffer", device, end))
    return err;
  if (cl_int err =
          resolveSide(host_origin, region, host_row_pitch, host_slice_pitch,
                      call + ": host", host, hostEnd))
    return err;
  // CL_INVALID_VALUE if the region specified by (buffer_origin, region,
  // buffer_row_pitch, buffer_slice_pitch) is out of bounds.
  if (end > (*mem)->size)
    return apiError(CL_INVALID_VALUE, call + ": the region ends at byte " +
                                          std::to_string(end) + " of a " +
                                          std::to_string((*mem)->size) +
                                          "-byte buffer");
  return checkHostAccess(**mem, read, !read, call.c_str());
}

} // namespace
} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadBufferRect(
    cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read,
    const size_t *buffer_origin, const size_t *host_origin,
    const size_t *region, size_t buffer_row_pitch, size_t buffer_slice_pitch,
    size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  Side device, host;
  if (cl_int err = checkHostRect(
          command_queue, buffer, buffer_origin, host_origin, region,
          buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
          host_slice_pitch, ptr, true, &queue, &mem, device, host))
    return err;
  std::array<size_t, 3> extent{region[0], region[1], region[2]};
  std::shared_ptr<vkcl::Buffer> staging;
  if (cl_int err = createStaging(*queue->device,
                                 extent[0] * extent[1] * extent[2], staging))
    return err;
  Ref<Mem> keep(mem);
  auto copies = std::make_shared<std::vector<VkBufferCopy>>(
      rowCopies(device, packed(region), region));
  auto record = [keep, staging, copies](Recorder &r) -> cl_int {
    return clStatus(r.queue.copyRegions(keep->buffer, *staging, *copies));
  };
  auto complete = [staging, ptr, host, extent]() -> cl_int {
    moveRows(static_cast<char *>(ptr), host,
             static_cast<char *>(staging->mapped()), extent.data(), true);
    return CL_SUCCESS;
  };
  return enqueueCommand(queue, CL_COMMAND_READ_BUFFER_RECT,
                        num_events_in_wait_list, event_wait_list, event,
                        blocking_read, record, complete);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteBufferRect(
    cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_write,
    const size_t *buffer_origin, const size_t *host_origin,
    const size_t *region, size_t buffer_row_pitch, size_t buffer_slice_pitch,
    size_t host_row_pitch, size_t host_slice_pitch, const void *ptr,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event) {
  Queue *queue = nullptr;
  Mem *mem = nullptr;
  Side device, host;
  if (cl_int err = checkHostRect(
          command_queue, buffer, buffer_origin, host_origin, region,
          buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
          host_slice_pitch, ptr, false, &queue, &mem, device, host))
    return err;
  // Gathered now, blocking or not (see clEnqueueWriteBuffer).
  std::shared_ptr<vkcl::Buffer> staging;
  if (cl_int err = createStaging(*queue->device,
                                 region[0] * region[1] * region[2], staging))
    return err;
  moveRows(static_cast<char *>(const_cast<void *>(ptr)), host,
           static_cast<char *>(staging->mapped()), region, false);
  Ref<Mem> keep(mem);
  auto copies = std::make_shared<std::vector<VkBufferCopy>>(
      rowCopies(packed(region), device, region));
  auto record = [keep, staging, copies](Recorder &r) -> cl_int {
    return clStatus(r.queue.copyRegions(*staging, keep->buffer, *copies));
  };
  return enqueueCommand(queue, CL_COMMAND_WRITE_BUFFER_RECT,
                        num_events_in_wait_list, event_wait_list, event,
                        blocking_write, record);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyBufferRect(
    cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer,
    const size_t *src_origin, const size_t *dst_origin, const size_t *region,
    size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch,
    size_t dst_slice_pitch, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event) {
  const std::string call = "clEnqueueCopyBufferRect";
  Queue *queue = nullptr;
  Mem *src = nullptr, *dst = nullptr;
  if (cl_int err = checkBufferCommand(command_queue, src_buffer, &queue, &src))
    return err;
  if (cl_int err = checkBufferCommand(command_queue, dst_buffer, &queue, &dst))
    return err;
  if (cl_int err = checkRegion(region, call))
    return err;
  if (!src_origin || !dst_origin)
    return apiError(CL_INVALID_VALUE,
                    call + ": src_origin or dst_origin is NULL");
  Side from, to;
  size_t srcEnd = 0, dstEnd = 0;
  if (cl_int err =
          resolveSide(src_origin, region, src_row_pitch, src_slice_pitch,
                      call + ": source", from, srcEnd))
    return err;
  if (cl_int err =
          resolveSide(dst_origin, region, dst_row_pitch, dst_slice_pitch,
                      call + ": destination", to, dstEnd))
    return err;
  // CL_INVALID_VALUE if (src_origin, region, src_row_pitch,
  // src_slice_pitch) or (dst_origin, region, dst_row_pitch,
  // dst_slice_pitch) require accessing elements outside the src_buffer
  // and dst_buffer buffer objects respectively.
  if (srcEnd > src->size || dstEnd > dst->size)
    return apiError(CL_INVALID_VALUE,
                    call + ": the source or destination region runs past "
                           "the end of its buffer");
  // CL_INVALID_VALUE if src_buffer and dst_buffer are the same buffer
  // object and src_row_pitch is not equal to dst_row_pitch, or
  // src_slice_pitch is not equal to dst_slice_pitch.
  if (src == dst && (from.row != to.row || from.slice != to.slice))
    return apiError(CL_INVALID_VALUE,
                    call + ": a copy within one buffer needs equal pitches");
  std::vector<VkBufferCopy> copies = rowCopies(from, to, region);
  // CL_MEM_COPY_OVERLAP if src_buffer and dst_buffer are the same buffer
  // or sub-buffer object, or sub-buffers of one buffer, and the source and
  // destination regions overlap (compared byte for byte, row by row, in
  // the VkBuffer they share).
  if (src->buffer.vkBuffer() == dst->buffer.vkBuffer() &&
      copiesOverlap(copies, src->buffer.vkOffset(), dst->buffer.vkOffset()))
    return apiError(
        CL_MEM_COPY_OVERLAP,
        call + ": the source rows (from byte " + std::to_string(from.base) +
            ", pitches " + std::to_string(from.row) + "/" +
            std::to_string(from.slice) + ") and destination rows (from byte " +
            std::to_string(to.base) + ", pitches " + std::to_string(to.row) +
            "/" + std::to_string(to.slice) + ") of " +
            std::to_string(region[0]) + "x" + std::to_string(region[1]) + "x" +
            std::to_string(region[2]) + " bytes overlap");
  Ref<Mem> keepSrc(src), keepDst(dst);
  auto shared = std::make_shared<std::vector<VkBufferCopy>>(std::move(copies));
  auto record = [keepSrc, keepDst, shared](Recorder &r) -> cl_int {
    return clStatus(
        r.queue.copyRegions(keepSrc->buffer, keepDst->buffer, *shared));
  };
  return enqueueCommand(queue, CL_COMMAND_COPY_BUFFER_RECT,
                        num_events_in_wait_list, event_wait_list, event, false,
                        record);
}
