// clang's bit builtins (__builtin_popcount/clz/ctz and their l forms,
// __builtin_bswap16/32/64) against the host compiler's own, on edge values
// and random ones. clz and ctz of 0 are left out: C leaves them undefined.
#include "E2eFixture.h"

namespace vkcl::e2e {
namespace {

class ClangBits : public E2eTest {};

std::vector<uint64_t> inputs(std::mt19937_64 &rng) {
  std::vector<uint64_t> v = {1,
                             2,
                             3,
                             0x80,
                             0xFF,
                             0x100,
                             0x8000,
                             0xFFFF,
                             0x10000,
                             0x7FFFFFFF,
                             0x80000000,
                             0xFFFFFFFF,
                             0x100000000ull,
                             0x8000000000000000ull,
                             0xFFFFFFFFFFFFFFFFull,
                             0x0123456789ABCDEFull};
  for (int shift = 0; shift < 64; ++shift)
    v.push_back(uint64_t(1) << shift);
  while (v.size() < 1024)
    v.push_back(rng() >> (rng() % 64) | 1);
  return v;
}

TEST_F(ClangBits, ThirtyTwoBitForms) {
  Kernel k = kernel(R"CL(
kernel void bits32(global const uint *in, global uint *out) {
  size_t i = get_global_id(0);
  uint x = in[i];
  out[5 * i] = __builtin_popcount(x);
  out[5 * i + 1] = __builtin_clz(x);
  out[5 * i + 2] = __builtin_ctz(x);
  out[5 * i + 3] = __builtin_bswap32(x);
  out[5 * i + 4] = __builtin_bswap16((ushort)x);
}
)CL");
  std::vector<uint32_t> in;
  for (uint64_t v : inputs(rng()))
    if (uint32_t(v))
      in.push_back(uint32_t(v));
  Buffer out = makeBuffer(in.size() * 5 * 4);
  run(k, NDRange::linear(in.size()), upload(in), out);
  std::vector<uint32_t> want;
  for (uint32_t x : in)
    want.insert(want.end(),
                {uint32_t(__builtin_popcount(x)), uint32_t(__builtin_clz(x)),
                 uint32_t(__builtin_ctz(x)), __builtin_bswap32(x),
                 __builtin_bswap16(uint16_t(x))});
  EXPECT_TRUE(allEqual(download<uint32_t>(out, want.size()), want));
}

TEST_F(ClangBits, SixtyFourBitForms) {
  const char *source = R"CL(
kernel void bits64(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
  out[4 * i] = __builtin_popcountl(x);
  out[4 * i + 1] = __builtin_clzl(x);
  out[4 * i + 2] = __builtin_ctzl(x);
  out[4 * i + 3] = __builtin_bswap64(x);
}
)CL";
  if (!profile().int64) {
    precompileForCache(source);
    GTEST_SKIP() << "device has no int64 (long/ulong)";
  }
  Kernel k = kernel(source);
  std::vector<uint64_t> in = inputs(rng());
  Buffer out = makeBuffer(in.size() * 4 * 8);
  run(k, NDRange::linear(in.size()), upload(in), out);
  std::vector<uint64_t> want;
  for (uint64_t x : in)
    want.insert(want.end(),
                {uint64_t(__builtin_popcountll(x)),
                 uint64_t(__builtin_clzll(x)), uint64_t(__builtin_ctzll(x)),
                 __builtin_bswap64(x)});
  EXPECT_TRUE(allEqual(download<uint64_t>(out, want.size()), want));
}

} // namespace
} // namespace vkcl::e2e
