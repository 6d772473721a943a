#include "DispatchRegions.h"

#include <algorithm>

namespace vkcl {

namespace {

/// Dimension d's parts: `runs` runs of at most `most` full groups of
/// `local` work-items (`full` in all), then one remainder group of `rest`
/// work-items where rest != 0. Computed, not stored: an NDRange of one
/// region (nearly every one) then allocates nothing but its result.
struct Parts {
  uint32_t local = 1, full = 0, rest = 0;
  uint64_t most = 1, runs = 0;
  uint64_t count() const { return runs + (rest ? 1 : 0); }
  /// Part i: {work-group size, first group, groups}.
  std::array<uint32_t, 3> part(uint64_t i) const {
    if (i < runs) {
      uint64_t first = i * most;
      return {local, uint32_t(first),
              uint32_t(std::min<uint64_t>(most, full - first))};
    }
    return {rest, full, 1};
  }
};

} // namespace

std::vector<DispatchRegion>
splitDispatch(const std::array<uint32_t, 3> &global,
              const std::array<uint32_t, 3> &local,
              const std::array<uint32_t, 3> &maxGroups, uint64_t maxTotal) {
  // Per dimension: runs of full groups, then the remainder group. A run in
  // x holds at most maxTotal groups, one in y at most maxTotal over x's
  // run, and so on, so no rectangle passes maxTotal.
  Parts parts[3];
  uint64_t budget = std::max<uint64_t>(1, maxTotal);
  for (uint32_t d = 0; d < 3; ++d) {
    Parts &p = parts[d];
    p.local = local[d];
    p.full = global[d] / p.local;
    p.rest = global[d] % p.local;
    p.most = std::min<uint64_t>(std::max<uint32_t>(1, maxGroups[d]), budget);
    p.runs = (uint64_t(p.full) + p.most - 1) / p.most;
    uint64_t longest =
        std::max<uint64_t>(1, std::min<uint64_t>(p.most, p.full));
    budget = std::max<uint64_t>(1, budget / longest);
  }
  std::vector<DispatchRegion> regions;
  regions.reserve(parts[0].count() * parts[1].count() * parts[2].count());
  for (uint64_t k = 0; k < parts[2].count(); ++k)
    for (uint64_t j = 0; j < parts[1].count(); ++j)
      for (uint64_t i = 0; i < parts[0].count(); ++i) {
        std::array<uint32_t, 3> x = parts[0].part(i), y = parts[1].part(j),
                                z = parts[2].part(k);
        DispatchRegion r;
        r.local = {x[0], y[0], z[0]};
        r.groupOffset = {x[1], y[1], z[1]};
        r.groups = {x[2], y[2], z[2]};
        regions.push_back(r);
      }
  return regions;
}

} // namespace vkcl
