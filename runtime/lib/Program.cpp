// Programs: module + reflection → shader module, layout, pipelines.
//
// vkcl kernels use no descriptor sets for buffers: every such argument is
// in push constants (or in a buffer whose address is), so one pipeline
// layout with one push constant range serves every kernel of a module
// without images. A kernel with image arguments needs descriptors, and gets
// a layout of its own (KernelDescriptors.h). A pipeline exists per
// kernel, work-group size and local arena size, created on first use and
// cached in memory and in the device's VkPipelineCache. A module vkcl did
// not just compile is validated (ModuleReader.h) and measured against the
// driver's limits (vkcl/spirv/DriverLimits.h) before the driver sees it.
#include "Internal.h"
#include "KernelDescriptors.h"
#include "ModuleReader.h"
#include "vkcl/spirv/DriverLimits.h"

#include <spirv-tools/optimizer.hpp>

#include <cstring>
#include <fstream>

namespace vkcl {
namespace {

/// Removes vkcl's reflection for drivers without
/// VK_KHR_shader_non_semantic_info (lavapipe in Mesa 22.3, for one).
Result<std::vector<uint32_t>>
stripReflection(const std::vector<uint32_t> &words) {
  spvtools::Optimizer optimizer(SPV_ENV_VULKAN_1_2);
  optimizer.RegisterPass(spvtools::CreateStripNonSemanticInfoPass());
  std::vector<uint32_t> out;
  std::string messages;
  optimizer.SetMessageConsumer(
      [&](spv_message_level_t, const char *, const spv_position_t &,
          const char *m) { messages += std::string(m) + "\n"; });
  spvtools::OptimizerOptions options;
  options.set_run_validator(false);
  if (!optimizer.Run(words.data(), words.size(), &out, options))
    return makeError(ErrorCode::InvalidBinary,
                     "cannot strip reflection: " + messages);
  return out;
}

} // namespace

Program::Program(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Program::~Program() = default;

Program::Impl::~Impl() {
  VkDevice dev = device->device;
  for (auto &[key, pipeline] : pipelines)
    vkDestroyPipeline(dev, pipeline, nullptr);
  for (auto &[kernel, imageLayout] : imageLayouts)
    destroyKernelImageLayout(dev, imageLayout);
  if (layout)
    vkDestroyPipelineLayout(dev, layout, nullptr);
  if (module)
    vkDestroyShaderModule(dev, module, nullptr);
}

Result<std::shared_ptr<Program>>
Program::fromSpirv(Device &device, const std::vector<uint32_t> &input,
                   Trust trust) {
  auto impl = std::make_unique<Impl>();
  Device::Impl &d = device.impl();
  impl->device = &d;
  Result<ModuleContents> module = readModule(input, trust == Trust::Untrusted);
  if (!module)
    return module.error();
  impl->info = std::move(module->info);
  const std::vector<uint32_t> &words = module->words;
  Status features = device.checkFeatures(impl->info.requiredFeatures);
  if (!features)
    return features;
  const TargetProfile &p = d.info.profile;
  for (const KernelInfo &k : impl->info.kernels) {
    if (k.requiredSubgroupSize &&
        !p.allowsRequiredSubgroupSize(k.requiredSubgroupSize))
      return makeError(ErrorCode::FeatureMissing,
                       "kernel '" + k.name + "' requires sub-groups of " +
                           std::to_string(k.requiredSubgroupSize) +
                           " work-items; " +
                           (p.requiredSubgroupSizes()
                                ? "device '" + p.name + "' has sizes " +
                                      std::to_string(p.minSubgroupSize) +
                                      " to " + std::to_string(p.maxSubgroupSize)
                                : "device '" + p.name +
                                      "' has no required sub-group sizes "
                                      "(VK_EXT_subgroup_size_control)"));
    uint64_t n = uint64_t(k.reqdWorkGroupSize[0]) * k.reqdWorkGroupSize[1] *
                 k.reqdWorkGroupSize[2];
    uint32_t most = maxInvocations(d.info, k);
    if (n > most)
      return makeError(ErrorCode::LimitExceeded,
                       "kernel '" + k.name + "' requires a work-group of " +
                           std::to_string(n) + " work-items; the device " +
                           "allows " + std::to_string(most) +
                           (k.requiredSubgroupSize ? " in sub-groups of that "
                                                     "size"
                                                   : ""));
  }
  impl->pushConstantBytes = pushConstantBytes(impl->info);
  if (impl->pushConstantBytes > d.info.profile.pushConstantBytes)
    return makeError(ErrorCode::LimitExceeded,
                     "the module needs " +
                         std::to_string(impl->pushConstantBytes) +
                         " bytes of push constants; the device has " +
                         std::to_string(d.info.profile.pushConstantBytes) +
                         " (recompile for this device's profile)");

  if (trust == Trust::Untrusted) {
    // A module compiled for another target, or by another vkcl, can exceed
    // what this driver's compiler takes: refused by name, as the compiler
    // refuses the source, before the driver aborts or runs it wrong.
    spirv::DriverLimits limits{"the device '" + p.name + "'",
                               p.maxBranchNesting, p.maxBufferAccesses};
    std::string breaches;
    for (const std::string &breach : spirv::driverLimitBreaches(words, limits))
      breaches += (breaches.empty() ? "" : "; ") + breach;
    if (!breaches.empty())
      return makeError(ErrorCode::LimitExceeded, breaches);
  }

  std::vector<uint32_t> code = words;
  if (!d.info.nonSemanticInfo) {
    Result<std::vector<uint32_t>> stripped = stripReflection(words);
    if (!stripped)
      return stripped.error();
    code = std::move(*stripped);
  }
  VkShaderModuleCreateInfo smci{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  smci.codeSize = code.size() * sizeof(uint32_t);
  smci.pCode = code.data();
  VKCL_CHECK(vkCreateShaderModule(d.device, &smci, nullptr, &impl->module));

  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0,
                            impl->pushConstantBytes};
  VkPipelineLayoutCreateInfo plci{
      VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  plci.pushConstantRangeCount = 1;
  plci.pPushConstantRanges = &range;
  VKCL_CHECK(vkCreatePipelineLayout(d.device, &plci, nullptr, &impl->layout));
  for (const KernelInfo &k : impl->info.kernels) {
    if (!hasImageArgs(k))
      continue;
    Result<KernelImageLayout> l =
        createKernelImageLayout(d, k, impl->pushConstantBytes);
    if (!l)
      return l.error();
    impl->imageLayouts[k.name] = *l;
  }

  if (impl->info.constantDataBytes) {
    // Device-local where the BAR allows: kernels index tables in it (the
    // math library's among them) as often as their own buffers.
    Result<Buffer> data = Buffer::create(device, impl->info.constantDataBytes,
                                         MemoryKind::DeviceMapped);
    if (!data)
      return data.error();
    std::memcpy(data->mapped(), impl->info.constantData.data(),
                impl->info.constantDataBytes);
    // Program-scope pointers into the segment (the reader checked that
    // each lies inside it): its address plus the target's offset.
    for (const ProgramInfo::DataAddress &a : impl->info.dataAddresses) {
      uint64_t address = data->deviceAddress() + a.target;
      std::memcpy(static_cast<uint8_t *>(data->mapped()) + a.slot, &address,
                  sizeof address);
    }
    impl->constantData = std::move(*data);
  }
  return std::make_shared<Program>(std::move(impl));
}

Result<std::shared_ptr<Program>> Program::fromFile(Device &device,
                                                   const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return makeError(ErrorCode::NotFound, "cannot open '" + path + "'");
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), {});
  Result<std::vector<uint32_t>> words = spirvWords(bytes.data(), bytes.size());
  if (!words)
    return makeError(ErrorCode::InvalidBinary,
                     "'" + path + "': " + words.error().message);
  return fromSpirv(device, *words);
}

const ProgramInfo &Program::info() const { return impl_->info; }

PipelineRecipe::PipelineRecipe(Program::Impl &program,
                               const std::string &kernel,
                               std::array<uint32_t, 3> local,
                               uint32_t arenaWords)
    : values{local[0], local[1], local[2], arenaWords} {
  for (uint32_t i = 0; i < 4; ++i)
    entries[i] = {i, static_cast<uint32_t>(i * sizeof(uint32_t)),
                  sizeof(uint32_t)};
  static_assert(SpecWorkGroupSizeX == 0 && SpecLocalArenaWords == 3,
                "spec constant ids are the map entry indices");
  spec = {4, entries, sizeof(values), values};
  info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  info.stage.module = program.module;
  info.stage.pName = kernel.c_str();
  info.stage.pSpecializationInfo = &spec;
  const KernelInfo *k = program.info.findKernel(kernel);
  if (k && k->requiredSubgroupSize) {
    // fromSpirv checked that the device offers the size.
    subgroupSize.requiredSubgroupSize = k->requiredSubgroupSize;
    info.stage.pNext = &subgroupSize;
  }
  info.layout = program.layoutOf(kernel);
}

VkPipelineLayout Program::Impl::layoutOf(const std::string &kernel) const {
  auto found = imageLayouts.find(kernel);
  return found == imageLayouts.end() ? layout : found->second.layout;
}

Result<VkPipeline> Program::Impl::pipeline(const std::string &kernel,
                                           std::array<uint32_t, 3> local,
                                           uint32_t arenaWords) {
  std::lock_guard<std::mutex> lock(mutex);
  auto key = std::make_tuple(kernel, local[0], local[1], local[2], arenaWords);
  auto found = pipelines.find(key);
  if (found != pipelines.end())
    return found->second;
  PipelineRecipe recipe(*this, kernel, local, arenaWords);
  VkPipeline pipeline = VK_NULL_HANDLE;
  VKCL_CHECK(vkCreateComputePipelines(device->device, device->pipelineCache, 1,
                                      &recipe.info, nullptr, &pipeline));
  pipelines[key] = pipeline;
  return pipeline;
}

} // namespace vkcl
