// What the two atomics benchmark hosts (vkcl + GLSL twins, and the
// platform's OpenCL) share beyond bench/common: the kernels, where each
// keeps its result and its counters in the output buffer, the input
// pattern and the host checks. The histogram is checked bin for bin against
// one counted on the host (the float one bit for bit: its sums are exact),
// the ticket counter by its final count and by its scatter being a
// permutation, so that vkcl, the GLSL twins and NVIDIA's
// OpenCL are held to the same exact answer. Unlike the streams of
// bench/library, these kernels accumulate into memory, so every run needs
// its counters zeroed first: zeroRange() says which bytes, and each host
// fills them before every dispatch, outside the timed region.
// Header-only: each host is one file plus this.
#pragma once

#include "../common/Bench.h"
#include "../common/ParallelFor.h"

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace atomicsbench {

using namespace bench;

/// BYTES is a whole number of uint4s (one per work-item per step) and of
/// the ceiling's uvec4s.
constexpr uint64_t SizeUnit = 16;
/// Keeps every element index and ticket in 32 bits and the bins' counts
/// below 2^32.
constexpr uint64_t MaxBytes = uint64_t(2) << 30;
constexpr uint32_t Bins = 256;
/// The input's hot byte: a quarter of all bytes (hotAt()).
constexpr uint32_t HotByte = 0x5A;

/// fhist's bins (global floats).
constexpr uint32_t FloatBins = 65536;

enum class Kind { Hist256, Counter, FloatHist };

struct Spec {
  const char *name; ///< kernel name = vkcl .spv file stem
  Kind kind;
  const char *source; ///< The .cl and GLSL twin stem.
  /// Whether the platform's OpenCL runs it: not a vkcl build variant.
  bool opencl = true;
};

inline const std::vector<Spec> &specs() {
  static const std::vector<Spec> all = {
      {"hist256", Kind::Hist256, "hist256"},
      {"counter", Kind::Counter, "counter"},
      {"fhist", Kind::FloatHist, "fhist"},
      // fhist.cl built as OpenCL C 1.2, as NVIDIA's OpenCL builds it: its
      // own compare-exchange loop, not cl_ext_float_atomics.
      {"fhist_cl12", Kind::FloatHist, "fhist", false},
  };
  return all;
}

/// The kernels' `n`: uint4s of the input (hist256), elements of 16 bytes
/// (counter, which reads no input).
inline uint32_t items(uint64_t bytes) { return uint32_t(bytes / 16); }

/// The output buffer both hosts allocate: the ceiling's copy of BYTES, and
/// room for the bins at the smallest sizes.
inline uint64_t outBufferBytes(uint64_t bytes) {
  return std::max<uint64_t>(bytes, FloatBins * 4);
}

/// Bytes of `out` a kernel leaves its result in and the check reads: the
/// 256 or 65536 bins, or the n tickets' scatter then the counter (out[n]).
inline uint64_t outBytes(const Spec &spec, uint64_t bytes) {
  switch (spec.kind) {
  case Kind::Hist256:
    return Bins * 4;
  case Kind::FloatHist:
    return FloatBins * 4;
  default:
    return (uint64_t(items(bytes)) + 1) * 4;
  }
}

/// The bytes of `out` zeroed before every run: the bins, or the counter.
struct ZeroRange {
  uint64_t offset, bytes;
};
inline ZeroRange zeroRange(const Spec &spec, uint64_t bytes) {
  if (spec.kind == Kind::Counter)
    return {uint64_t(items(bytes)) * 4, 4};
  return {0, outBytes(spec, bytes)};
}

/// The RESULT lines' bytes (their GB/s): the input hist256 and fhist read
/// (hist256: one local atomic_inc per byte, so its GB/s is also G local
/// atomics/s; fhist: one global float atomic add per 4 bytes), the tickets
/// counter writes (4 bytes per atomic: G atomics/s = GB/s / 4).
inline uint64_t movedBytes(const Spec &spec, uint64_t bytes) {
  return spec.kind == Kind::Counter ? uint64_t(items(bytes)) * 4 : bytes;
}

/// Word i of the input: its four bytes hashed, each replaced by HotByte
/// when two bits of a second hash are zero. A quarter of the bytes (and of
/// each work-item's 16 a step) fall on that one bin, so the work-items of a
/// group really collide in their local atomics; the other bins get about
/// 0.3% each, and every byte depends on its position.
inline uint32_t wordAt(uint64_t i) {
  uint32_t value = hash32(i), hot = hash32(value ^ 0x9E3779B9u);
  for (int k = 0; k < 4; ++k)
    if ((hot >> (8 * k) & 3) == 0)
      value = (value & ~(0xFFu << (8 * k))) | HotByte << (8 * k);
  return value;
}

inline std::vector<uint32_t> pattern(uint64_t bytes) {
  std::vector<uint32_t> words(bytes / 4);
  parallelFor(words.size(), [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      words[i] = wordAt(i);
  });
  return words;
}

/// The input's byte histogram, counted on the host's cores.
inline std::vector<uint32_t> histogram(const std::vector<uint32_t> &input) {
  size_t threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::array<uint64_t, Bins>> partial(threads);
  parallelFor(threads, [&](size_t first, size_t last) {
    for (size_t t = first; t < last; ++t) {
      std::array<uint64_t, Bins> &bins = partial[t];
      bins.fill(0);
      size_t begin = input.size() * t / threads;
      size_t end = input.size() * (t + 1) / threads;
      for (size_t i = begin; i < end; ++i)
        for (int k = 0; k < 4; ++k)
          ++bins[input[i] >> (8 * k) & 0xFF];
    }
  });
  std::vector<uint32_t> bins(Bins, 0);
  for (const auto &p : partial)
    for (uint32_t b = 0; b < Bins; ++b)
      bins[b] += uint32_t(p[b]);
  return bins;
}

/// fhist's bins, summed on the host's cores: word j adds its low three bits
/// to bin ((word ^ j) * 2654435761) >> 16. The sums are integers far below
/// 2^24, exact in float in any order; returned as the floats' bits.
inline std::vector<uint32_t>
floatHistogram(const std::vector<uint32_t> &input) {
  size_t threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::vector<uint64_t>> partial(threads);
  parallelFor(threads, [&](size_t first, size_t last) {
    for (size_t t = first; t < last; ++t) {
      std::vector<uint64_t> &bins = partial[t];
      bins.assign(FloatBins, 0);
      size_t begin = input.size() * t / threads;
      size_t end = input.size() * (t + 1) / threads;
      for (size_t i = begin; i < end; ++i)
        bins[((input[i] ^ uint32_t(i)) * 2654435761u) >> 16] += input[i] & 7u;
    }
  });
  std::vector<uint32_t> bits(FloatBins);
  for (uint32_t b = 0; b < FloatBins; ++b) {
    uint64_t sum = 0;
    for (const auto &p : partial)
      sum += p[b];
    float value = float(sum);
    std::memcpy(&bits[b], &value, 4);
  }
  return bits;
}

/// counter's check: out[0, n) a permutation of [0, n) (every ticket below
/// n handed out once, each element's index written once) and the counter
/// out[n] exactly n.
inline std::string checkTickets(const std::vector<uint32_t> &out) {
  size_t n = out.size() - 1;
  if (out[n] != n)
    return "the counter is " + std::to_string(out[n]) + ", expected " +
           std::to_string(n);
  std::vector<bool> seen(n, false);
  uint64_t bad = 0, first = 0;
  for (size_t t = 0; t < n; ++t) {
    uint32_t element = out[t];
    if (element < n && !seen[element]) {
      seen[element] = true;
    } else if (bad++ == 0) {
      first = t;
    }
  }
  if (!bad)
    return {};
  char text[200];
  std::snprintf(text, sizeof text,
                "not a permutation: %" PRIu64 " of %zu tickets hold an "
                "element out of range or seen before, first ticket %" PRIu64
                ": 0x%08x",
                bad, n, first, out[first]);
  return text;
}

/// The host check of `spec`'s output (outBytes() of `out`) over `input`:
/// the bins exactly, or the tickets.
inline Check check(const Spec &spec, const std::vector<uint32_t> &input) {
  if (spec.kind == Kind::Counter)
    return checkTickets;
  if (spec.kind == Kind::FloatHist)
    return checkEqual(floatHistogram(input));
  return checkEqual(histogram(input));
}

} // namespace atomicsbench
