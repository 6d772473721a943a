// Memory objects: buffers, sub-buffers and pipes (clCreateBuffer,
// clCreateSubBuffer, clCreatePipe, their queries and reference counts;
// images are created in Image.cpp and share the rest).
//
// A buffer is one vkcl::Buffer on the context's first device
// (MemoryCommon.h says why): device-local unless CL_MEM_ALLOC_HOST_PTR asks
// for host-visible memory (on unified-memory devices device-local memory
// is host-visible anyway). CL_MEM_USE_HOST_PTR keeps the application's
// pointer but the data lives in device memory initialised from it; the
// spec lets the host see a buffer's contents only through a map, so
// clEnqueueMapBuffer copies the region into host_ptr and the unmap copies
// it back (BufferMapCommands.cpp). A sub-buffer is a view of its parent's
// range, a pipe a vkcl::Pipe.
#include "MemoryCommon.h"

#include <cstring>

namespace vkcl::ocl {
namespace {

constexpr cl_mem_flags AccessFlags =
    CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
constexpr cl_mem_flags HostPtrFlags =
    CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;
constexpr cl_mem_flags HostAccessFlags =
    CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;

bool atMostOneBit(cl_mem_flags flags) { return (flags & (flags - 1)) == 0; }

} // namespace

cl_int checkFlags(cl_mem_flags flags, const char *what) {
  std::string call(what);
  // CL_INVALID_VALUE if values specified in flags are not valid as defined
  // in the Memory Flags table.
  if (flags & ~(AccessFlags | HostPtrFlags | HostAccessFlags))
    return apiError(CL_INVALID_VALUE, call + ": unknown bits in flags");
  if (!atMostOneBit(flags & AccessFlags))
    return apiError(CL_INVALID_VALUE,
                    call + ": CL_MEM_READ_WRITE, CL_MEM_WRITE_ONLY and "
                           "CL_MEM_READ_ONLY are mutually exclusive");
  if (!atMostOneBit(flags & HostAccessFlags))
    return apiError(CL_INVALID_VALUE,
                    call + ": CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY "
                           "and CL_MEM_HOST_NO_ACCESS are mutually exclusive");
  if ((flags & CL_MEM_USE_HOST_PTR) &&
      (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
    return apiError(CL_INVALID_VALUE,
                    call + ": CL_MEM_USE_HOST_PTR excludes "
                           "CL_MEM_ALLOC_HOST_PTR and CL_MEM_COPY_HOST_PTR");
  return CL_SUCCESS;
}

cl_int inheritFlags(const Mem &from, cl_mem_flags flags, const char *what,
                    cl_mem_flags &out) {
  std::string call(what);
  // CL_INVALID_VALUE if flags specifies CL_MEM_USE_HOST_PTR,
  // CL_MEM_ALLOC_HOST_PTR or CL_MEM_COPY_HOST_PTR (they are inherited).
  if (flags & HostPtrFlags)
    return apiError(CL_INVALID_VALUE,
                    call + ": CL_MEM_USE_HOST_PTR, CL_MEM_ALLOC_HOST_PTR and "
                           "CL_MEM_COPY_HOST_PTR cannot be given to a memory "
                           "object made from another");
  // CL_INVALID_VALUE if buffer was created with CL_MEM_WRITE_ONLY and flags
  // specifies CL_MEM_READ_WRITE or CL_MEM_READ_ONLY, or if buffer was
  // created with CL_MEM_READ_ONLY and flags specifies CL_MEM_READ_WRITE or
  // CL_MEM_WRITE_ONLY.
  const cl_mem_flags pf = from.flags;
  if (((pf & CL_MEM_WRITE_ONLY) &&
       (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
      ((pf & CL_MEM_READ_ONLY) &&
       (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))))
    return apiError(CL_INVALID_VALUE,
                    call + ": flags give kernel access the buffer lacks");
  // CL_INVALID_VALUE if buffer was created with CL_MEM_HOST_WRITE_ONLY and
  // flags specify CL_MEM_HOST_READ_ONLY, or with CL_MEM_HOST_READ_ONLY and
  // flags specify CL_MEM_HOST_WRITE_ONLY, or with CL_MEM_HOST_NO_ACCESS and
  // flags specify CL_MEM_HOST_READ_ONLY or CL_MEM_HOST_WRITE_ONLY.
  if (((pf & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
      ((pf & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
      ((pf & CL_MEM_HOST_NO_ACCESS) &&
       (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
    return apiError(CL_INVALID_VALUE,
                    call + ": flags give host access the buffer lacks");
  // Access and host-access qualifiers not given are inherited; the host
  // pointer flags always are ("it does not imply any additional copies").
  out = flags | (pf & HostPtrFlags);
  if (!(flags & AccessFlags))
    out |= pf & AccessFlags;
  if (!(flags & HostAccessFlags))
    out |= pf & HostAccessFlags;
  return CL_SUCCESS;
}

namespace {

/// Writes `bytes` of `data` at the start of a new buffer, before any
/// command can see it.
cl_int upload(Device &device, vkcl::Buffer &buffer, const void *data,
              size_t bytes) {
  if (void *host = buffer.mapped()) {
    std::memcpy(host, data, bytes);
    return CL_SUCCESS;
  }
  vkcl::Result<std::unique_ptr<vkcl::Queue>> queue =
      vkcl::Queue::create(device.vk());
  if (!queue)
    return toClError(queue.error());
  if (cl_int err = clStatus((*queue)->write(buffer, 0, data, bytes)))
    return err;
  return clStatus((*queue)->finish());
}

cl_mem createBuffer(cl_context context, const cl_mem_properties *properties,
                    cl_mem_flags flags, size_t size, void *hostPtr,
                    cl_int *errcodeRet, const char *what) {
  std::string call(what);
  Context *ctx = cast<Context>(context);
  if (!ctx)
    return withError(errcodeRet,
                     apiError(CL_INVALID_CONTEXT, call + ": invalid context"),
                     cl_mem(nullptr));
  std::vector<cl_mem_properties> props;
  if (properties) {
    // CL_INVALID_PROPERTY if a property name in properties is not a
    // supported property name: OpenCL 3.0 defines none for buffers.
    if (properties[0] != 0)
      return withError(errcodeRet,
                       apiError(CL_INVALID_PROPERTY,
                                call + ": unsupported property " +
                                    std::to_string(properties[0]) +
                                    " (no buffer properties are supported)"),
                       cl_mem(nullptr));
    // CL_MEM_PROPERTIES returns the list as given (here just its 0).
    props.push_back(0);
  }
  if (cl_int err = checkFlags(flags, what))
    return withError(errcodeRet, err, cl_mem(nullptr));
  Device *device = ctx->devices.front();
  // CL_INVALID_BUFFER_SIZE if size is 0, or if size is greater than
  // CL_DEVICE_MAX_MEM_ALLOC_SIZE (of the device that holds the memory).
  if (size == 0 || size > device->caps.maxMemAllocSize)
    return withError(
        errcodeRet,
        apiError(CL_INVALID_BUFFER_SIZE,
                 call + ": size " + std::to_string(size) +
                     (size ? " exceeds CL_DEVICE_MAX_MEM_ALLOC_SIZE (" +
                                 std::to_string(device->caps.maxMemAllocSize) +
                                 ")"
                           : " is 0")),
        cl_mem(nullptr));
  // CL_INVALID_HOST_PTR if host_ptr is NULL and CL_MEM_USE_HOST_PTR or
  // CL_MEM_COPY_HOST_PTR are set in flags or if host_ptr is not NULL but
  // CL_MEM_COPY_HOST_PTR or CL_MEM_USE_HOST_PTR are not set in flags.
  bool wantsHostPtr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (wantsHostPtr != (hostPtr != nullptr))
    return withError(
        errcodeRet,
        apiError(CL_INVALID_HOST_PTR,
                 call + (hostPtr ? ": host_ptr given without "
                                   "CL_MEM_USE_HOST_PTR or CL_MEM_COPY_HOST_PTR"
                                 : ": CL_MEM_USE_HOST_PTR and "
                                   "CL_MEM_COPY_HOST_PTR need a host_ptr")),
        cl_mem(nullptr));

  vkcl::MemoryKind kind = (flags & CL_MEM_ALLOC_HOST_PTR)
                              ? vkcl::MemoryKind::HostVisible
                              : vkcl::MemoryKind::DeviceLocal;
  vkcl::Result<vkcl::Buffer> buffer =
      vkcl::Buffer::create(device->vk(), size, kind);
  if (!buffer)
    return withError(errcodeRet,
                     apiError(CL_MEM_OBJECT_ALLOCATION_FAILURE,
                              call + ": " + buffer.error().message),
                     cl_mem(nullptr));
  if (hostPtr)
    if (cl_int err = upload(*device, *buffer, hostPtr, size))
      return withError(errcodeRet, err, cl_mem(nullptr));

  auto *mem = new Mem();
  mem->context = Ref<Context>(ctx);
  mem->flags = flags;
  mem->size = size;
  if (flags & CL_MEM_USE_HOST_PTR)
    mem->hostPtr = hostPtr;
  mem->properties = std::move(props);
  mem->buffer = std::move(*buffer);
  return withError(errcodeRet, CL_SUCCESS, static_cast<cl_mem>(mem));
}

} // namespace

Mem::~Mem() {
  // "The registered user callback functions are called in the reverse
  // order in which they were registered. The user callback functions are
  // called and then the memory object's resources are freed."
  for (auto it = destructorCallbacks_.rbegin();
       it != destructorCallbacks_.rend(); ++it)
    it->first(handle(), it->second);
  buffer = vkcl::Buffer();
  pipe.reset();
  image.reset();
}

void Mem::addDestructorCallback(void(CL_CALLBACK *fn)(cl_mem, void *),
                                void *data) {
  std::lock_guard<std::mutex> lock(mutex);
  destructorCallbacks_.emplace_back(fn, data);
}

Device *memDevice(const Mem &mem) { return mem.context->devices.front(); }

cl_int checkMemForQueue(Queue *queue, Mem *mem) {
  if (queue->context.get() != mem->context.get())
    return apiError(CL_INVALID_CONTEXT,
                    "the command queue and the memory object belong to "
                    "different contexts");
  if (queue->device != memDevice(*mem))
    return apiError(CL_INVALID_OPERATION,
                    "the memory object lives on the first device of its "
                    "context; a queue of another device cannot use it");
  if (mem->parent) {
    size_t align = queue->device->caps.memBaseAddrAlignBits / 8;
    if (align && mem->origin % align)
      return apiError(CL_MISALIGNED_SUB_BUFFER_OFFSET,
                      "the sub-buffer's origin " + std::to_string(mem->origin) +
                          " is not a multiple of the device's "
                          "CL_DEVICE_MEM_BASE_ADDR_ALIGN (" +
                          std::to_string(align) + " bytes)");
  }
  return CL_SUCCESS;
}

cl_int checkBufferCommand(cl_command_queue queue, cl_mem buffer,
                          Queue **queueOut, Mem **memOut) {
  Queue *q = cast<Queue>(queue);
  if (!q)
    return apiError(CL_INVALID_COMMAND_QUEUE, "invalid command queue");
  Mem *mem = cast<Mem>(buffer);
  if (!mem || mem->type != CL_MEM_OBJECT_BUFFER)
    return apiError(CL_INVALID_MEM_OBJECT,
                    mem ? "the memory object is not a buffer"
                        : "invalid memory object");
  if (cl_int err = checkMemForQueue(q, mem))
    return err;
  *queueOut = q;
  *memOut = mem;
  return CL_SUCCESS;
}

cl_int checkHostAccess(const Mem &mem, bool read, bool write,
                       const char *what) {
  std::string call(what);
  // CL_INVALID_OPERATION if a read is called on a buffer created with
  // CL_MEM_HOST_WRITE_ONLY or CL_MEM_HOST_NO_ACCESS.
  if (read && (mem.flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS)))
    return apiError(CL_INVALID_OPERATION,
                    call + ": the buffer was created with "
                           "CL_MEM_HOST_WRITE_ONLY or CL_MEM_HOST_NO_ACCESS");
  // CL_INVALID_OPERATION if a write is called on a buffer created with
  // CL_MEM_HOST_READ_ONLY or CL_MEM_HOST_NO_ACCESS.
  if (write && (mem.flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)))
    return apiError(CL_INVALID_OPERATION,
                    call + ": the buffer was created with "
                           "CL_MEM_HOST_READ_ONLY or CL_MEM_HOST_NO_ACCESS");
  return CL_SUCCESS;
}

char *hostAddress(const Mem &mem) {
  // A sub-buffer's buffer is a wrapped view, which has no host pointer of
  // its own.
  if (mem.parent) {
    char *parent = hostAddress(*mem.parent);
    return parent ? parent + mem.origin : nullptr;
  }
  return static_cast<char *>(mem.buffer.mapped());
}

cl_int createStaging(Device &device, size_t bytes,
                     std::shared_ptr<vkcl::Buffer> &out) {
  vkcl::Result<vkcl::Buffer> buffer = vkcl::Buffer::create(
      device.vk(), bytes ? bytes : 1, vkcl::MemoryKind::HostVisible);
  if (!buffer)
    return apiError(CL_MEM_OBJECT_ALLOCATION_FAILURE,
                    "no host-visible staging memory of " +
                        std::to_string(bytes) +
                        " bytes: " + buffer.error().message);
  out = std::make_shared<vkcl::Buffer>(std::move(*buffer));
  return CL_SUCCESS;
}

} // namespace vkcl::ocl

using namespace vkcl::ocl;

CL_API_ENTRY cl_mem CL_API_CALL clCreateBuffer(cl_context context,
                                               cl_mem_flags flags, size_t size,
                                               void *host_ptr,
                                               cl_int *errcode_ret) {
  return createBuffer(context, nullptr, flags, size, host_ptr, errcode_ret,
                      "clCreateBuffer");
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateBufferWithProperties(
    cl_context context, const cl_mem_properties *properties, cl_mem_flags flags,
    size_t size, void *host_ptr, cl_int *errcode_ret) {
  return createBuffer(context, properties, flags, size, host_ptr, errcode_ret,
                      "clCreateBufferWithProperties");
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateSubBuffer(
    cl_mem buffer, cl_mem_flags flags, cl_buffer_create_type buffer_create_type,
    const void *buffer_create_info, cl_int *errcode_ret) {
  auto fail = [&](cl_int code, const std::string &message) {
    return withError(errcode_ret,
                     apiError(code, "clCreateSubBuffer: " + message),
                     cl_mem(nullptr));
  };
  // CL_INVALID_MEM_OBJECT if buffer is not a valid buffer object or is a
  // sub-buffer object.
  Mem *parent = cast<Mem>(buffer);
  if (!parent || parent->type != CL_MEM_OBJECT_BUFFER)
    return fail(CL_INVALID_MEM_OBJECT, "buffer is not a buffer object");
  if (parent->parent)
    return fail(CL_INVALID_MEM_OBJECT,
                "buffer is itself a sub-buffer (sub-buffers do not nest)");
  if (cl_int err = checkFlags(flags, "clCreateSubBuffer"))
    return withError(errcode_ret, err, cl_mem(nullptr));
  cl_mem_flags inherited = 0;
  if (cl_int err = inheritFlags(*parent, flags, "clCreateSubBuffer", inherited))
    return withError(errcode_ret, err, cl_mem(nullptr));
  // CL_INVALID_VALUE if the value specified in buffer_create_type is not
  // valid, or if buffer_create_info is NULL.
  if (buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION)
    return fail(CL_INVALID_VALUE,
                "buffer_create_type must be CL_BUFFER_CREATE_TYPE_REGION");
  if (!buffer_create_info)
    return fail(CL_INVALID_VALUE, "buffer_create_info is NULL");
  auto region = *static_cast<const cl_buffer_region *>(buffer_create_info);
  // CL_INVALID_BUFFER_SIZE if the size field of the cl_buffer_region
  // structure is 0.
  if (region.size == 0)
    return fail(CL_INVALID_BUFFER_SIZE, "the region's size is 0");
  // CL_INVALID_VALUE if the region specified by the cl_buffer_region
  // structure is out of bounds in buffer.
  if (region.origin > parent->size ||
      region.size > parent->size - region.origin)
    return fail(CL_INVALID_VALUE,
                "the region (origin " + std::to_string(region.origin) +
                    ", size " + std::to_string(region.size) +
                    ") runs past the end of a " + std::to_string(parent->size) +
                    "-byte buffer");
  // CL_MISALIGNED_SUB_BUFFER_OFFSET if there are no devices in context
  // associated with buffer for which the origin field is aligned to the
  // CL_DEVICE_MEM_BASE_ADDR_ALIGN value.
  bool aligned = false;
  for (Device *device : parent->context->devices) {
    size_t align = device->caps.memBaseAddrAlignBits / 8;
    aligned |= !align || region.origin % align == 0;
  }
  if (!aligned)
    return fail(CL_MISALIGNED_SUB_BUFFER_OFFSET,
                "origin " + std::to_string(region.origin) +
                    " is not a multiple of CL_DEVICE_MEM_BASE_ADDR_ALIGN");

  Device *device = memDevice(*parent);
  vkcl::Result<vkcl::Buffer> view = vkcl::Buffer::wrap(
      device->vk(), parent->buffer.vkBuffer(),
      parent->buffer.vkOffset() + region.origin, region.size);
  if (!view)
    return fail(toClError(view.error()), view.error().message);

  auto *mem = new Mem();
  mem->context = parent->context;
  mem->flags = inherited;
  mem->size = region.size;
  if (parent->hostPtr)
    mem->hostPtr = static_cast<char *>(parent->hostPtr) + region.origin;
  mem->parent = Ref<Mem>(parent);
  mem->origin = region.origin;
  mem->buffer = std::move(*view);
  return withError(errcode_ret, CL_SUCCESS, static_cast<cl_mem>(mem));
}

CL_API_ENTRY cl_int CL_API_CALL clRetainMemObject(cl_mem memobj) {
  Mem *mem = cast<Mem>(memobj);
  if (!mem)
    return apiError(CL_INVALID_MEM_OBJECT,
                    "clRetainMemObject: invalid memory object");
  mem->retain();
  return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseMemObject(cl_mem memobj) {
  Mem *mem = cast<Mem>(memobj);
  if (!mem || !mem->release())
    return apiError(CL_INVALID_MEM_OBJECT,
                    "clReleaseMemObject: invalid memory object");
  return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetMemObjectInfo(
    cl_mem memobj, cl_mem_info param_name, size_t param_value_size,
    void *param_value, size_t *param_value_size_ret) {
  Mem *mem = cast<Mem>(memobj);
  if (!mem)
    return apiError(CL_INVALID_MEM_OBJECT,
                    "clGetMemObjectInfo: invalid memory object");
  size_t size = param_value_size;
  void *value = param_value;
  size_t *sizeRet = param_value_size_ret;
  switch (param_name) {
  case CL_MEM_TYPE:
    return returnValue(size, value, sizeRet, mem->type);
  case CL_MEM_FLAGS:
    return returnValue(size, value, sizeRet, mem->flags);
  case CL_MEM_SIZE:
    return returnValue(size, value, sizeRet, mem->size);
  case CL_MEM_HOST_PTR:
    return returnValue(size, value, sizeRet, mem->hostPtr);
  case CL_MEM_MAP_COUNT: {
    std::lock_guard<std::mutex> lock(mem->mutex);
    return returnValue(size, value, sizeRet, cl_uint(mem->mappings.size()));
  }
  case CL_MEM_REFERENCE_COUNT:
    return returnValue(size, value, sizeRet, mem->refCount());
  case CL_MEM_CONTEXT:
    return returnValue(size, value, sizeRet,
                       static_cast<cl_context>(mem->context.get()));
  case CL_MEM_ASSOCIATED_MEMOBJECT: // a sub-buffer's or 1-D buffer image's
    return returnValue(size, value, sizeRet,
                       static_cast<cl_mem>(mem->parent.get()));
  case CL_MEM_OFFSET:
    return returnValue(size, value, sizeRet, mem->origin);
  case CL_MEM_USES_SVM_POINTER:
    return returnValue(size, value, sizeRet, cl_bool(CL_FALSE));
  case CL_MEM_PROPERTIES:
    return returnVector(size, value, sizeRet, mem->properties);
  default:
    return apiError(CL_INVALID_VALUE,
                    "clGetMemObjectInfo: unknown param_name " +
                        std::to_string(param_name));
  }
}

CL_API_ENTRY cl_int CL_API_CALL clSetMemObjectDestructorCallback(
    cl_mem memobj, void(CL_CALLBACK *pfn_notify)(cl_mem, void *),
    void *user_data) {
  Mem *mem = cast<Mem>(memobj);
  if (!mem)
    return apiError(CL_INVALID_MEM_OBJECT,
                    "clSetMemObjectDestructorCallback: invalid memory object");
  if (!pfn_notify)
    return apiError(CL_INVALID_VALUE,
                    "clSetMemObjectDestructorCallback: pfn_notify is NULL");
  mem->addDestructorCallback(pfn_notify, user_data);
  return CL_SUCCESS;
}

CL_API_ENTRY cl_mem CL_API_CALL
clCreatePipe(cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size,
             cl_uint pipe_max_packets, const cl_pipe_properties *properties,
             cl_int *errcode_ret) {
  auto fail = [&](cl_int code, const std::string &message) {
    return withError(errcode_ret, apiError(code, "clCreatePipe: " + message),
                     cl_mem(nullptr));
  };
  Context *ctx = cast<Context>(context);
  if (!ctx)
    return fail(CL_INVALID_CONTEXT, "invalid context");
  // CL_INVALID_VALUE if values specified in flags are not as defined:
  // only CL_MEM_READ_WRITE and CL_MEM_HOST_NO_ACCESS, both assumed when
  // flags is 0.
  if (flags & ~cl_mem_flags(CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS))
    return fail(CL_INVALID_VALUE,
                "a pipe's flags may only be "
                "CL_MEM_READ_WRITE and CL_MEM_HOST_NO_ACCESS");
  if (flags == 0)
    flags = CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS;
  // CL_INVALID_VALUE if properties is not NULL ("currently, in all OpenCL
  // versions, properties must be NULL").
  if (properties)
    return fail(CL_INVALID_VALUE, "properties must be NULL");
  // CL_INVALID_OPERATION if no devices in context support pipes.
  Device *device = ctx->devices.front();
  if (!device->caps.pipes)
    return fail(CL_INVALID_OPERATION,
                "the context's first device, which holds its memory, has no "
                "pipe support (CL_DEVICE_PIPE_SUPPORT is CL_FALSE)");
  // CL_INVALID_PIPE_SIZE if pipe_packet_size is 0 or is greater than
  // CL_DEVICE_PIPE_MAX_PACKET_SIZE, or if pipe_max_packets is 0.
  if (pipe_packet_size == 0 ||
      pipe_packet_size > device->caps.pipeMaxPacketSize ||
      pipe_max_packets == 0)
    return fail(CL_INVALID_PIPE_SIZE,
                "packet size " + std::to_string(pipe_packet_size) +
                    " (at most " +
                    std::to_string(device->caps.pipeMaxPacketSize) +
                    ") and capacity " + std::to_string(pipe_max_packets) +
                    " must be non-zero and within the device's limits");

  // The pipe's reset runs on a queue of its own, finished before any
  // command queue can see the pipe.
  vkcl::Result<std::unique_ptr<vkcl::Queue>> queue =
      vkcl::Queue::create(device->vk());
  if (!queue)
    return fail(toClError(queue.error()), queue.error().message);
  vkcl::Result<vkcl::Pipe> pipe = vkcl::Pipe::create(
      device->vk(), **queue, pipe_packet_size, pipe_max_packets);
  if (!pipe)
    return fail(pipe.error().code == vkcl::ErrorCode::InvalidArgument
                    ? CL_INVALID_PIPE_SIZE
                    : toClError(pipe.error()),
                pipe.error().message);
  if (cl_int err = clStatus((*queue)->finish()))
    return withError(errcode_ret, err, cl_mem(nullptr));
  // The pipe's memory is also the object's buffer, so kernel arguments
  // read the device address in one place for buffers and pipes.
  const vkcl::Buffer &memory = pipe->buffer();
  vkcl::Result<vkcl::Buffer> view = vkcl::Buffer::wrap(
      device->vk(), memory.vkBuffer(), memory.vkOffset(), memory.size());
  if (!view)
    return fail(toClError(view.error()), view.error().message);

  auto *mem = new Mem();
  mem->context = Ref<Context>(ctx);
  mem->type = CL_MEM_OBJECT_PIPE;
  mem->flags = flags;
  mem->size = memory.size();
  mem->buffer = std::move(*view);
  mem->pipe = std::make_unique<vkcl::Pipe>(std::move(*pipe));
  mem->packetSize = pipe_packet_size;
  mem->maxPackets = pipe_max_packets;
  return withError(errcode_ret, CL_SUCCESS, static_cast<cl_mem>(mem));
}

CL_API_ENTRY cl_int CL_API_CALL clGetPipeInfo(cl_mem pipe,
                                              cl_pipe_info param_name,
                                              size_t param_value_size,
                                              void *param_value,
                                              size_t *param_value_size_ret) {
  Mem *mem = cast<Mem>(pipe);
  if (!mem || mem->type != CL_MEM_OBJECT_PIPE)
    return apiError(CL_INVALID_MEM_OBJECT,
                    "clGetPipeInfo: pipe is not a pipe object");
  size_t size = param_value_size;
  void *value = param_value;
  size_t *sizeRet = param_value_size_ret;
  switch (param_name) {
  case CL_PIPE_PACKET_SIZE:
    return returnValue(size, value, sizeRet, mem->packetSize);
  case CL_PIPE_MAX_PACKETS:
    return returnValue(size, value, sizeRet, mem->maxPackets);
  case CL_PIPE_PROPERTIES: {
    std::vector<cl_pipe_properties> props(mem->properties.begin(),
                                          mem->properties.end());
    return returnVector(size, value, sizeRet, props);
  }
  default:
    return apiError(CL_INVALID_VALUE, "clGetPipeInfo: unknown param_name " +
                                          std::to_string(param_name));
  }
}
