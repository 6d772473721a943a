// The full float -> half sweep: every one of the 2^32 float bit patterns
// through vstore_half_rte/_rtz/_rtp/_rtn on the device, against the host
// reference. Minutes of work, so it runs only when VKCL_FULL_HALF_SWEEP=1
// (once on the GPU machine, where the hardware conversion path is taken;
// the figures go in the notes), and skips otherwise. The kernel makes its
// inputs from the work-item id, so nothing but the results crosses the bus.
#include "E2eFixture.h"
#include "HalfReference.h"

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

namespace vkcl::e2e {
namespace {

using reference::Rounding;

class HalfSweep : public E2eTest {};

TEST_F(HalfSweep, EveryFloatEveryRounding) {
  Kernel k = kernel(R"CL(
__kernel void sweep(__global half *out, uint base) {
  uint i = get_global_id(0);
  float f = as_float(base + i);
  vstore_half_rte(f, 4 * (size_t)i, out);
  vstore_half_rtz(f, 4 * (size_t)i + 1, out);
  vstore_half_rtp(f, 4 * (size_t)i + 2, out);
  vstore_half_rtn(f, 4 * (size_t)i + 3, out);
}
)CL");
  // Built before the skip, so the GPU machine's kernel cache (filled by a
  // run of the suite here) has it.
  const char *enabled = std::getenv("VKCL_FULL_HALF_SWEEP");
  if (!enabled || std::string(enabled) != "1")
    GTEST_SKIP() << "set VKCL_FULL_HALF_SWEEP=1 to run the 2^32 sweep";
  constexpr uint64_t Chunk = uint64_t(1) << 26;
  Buffer out = makeBuffer(Chunk * 4 * sizeof(uint16_t));
  const Rounding modes[] = {Rounding::Rte, Rounding::Rtz, Rounding::Rtp,
                            Rounding::Rtn};
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::atomic<uint64_t> mismatches{0};
  std::atomic<uint64_t> firstBad{~uint64_t(0)};
  auto start = std::chrono::steady_clock::now();
  for (uint64_t base = 0; base < (uint64_t(1) << 32); base += Chunk) {
    run(k, NDRange::linear(Chunk, 256), out, static_cast<uint32_t>(base));
    std::vector<uint16_t> got = download<uint16_t>(out, Chunk * 4);
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        for (uint64_t i = t; i < Chunk; i += threads) {
          uint32_t bits = static_cast<uint32_t>(base + i);
          float f;
          std::memcpy(&f, &bits, 4);
          for (unsigned m = 0; m < 4; ++m) {
            uint16_t want = reference::floatToHalf(f, modes[m]);
            uint16_t have = got[4 * i + m];
            bool ok = reference::halfIsNan(want)
                          ? reference::halfIsNan(have) &&
                                (have & 0x8000) == (want & 0x8000)
                          : have == want;
            if (!ok && mismatches++ == 0)
              firstBad = (uint64_t(bits) << 8) | m;
          }
        }
      });
    for (std::thread &t : pool)
      t.join();
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  std::printf("[ sweep ] 2^32 floats x 4 roundings on %s: %llu mismatches, "
              "%.1f s\n",
              profile().name.c_str(),
              static_cast<unsigned long long>(mismatches.load()), seconds);
  EXPECT_EQ(mismatches.load(), 0u)
      << "first mismatch: float bits 0x" << std::hex << (firstBad >> 8)
      << " rounding " << (firstBad & 0xff);
}

} // namespace
} // namespace vkcl::e2e
