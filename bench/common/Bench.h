// What every bandwidth benchmark host shares, whichever API it times
// through (vkcl, raw Vulkan, the platform's OpenCL): the measurement method
// (warm-up, timing rounds, medians), the grid choice, the output poison and
// the RESULT lines bench/common/benchtable.py reads. Shared so that numbers
// from different benchmarks (bench/async, bench/vector) are taken the same
// way and can be compared. Header-only, no API headers.
#pragma once

#include <algorithm>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace bench {

/// Every kernel's work-group size, as the .cl and GLSL twins assume.
constexpr uint32_t WorkGroupSize = 256;
/// Grid size (work-groups) unless $VKCL_BENCH_GROUPS says otherwise: enough
/// to fill any current GPU several times over; the kernels grid-stride.
constexpr uint32_t DefaultGroups = 32768;
/// Untimed runs before each measurement: pipeline creation and caches, and
/// enough GPU work (~50-300 ms) to bring the clocks back up after the host's
/// verification of the previous result left the GPU idle for seconds (with
/// 3, identical shaders measured 2.6 then 1.6 TB/s as the run went on).
constexpr int WarmUp = 100;
/// Timing rounds, each running every kernel once per API back to back; the
/// figure is the median of the round medians (see VulkanBench.h).
constexpr int TimingRounds = 5;
/// Rounds of WarmUp + iterations runs before the first measurement, so that
/// the GPU's clocks have ramped up (1 GiB copies take well under 1 ms).
constexpr int GpuWarmUpRounds = 4;
/// Poison for outputs before a kernel runs: a NaN (as float, and two NaNs as
/// halves), never a correct result.
constexpr uint32_t Poison = 0xFFDEADBFu;

/// Work-groups for a kernel that has `wanted` groups' worth of work: the
/// default grid (or $VKCL_BENCH_GROUPS), never more than the work or the
/// device allows.
inline uint32_t groupsFor(uint32_t wanted, uint32_t deviceMax) {
  uint32_t groups = DefaultGroups;
  if (const char *env = std::getenv("VKCL_BENCH_GROUPS"))
    groups = uint32_t(std::strtoul(env, nullptr, 0));
  return std::max(1u, std::min({groups, wanted, deviceMax}));
}

/// Whether the row `name` runs: every row unless $VKCL_BENCH_ROWS lists
/// some, comma-separated, each a name or a prefix ending in `*`
/// ("fn_*,math_trig"), so that one slow device call can time a few rows
/// of a long table at full size.
inline bool rowSelected(const std::string &name) {
  const char *env = std::getenv("VKCL_BENCH_ROWS");
  if (!env || !*env)
    return true;
  std::string list = env;
  for (size_t start = 0; start <= list.size();) {
    size_t end = std::min(list.find(',', start), list.size());
    std::string entry = list.substr(start, end - start);
    if (!entry.empty() && entry.back() == '*'
            ? name.compare(0, entry.size() - 1, entry, 0, entry.size() - 1) == 0
            : name == entry)
      return true;
    start = end + 1;
  }
  return false;
}

/// groupsFor() a kernel of `items` work-items' worth of work (one per
/// work-item of a group, grid-striding over the rest).
inline uint32_t groupsForItems(uint32_t items, uint32_t deviceMax) {
  return groupsFor((items + WorkGroupSize - 1) / WorkGroupSize, deviceMax);
}

/// The command line every host takes: DIR BYTES [iterations].
struct CommandLine {
  std::string dir;
  uint64_t bytes = 0;
  uint32_t iterations = 20; ///< timed runs per measurement, 1..1000
};

/// Empty on success, else what is wrong (the usage, or BYTES not a
/// multiple of `sizeUnit` up to `maxBytes`).
inline std::string parseCommandLine(int argc, char **argv,
                                    const std::string &usage, uint64_t sizeUnit,
                                    uint64_t maxBytes, CommandLine &out) {
  if (argc < 3)
    return "usage: " + usage;
  out.dir = argv[1];
  out.bytes = std::strtoull(argv[2], nullptr, 0);
  if (out.bytes == 0 || out.bytes % sizeUnit || out.bytes > maxBytes)
    return "BYTES must be a multiple of " + std::to_string(sizeUnit) +
           ", at most " + std::to_string(maxBytes);
  if (argc > 3)
    out.iterations =
        std::max(1u, std::min(uint32_t(std::atoi(argv[3])), 1000u));
  return {};
}

/// The DEVICE and "#" lines that open every host's output.
inline void printHeader(const char *api, const std::string &device,
                        const std::string &driver, const CommandLine &cl,
                        uint32_t deviceMaxGroups) {
  std::printf("DEVICE api=%s name=%s\n", api, device.c_str());
  std::printf("# %s (%s), BYTES %" PRIu64 ", %u iterations after %d warm-up, "
              "up to %u work-groups of %u (grid-stride)\n",
              device.c_str(), driver.c_str(), cl.bytes, cl.iterations, WarmUp,
              groupsFor(~0u, deviceMaxGroups), WorkGroupSize);
}

/// A well-mixed 32-bit hash of an index: input patterns in which every byte
/// depends on its position, so a byte copied to the wrong place shows.
inline uint32_t hash32(uint64_t i) {
  uint32_t h = uint32_t(i) * 2654435761u;
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return h;
}

/// "N of M words wrong, first at word I: 0x..., expected 0x...".
inline std::string describeWrong(uint64_t bad, size_t words, uint64_t first,
                                 uint32_t got, uint32_t want) {
  char text[160];
  std::snprintf(text, sizeof text,
                "%" PRIu64 " of %zu words wrong, first at word %" PRIu64
                ": 0x%08x, expected 0x%08x",
                bad, words, first, got, want);
  return text;
}

inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

/// One measurement: median GPU ns and whether the output was right.
struct Measure {
  double ns = 0;
  bool ok = false;
};

/// Checks a kernel's output words; empty when right, else what is wrong.
using Check = std::function<std::string(const std::vector<uint32_t> &)>;

/// Exact check of `out` against `expect(i)` for every word i; empty when
/// right, else where it first went wrong and how many words are wrong.
template <typename Expect>
std::string checkWords(const std::vector<uint32_t> &out, Expect expect) {
  uint64_t bad = 0, first = 0;
  uint32_t got = 0, want = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    uint32_t e = expect(i);
    if (out[i] != e && bad++ == 0) {
      first = i;
      got = out[i];
      want = e;
    }
  }
  return bad ? describeWrong(bad, out.size(), first, got, want) : std::string();
}

/// The exact check against the host reference `want`, word for word; every
/// copy of the Check shares the one reference.
inline Check checkEqual(std::vector<uint32_t> want) {
  auto shared = std::make_shared<const std::vector<uint32_t>>(std::move(want));
  return [shared](const std::vector<uint32_t> &out) {
    return checkWords(out, [&](size_t i) { return (*shared)[i]; });
  };
}

/// The machine-readable line benchtable.py reads: GB/s is bytes per ns.
inline void printResult(const char *api, const char *kernel, uint64_t moved,
                        double ns, bool ok) {
  std::printf("RESULT api=%s kernel=%s bytes=%" PRIu64
              " ns=%.0f gbps=%.2f ok=%d\n",
              api, kernel, moved, ns, ns > 0 ? moved / ns : 0.0, ok ? 1 : 0);
}

} // namespace bench
