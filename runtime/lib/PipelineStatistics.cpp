// Pipeline statistics through VK_KHR_pipeline_executable_properties.
//
// The query pipeline is a private copy created with
// VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR and no pipeline cache: a
// cached pipeline may come back without captured statistics, and the flag
// must not leak into the pipelines kernels run with.
#include "Internal.h"

#include <cstdio>

namespace vkcl {
namespace {

std::string formatValue(const VkPipelineExecutableStatisticKHR &s) {
  char text[64];
  switch (s.format) {
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
    return s.value.b32 ? "true" : "false";
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
    std::snprintf(text, sizeof(text), "%lld",
                  static_cast<long long>(s.value.i64));
    return text;
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
    std::snprintf(text, sizeof(text), "%llu",
                  static_cast<unsigned long long>(s.value.u64));
    return text;
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR:
    std::snprintf(text, sizeof(text), "%g", s.value.f64);
    return text;
  default:
    return "?";
  }
}

/// Reads every executable's statistics of a pipeline created with capture.
Result<std::vector<PipelineStatistic>> readStatistics(VkDevice device,
                                                      VkPipeline pipeline) {
  auto getExecutables =
      reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
          vkGetDeviceProcAddr(device, "vkGetPipelineExecutablePropertiesKHR"));
  auto getStatistics =
      reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
          vkGetDeviceProcAddr(device, "vkGetPipelineExecutableStatisticsKHR"));
  if (!getExecutables || !getStatistics)
    return makeError(ErrorCode::FeatureMissing,
                     "the driver does not export the "
                     "VK_KHR_pipeline_executable_properties entry points");
  VkPipelineInfoKHR pipelineInfo{VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR};
  pipelineInfo.pipeline = pipeline;
  uint32_t count = 0;
  VKCL_CHECK(getExecutables(device, &pipelineInfo, &count, nullptr));
  std::vector<VkPipelineExecutablePropertiesKHR> executables(
      count, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR});
  VKCL_CHECK(getExecutables(device, &pipelineInfo, &count, executables.data()));
  std::vector<PipelineStatistic> out;
  for (uint32_t e = 0; e < count; ++e) {
    VkPipelineExecutableInfoKHR which{
        VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
    which.pipeline = pipeline;
    which.executableIndex = e;
    uint32_t n = 0;
    VKCL_CHECK(getStatistics(device, &which, &n, nullptr));
    std::vector<VkPipelineExecutableStatisticKHR> stats(
        n, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR});
    VKCL_CHECK(getStatistics(device, &which, &n, stats.data()));
    for (uint32_t i = 0; i < n; ++i)
      out.push_back({executables[e].name, stats[i].name, stats[i].description,
                     formatValue(stats[i])});
  }
  return out;
}

} // namespace

Result<std::vector<PipelineStatistic>>
pipelineStatistics(Device &device, const VkComputePipelineCreateInfo &info) {
  return pipelineStatistics(device.impl(), info);
}

Result<std::vector<PipelineStatistic>>
pipelineStatistics(Device::Impl &d, const VkComputePipelineCreateInfo &info) {
  if (!d.pipelineStatistics)
    return makeError(
        ErrorCode::FeatureMissing,
        "pipeline statistics need VK_KHR_pipeline_executable_properties "
        "with pipelineExecutableInfo, which " +
            std::string(d.borrowed ? "the adopted device did not enable"
                                   : "the driver does not offer") +
            " ('" + d.info.name + "')");
  VkComputePipelineCreateInfo capture = info;
  capture.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  VkPipeline pipeline = VK_NULL_HANDLE;
  VKCL_CHECK(vkCreateComputePipelines(d.device, VK_NULL_HANDLE, 1, &capture,
                                      nullptr, &pipeline));
  Result<std::vector<PipelineStatistic>> stats =
      readStatistics(d.device, pipeline);
  vkDestroyPipeline(d.device, pipeline, nullptr);
  return stats;
}

std::string formatStatistics(const std::vector<PipelineStatistic> &stats) {
  std::string line;
  for (const PipelineStatistic &s : stats) {
    if (!line.empty())
      line += ", ";
    line += s.name + "=" + s.value;
  }
  return line;
}

} // namespace vkcl
