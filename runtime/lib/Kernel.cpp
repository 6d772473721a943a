// Kernels: argument values and NDRange dispatch planning.
//
// OpenCL NDRanges need not be multiples of the work-group size, nor fit in
// one dispatch's group count; Vulkan dispatches must. So an NDRange becomes
// rectangular regions (full groups, in chunks of at most the device's group
// count, and the remainder in each dimension), each dispatched with its own
// work-group size (a pipeline specialization) and the index of its first
// group, from which the kernel computes exact OpenCL ids.
#include "Internal.h"
#include "KernelDescriptors.h"

#include <cstring>

namespace vkcl {
namespace {

uint32_t alignUp(uint32_t v, uint32_t a) { return (v + a - 1) / a * a; }

void put32(std::vector<uint8_t> &bytes, uint32_t offset, uint32_t value) {
  std::memcpy(bytes.data() + offset, &value, 4);
}
void put64(std::vector<uint8_t> &bytes, uint32_t offset, uint64_t value) {
  std::memcpy(bytes.data() + offset, &value, 8);
}

std::string argName(const KernelInfo &k, uint32_t index) {
  return "argument " + std::to_string(index) + " ('" + k.args[index].name +
         "') of kernel '" + k.name + "'";
}

} // namespace

Kernel::Kernel() = default;
Kernel::Kernel(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Kernel::Kernel(Kernel &&) noexcept = default;
Kernel &Kernel::operator=(Kernel &&) noexcept = default;
Kernel::~Kernel() = default;

Result<Kernel> Program::createKernel(const std::string &name) {
  const KernelInfo *info = impl_->info.findKernel(name);
  if (!info) {
    std::string known;
    for (const KernelInfo &k : impl_->info.kernels)
      known += (known.empty() ? "" : ", ") + k.name;
    return makeError(ErrorCode::NotFound,
                     "no kernel '" + name +
                         "' in the program (it has: " + known + ")");
  }
  auto impl = std::make_unique<Kernel::Impl>();
  impl->program = shared_from_this(); // the kernel keeps its program alive
  impl->info = info;
  impl->argBlock.assign(info->argBlockSize, 0);
  impl->argSet.assign(info->args.size(), false);
  impl->localBytes.assign(info->args.size(), 0);
  impl->images.assign(info->args.size(), nullptr);
  return Kernel(std::move(impl));
}

Result<Kernel> Program::createKernel() {
  if (impl_->info.kernels.size() != 1)
    return makeError(ErrorCode::InvalidArgument,
                     "the program has " +
                         std::to_string(impl_->info.kernels.size()) +
                         " kernels; name the one to run");
  return createKernel(impl_->info.kernels[0].name);
}

const KernelInfo &Kernel::info() const { return *impl_->info; }

Kernel Kernel::clone() const {
  auto impl = std::make_unique<Impl>();
  impl->program = impl_->program;
  impl->info = impl_->info;
  impl->argBlock = impl_->argBlock;
  impl->argSet = impl_->argSet;
  impl->localBytes = impl_->localBytes;
  impl->images = impl_->images;
  return Kernel(std::move(impl));
}

Result<uint32_t> Kernel::argIndex(const std::string &name) const {
  const KernelInfo &k = *impl_->info;
  for (uint32_t i = 0; i < k.args.size(); ++i)
    if (k.args[i].name == name)
      return i;
  return makeError(ErrorCode::NotFound,
                   "kernel '" + k.name + "' has no argument '" + name + "'");
}

static Status checkIndex(const KernelInfo &k, uint32_t index) {
  // clSetKernelArg: CL_INVALID_ARG_INDEX if arg_index is not a valid index.
  if (index >= k.args.size())
    return makeError(ErrorCode::InvalidArgument,
                     "kernel '" + k.name + "' has " +
                         std::to_string(k.args.size()) + " arguments; index " +
                         std::to_string(index) + " is out of range");
  return Status::ok();
}

/// A valid index of a __global or __constant pointer argument.
static Status checkPointerArg(const KernelInfo &k, uint32_t index) {
  if (Status s = checkIndex(k, index); !s)
    return s;
  const ArgInfo &a = k.args[index];
  if (a.kind == ArgKind::Pipe)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a pipe of '" + a.typeName +
                         "' packets; it takes a Pipe, not a buffer or NULL");
  if (a.kind != ArgKind::GlobalBuffer && a.kind != ArgKind::ConstantBuffer)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a " + toString(a.kind) +
                         " argument of type '" + a.typeName +
                         "', not a pointer to global or constant memory");
  return Status::ok();
}

Status Kernel::setArg(uint32_t index, const Buffer &buffer, size_t offset) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkPointerArg(k, index); !s)
    return s;
  const ArgInfo &a = k.args[index];
  if (!buffer.valid())
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": the buffer is not valid");
  if (buffer.impl().device != impl_->program->impl().device)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": the buffer belongs to another "
                                         "device");
  if (offset > buffer.size())
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": offset " + std::to_string(offset) +
                         " is past the end of a " +
                         std::to_string(buffer.size()) + "-byte buffer");
  put64(impl_->argBlock, a.offset, buffer.deviceAddress() + offset);
  impl_->argSet[index] = true;
  return Status::ok();
}

Status Kernel::setNullArg(uint32_t index) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkPointerArg(k, index); !s)
    return s;
  put64(impl_->argBlock, k.args[index].offset, 0);
  impl_->argSet[index] = true;
  return Status::ok();
}

Status Kernel::setArg(uint32_t index, const Pipe &pipe) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkIndex(k, index); !s)
    return s;
  const ArgInfo &a = k.args[index];
  if (a.kind != ArgKind::Pipe)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a " + toString(a.kind) +
                         " argument of type '" + a.typeName + "', not a pipe");
  if (!pipe.valid())
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": the pipe is not valid");
  if (pipe.buffer().impl().device != impl_->program->impl().device)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": the pipe belongs to another "
                                         "device");
  // clSetKernelArg: CL_INVALID_ARG_VALUE when the pipe's packet size does
  // not match the argument's packet type. A module without the packet size
  // (written before it was reflected) cannot be checked.
  if (a.packetSize != 0 && pipe.packetSize() != a.packetSize)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a pipe of '" + a.typeName +
                         "', packets of " + std::to_string(a.packetSize) +
                         " bytes; the pipe's packets are " +
                         std::to_string(pipe.packetSize()) + " bytes");
  put64(impl_->argBlock, a.offset, pipe.buffer().deviceAddress());
  impl_->argSet[index] = true;
  return Status::ok();
}

Status Kernel::setArg(uint32_t index, const Image &image) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkIndex(k, index); !s)
    return s;
  const ArgInfo &a = k.args[index];
  if (a.kind != ArgKind::Image)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a " + toString(a.kind) +
                         " argument of type '" + a.typeName +
                         "', not an image");
  if (!image.valid())
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": the image is not valid");
  if (image.impl().device != impl_->program->impl().device)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": the image belongs to another "
                                         "device");
  const ImageDesc &desc = image.desc();
  if (desc.type != a.imageType)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is an " + toString(a.imageType) +
                         "; the image is an " + toString(desc.type));
  if (!image.supportsAccess(a.access)) {
    bool read = a.access == AccessReadOnly, write = a.access == AccessWriteOnly;
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is " +
                         (read    ? "read_only"
                          : write ? "write_only"
                                  : "read_write") +
                         "; the device cannot " +
                         (read    ? "sample"
                          : write ? "store to"
                                  : "both sample and store to") +
                         " images of this image's format");
  }
  put32(impl_->argBlock, a.offset + ImageArgLayout::ChannelOrder,
        desc.format.channelOrder);
  put32(impl_->argBlock, a.offset + ImageArgLayout::ChannelDataType,
        desc.format.channelDataType);
  if (a.size >= ImageArgLayout::Size) // earlier modules have no flags
    put32(impl_->argBlock, a.offset + ImageArgLayout::Flags,
          image.impl().linearFilter ? ImageFlagLinearFilter : 0);
  impl_->images[index] = &image.impl();
  impl_->argSet[index] = true;
  return Status::ok();
}

Status Kernel::setArg(uint32_t index, const Sampler &sampler) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkIndex(k, index); !s)
    return s;
  const ArgInfo &a = k.args[index];
  if (a.kind != ArgKind::Sampler)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a " + toString(a.kind) +
                         " argument of type '" + a.typeName +
                         "', not a sampler");
  if (!sampler.valid())
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) +
                         ": repeat and mirrored-repeat addressing need "
                         "normalized coordinates");
  put32(impl_->argBlock, a.offset, sampler.word());
  impl_->argSet[index] = true;
  return Status::ok();
}

Status Kernel::setArg(uint32_t index, const void *data, size_t size) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkIndex(k, index); !s)
    return s;
  const ArgInfo &a = k.args[index];
  if (a.kind != ArgKind::Value)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is a " + toString(a.kind) +
                         " argument; it takes a " +
                         (a.kind == ArgKind::Local     ? "local size"
                          : a.kind == ArgKind::Pipe    ? "Pipe"
                          : a.kind == ArgKind::Image   ? "Image"
                          : a.kind == ArgKind::Sampler ? "Sampler"
                                                       : "buffer") +
                         ", not a value");
  // CL_INVALID_ARG_SIZE if arg_size does not match the argument's size.
  if (size != a.size || !data)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " of type '" + a.typeName +
                         "' takes " + std::to_string(a.size) + " bytes; got " +
                         std::to_string(size) + (data ? "" : " and no data"));
  std::memcpy(impl_->argBlock.data() + a.offset, data, size);
  impl_->argSet[index] = true;
  return Status::ok();
}

Status Kernel::setLocalArg(uint32_t index, size_t bytes) {
  const KernelInfo &k = *impl_->info;
  if (Status s = checkIndex(k, index); !s)
    return s;
  if (k.args[index].kind != ArgKind::Local)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + " is not a __local pointer");
  // CL_INVALID_ARG_SIZE if arg_size is zero for a __local argument.
  if (bytes == 0 || bytes > UINT32_MAX)
    return makeError(ErrorCode::InvalidArgument,
                     argName(k, index) + ": a __local argument needs a "
                                         "non-zero size");
  impl_->localBytes[index] = static_cast<uint32_t>(bytes);
  impl_->argSet[index] = true;
  return Status::ok();
}

Result<std::array<uint32_t, 3>>
Kernel::localSizeFor(const NDRange &range) const {
  return chooseLocalSize(*impl_, range);
}

uint32_t maxInvocations(const DeviceInfo &device, const KernelInfo &k) {
  uint32_t most = std::min(device.profile.maxWorkGroupInvocations,
                           device.maxWorkGroupSize[0]);
  if (k.requiredSubgroupSize)
    most = std::min(most, device.profile.maxInvocationsForSubgroupSize(
                              k.requiredSubgroupSize));
  return most;
}

uint32_t Kernel::maxWorkGroupSize() const {
  return maxInvocations(impl_->program->impl().device->info, *impl_->info);
}

uint32_t layOutLocalArena(const Kernel::Impl &kernel,
                          std::vector<uint8_t> *argBlock) {
  // Each __local argument starts aligned for any OpenCL type: 128 bytes is
  // the alignment of long16/double16, and the pointee type is not in the
  // reflection.
  constexpr uint32_t LocalArgAlign = 128;
  const KernelInfo &k = *kernel.info;
  uint32_t bytes = k.staticLocalBytes;
  for (uint32_t i = 0; i < k.args.size(); ++i)
    if (k.args[i].kind == ArgKind::Local) {
      bytes = alignUp(bytes, LocalArgAlign);
      if (argBlock)
        put32(*argBlock, k.args[i].offset, bytes);
      bytes += kernel.localBytes[i];
    }
  return alignUp(bytes, 16);
}

uint32_t Kernel::localMemoryBytes() const {
  return layOutLocalArena(*impl_, nullptr);
}

Result<std::array<uint32_t, 3>> chooseLocalSize(const Kernel::Impl &kernel,
                                                const NDRange &range) {
  const KernelInfo &k = *kernel.info;
  const DeviceInfo &dev = kernel.program->impl().device->info;
  if (range.dims < 1 || range.dims > 3)
    return makeError(ErrorCode::InvalidArgument,
                     "an NDRange has 1, 2 or 3 dimensions, not " +
                         std::to_string(range.dims));
  std::array<uint32_t, 3> local{1, 1, 1};
  bool given = range.local[0] || range.local[1] || range.local[2];
  if (given)
    for (uint32_t d = 0; d < 3; ++d) {
      uint64_t l = d < range.dims ? range.local[d] : 1;
      if (l == 0 || l > UINT32_MAX || (d >= range.dims && range.local[d] > 1))
        return makeError(ErrorCode::InvalidArgument,
                         "local size " + std::to_string(range.local[d]) +
                             " in dimension " + std::to_string(d) +
                             " is invalid");
      local[d] = static_cast<uint32_t>(l);
    }
  if (k.reqdWorkGroupSize[0]) {
    // CL_INVALID_WORK_GROUP_SIZE if local_work_size does not match the
    // reqd_work_group_size attribute.
    if (given && local != k.reqdWorkGroupSize)
      return makeError(ErrorCode::InvalidArgument,
                       "kernel '" + k.name +
                           "' requires a work-group size "
                           "of " +
                           std::to_string(k.reqdWorkGroupSize[0]) + "x" +
                           std::to_string(k.reqdWorkGroupSize[1]) + "x" +
                           std::to_string(k.reqdWorkGroupSize[2]));
    local = k.reqdWorkGroupSize;
  } else if (!given) {
    static const uint32_t preferred[3][3] = {
        {64, 1, 1}, {16, 16, 1}, {8, 8, 4}};
    for (uint32_t d = 0; d < 3; ++d) {
      uint64_t g = d < range.dims ? std::max<uint64_t>(range.global[d], 1) : 1;
      local[d] = static_cast<uint32_t>(
          std::min<uint64_t>(g, preferred[range.dims - 1][d]));
    }
    while (uint64_t(local[0]) * local[1] * local[2] > maxInvocations(dev, k)) {
      uint32_t d = local[0] >= local[1] ? 0 : 1;
      local[d] = (local[d] + 1) / 2;
    }
  }
  // Vulkan runs the work-group 1-D, x*y*z wide (see the compiler's
  // workGroupSize()), so that product is what the device must allow.
  uint64_t invocations = uint64_t(local[0]) * local[1] * local[2];
  uint64_t limit = maxInvocations(dev, k);
  if (invocations > limit)
    return makeError(
        ErrorCode::LimitExceeded,
        "a work-group of " + std::to_string(local[0]) + "x" +
            std::to_string(local[1]) + "x" + std::to_string(local[2]) + " = " +
            std::to_string(invocations) + " work-items exceeds the device's " +
            std::to_string(limit));
  return local;
}

Result<DispatchPlan> planDispatch(Kernel::Impl &kernel, const NDRange &range) {
  const KernelInfo &k = *kernel.info;
  Program::Impl &program = kernel.program->impl();
  const DeviceInfo &dev = program.device->info;
  for (uint32_t i = 0; i < k.args.size(); ++i)
    if (!kernel.argSet[i])
      return makeError(ErrorCode::InvalidOperation,
                       argName(k, i) + " is not set");
  Result<std::array<uint32_t, 3>> local = chooseLocalSize(kernel, range);
  if (!local)
    return local.error();
  DispatchPlan plan;
  plan.enqueuedLocal = *local;

  std::vector<uint8_t> args = kernel.argBlock;
  uint32_t localBytes = layOutLocalArena(kernel, &args);
  if (localBytes > dev.profile.maxSharedMemoryBytes)
    return makeError(ErrorCode::LimitExceeded,
                     "kernel '" + k.name + "' needs " +
                         std::to_string(localBytes) +
                         " bytes of __local memory; the device has " +
                         std::to_string(dev.profile.maxSharedMemoryBytes));
  // Whole uvec4s: the compiler may view the arena as uvec4[words / 4].
  plan.arenaWords = std::max<uint32_t>(4, localBytes / 4);

  std::array<uint32_t, 3> global{1, 1, 1}, offset{0, 0, 0};
  bool empty = false;
  for (uint32_t d = 0; d < range.dims; ++d) {
    if (range.global[d] + range.offset[d] > UINT32_MAX)
      return makeError(ErrorCode::LimitExceeded,
                       "global size plus offset in dimension " +
                           std::to_string(d) + " exceeds 2^32");
    global[d] = static_cast<uint32_t>(range.global[d]);
    offset[d] = static_cast<uint32_t>(range.offset[d]);
    empty |= global[d] == 0;
  }
  if (!empty)
    plan.regions =
        splitDispatch(global, plan.enqueuedLocal,
                      {dev.maxWorkGroupCount[0], dev.maxWorkGroupCount[1],
                       dev.maxWorkGroupCount[2]});

  plan.pushConstants.assign(program.pushConstantBytes, 0);
  for (uint32_t d = 0; d < 3; ++d) {
    put32(plan.pushConstants, DispatchLayout::GlobalOffset + 4 * d, offset[d]);
    put32(plan.pushConstants, DispatchLayout::GlobalSize + 4 * d, global[d]);
    put32(plan.pushConstants, DispatchLayout::EnqueuedLocalSize + 4 * d,
          plan.enqueuedLocal[d]);
  }
  put32(plan.pushConstants, DispatchLayout::WorkDim, range.dims);
  put64(plan.pushConstants, DispatchLayout::ConstantDataAddress,
        program.constantData.deviceAddress());
  if (k.argsInBuffer)
    plan.argsBufferData = std::move(args);
  else if (!args.empty())
    std::memcpy(plan.pushConstants.data() + DispatchLayout::ArgsInline,
                args.data(), args.size());
  return plan;
}

Result<Buffer> argumentBuffer(Device::Impl &device,
                              const std::vector<uint8_t> &data) {
  Result<Buffer> buffer =
      createBuffer(device, data.size(), MemoryKind::DeviceMapped);
  if (buffer)
    std::memcpy(buffer->mapped(), data.data(), data.size());
  return buffer;
}

Status recordDispatch(VkCommandBuffer cmd, Kernel::Impl &kernel,
                      DispatchPlan &plan, const Buffer *argsBuffer,
                      VkDescriptorSet images) {
  Program::Impl &program = kernel.program->impl();
  VkPipelineLayout layout = program.layoutOf(kernel.info->name);
  if (argsBuffer)
    put64(plan.pushConstants, DispatchLayout::ArgsAddress,
          argsBuffer->deviceAddress());
  // Every pipeline of the kernel has this layout: bound once, the set
  // stays bound across the regions' pipeline changes.
  if (images != VK_NULL_HANDLE)
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 1,
                            &images, 0, nullptr);
  VkPipeline bound = VK_NULL_HANDLE;
  for (const DispatchRegion &r : plan.regions) {
    Result<VkPipeline> pipeline =
        program.pipeline(kernel.info->name, r.local, plan.arenaWords);
    if (!pipeline)
      return pipeline.error();
    if (*pipeline != bound) {
      vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, *pipeline);
      bound = *pipeline;
    }
    for (uint32_t d = 0; d < 3; ++d)
      put32(plan.pushConstants, DispatchLayout::GroupOffset + 4 * d,
            r.groupOffset[d]);
    vkCmdPushConstants(cmd, layout, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                       static_cast<uint32_t>(plan.pushConstants.size()),
                       plan.pushConstants.data());
    vkCmdDispatch(cmd, r.groups[0], r.groups[1], r.groups[2]);
  }
  return Status::ok();
}

Result<std::vector<PipelineStatistic>>
Kernel::statistics(const NDRange &range) {
  Result<DispatchPlan> plan = planDispatch(*impl_, range);
  if (!plan)
    return plan.error();
  Program::Impl &program = impl_->program->impl();
  PipelineRecipe recipe(program, impl_->info->name, plan->enqueuedLocal,
                        plan->arenaWords);
  return pipelineStatistics(*program.device, recipe.info);
}

Status Kernel::record(VkCommandBuffer commandBuffer, const NDRange &range) {
  if (commandBuffer == VK_NULL_HANDLE)
    return makeError(ErrorCode::InvalidArgument, "no command buffer");
  // The output of printf is decoded when the queue sees the dispatch
  // complete; an engine's command buffer completes out of vkcl's sight.
  if (impl_->info->usesPrintf)
    return makeError(ErrorCode::InvalidOperation,
                     "kernel '" + impl_->info->name +
                         "' calls printf, whose output only Queue::enqueue "
                         "delivers; Kernel::record cannot");
  Result<DispatchPlan> plan = planDispatch(*impl_, range);
  if (!plan)
    return plan.error();
  const Buffer *argsBuffer = nullptr;
  if (!plan->argsBufferData.empty()) {
    // The engine executes the command buffer later: keep the arguments
    // alive as long as the kernel.
    Result<Buffer> args =
        argumentBuffer(*impl_->program->impl().device, plan->argsBufferData);
    if (!args)
      return args.error();
    impl_->recordedArgBuffers.push_back(std::move(*args));
    argsBuffer = &impl_->recordedArgBuffers.back();
  }
  VkDescriptorSet images = VK_NULL_HANDLE;
  Result<DescriptorPool> pool = kernelImageDescriptors(*impl_, images);
  if (!pool)
    return pool.error();
  if (pool->get() != VK_NULL_HANDLE)
    impl_->recordedPools.push_back(std::move(*pool));
  return recordDispatch(commandBuffer, *impl_, *plan, argsBuffer, images);
}

} // namespace vkcl
