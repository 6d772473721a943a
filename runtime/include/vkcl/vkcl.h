/* The vkcl runtime's C API: run compiled OpenCL C kernels through Vulkan.
 *
 * A thin layer over the C++ API (vkcl/Runtime.h) for C programs and for
 * bindings from other languages. Every function returns a vkclStatus;
 * VKCL_SUCCESS is 0. Nothing is global: when a call fails, its message is
 * kept in the device it concerns (vkclGetLastErrorMessage), and device
 * creation, which has no device yet, writes its message into a buffer the
 * caller may pass in the create info.
 *
 * Objects are reference-counted internally: destroying a device, queue or
 * program while buffers, kernels or events made from it still exist is
 * allowed — the underlying object lives until the last of them is
 * destroyed. A handle must not be used by two threads at the same time.
 * Passing NULL for a handle or a required pointer returns
 * VKCL_ERROR_INVALID_ARGUMENT and does nothing else.
 */
#ifndef VKCL_VKCL_H
#define VKCL_VKCL_H

#include <stddef.h>
#include <stdint.h>
#include <vulkan/vulkan.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Mirrors vkcl::ErrorCode, plus VKCL_ERROR_INTERNAL. */
typedef enum vkclStatus {
  VKCL_SUCCESS = 0,
  VKCL_ERROR_INVALID_ARGUMENT = 1,  /* A parameter is wrong. */
  VKCL_ERROR_INVALID_OPERATION = 2, /* Not allowed in the object's state. */
  VKCL_ERROR_FEATURE_MISSING = 3,   /* The device lacks a needed feature. */
  VKCL_ERROR_LIMIT_EXCEEDED = 4,    /* Work-group size, local memory, … */
  VKCL_ERROR_OUT_OF_MEMORY = 5,     /* Host or device allocation failed. */
  VKCL_ERROR_DEVICE_LOST = 6,       /* The device is unusable. */
  VKCL_ERROR_COMPILE_FAILED = 7,    /* OpenCL C compilation failed. */
  VKCL_ERROR_INVALID_BINARY = 8,    /* Not a SPIR-V module with vkcl
                                       reflection. */
  VKCL_ERROR_NOT_FOUND = 9,         /* No such kernel, file or device. */
  VKCL_ERROR_VULKAN = 10,           /* Any other Vulkan failure. */
  VKCL_ERROR_INTERNAL = 11          /* A bug in vkcl; the message says what. */
} vkclStatus;

/* Feature bits, the same values as vkcl::FeatureBit. */
typedef enum vkclFeatureFlagBits {
  VKCL_FEATURE_INT64 = 1,      /* shaderInt64 */
  VKCL_FEATURE_INT16 = 2,      /* shaderInt16 */
  VKCL_FEATURE_INT8 = 4,       /* shaderInt8 */
  VKCL_FEATURE_FLOAT16 = 8,    /* shaderFloat16 */
  VKCL_FEATURE_FLOAT64 = 16,   /* shaderFloat64 */
  VKCL_FEATURE_STORAGE8 = 32,  /* storageBuffer8BitAccess */
  VKCL_FEATURE_STORAGE16 = 64, /* storageBuffer16BitAccess */
  /* shaderBufferInt64Atomics and shaderSharedInt64Atomics */
  VKCL_FEATURE_INT64_ATOMICS = 4096,
  /* shaderSubgroupExtendedTypes (no vkcl::FeatureBit: work-group functions
   * on 16/64-bit types are refused at compile time without it) */
  VKCL_FEATURE_SUBGROUP_EXTENDED_TYPES = 8192,
  /* shaderBufferFloat32AtomicAdd and shaderSharedFloat32AtomicAdd
   * (VK_EXT_shader_atomic_float) */
  VKCL_FEATURE_FLOAT32_ATOMIC_ADD = 16384,
  /* shaderStorageImageWriteWithoutFormat: kernels that write images */
  VKCL_FEATURE_STORAGE_IMAGE_WRITE = 32768,
  /* shaderStorageImageReadWithoutFormat: kernels that read read_write
   * images */
  VKCL_FEATURE_STORAGE_IMAGE_READ = 65536,
  /* vulkanMemoryModel and vulkanMemoryModelDeviceScope: kernels use the
   * Vulkan memory model (without it, GLSL450's, in which release/acquire
   * do not order plain global accesses between work-groups on every
   * driver) */
  VKCL_FEATURE_VULKAN_MEMORY_MODEL = 131072,
  /* VK_EXT_subgroup_size_control's subgroupSizeControl: kernels with
   * intel_reqd_sub_group_size (no vkcl::FeatureBit: the runtime checks
   * each kernel's size against the device) */
  VKCL_FEATURE_SUBGROUP_SIZE_CONTROL = 262144
} vkclFeatureFlagBits;
typedef uint32_t vkclFeatureFlags;

typedef enum vkclMemoryKind {
  VKCL_MEMORY_DEVICE_LOCAL = 0, /* Fastest for kernels; host access staged. */
  VKCL_MEMORY_HOST_VISIBLE = 1  /* Mappable; slower for kernels on dGPUs. */
} vkclMemoryKind;

typedef struct vkclDevice_T *vkclDevice;
typedef struct vkclBuffer_T *vkclBuffer;
typedef struct vkclProgram_T *vkclProgram;
typedef struct vkclKernel_T *vkclKernel;
typedef struct vkclQueue_T *vkclQueue;
typedef struct vkclEvent_T *vkclEvent;
typedef struct vkclPipe_T *vkclPipe;

/* How vkclCreateDevice picks and sets up a device. Zero-initialize it for
 * the defaults. */
typedef struct vkclDeviceCreateInfo {
  /* A device index or a name substring (see `vkcl devices`). NULL or "":
   * $VKCL_DEVICE, else the first discrete GPU, then integrated, virtual,
   * CPU. */
  const char *selector;
  /* Non-zero: enable VK_LAYER_KHRONOS_validation and record its messages
   * (vkclGetValidationMessageCount). Fails if the layer is not installed. */
  uint32_t enableValidation;
  /* Optional: when creation fails, the reason is written here,
   * NUL-terminated and truncated to errorMessageSize bytes. */
  char *errorMessage;
  size_t errorMessageSize;
} vkclDeviceCreateInfo;

/* Handles an engine created; vkcl borrows them and never destroys them.
 * The VkDevice must have Vulkan 1.2 with bufferDeviceAddress and
 * timelineSemaphore enabled. The engine keeps them alive until the vkcl
 * device is destroyed and does not use `queue` from another thread while
 * vkcl does. */
typedef struct vkclAdoptInfo {
  VkInstance instance;
  VkPhysicalDevice physicalDevice;
  VkDevice device;
  VkQueue queue;        /* A queue with compute support. */
  uint32_t queueFamily; /* The family `queue` belongs to. */
  /* Which optional features the engine enabled on `device`: kernels that
   * need others are refused with VKCL_ERROR_FEATURE_MISSING. */
  vkclFeatureFlags enabledFeatures;
  /* Optional: receives the reason when adoption fails, as in
   * vkclDeviceCreateInfo. */
  char *errorMessage;
  size_t errorMessageSize;
} vkclAdoptInfo;

/* The Vulkan handles behind a vkcl device, for interop. */
typedef struct vkclVulkanHandles {
  VkInstance instance;
  VkPhysicalDevice physicalDevice;
  VkDevice device;
  VkQueue queue;
  uint32_t queueFamily;
} vkclVulkanHandles;

typedef struct vkclBufferCreateInfo {
  size_t size;               /* Bytes; must not be 0. */
  vkclMemoryKind memoryKind; /* Where the memory lives. */
} vkclBufferCreateInfo;

/* An engine's VkBuffer as a kernel argument; borrowed, never destroyed. */
typedef struct vkclWrapBufferInfo {
  VkBuffer buffer;     /* Created with SHADER_DEVICE_ADDRESS usage. */
  VkDeviceSize offset; /* Where the argument's range starts in `buffer`. */
  VkDeviceSize size;   /* Bytes of the range; must not be 0. */
} vkclWrapBufferInfo;

/* An OpenCL 2.0 pipe (clCreatePipe): `maxPackets` packets of `packetSize`
 * bytes each. Both must be non-zero, maxPackets at most
 * vkcl::PipeLayout::MaxCapacity, and the whole pipe object (laid out as
 * vkcl/PipeLayout.h says) below 4 GiB. */
typedef struct vkclPipeCreateInfo {
  uint32_t packetSize; /* sizeof the kernel's packet type. */
  uint32_t maxPackets; /* Capacity. */
} vkclPipeCreateInfo;

/* An OpenCL NDRange. Dimensions past `dims` are ignored. A local size of 0
 * in every dimension lets vkcl choose (or use reqd_work_group_size); global
 * sizes need not be multiples of the local size. */
typedef struct vkclNDRange {
  uint32_t dims;      /* 1, 2 or 3. */
  uint64_t global[3]; /* Work-items per dimension. */
  uint64_t local[3];  /* Work-group size, or all 0. */
  uint64_t offset[3]; /* Global offset (get_global_offset). */
} vkclNDRange;

/* A short description of a status, e.g. "invalid argument". Never NULL. */
const char *vkclStatusString(vkclStatus status);

/* Devices. `info` may be NULL for the defaults. */
vkclStatus vkclCreateDevice(const vkclDeviceCreateInfo *info,
                            vkclDevice *device);
vkclStatus vkclAdoptDevice(const vkclAdoptInfo *info, vkclDevice *device);
/* Waits for the device's work, then releases it (see reference counting
 * above); an adopted device's handles are left to the engine. */
vkclStatus vkclDestroyDevice(vkclDevice device);
vkclStatus vkclGetVulkanHandles(vkclDevice device, vkclVulkanHandles *handles);
/* Validation-layer messages recorded since creation (enableValidation). */
vkclStatus vkclGetValidationMessageCount(vkclDevice device, uint32_t *count);
/* Copies the message of the last failed call on `device` or on anything
 * made from it into `buffer` (NUL-terminated, truncated to `bufferSize`;
 * `buffer` may be NULL to ask the length). `length`, if not NULL, receives
 * the full length without the NUL. An empty message if nothing failed. */
vkclStatus vkclGetLastErrorMessage(vkclDevice device, char *buffer,
                                   size_t bufferSize, size_t *length);

/* Buffers. */
vkclStatus vkclCreateBuffer(vkclDevice device, const vkclBufferCreateInfo *info,
                            vkclBuffer *buffer);
vkclStatus vkclWrapBuffer(vkclDevice device, const vkclWrapBufferInfo *info,
                          vkclBuffer *buffer);
vkclStatus vkclDestroyBuffer(vkclBuffer buffer);
/* The address a kernel sees for the buffer's first byte. */
vkclStatus vkclBufferDeviceAddress(vkclBuffer buffer, uint64_t *address);

/* Programs from SPIR-V compiled by vkcl (`vkcl compile`). */
vkclStatus vkclCreateProgramFromSpirv(vkclDevice device, const uint32_t *words,
                                      size_t wordCount, vkclProgram *program);
vkclStatus vkclCreateProgramFromFile(vkclDevice device, const char *path,
                                     vkclProgram *program);
vkclStatus vkclDestroyProgram(vkclProgram program);

/* Kernels and their arguments. `name` NULL: the program's only kernel. */
vkclStatus vkclCreateKernel(vkclProgram program, const char *name,
                            vkclKernel *kernel);
/* A __global or __constant pointer: `buffer` plus `offset` bytes. */
vkclStatus vkclSetKernelArgBuffer(vkclKernel kernel, uint32_t index,
                                  vkclBuffer buffer, size_t offset);
/* A NULL __global or __constant pointer. */
vkclStatus vkclSetKernelArgNull(vkclKernel kernel, uint32_t index);
/* A by-value argument; `size` must be the argument's size in bytes. */
vkclStatus vkclSetKernelArgValue(vkclKernel kernel, uint32_t index,
                                 const void *data, size_t size);
/* A __local pointer to `bytes` bytes of work-group memory. */
vkclStatus vkclSetKernelArgLocal(vkclKernel kernel, uint32_t index,
                                 size_t bytes);
/* A `pipe` argument; the pipe's packet size must be the size of the
 * argument's packet type. */
vkclStatus vkclSetKernelArgPipe(vkclKernel kernel, uint32_t index,
                                vkclPipe pipe);
vkclStatus vkclDestroyKernel(vkclKernel kernel);
/* Records the dispatch into an engine's command buffer (recording state),
 * with the arguments set now. The buffers must stay alive until it has
 * executed; the engine submits and synchronizes it. */
vkclStatus vkclRecordKernel(vkclKernel kernel, VkCommandBuffer commandBuffer,
                            const vkclNDRange *range);

/* In-order queues. Buffers and pipes used by enqueued work must stay alive
 * until the work is complete (vkclFinish, vkclEventWait). */
vkclStatus vkclCreateQueue(vkclDevice device, vkclQueue *queue);
/* How many Vulkan queues the device's queues can submit to: 2 where the
 * compute family has two or more, else 1 (1 for an adopted device). */
vkclStatus vkclGetQueueCount(vkclDevice device, uint32_t *count);
/* A queue on Vulkan queue `queueIndex` (below vkclGetQueueCount). Queues
 * on different indices run concurrently: a pipe's producer on one and its
 * consumer on the other make progress together. */
vkclStatus vkclCreateQueueWithIndex(vkclDevice device, uint32_t queueIndex,
                                    vkclQueue *queue);
/* `event` may be NULL; otherwise it receives a new event for the dispatch,
 * to be released with vkclReleaseEvent. */
vkclStatus vkclEnqueueKernel(vkclQueue queue, vkclKernel kernel,
                             const vkclNDRange *range, vkclEvent *event);
/* Blocking transfers, ordered after previously enqueued work. */
vkclStatus vkclEnqueueWrite(vkclQueue queue, vkclBuffer buffer, size_t offset,
                            const void *data, size_t bytes);
vkclStatus vkclEnqueueRead(vkclQueue queue, vkclBuffer buffer, size_t offset,
                           void *data, size_t bytes);
/* Submits and waits for all enqueued work. */
vkclStatus vkclFinish(vkclQueue queue);
/* Where the printf output of the queue's kernels goes (vkcl::Queue::
 * setPrintfHandler): once the queue sees a dispatch complete (vkclFinish,
 * a blocking read, vkclEventWait), `callback` gets its text (`length`
 * bytes, not NUL-terminated), the number of messages dropped because the
 * buffer was full, and `userData`, on that thread. NULL restores the
 * default: the text to stdout, dropped messages counted on stderr. */
typedef void (*vkclPrintfCallback)(const char *text, size_t length,
                                   uint64_t dropped, void *userData);
vkclStatus vkclSetPrintfCallback(vkclQueue queue, vkclPrintfCallback callback,
                                 void *userData);
/* Bytes of each dispatch's printf buffer, 16 to 1 GiB (default 1 MiB). */
vkclStatus vkclSetPrintfBufferSize(vkclQueue queue, size_t bytes);
vkclStatus vkclDestroyQueue(vkclQueue queue);

/* Pipes. Creation enqueues the pipe's reset on `queue` (of `device`); use
 * it on another queue only after that has completed (vkclFinish). */
vkclStatus vkclCreatePipe(vkclDevice device, vkclQueue queue,
                          const vkclPipeCreateInfo *info, vkclPipe *pipe);
/* Empties the pipe, ordered after the work enqueued on `queue`. */
vkclStatus vkclResetPipe(vkclPipe pipe, vkclQueue queue);
/* Packets written and not yet read; waits for the work on `queue`. Only
 * meaningful while no kernel using the pipe runs. */
vkclStatus vkclGetPipePacketCount(vkclPipe pipe, vkclQueue queue,
                                  uint32_t *count);
vkclStatus vkclDestroyPipe(vkclPipe pipe);

/* Events. */
vkclStatus vkclEventWait(vkclEvent event);
/* GPU time of the dispatch in nanoseconds; waits for it. Needs device
 * timestamps (VKCL_ERROR_FEATURE_MISSING otherwise). */
vkclStatus vkclEventGpuTimeNs(vkclEvent event, double *nanoseconds);
vkclStatus vkclReleaseEvent(vkclEvent event);

/* Images (vkcl::Image): OpenCL image memory objects on Vulkan images, for
 * kernels' image1d_t ... image3d_t arguments. Values mirror
 * vkcl::ImageType. */
typedef struct vkclImage_T *vkclImage;
typedef enum vkclImageType {
  VKCL_IMAGE_1D = 1,
  VKCL_IMAGE_1D_ARRAY = 2,
  VKCL_IMAGE_2D = 3,
  VKCL_IMAGE_2D_ARRAY = 4,
  VKCL_IMAGE_3D = 5,
} vkclImageType;

typedef struct vkclImageCreateInfo {
  vkclImageType type;
  /* OpenCL's enumerants: CL_RGBA (0x10B5), CL_UNORM_INT8 (0x10D2), ... */
  uint32_t channelOrder;
  uint32_t channelDataType;
  /* Sizes the type does not use must be 0 or 1. */
  uint64_t width, height, depth, arraySize;
} vkclImageCreateInfo;

/* A box of pixels, as clEnqueueReadImage's origin and region: for 1-D
 * arrays [1] is the layer, for 2-D arrays [2]; unused sizes are 1. */
typedef struct vkclImageRegion {
  uint64_t origin[3];
  uint64_t size[3];
} vkclImageRegion;

/* VKCL_ERROR_FEATURE_MISSING for a format the device cannot use. */
vkclStatus vkclCreateImage(vkclDevice device, const vkclImageCreateInfo *info,
                           vkclImage *image);
vkclStatus vkclDestroyImage(vkclImage image);
/* Blocking transfers ordered after the queue's work; `rowPitch` and
 * `slicePitch` of the host data in bytes, 0 for tightly packed. */
vkclStatus vkclEnqueueWriteImage(vkclQueue queue, vkclImage image,
                                 const vkclImageRegion *region,
                                 const void *data, size_t rowPitch,
                                 size_t slicePitch);
vkclStatus vkclEnqueueReadImage(vkclQueue queue, vkclImage image,
                                const vkclImageRegion *region, void *data,
                                size_t rowPitch, size_t slicePitch);
/* An image argument: the image's type must be the argument's. */
vkclStatus vkclSetKernelArgImage(vkclKernel kernel, uint32_t index,
                                 vkclImage image);

/* Samplers are values (vkcl::Sampler): OpenCL C's CLK_* bits. */
typedef enum vkclSamplerAddressing {
  VKCL_ADDRESS_NONE = 0,
  VKCL_ADDRESS_CLAMP_TO_EDGE = 2,
  VKCL_ADDRESS_CLAMP = 4,
  VKCL_ADDRESS_REPEAT = 6,         /* normalized coordinates only */
  VKCL_ADDRESS_MIRRORED_REPEAT = 8 /* normalized coordinates only */
} vkclSamplerAddressing;
typedef enum vkclSamplerFilter {
  VKCL_FILTER_NEAREST = 0x10,
  VKCL_FILTER_LINEAR = 0x20
} vkclSamplerFilter;
/* A sampler_t argument. */
vkclStatus vkclSetKernelArgSampler(vkclKernel kernel, uint32_t index,
                                   uint32_t normalizedCoords,
                                   vkclSamplerAddressing addressing,
                                   vkclSamplerFilter filter);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* VKCL_VKCL_H */
