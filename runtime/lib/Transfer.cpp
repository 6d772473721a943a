// The copy and fill shaders' pipelines and dispatches (see Transfer.h and
// shaders/copy.comp, shaders/fill.comp for the method).
#include "Transfer.h"

#include <cstdint>
#include <cstring>
#include <numeric>

namespace vkcl {
namespace {

// glslang's headers (shaders/CMakeLists.txt): arrays of SPIR-V words.
#include "vkcl/shaders/copy.h"
#include "vkcl/shaders/fill.h"

constexpr uint32_t LocalSize = 256; ///< the shaders' local_size_x
/// Work-groups per dispatch unless the policy says otherwise (and the
/// device allows fewer): the bulk is a grid-stride loop, and on an H100 a
/// 256 MiB copy ran 2% faster with one unit per invocation (65535 groups,
/// 2.94 TB/s) than with 16384 groups looping four times.
constexpr uint32_t DefaultMaxGroups = 65535;
/// Bytes per dispatch at most, so that the shaders' 32-bit byte, word and
/// unit indices (and index + grid stride) never overflow.
constexpr uint64_t MaxChunkBytes = uint64_t(1) << 31;

void splitAddress(VkDeviceAddress address, uint32_t out[2]) {
  out[0] = uint32_t(address);
  out[1] = uint32_t(address >> 32);
}

} // namespace

TransferPipelines::~TransferPipelines() {
  VkDevice d = device_.device;
  for (VkPipeline p : pipelines_)
    if (p != VK_NULL_HANDLE)
      vkDestroyPipeline(d, p, nullptr);
  if (layout_ != VK_NULL_HANDLE)
    vkDestroyPipelineLayout(d, layout_, nullptr);
}

Result<VkPipeline> TransferPipelines::pipeline(Kind kind) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (pipelines_[kind] != VK_NULL_HANDLE)
    return pipelines_[kind];
  VkDevice d = device_.device;
  if (layout_ == VK_NULL_HANDLE) {
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Args)};
    VkPipelineLayoutCreateInfo lci{
        VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    lci.pushConstantRangeCount = 1;
    lci.pPushConstantRanges = &range;
    VKCL_CHECK(vkCreatePipelineLayout(d, &lci, nullptr, &layout_));
  }
  VkShaderModuleCreateInfo mci{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  if (kind == Fill) {
    mci.codeSize = sizeof vkclShader_fill;
    mci.pCode = vkclShader_fill;
  } else {
    mci.codeSize = sizeof vkclShader_copy;
    mci.pCode = vkclShader_copy;
  }
  VkShaderModule module = VK_NULL_HANDLE;
  VKCL_CHECK(vkCreateShaderModule(d, &mci, nullptr, &module));
  uint32_t mode = uint32_t(kind);
  VkSpecializationMapEntry entry{0, 0, sizeof mode};
  VkSpecializationInfo spec{1, &entry, sizeof mode, &mode};
  VkComputePipelineCreateInfo pci{
      VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  pci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  pci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pci.stage.module = module;
  pci.stage.pName = "main";
  pci.stage.pSpecializationInfo = kind == Fill ? nullptr : &spec;
  pci.layout = layout_;
  VkResult r = vkCreateComputePipelines(d, device_.pipelineCache, 1, &pci,
                                        nullptr, &pipelines_[kind]);
  vkDestroyShaderModule(d, module, nullptr);
  if (r != VK_SUCCESS) {
    pipelines_[kind] = VK_NULL_HANDLE;
    return vulkanError(r, "vkCreateComputePipelines (transfer shader)");
  }
  return pipelines_[kind];
}

Status TransferPipelines::dispatch(VkCommandBuffer cmd, Kind kind,
                                   VkDeviceAddress dst, VkDeviceAddress src,
                                   bool advanceSrc, uint64_t first,
                                   uint64_t end, uint32_t extra,
                                   uint32_t unitBytes, uint64_t chunk,
                                   uint32_t maxGroups) {
  Result<VkPipeline> p = pipeline(kind);
  if (!p)
    return p.error();
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, *p);
  uint32_t groupLimit = maxGroups ? maxGroups : DefaultMaxGroups;
  groupLimit = std::min(groupLimit, device_.info.maxWorkGroupCount[0]);
  // Pieces start at multiples of `chunk`, so all but the first begin at
  // their base (first = 0) and every base keeps the unit alignment.
  for (uint64_t start = first - first % chunk; start < end; start += chunk) {
    Args args{};
    splitAddress(dst + start, args.dst);
    splitAddress(advanceSrc ? src + start : src, args.src);
    args.first = uint32_t(std::max(first, start) - start);
    args.end = uint32_t(std::min(end, start + chunk) - start);
    args.extra = extra;
    // One invocation per bulk unit, and at least enough for the (at most
    // eight) edge words.
    uint64_t units = (args.end - args.first) / unitBytes + 8;
    uint64_t groups = (units + LocalSize - 1) / LocalSize;
    vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                       sizeof args, &args);
    vkCmdDispatch(cmd, uint32_t(std::min<uint64_t>(groups, groupLimit)), 1, 1);
  }
  return Status::ok();
}

Status TransferPipelines::recordCopy(VkCommandBuffer cmd, VkDeviceAddress src,
                                     VkDeviceAddress dst, VkDeviceSize bytes,
                                     uint32_t maxGroups) {
  if (bytes == 0)
    return Status::ok();
  // The widest unit at which source and destination line up; the
  // destination base is rounded down to it and the source base follows.
  VkDeviceAddress skew = src - dst; // modulo 2^64: only its low bits count
  Kind kind = skew % 16 == 0  ? CopyQuads
              : skew % 8 == 0 ? CopyPairs
              : skew % 4 == 0 ? CopyWords
                              : CopyShifted;
  uint32_t unit = kind == CopyQuads ? 16 : kind == CopyPairs ? 8 : 4;
  VkDeviceAddress base = dst - dst % unit;
  uint64_t first = dst - base;
  // The source byte for base + q is at (src - first) + q: for the aligned
  // kinds that base is unit-aligned too; a shifted copy reads words from
  // its word below and shifts by the remainder.
  VkDeviceAddress srcBase = src - first;
  uint32_t shift = uint32_t(srcBase % 4);
  if (kind != CopyShifted)
    shift = 0;
  else
    srcBase -= shift;
  return dispatch(cmd, kind, base, srcBase, true, first, first + bytes, shift,
                  unit, MaxChunkBytes, maxGroups);
}

Status TransferPipelines::recordFill(VkCommandBuffer cmd, VkDeviceAddress dst,
                                     VkDeviceSize bytes, VkDeviceAddress table,
                                     uint32_t tableBytes, uint32_t maxGroups) {
  if (bytes == 0)
    return Status::ok();
  VkDeviceAddress base = dst - dst % 16;
  uint64_t first = dst - base;
  // Pieces a whole number of tables long keep the table's phase.
  uint64_t chunk = MaxChunkBytes / tableBytes * tableBytes;
  return dispatch(cmd, Fill, base, table, false, first, first + bytes,
                  tableBytes / 16, 16, chunk, maxGroups);
}

std::vector<uint8_t> fillTable(VkDeviceAddress dst, const void *pattern,
                               size_t patternSize) {
  size_t length = std::lcm(patternSize, size_t(16));
  size_t first = size_t(dst % 16);
  const auto *bytes = static_cast<const uint8_t *>(pattern);
  std::vector<uint8_t> table(length);
  // Byte k lies k - first bytes after the fill's start; length is a
  // multiple of the pattern and at least 16 > first.
  for (size_t k = 0; k < length; ++k)
    table[k] = bytes[(k + length - first) % patternSize];
  return table;
}

} // namespace vkcl
