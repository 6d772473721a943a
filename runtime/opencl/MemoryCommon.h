// What the memory API (Memory.cpp) shares with the commands that use
// memory objects (BufferCommands.cpp, BufferRectCommands.cpp,
// BufferMapCommands.cpp, kernel arguments).
//
// A memory object's storage lives on the first device of its context: the
// runtime has no memory shared between Vulkan devices, and keeping one copy
// avoids migrations whose cost OpenCL does not let the application see. So
// a command on a queue of another device of a multi-device context fails
// with CL_INVALID_OPERATION (checkMemForQueue) instead of touching memory
// the device cannot address.
#pragma once

#include "Scheduler.h"

#include <atomic>
#include <memory>

namespace vkcl::ocl {

/// The device holding `mem`'s storage: its context's first device.
Device *memDevice(const Mem &mem);

/// Whether commands of `queue` may use `mem`: CL_INVALID_CONTEXT when their
/// contexts differ, CL_INVALID_OPERATION when the queue's device does not
/// hold the memory (see above), CL_MISALIGNED_SUB_BUFFER_OFFSET for a
/// sub-buffer whose origin is not a multiple of the queue's device's
/// CL_DEVICE_MEM_BASE_ADDR_ALIGN. CL_SUCCESS otherwise.
cl_int checkMemForQueue(Queue *queue, Mem *mem);

/// The checks every buffer command starts with: CL_INVALID_COMMAND_QUEUE,
/// CL_INVALID_MEM_OBJECT (pipes and images are not buffers), then
/// checkMemForQueue. Sets `*queueOut` and `*memOut` on success.
cl_int checkBufferCommand(cl_command_queue queue, cl_mem buffer,
                          Queue **queueOut, Mem **memOut);

/// The flag rules of clCreateBuffer, clCreateSubBuffer and clCreateImage:
/// CL_INVALID_VALUE for unknown bits or exclusive ones together.
cl_int checkFlags(cl_mem_flags flags, const char *what);

/// The flags of a sub-buffer or 1-D buffer image made from `from` with
/// `flags` (checked by checkFlags): CL_INVALID_VALUE for host pointer
/// flags or kernel or host access `from` lacks; `out` gets `flags` with
/// `from`'s host pointer flags and, where `flags` has none, its access and
/// host access.
cl_int inheritFlags(const Mem &from, cl_mem_flags flags, const char *what,
                    cl_mem_flags &out);

/// The checks every image command starts with: CL_INVALID_COMMAND_QUEUE,
/// CL_INVALID_MEM_OBJECT (not an image), then checkMemForQueue.
cl_int checkImageCommand(cl_command_queue queue, cl_mem image, Queue **queueOut,
                         Mem **memOut);

/// `origin` and `region` of a command on `image` as a runtime region,
/// with clEnqueueReadImage's CL_INVALID_VALUE checks (NULL, zero sizes,
/// outside the image, coordinates the image type does not have not 0
/// and 1); `call` names the command in the message.
cl_int imageRegion(const Mem &image, const size_t *origin, const size_t *region,
                   const char *call, vkcl::ImageRegion &out);

/// Where a region of an image lies in host memory: rows of rowBytes,
/// `rows` rows per slice, `slices` slices (3-D slices, or layers of
/// arrays), rows rowPitch bytes apart and slices slicePitch bytes.
struct HostLayout {
  size_t rowBytes = 0, rows = 1, slices = 1;
  size_t rowPitch = 0, slicePitch = 0;
  size_t packedBytes() const { return rowBytes * rows * slices; }
  /// Bytes from the first pixel to one past the last.
  size_t span() const {
    return (slices - 1) * slicePitch + (rows - 1) * rowPitch + rowBytes;
  }
};

/// The host layout of `region` of `image` with clEnqueueReadImage's row
/// and slice pitches (0: packed); CL_INVALID_VALUE for a pitch below the
/// packed one or a slice pitch for a 1-D or 2-D image.
cl_int hostLayout(const Mem &image, const vkcl::ImageRegion &region,
                  size_t rowPitch, size_t slicePitch, const char *call,
                  HostLayout &out);
/// Host memory with `layout`'s pitches to packed staging, and back (bytes
/// between rows are left alone).
void packHost(const HostLayout &layout, const void *host, void *packed);
void unpackHost(const HostLayout &layout, const void *packed, void *host);

/// The record step of the unmap of an image mapping: a writing map's
/// region copied back into the image (ImageMapCommands.cpp).
std::function<cl_int(Recorder &)>
unmapImageCommand(Mem &image, const Mem::Mapping &mapping);

/// Bytes of one pixel of an image.
inline size_t imagePixelBytes(const Mem &image) {
  return image.image->pixelBytes();
}

/// CL_INVALID_OPERATION when `mem`'s CL_MEM_HOST_* flags forbid the host
/// reading (`read`) or writing (`write`) it; `what` names the call.
cl_int checkHostAccess(const Mem &mem, bool read, bool write, const char *what);

/// Where the host sees `mem`'s storage when it is host-visible (a
/// sub-buffer's is inside its parent's), else nullptr.
char *hostAddress(const Mem &mem);

/// The runtime's status as an OpenCL code.
inline cl_int clStatus(const vkcl::Status &status) {
  return status ? CL_SUCCESS : toClError(status.error());
}

/// A host-visible buffer of `bytes` on `device` for staged transfers, in
/// `out`; shared because the command's closures keep it alive until the
/// GPU is done with it.
cl_int createStaging(Device &device, size_t bytes,
                     std::shared_ptr<vkcl::Buffer> &out);

/// One clEnqueueMapBuffer's state (Mem::Mapping::state). Three kinds of
/// mapping (BufferMapCommands.cpp says when each is used): zero copy
/// (no staging, no host copy), staged (the pointer is `staging`'s mapped
/// memory, moved by GPU copies) and CL_MEM_USE_HOST_PTR (the pointer is in
/// the application's host_ptr; data goes through `staging` and a host copy
/// that runs after the map's GPU copy).
struct MapState {
  std::shared_ptr<vkcl::Buffer> staging;
  /// The map command's host step has run: host_ptr holds the mapped data.
  /// An unmap recorded before that (map and unmap enqueued back to back)
  /// has nothing the application could have written to send back.
  std::atomic<bool> ready{false};
};

} // namespace vkcl::ocl
