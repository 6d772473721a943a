// Which of a device's queue families vkcl runs its work on (QueueFamily.h).
#include "QueueFamily.h"

namespace vkcl {

namespace {

bool hasCompute(const VkQueueFamilyProperties &f) {
  return (f.queueFlags & VK_QUEUE_COMPUTE_BIT) != 0;
}

/// Copies of single texels: the granularity a compute family must have to
/// serve every image copy the graphics family serves.
bool copiesAnyTexel(const VkQueueFamilyProperties &f) {
  const VkExtent3D &g = f.minImageTransferGranularity;
  return g.width == 1 && g.height == 1 && g.depth == 1;
}

} // namespace

int chooseComputeFamily(const std::vector<VkQueueFamilyProperties> &families) {
  int first = -1;
  for (size_t i = 0; i < families.size() && first < 0; ++i)
    if (hasCompute(families[i]))
      first = static_cast<int>(i);
  if (first < 0)
    return -1;
  const bool timestamps = families[first].timestampValidBits > 0;
  for (size_t i = 0; i < families.size(); ++i) {
    const VkQueueFamilyProperties &f = families[i];
    if (hasCompute(f) && !(f.queueFlags & VK_QUEUE_GRAPHICS_BIT) &&
        (f.timestampValidBits > 0 || !timestamps) && copiesAnyTexel(f))
      return static_cast<int>(i);
  }
  return first;
}

} // namespace vkcl
