// A compiled module and its kernels.
//
// A Program is made from vkcl SPIR-V with embedded reflection (no clang
// needed), or from OpenCL C source through the compiler library
// (vkcl/runtime/Build.h). Its pipelines are cached per kernel and work-group
// size, in memory and in a VkPipelineCache on disk.
#pragma once

#include "vkcl/Reflection.h"
#include "vkcl/runtime/Buffer.h"
#include "vkcl/runtime/PipelineStatistics.h"
#include "vkcl/runtime/Sampler.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace vkcl {

class Image;
class Kernel;
class Pipe;

class Program : public std::enable_shared_from_this<Program> {
public:
  struct Impl;

  /// Whether a module goes through SPIRV-Tools' validator before any
  /// driver sees it: every module from a file or a caller is untrusted (a
  /// malformed one could crash the driver); one that vkcl's compiler has
  /// just written was validated inside the compiler.
  enum class Trust { Untrusted, CompiledByVkcl };

  /// Fails with InvalidBinary when the words are not a valid Vulkan SPIR-V
  /// module (the validator's message) or carry no vkcl reflection, and
  /// FeatureMissing when the device lacks what the module needs, and
  /// LimitExceeded when an untrusted module exceeds a limit of the
  /// device's driver (TargetProfile::maxBranchNesting, maxBufferAccesses).
  /// Either byte order is accepted.
  static Result<std::shared_ptr<Program>>
  fromSpirv(Device &device, const std::vector<uint32_t> &words,
            Trust trust = Trust::Untrusted);
  static Result<std::shared_ptr<Program>> fromFile(Device &device,
                                                   const std::string &path);
  ~Program();

  const ProgramInfo &info() const;
  Result<Kernel> createKernel(const std::string &name);
  /// The single kernel of a one-kernel program.
  Result<Kernel> createKernel();

  Impl &impl() { return *impl_; }
  explicit Program(std::unique_ptr<Impl> impl);

private:
  std::unique_ptr<Impl> impl_;
};

/// An OpenCL-style NDRange. `local` of 0 in every dimension lets vkcl
/// choose (or use reqd_work_group_size). Global sizes need not be multiples
/// of the local size: the remainder runs as extra dispatches.
struct NDRange {
  uint32_t dims = 1;
  std::array<uint64_t, 3> global{1, 1, 1};
  std::array<uint64_t, 3> local{0, 0, 0};
  std::array<uint64_t, 3> offset{0, 0, 0};

  static NDRange linear(uint64_t global, uint64_t local = 0) {
    NDRange r;
    r.global[0] = global;
    r.local[0] = local;
    return r;
  }
};

/// A kernel with its argument values. Arguments are checked against the
/// reflection when set (kind, size) and for completeness when dispatched.
class Kernel {
public:
  struct Impl;

  Kernel();
  Kernel(Kernel &&) noexcept;
  Kernel &operator=(Kernel &&) noexcept;
  ~Kernel();

  const KernelInfo &info() const;
  /// A copy with the same program and argument values: OpenCL captures a
  /// kernel's arguments when it is enqueued, so later clSetKernelArg calls
  /// must not change work already enqueued.
  Kernel clone() const;
  Result<uint32_t> argIndex(const std::string &name) const;

  /// A __global or __constant pointer argument: `buffer` + `offset` bytes.
  Status setArg(uint32_t index, const Buffer &buffer, size_t offset = 0);
  /// A NULL __global/__constant pointer.
  Status setNullArg(uint32_t index);
  /// A `pipe` argument: the pipe's packet size must be the size of the
  /// argument's packet type. The pipe must stay alive until the dispatches
  /// using it have executed.
  Status setArg(uint32_t index, const Pipe &pipe);
  /// An image argument (image1d_t, image2d_t, ...): the image's type must
  /// be the argument's, and the image must support the argument's access
  /// (Image::supportsAccess: read_only arguments sample it, write_only and
  /// read_write ones use it as a storage image). The image must stay alive
  /// until the dispatches using it have executed.
  Status setArg(uint32_t index, const Image &image);
  /// A sampler_t argument (Sampler::valid() triples only).
  Status setArg(uint32_t index, const Sampler &sampler);
  /// A by-value argument; `size` must equal the argument's size.
  Status setArg(uint32_t index, const void *data, size_t size);
  /// A __local pointer argument of `bytes` bytes (clSetKernelArg(size, NULL)).
  Status setLocalArg(uint32_t index, size_t bytes);
  template <typename T> Status setValue(uint32_t index, const T &value) {
    return setArg(index, &value, sizeof(T));
  }

  /// Bytes of __local memory a dispatch needs with the argument sizes set
  /// so far: static __local data and the __local arguments, laid out as the
  /// dispatch lays them out (CL_KERNEL_LOCAL_MEM_SIZE).
  uint32_t localMemoryBytes() const;

  /// The most work-items one work-group of this kernel may have on its
  /// device: the device's limit, or less for a kernel that requires a
  /// sub-group size (at most maxComputeWorkgroupSubgroups sub-groups).
  uint32_t maxWorkGroupSize() const;

  /// The work-group size a dispatch of `range` would use (reqd, given or
  /// chosen), or the error a dispatch would give.
  Result<std::array<uint32_t, 3>> localSizeFor(const NDRange &range) const;

  /// The driver's statistics (registers, shared memory, spills: see
  /// PipelineStatistics.h) of the pipeline a dispatch of `range` runs its
  /// full work-groups with. The arguments must be set, as for a dispatch:
  /// the sizes of __local arguments are part of the pipeline.
  Result<std::vector<PipelineStatistic>> statistics(const NDRange &range);

  /// Records the dispatch into an engine's command buffer (which must be in
  /// the recording state). Buffers and images must stay alive until it has
  /// executed. When the arguments do not fit in push constants they go in a
  /// small buffer per call, and a kernel with image arguments gets a
  /// descriptor pool per call; both are kept until the Kernel is destroyed.
  Status record(VkCommandBuffer commandBuffer, const NDRange &range);

  Impl &impl() { return *impl_; }
  explicit Kernel(std::unique_ptr<Impl> impl);

private:
  std::unique_ptr<Impl> impl_;
};

} // namespace vkcl
