// The queue family vkcl runs on (runtime/lib/QueueFamily.cpp): a
// compute-only family where it loses nothing, else the first with compute.
#include "QueueFamily.h"

#include <gtest/gtest.h>

namespace vkcl {
namespace {

constexpr VkQueueFlags Graphics = VK_QUEUE_GRAPHICS_BIT;
constexpr VkQueueFlags Compute = VK_QUEUE_COMPUTE_BIT;
constexpr VkQueueFlags Transfer = VK_QUEUE_TRANSFER_BIT;

VkQueueFamilyProperties family(VkQueueFlags flags, uint32_t timestampBits = 64,
                               VkExtent3D granularity = {1, 1, 1}) {
  VkQueueFamilyProperties f{};
  f.queueFlags = flags;
  f.queueCount = 1;
  f.timestampValidBits = timestampBits;
  f.minImageTransferGranularity = granularity;
  return f;
}

TEST(QueueFamily, PrefersComputeWithoutGraphics) {
  // NVIDIA's layout: graphics+compute, transfer, compute, video.
  std::vector<VkQueueFamilyProperties> f = {
      family(Graphics | Compute | Transfer), family(Transfer),
      family(Compute | Transfer), family(0)};
  EXPECT_EQ(chooseComputeFamily(f), 2);
}

TEST(QueueFamily, OneFamilyOfEverything) {
  // lavapipe and SwiftShader.
  EXPECT_EQ(chooseComputeFamily({family(Graphics | Compute | Transfer)}), 0);
}

TEST(QueueFamily, ComputeFirstInTheList) {
  std::vector<VkQueueFamilyProperties> f = {family(Compute),
                                            family(Graphics | Compute)};
  EXPECT_EQ(chooseComputeFamily(f), 0);
}

TEST(QueueFamily, KeepsTimestamps) {
  std::vector<VkQueueFamilyProperties> f = {family(Graphics | Compute, 64),
                                            family(Compute, 0)};
  EXPECT_EQ(chooseComputeFamily(f), 0);
  // Nothing to lose where the first family has none either.
  f[0].timestampValidBits = 0;
  EXPECT_EQ(chooseComputeFamily(f), 1);
}

TEST(QueueFamily, KeepsCopiesOfSingleTexels) {
  std::vector<VkQueueFamilyProperties> f = {
      family(Graphics | Compute), family(Compute, 64, {0, 0, 0}),
      family(Compute, 64, {8, 8, 1}), family(Compute, 64, {1, 1, 1})};
  EXPECT_EQ(chooseComputeFamily(f), 3);
  f.pop_back();
  EXPECT_EQ(chooseComputeFamily(f), 0);
}

TEST(QueueFamily, NoComputeAtAll) {
  EXPECT_EQ(chooseComputeFamily({}), -1);
  EXPECT_EQ(chooseComputeFamily({family(Graphics), family(Transfer)}), -1);
}

} // namespace
} // namespace vkcl
