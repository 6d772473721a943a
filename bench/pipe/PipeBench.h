// What the pipe benchmark host (bench/pipe/PipeBenchVkcl.cpp) needs beyond
// bench/common: the packet types and reservation paths it measures, how
// many packets a size holds, the input pattern and the exactly-once check of
// what came out of the pipe. Kept apart from the host so that the rules of
// the measurement (which packets, which grid, what counts as right) read in
// one place.
#pragma once

#include "../common/Bench.h"

#include <algorithm>
#include <cinttypes>
#include <cstdlib>
#include <string>
#include <vector>

namespace pipebench {

using namespace bench;

/// BYTES (the packet bytes that go through the pipe each way) must be a
/// multiple of this: then every packet count is a multiple of 1024, so the
/// reservation-of-4 and work-group kernels have no partial steps.
constexpr uint64_t SizeUnit = 65536;
/// Every input word encodes its index in 28 bits (see wordAt): 2^28 words
/// are 1 GiB.
constexpr uint64_t MaxBytes = uint64_t(1) << 30;
/// Untimed producer/consumer pairs before the timed ones of a measurement.
/// Fewer than the bandwidth benchmarks' 100: a pipe kernel over 1 GiB keeps
/// the GPU busy for milliseconds (or far longer on a contended counter).
constexpr uint32_t PipeWarmUp = 3;
/// GPU time one side (vkcl or GLSL) of one row may take per timing round
/// unless $VKCL_PIPE_BUDGET_MS says otherwise; fewer repetitions (down to
/// one untimed and one timed, and a single round) when the kernels are slow.
constexpr double DefaultBudgetMs = 1000;

/// A packet type the pipe carries.
struct PacketType {
  const char *name; ///< kernel-name suffix: write_wi_<name>
  uint32_t bytes;
};

inline const std::vector<PacketType> &packetTypes() {
  static const std::vector<PacketType> all = {
      {"int", 4}, {"float4", 16}, {"struct64", 64}};
  return all;
}

/// How the kernels reserve pipe packets.
enum class Path {
  WorkItem,   ///< write_pipe(p, &v) / read_pipe(p, &v), one packet each
  Reserve4,   ///< reserve_{write,read}_pipe(p, 4) per work-item
  WorkGroup,  ///< work_group_reserve_{write,read}_pipe(p, get_local_size(0))
  WorkGroup4, ///< the same, of 4 * get_local_size(0) packets
  Ring,       ///< the hand-written GLSL atomic ring buffer (no vkcl side)
  RingGroup,  ///< the ring claimed once per work-group: WorkGroup's floor
  RingGroup4, ///< the same, of 4 packets a work-item: WorkGroup4's floor
};

struct PathSpec {
  Path path;
  const char *name;   ///< kernel-name infix: write_<name>_int
  const char *module; ///< vkcl module stem in DIR (none for the ring)
  const char *glsl;   ///< GLSL twin .spv stem prefix in DIR/glsl/
  uint32_t perItem;   ///< packets one work-item moves per grid-stride step
};

inline const std::vector<PathSpec> &paths() {
  static const std::vector<PathSpec> all = {
      {Path::WorkItem, "wi", "pipe_wi", "pipe_wi", 1},
      {Path::Reserve4, "res4", "pipe_res4", "pipe_res4", 4},
      {Path::WorkGroup, "wg", "pipe_wg", "pipe_wg", 1},
      {Path::WorkGroup4, "wg4", "pipe_wg4", "pipe_wg4", 4},
      {Path::Ring, "ring", nullptr, "ring", 1},
      {Path::RingGroup, "ring_wg", nullptr, "ring_wg", 1},
      {Path::RingGroup4, "ring_wg4", nullptr, "ring_wg4", 4},
  };
  return all;
}

/// Packets of `type` in BYTES.
inline uint32_t packetCount(const PacketType &type, uint64_t bytes) {
  return uint32_t(bytes / type.bytes);
}

/// Work-groups for `packets` on `path`: the bench grid (32768 groups or
/// $VKCL_BENCH_GROUPS), fewer when there are fewer packets. The kernels
/// grid-stride, as the other benchmarks' do.
inline uint32_t groupsFor(const PathSpec &path, uint32_t packets,
                          uint32_t deviceMax) {
  uint32_t perGroup = WorkGroupSize * path.perItem;
  return bench::groupsFor((packets + perGroup - 1) / perGroup, deviceMax);
}

/// Word `j` of the input, which every packet type reads: j encoded in 28
/// bits as a normal positive float (exponent field 64..127). Packet i of a
/// type of W words is words i*W .. i*W+W-1. Whatever type a kernel copies a
/// packet as (int, float4, a struct of floats), no value is a NaN or a
/// denormal a driver could canonicalize or flush, and every word says where
/// it belongs, so a word in the wrong packet or place shows.
inline uint32_t wordAt(uint32_t j) {
  return (64u + (j >> 22)) << 23 | (j & 0x3FFFFFu);
}

/// The word index `word` encodes, or ~0u when it encodes none (the poison).
inline uint32_t indexOf(uint32_t word) {
  uint32_t e = word >> 23;
  if (e < 64 || e >= 128)
    return ~0u;
  return (e - 64) << 22 | (word & 0x3FFFFFu);
}

/// The input of BYTES: word j is wordAt(j).
inline std::vector<uint32_t> pattern(uint64_t bytes) {
  std::vector<uint32_t> out(bytes / 4);
  for (uint32_t j = 0; j < out.size(); ++j)
    out[j] = wordAt(j);
  return out;
}

/// Exactly-once check of a consumer's output: its `count` packets of `type`
/// must be a permutation of input packets 0..count-1 (the order in which a
/// pipe hands packets out is not specified). Empty when right, else how
/// many are missing, duplicated or corrupt and the first bad one.
inline std::string checkPermutation(const PacketType &type, uint32_t count,
                                    const std::vector<uint32_t> &out) {
  uint32_t words = type.bytes / 4;
  std::vector<bool> seen(count);
  uint64_t distinct = 0, duplicated = 0, corrupt = 0;
  int64_t first = -1;
  uint32_t firstWord = 0;
  for (uint32_t j = 0; j < count; ++j) {
    const uint32_t *p = &out[uint64_t(j) * words];
    uint32_t w = indexOf(p[0]);
    uint32_t i = w % words == 0 ? w / words : ~0u;
    bool ok = i < count;
    for (uint32_t k = 1; ok && k < words; ++k)
      ok = p[k] == wordAt(w + k);
    if (!ok) {
      ++corrupt;
    } else if (seen[i]) {
      ++duplicated;
    } else {
      seen[i] = true;
      ++distinct;
      continue;
    }
    if (first < 0) {
      first = j;
      firstWord = p[0];
    }
  }
  if (distinct == count)
    return {};
  char text[256];
  std::snprintf(text, sizeof text,
                "%" PRIu64 " of %u packets missing, %" PRIu64
                " duplicated, %" PRIu64
                " corrupt or never written (first bad output packet %" PRId64
                ", word 0 = 0x%08x)",
                count - distinct, count, duplicated, corrupt, first, firstWord);
  return text;
}

/// $VKCL_PIPE_BUDGET_MS as ns, or the default.
inline double budgetNs() {
  double ms = DefaultBudgetMs;
  if (const char *env = std::getenv("VKCL_PIPE_BUDGET_MS"))
    ms = std::max(1.0, std::strtod(env, nullptr));
  return ms * 1e6;
}

/// Repetitions of one measurement: untimed and timed producer/consumer
/// pairs, and timing rounds, for kernels whose pair takes `pairNs`.
struct Reps {
  uint32_t warmUp = PipeWarmUp;
  uint32_t timed = 0;
  int rounds = TimingRounds;
};

inline Reps repsFor(double pairNs, uint32_t iterations) {
  Reps r;
  r.timed = iterations;
  double budget = budgetNs();
  if (pairNs * (r.warmUp + r.timed) > budget) {
    r.warmUp = 1;
    double fit = budget / std::max(pairNs, 1.0) - 1;
    r.timed = uint32_t(std::max(1.0, std::min(double(iterations), fit)));
  }
  if (pairNs * (r.warmUp + r.timed) > budget)
    r.rounds = 1;
  return r;
}

} // namespace pipebench
