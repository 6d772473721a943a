// The OpenCL objects of the vkcl platform and what each owns.
//
// Every object wraps runtime objects (vkcl::Device, Buffer, Program,
// Kernel, Queue) and adds what OpenCL defines on top of them: reference
// counts, properties, callbacks, build state, events. The API functions
// (one file per object: Platform.cpp, Context.cpp, ...) check arguments
// and call into these; the command queue's scheduling lives in
// Scheduler.h.
#pragma once

#include "Object.h"

#include "vkcl/Runtime.h"

#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace vkcl::ocl {

class Device;
class Scheduler;
struct MapState;

/// What a device reports and enforces, computed once from the Vulkan
/// device (DeviceInfo.cpp). Values OpenCL checks at enqueue time live here
/// so the API checks and clGetDeviceInfo cannot disagree.
struct DeviceCaps {
  cl_device_type type = CL_DEVICE_TYPE_GPU;
  size_t maxWorkGroupSize = 1;
  size_t maxWorkItemSizes[3] = {1, 1, 1};
  cl_ulong globalMemSize = 0;
  cl_ulong maxMemAllocSize = 0;
  cl_ulong localMemSize = 0;
  cl_ulong maxConstantBufferSize = 0;
  cl_uint maxConstantArgs = 8;
  size_t maxParameterSize = 1024;
  /// Sub-buffer origins: 128 bytes, or minTexelBufferOffsetAlignment
  /// where larger (1-D buffer images of sub-buffers; DeviceCaps.cpp).
  cl_uint memBaseAddrAlignBits = 1024;
  cl_uint addressBits = 64;
  bool hostUnifiedMemory = false;
  bool fp16 = false, fp64 = false;
  cl_uint subgroupSize = 1;
  cl_uint maxPipeArgs = 16;
  cl_uint pipeMaxActiveReservations = 1;
  cl_uint pipeMaxPacketSize = 0;
  bool pipes = false; ///< CL_DEVICE_PIPE_SUPPORT
  /// Images (CL_DEVICE_IMAGE_SUPPORT and its limits; DeviceInfo.cpp).
  bool images = false;
  size_t image2DMaxWidth = 0, image2DMaxHeight = 0;
  size_t image3DMaxWidth = 0, image3DMaxHeight = 0, image3DMaxDepth = 0;
  size_t imageMaxArraySize = 0, imageMaxBufferSize = 0;
  cl_uint maxReadImageArgs = 0, maxWriteImageArgs = 0;
  cl_uint maxReadWriteImageArgs = 0, maxSamplers = 0;
  bool image3DWrites = false;   ///< __opencl_c_3d_image_writes
  bool readWriteImages = false; ///< __opencl_c_read_write_images
  std::string extensions;       ///< CL_DEVICE_EXTENSIONS, space separated
  std::string openclCVersion = "OpenCL C 1.2 ";
};

/// The one platform. Built on first use from the Vulkan devices the
/// loader sees ($VK_ICD_FILENAMES honoured) and kept for the life of the
/// process, as the ICD loader expects; immutable once built.
class Platform : public Object<Platform, _cl_platform_id, ObjectTag::Platform> {
public:
  static Platform &get();
  std::vector<Device *> devices;
  /// Why devices is empty or short (no Vulkan, unusable devices).
  std::string diagnostics;

private:
  Platform();
};

class Device : public Object<Device, _cl_device_id, ObjectTag::Device> {
public:
  Platform *platform = nullptr;
  std::unique_ptr<vkcl::Device> device;
  DeviceCaps caps;
  /// Spreads command queues over the device's VkQueues (round robin), so
  /// two OpenCL queues can run at the same time where Vulkan allows.
  std::atomic<uint32_t> nextQueue{0};
  vkcl::Device &vk() { return *device; }
};

/// Fills a device's caps from its Vulkan device (DeviceInfo.cpp).
DeviceCaps queryDeviceCaps(vkcl::Device &device);

using ContextNotify = void(CL_CALLBACK *)(const char *, const void *, size_t,
                                          void *);

class Context : public Object<Context, _cl_context, ObjectTag::Context> {
public:
  ~Context();
  std::vector<Device *> devices;
  std::vector<cl_context_properties> properties; ///< as given, 0-terminated
  ContextNotify notify = nullptr;
  void *notifyData = nullptr;

  /// clSetContextDestructorCallback: called in reverse order of
  /// registration when the context is deleted.
  void addDestructorCallback(void(CL_CALLBACK *fn)(cl_context, void *),
                             void *data);
  /// cl_arm_printf's callback and buffer size (0: none given).
  using PrintfCallback = void(CL_CALLBACK *)(const char *, size_t, size_t,
                                             void *);
  PrintfCallback printfCallback() const;
  size_t printfBufferSize() const;
  /// Sends `message` to the context's callback (if any).
  void report(const std::string &message) const;
  bool hasDevice(const Device *device) const;

private:
  std::mutex mutex_;
  std::vector<std::pair<void(CL_CALLBACK *)(cl_context, void *), void *>>
      destructorCallbacks_;
};

/// A buffer, sub-buffer, pipe or image. Memory is on the context's first
/// device (Memory.cpp says why).
class Mem : public Object<Mem, _cl_mem, ObjectTag::Mem> {
public:
  ~Mem();
  bool isImage() const { return image != nullptr; }
  Ref<Context> context;
  cl_mem_object_type type = CL_MEM_OBJECT_BUFFER;
  cl_mem_flags flags = 0;
  size_t size = 0;
  void *hostPtr = nullptr; ///< CL_MEM_USE_HOST_PTR only
  std::vector<cl_mem_properties> properties;
  Ref<Mem> parent; ///< sub-buffers
  size_t origin = 0;
  vkcl::Buffer buffer; ///< a sub-buffer's is a view of its parent's range
  std::unique_ptr<vkcl::Pipe> pipe; ///< CL_MEM_OBJECT_PIPE
  cl_uint packetSize = 0, maxPackets = 0;
  /// Images (Image.cpp): the runtime image, the format and descriptor as
  /// clGetImageInfo reports them (pitches those of host_ptr, 0 without
  /// one), and the host_ptr's pitches, used by maps of
  /// CL_MEM_USE_HOST_PTR images.
  std::unique_ptr<vkcl::Image> image;
  cl_image_format imageFormat{};
  cl_image_desc imageDesc{};
  size_t hostRowPitch = 0, hostSlicePitch = 0;

  /// Mapped regions (clEnqueueMapBuffer): where the host sees them.
  struct Mapping {
    void *pointer = nullptr;
    size_t offset = 0, size = 0;
    cl_map_flags flags = 0;
    bool shadow = false; ///< a host copy to be written back at unmap
    /// Image maps (ImageMapCommands.cpp): the region, and the pitches of
    /// the host memory at `pointer` (staging is packed).
    bool image = false;
    vkcl::ImageRegion region;
    size_t rowPitch = 0, slicePitch = 0;
    /// The map command's staging memory and progress (MemoryCommon.h).
    std::shared_ptr<MapState> state;
  };
  std::mutex mutex;
  std::vector<Mapping> mappings;

  void addDestructorCallback(void(CL_CALLBACK *fn)(cl_mem, void *), void *data);

private:
  std::vector<std::pair<void(CL_CALLBACK *)(cl_mem, void *), void *>>
      destructorCallbacks_;
};

/// A sampler (Sampler.cpp): a value the kernel applies itself, so it needs
/// no device resources.
class Sampler : public Object<Sampler, _cl_sampler, ObjectTag::Sampler> {
public:
  Ref<Context> context;
  vkcl::Sampler sampler;
  /// CL_SAMPLER_PROPERTIES: as given to clCreateSamplerWithProperties,
  /// 0-terminated; empty otherwise.
  std::vector<cl_sampler_properties> properties;
};

/// A program and its build for each of its devices.
class Program : public Object<Program, _cl_program, ObjectTag::Program> {
public:
  Ref<Context> context;
  std::vector<Device *> devices;
  std::string source; ///< clCreateProgramWithSource
  bool fromBinary = false;

  struct Build {
    cl_build_status status = CL_BUILD_NONE;
    cl_program_binary_type binaryType = CL_PROGRAM_BINARY_TYPE_NONE;
    std::string options;
    std::string log;
    std::vector<uint32_t> spirv;            ///< vkcl SPIR-V (the binary)
    std::shared_ptr<vkcl::Program> program; ///< loaded for the device
    /// Work-group sizes must divide the global size: OpenCL C 1.x, or
    /// -cl-uniform-work-group-size (false for programs from binaries).
    bool uniformWorkGroups = false;
  };
  std::mutex mutex;
  std::vector<Build> builds; ///< one per entry of `devices`
  /// Kernels created from the program and not yet freed (clBuildProgram
  /// fails with CL_INVALID_OPERATION while there are any).
  std::atomic<int> kernelCount{0};

  /// Index of `device` in `devices`, or -1.
  int deviceIndex(const Device *device) const;
};

/// A kernel object: one runtime kernel per device of its program, with
/// the argument values set on every one.
class Kernel : public Object<Kernel, _cl_kernel, ObjectTag::Kernel> {
public:
  ~Kernel();
  Ref<Program> program;
  std::string name;
  std::vector<vkcl::Kernel> kernels; ///< parallel to program->devices
  struct Arg {
    bool set = false;
    /// Buffers, pipes and images. Not a reference: a kernel does not keep its
    /// arguments alive (the application must, until it enqueues); each
    /// enqueued command takes its own.
    Mem *mem = nullptr;
  };
  std::vector<Arg> args;
  const vkcl::KernelInfo &info() const { return kernels.front().info(); }
  /// The runtime kernel of device `d` (one of the program's devices, as
  /// queryDevice returns them).
  const vkcl::Kernel &on(const Device *d) const;
};

/// The device a per-device kernel query is about: `device`, or the
/// program's only device when it is NULL; nullptr for CL_INVALID_DEVICE
/// (Kernel.cpp).
Device *queryDevice(const Kernel &kernel, cl_device_id device);

class Queue;

/// A command's event, or a user event.
class Event : public Object<Event, _cl_event, ObjectTag::Event> {
public:
  Ref<Context> context;
  Ref<Queue> queue; ///< null for user events
  cl_command_type commandType = CL_COMMAND_USER;

  cl_int status();
  /// Moves to `status` (CL_SUBMITTED, CL_RUNNING, CL_COMPLETE or an error)
  /// and runs the callbacks it triggers, outside the lock.
  void setStatus(cl_int status);
  /// Blocks until complete or failed; returns the final status.
  cl_int wait();
  bool done() { return status() <= CL_COMPLETE; }
  /// clSetEventCallback; called at once when `trigger` has passed.
  void addCallback(cl_int trigger,
                   void(CL_CALLBACK *fn)(cl_event, cl_int, void *), void *data);
  /// Internal: `fn` runs (once) when the event completes or fails; false
  /// (and `fn` dropped, never run) when it already has, so a caller holding
  /// a lock `fn` takes cannot deadlock on itself.
  bool onDone(std::function<void()> fn);

  /// CL_PROFILING_COMMAND_* in nanoseconds (Scheduler.cpp says the clock).
  cl_ulong queued = 0, submit = 0, start = 0, end = 0;
  bool profiled = false;
  /// The scheduler that recorded the command (identity only): commands
  /// of the same queue recorded later are ordered after it on the GPU.
  std::atomic<const void *> recordedBy{nullptr};

private:
  std::mutex mutex_;
  std::condition_variable cv_;
  cl_int status_ = CL_QUEUED;
  struct Callback {
    cl_int trigger;
    void(CL_CALLBACK *fn)(cl_event, cl_int, void *);
    void *data;
  };
  std::vector<Callback> callbacks_;
  std::vector<std::function<void()>> onDone_;
};

class Queue : public Object<Queue, _cl_command_queue, ObjectTag::Queue> {
public:
  ~Queue();
  Ref<Context> context;
  Device *device = nullptr;
  cl_command_queue_properties properties = 0;
  std::vector<cl_queue_properties> propertiesArray; ///< WithProperties
  std::shared_ptr<Scheduler> scheduler;
  bool outOfOrder() const {
    return properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
  }
  bool profiling() const { return properties & CL_QUEUE_PROFILING_ENABLE; }
};

/// Host time in nanoseconds on the clock all profiling values use.
cl_ulong hostTimeNs();

} // namespace vkcl::ocl
