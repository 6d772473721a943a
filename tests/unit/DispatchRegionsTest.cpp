// splitDispatch: every group of an NDRange in exactly one region, no region
// past the per-dimension or the total group limit.
#include "DispatchRegions.h"

#include <gtest/gtest.h>

#include <map>
#include <tuple>

namespace vkcl {
namespace {

using U3 = std::array<uint32_t, 3>;

uint64_t groupsOf(const DispatchRegion &r) {
  return uint64_t(r.groups[0]) * r.groups[1] * r.groups[2];
}

void expectWithinLimits(const std::vector<DispatchRegion> &regions,
                        const U3 &maxGroups, uint64_t maxTotal) {
  for (const DispatchRegion &r : regions) {
    for (int d = 0; d < 3; ++d) {
      EXPECT_GE(r.groups[d], 1u);
      EXPECT_LE(r.groups[d], maxGroups[d]);
    }
    EXPECT_LE(groupsOf(r), maxTotal);
  }
}

TEST(DispatchRegions, SmallGridCoversEveryWorkItemOnce) {
  // 1000 x 7 x 3 work-items in groups of 8 x 2 x 1, at most 10 x 3 x 2
  // groups per dimension and 24 in all: every work-item exactly once.
  const U3 global{1000, 7, 3}, local{8, 2, 1}, maxGroups{10, 3, 2};
  std::vector<DispatchRegion> regions =
      splitDispatch(global, local, maxGroups, 24);
  expectWithinLimits(regions, maxGroups, 24);
  std::map<std::tuple<uint32_t, uint32_t, uint32_t>, int> seen;
  for (const DispatchRegion &r : regions)
    for (uint32_t gz = 0; gz < r.groups[2]; ++gz)
      for (uint32_t gy = 0; gy < r.groups[1]; ++gy)
        for (uint32_t gx = 0; gx < r.groups[0]; ++gx)
          for (uint32_t z = 0; z < r.local[2]; ++z)
            for (uint32_t y = 0; y < r.local[1]; ++y)
              for (uint32_t x = 0; x < r.local[0]; ++x) {
                // Groups before the region's are full-size: an id is the
                // group index times the enqueued size plus the local id.
                uint32_t ix = (r.groupOffset[0] + gx) * local[0] + x;
                uint32_t iy = (r.groupOffset[1] + gy) * local[1] + y;
                uint32_t iz = (r.groupOffset[2] + gz) * local[2] + z;
                ++seen[{ix, iy, iz}];
              }
  EXPECT_EQ(seen.size(), size_t(global[0]) * global[1] * global[2]);
  for (auto &[id, count] : seen) {
    EXPECT_EQ(count, 1);
    EXPECT_LT(std::get<0>(id), global[0]);
    EXPECT_LT(std::get<1>(id), global[1]);
    EXPECT_LT(std::get<2>(id), global[2]);
  }
}

TEST(DispatchRegions, HugeGridStaysUnderTheTotal) {
  // 2^48 work-items in groups of one, lavapipe's limits: each region under
  // 2^30 groups (lavapipe's int product ran nothing past 2^31), and the
  // regions' groups add up to the whole grid.
  const U3 global{65536, 65536, 65536}, local{1, 1, 1},
      maxGroups{65535, 65535, 65535};
  std::vector<DispatchRegion> regions = splitDispatch(global, local, maxGroups);
  expectWithinLimits(regions, maxGroups, MaxGroupsPerDispatch);
  uint64_t total = 0;
  for (const DispatchRegion &r : regions)
    total += groupsOf(r);
  EXPECT_EQ(total, uint64_t(1) << 48);
}

TEST(DispatchRegions, OrdinaryGridIsOneDispatchPlusRemainders) {
  // 1000 x 10 in groups of 64 x 4: 15 x 2 full groups, remainders of 40
  // and 2: four regions, the full one first.
  std::vector<DispatchRegion> regions =
      splitDispatch({1000, 10, 1}, {64, 4, 1}, {65535, 65535, 65535});
  ASSERT_EQ(regions.size(), 4u);
  EXPECT_EQ(regions[0].groups, (U3{15, 2, 1}));
  EXPECT_EQ(regions[0].local, (U3{64, 4, 1}));
  EXPECT_EQ(regions[1].local, (U3{40, 4, 1}));
  EXPECT_EQ(regions[1].groupOffset, (U3{15, 0, 0}));
  EXPECT_EQ(regions[3].local, (U3{40, 2, 1}));
  EXPECT_EQ(regions[3].groupOffset, (U3{15, 2, 0}));
}

} // namespace
} // namespace vkcl
