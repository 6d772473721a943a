#include "DispatchRegions.h"

#include <algorithm>

namespace vkcl {

std::vector<DispatchRegion>
splitDispatch(const std::array<uint32_t, 3> &global,
              const std::array<uint32_t, 3> &local,
              const std::array<uint32_t, 3> &maxGroups, uint64_t maxTotal) {
  // Per dimension: runs of full groups, then the remainder group. A run in
  // x holds at most maxTotal groups, one in y at most maxTotal over x's
  // run, and so on, so no rectangle passes maxTotal.
  struct Part {
    uint32_t local, first, count;
  };
  std::vector<Part> parts[3];
  uint64_t budget = std::max<uint64_t>(1, maxTotal);
  for (uint32_t d = 0; d < 3; ++d) {
    uint32_t l = local[d];
    uint32_t full = global[d] / l, rest = global[d] % l;
    uint64_t most =
        std::min<uint64_t>(std::max<uint32_t>(1, maxGroups[d]), budget);
    uint64_t longest = 1;
    for (uint64_t first = 0; first < full; first += most) {
      uint32_t count = uint32_t(std::min<uint64_t>(most, full - first));
      parts[d].push_back({l, uint32_t(first), count});
      longest = std::max<uint64_t>(longest, count);
    }
    if (rest)
      parts[d].push_back({rest, full, 1});
    budget = std::max<uint64_t>(1, budget / longest);
  }
  std::vector<DispatchRegion> regions;
  regions.reserve(parts[0].size() * parts[1].size() * parts[2].size());
  for (const Part &z : parts[2])
    for (const Part &y : parts[1])
      for (const Part &x : parts[0]) {
        DispatchRegion r;
        r.local = {x.local, y.local, z.local};
        r.groupOffset = {x.first, y.first, z.first};
        r.groups = {x.count, y.count, z.count};
        regions.push_back(r);
      }
  return regions;
}

} // namespace vkcl
