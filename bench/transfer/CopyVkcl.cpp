// Device-to-device copies and fills through the vkcl runtime: the transfer
// commands (vkCmdCopyBuffer, vkCmdFillBuffer) against the runtime's compute
// shaders (shaders/), chosen per run by the queue's TransferPolicy. Answers
// two questions: how fast each path is at large sizes (NVIDIA's
// vkCmdCopyBuffer was a third of a compute copy), and from which size the
// shader wins (TransferPolicy's thresholds).
//
// Each figure is the median GPU time (event timestamps) of RUNS commands
// recorded back to back, taken in rounds that alternate the paths, after a
// warm-up that brings the GPU clocks up; bandwidth counts bytes read plus
// bytes written (a fill: written only). Every configuration is verified on
// sampled ranges first.
// Usage: vkcl-bench-copy [runs] [largest bytes]
#include "vkcl/Runtime.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace {

constexpr size_t Never = std::numeric_limits<size_t>::max();
constexpr int Rounds = 5;

double median(std::vector<double> v) {
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int fail(const std::string &what, const std::string &message) {
  std::fprintf(stderr, "vkcl-bench-copy: %s: %s\n", what.c_str(),
               message.c_str());
  return 1;
}

/// One configuration: a policy and a command enqueued with an event.
struct Case {
  std::string name;
  vkcl::TransferPolicy policy;
  std::function<vkcl::Status(vkcl::Event *)> enqueue;
  uint64_t bytesMoved = 0; ///< read + written per command
  std::vector<double> ns;  ///< per-round medians
};

class Bench {
public:
  explicit Bench(vkcl::Queue &queue) : queue_(queue) {}

  /// `count` commands of `c` back to back; their GPU times in ns.
  std::string time(Case &c, int count, std::vector<double> &out) {
    queue_.setTransferPolicy(c.policy);
    std::vector<vkcl::Event> events(static_cast<size_t>(count));
    for (vkcl::Event &e : events)
      if (vkcl::Status s = c.enqueue(&e); !s)
        return s.message();
    if (vkcl::Status s = queue_.finish(); !s)
      return s.message();
    for (vkcl::Event &e : events) {
      vkcl::Result<double> ns = e.gpuTimeNs();
      if (!ns)
        return ns.error().message;
      out.push_back(*ns);
    }
    return {};
  }

  /// Warm-up, then Rounds rounds over every case; prints one line each.
  std::string measure(const std::string &title, std::vector<Case> &cases,
                      int runs) {
    std::vector<double> scratch;
    for (Case &c : cases)
      if (std::string e = time(c, std::max(runs, 20), scratch); !e.empty())
        return c.name + ": " + e;
    for (int r = 0; r < Rounds; ++r)
      for (Case &c : cases) {
        std::vector<double> ns;
        if (std::string e = time(c, runs, ns); !e.empty())
          return c.name + ": " + e;
        c.ns.push_back(median(ns));
      }
    std::printf("# %s\n", title.c_str());
    for (Case &c : cases) {
      double ns = median(c.ns);
      std::printf("RESULT %-40s %10.1f us %9.1f GB/s\n", c.name.c_str(),
                  ns / 1000.0, ns > 0 ? double(c.bytesMoved) / ns : 0.0);
    }
    std::fflush(stdout);
    return {};
  }

  /// Runs a lot of large copies so the GPU clocks are up before timing.
  void warmUp(vkcl::Buffer &a, vkcl::Buffer &b, size_t bytes) {
    queue_.setTransferPolicy({0, 0, 0});
    for (int i = 0; i < 400; ++i)
      (void)queue_.copy(a, 0, b, 0, bytes);
    (void)queue_.finish();
  }

private:
  vkcl::Queue &queue_;
};

/// Sampled check: `bytes` at dst+dstOffset equal src+srcOffset (first,
/// middle and last 64 KiB).
bool sameBytes(vkcl::Queue &queue, const vkcl::Buffer &src, size_t srcOffset,
               const vkcl::Buffer &dst, size_t dstOffset, size_t bytes) {
  size_t piece = std::min<size_t>(bytes, 64 << 10);
  std::vector<uint8_t> a(piece), b(piece);
  for (size_t at : {size_t(0), (bytes - piece) / 2, bytes - piece}) {
    if (!queue.read(src, srcOffset + at, a.data(), piece) ||
        !queue.read(dst, dstOffset + at, b.data(), piece) || a != b)
      return false;
  }
  return true;
}

/// Sampled check of a fill: the pattern at dst+offset over `bytes` (first
/// and last 64 KiB).
bool filled(vkcl::Queue &queue, const vkcl::Buffer &dst, size_t offset,
            size_t bytes, const std::vector<uint8_t> &pattern) {
  size_t piece =
      std::min<size_t>(bytes, 64 << 10) / pattern.size() * pattern.size();
  std::vector<uint8_t> got(piece);
  for (size_t at : {size_t(0), bytes - piece}) {
    if (!queue.read(dst, offset + at, got.data(), piece))
      return false;
    for (size_t i = 0; i < piece; ++i)
      if (got[i] != pattern[(at + i) % pattern.size()])
        return false;
  }
  return true;
}

std::string sizeName(size_t bytes) {
  if (bytes >= (1u << 30) && bytes % (1u << 30) == 0)
    return std::to_string(bytes >> 30) + " GiB";
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
    return std::to_string(bytes >> 20) + " MiB";
  return std::to_string(bytes >> 10) + " KiB";
}

} // namespace

int main(int argc, char **argv) {
  int runs = argc > 1 ? std::atoi(argv[1]) : 20;
  size_t largest = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 1u << 30;
  runs = std::clamp(runs, 1, 500);
  auto device = vkcl::Device::create();
  if (!device)
    return fail("device", device.error().message);
  if (!(*device)->info().timestamps)
    return fail("device", "no timestamps on the compute queue");
  auto queue = vkcl::Queue::create(**device);
  if (!queue)
    return fail("queue", queue.error().message);
  vkcl::Queue &q = **queue;
  const size_t slack = 256;
  auto srcBuffer = vkcl::Buffer::create(**device, largest + slack);
  auto dstBuffer = vkcl::Buffer::create(**device, largest + slack);
  if (!srcBuffer || !dstBuffer)
    return fail("buffers", "cannot allocate 2 x " + sizeName(largest));
  vkcl::Buffer &src = *srcBuffer, &dst = *dstBuffer;
  std::printf("vkcl-bench-copy %s (%s), %d runs x %d rounds\n",
              (*device)->info().name.c_str(),
              (*device)->info().driverName.c_str(), runs, Rounds);
  // Source data: a non-repeating word sequence, written in 64 MiB pieces.
  {
    std::vector<uint32_t> words(std::min<size_t>(largest + slack, 64 << 20) /
                                4);
    for (size_t at = 0; at < largest + slack; at += words.size() * 4) {
      size_t n = std::min(words.size() * 4, largest + slack - at);
      for (size_t i = 0; i < n / 4; ++i)
        words[i] = uint32_t((at / 4 + i) * 2654435761u);
      if (vkcl::Status s = q.write(src, at, words.data(), n); !s)
        return fail("write", s.message());
    }
  }
  Bench bench(q);
  bench.warmUp(src, dst, std::min<size_t>(largest, 256u << 20));

  const vkcl::TransferPolicy transfer{Never, Never, 0};
  const vkcl::TransferPolicy compute{0, 0, 0};
  auto copyCase = [&](std::string name, vkcl::TransferPolicy policy,
                      size_t srcOffset, size_t dstOffset, size_t bytes) {
    return Case{std::move(name), policy,
                [&, srcOffset, dstOffset, bytes](vkcl::Event *e) {
                  return q.copy(src, srcOffset, dst, dstOffset, bytes, e);
                },
                2 * uint64_t(bytes)};
  };
  int status = 0;
  auto run = [&](const std::string &title, std::vector<Case> cases) {
    if (std::string e = bench.measure(title, cases, runs); !e.empty()) {
      std::fprintf(stderr, "vkcl-bench-copy: %s\n", e.c_str());
      status = 1;
    }
  };
  auto verifyCopy = [&](const std::string &name, vkcl::TransferPolicy policy,
                        size_t srcOffset, size_t dstOffset, size_t bytes) {
    q.setTransferPolicy(transfer);
    (void)q.fill(dst, 0, largest + slack, 0xFFFFFFFFu);
    q.setTransferPolicy(policy);
    bool ok = q.copy(src, srcOffset, dst, dstOffset, bytes) &&
              sameBytes(q, src, srcOffset, dst, dstOffset, bytes);
    std::printf("verification %s: %s\n", name.c_str(), ok ? "ok" : "WRONG");
    if (!ok)
      status = 1;
  };

  // Large copies, both paths, and the threshold: sizes from 4 KiB up.
  for (size_t bytes : {size_t(256) << 20, largest}) {
    verifyCopy("compute " + sizeName(bytes), compute, 0, 0, bytes);
    run("copy " + sizeName(bytes) + " device to device",
        {copyCase("vkCmdCopyBuffer " + sizeName(bytes), transfer, 0, 0, bytes),
         copyCase("compute " + sizeName(bytes), compute, 0, 0, bytes)});
    if (bytes == largest)
      break;
  }
  {
    std::vector<Case> cases;
    for (size_t bytes = 4 << 10; bytes <= (16u << 20); bytes *= 4) {
      cases.push_back(copyCase("vkCmdCopyBuffer " + sizeName(bytes), transfer,
                               0, 0, bytes));
      cases.push_back(
          copyCase("compute " + sizeName(bytes), compute, 0, 0, bytes));
    }
    run("copy threshold: small sizes", std::move(cases));
  }
  // Alignments: the skew picks the shader's unit (uvec4, uvec2, words,
  // byte-shifted words); 256 MiB less a few bytes.
  {
    const size_t bytes = (std::min<size_t>(largest, 256u << 20)) - 64;
    std::vector<Case> cases;
    for (size_t skew : {0, 8, 4, 1, 3}) {
      std::string name = "compute skew " + std::to_string(skew);
      verifyCopy(name, compute, skew, 0, bytes);
      cases.push_back(copyCase(name, compute, skew, 0, bytes));
    }
    cases.push_back(copyCase("vkCmdCopyBuffer skew 1", transfer, 1, 0, bytes));
    run("copy alignments, 256 MiB - 64", std::move(cases));
  }
  // Grid size of the compute copy (TransferPolicy::maxComputeGroups).
  {
    const size_t bytes = std::min<size_t>(largest, 256u << 20);
    std::vector<Case> cases;
    for (uint32_t groups :
         {1024u, 2048u, 4096u, 8192u, 16384u, 32768u, 65535u}) {
      vkcl::TransferPolicy p = compute;
      p.maxComputeGroups = groups;
      cases.push_back(copyCase("compute " + std::to_string(groups) + " groups",
                               p, 0, 0, bytes));
    }
    run("copy grid, 256 MiB", std::move(cases));
  }
  // Fills: the 32-bit fill both ways, and wider and odd patterns.
  {
    const size_t bytes = std::min<size_t>(largest, 256u << 20);
    std::vector<Case> cases;
    for (size_t size : {4, 16, 128, 3}) {
      std::vector<uint8_t> pattern(size);
      for (size_t i = 0; i < size; ++i)
        pattern[i] = uint8_t(i * 37 + 11);
      size_t n = bytes / size * size;
      for (bool viaShader : {false, true}) {
        if (!viaShader && size != 4)
          continue;
        vkcl::TransferPolicy p = viaShader ? compute : transfer;
        std::string name = std::string(viaShader ? "compute" : "vkCmdFill") +
                           " fill " + std::to_string(size) + "-byte";
        q.setTransferPolicy(p);
        bool ok = q.fillPattern(dst, 0, n, pattern.data(), size) &&
                  filled(q, dst, 0, n, pattern);
        std::printf("verification %s: %s\n", name.c_str(), ok ? "ok" : "WRONG");
        if (!ok)
          status = 1;
        cases.push_back(Case{name, p,
                             [&, pattern, n](vkcl::Event *e) {
                               return q.fillPattern(dst, 0, n, pattern.data(),
                                                    pattern.size(), e);
                             },
                             uint64_t(n)});
      }
    }
    run("fill 256 MiB (bytes written)", std::move(cases));
  }
  return status;
}
