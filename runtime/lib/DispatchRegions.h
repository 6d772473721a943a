// How one NDRange becomes vkCmdDispatch calls.
//
// OpenCL's last work-group in a dimension may be smaller than the others
// (non-uniform work-groups), and one dispatch takes at most
// maxComputeWorkGroupCount groups per dimension; so an NDRange is a grid of
// regions, each a rectangle of equal-size groups that one dispatch runs.
// Drivers also count a dispatch's groups in 32 bits: lavapipe multiplies
// the three counts into an `int` and runs nothing once the product passes
// 2^31 (`--global 65536,65536,65536` did nothing at all). Every region
// therefore holds at most MaxGroupsPerDispatch groups.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace vkcl {

/// One dispatch of an NDRange: a rectangle of equal-size groups.
struct DispatchRegion {
  std::array<uint32_t, 3> local{1, 1, 1};
  std::array<uint32_t, 3> groupOffset{0, 0, 0};
  std::array<uint32_t, 3> groups{1, 1, 1};
};

/// The most groups one dispatch holds, well inside a signed 32-bit count.
constexpr uint64_t MaxGroupsPerDispatch = uint64_t(1) << 30;

/// The regions that together run `global` work-items (each non-zero) in
/// work-groups of `local`, with at most `maxGroups[d]` groups in dimension
/// d and `maxTotal` groups in all per region: every group exactly once,
/// z outermost.
std::vector<DispatchRegion>
splitDispatch(const std::array<uint32_t, 3> &global,
              const std::array<uint32_t, 3> &local,
              const std::array<uint32_t, 3> &maxGroups,
              uint64_t maxTotal = MaxGroupsPerDispatch);

} // namespace vkcl
