// What the driver made of a kernel: its compiler's statistics (registers,
// shared memory, spills, instruction counts), through
// VK_KHR_pipeline_executable_properties.
//
// Vulkan drivers show no machine code, so these figures are how one compares
// a vkcl kernel with a hand-written shader on a GPU: occupancy follows from
// the register count, and a spill or a larger shared-memory footprint is
// visible here first. Which statistics exist, and their names, are the
// driver's; vkcl passes them through unchanged.
#pragma once

#include "vkcl/runtime/Result.h"

#include <vulkan/vulkan.h>

#include <string>
#include <vector>

namespace vkcl {

class Device;

struct PipelineStatistic {
  std::string executable; ///< The driver's name for the compiled stage.
  std::string name;       ///< e.g. "Register Count" (driver-defined)
  std::string description;
  std::string value; ///< Formatted: integers in decimal, floats with %g.
};

/// Creates `info`'s compute pipeline once more with statistics captured,
/// reads them and destroys it (the caller's pipelines are never changed).
/// FeatureMissing when the device has not enabled pipelineExecutableInfo:
/// vkcl enables it on devices it creates wherever the driver offers it; an
/// adopted device says so in AdoptInfo.
Result<std::vector<PipelineStatistic>>
pipelineStatistics(Device &device, const VkComputePipelineCreateInfo &info);

/// "name=value, name=value" on one line, for tools and benchmark logs.
std::string formatStatistics(const std::vector<PipelineStatistic> &stats);

} // namespace vkcl
